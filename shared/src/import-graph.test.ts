import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The graph is read by a plain script, so that `node tools/import-graph.js` can print it too.
const { importGraph, cycles, specifiersOf } = require('../../tools/import-graph.js') as {
  importGraph(root?: string): Map<string, string[]>;
  cycles(graph: Map<string, string[]>, root?: string): string[][];
  specifiersOf(text: string): string[];
};

describe('the import graph', () => {
  it('has no import circle anywhere in the project', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(300); // it read the tree
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a circle, type-only imports and shared package names included', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      mkdirSync(join(root, 'shared', 'src'), { recursive: true });
      mkdirSync(join(root, 'shell', 'src'), { recursive: true });
      writeFileSync(join(root, 'shared', 'src', 'a.ts'), "import type { B } from './b';\nexport type A = B;\n");
      writeFileSync(join(root, 'shared', 'src', 'b.ts'), "export { a } from '@nirvana/shared/c';\nexport type B = 1;\n");
      writeFileSync(join(root, 'shared', 'src', 'c.ts'), "// import { x } from './a';\nexport const a = () => import('./a');\n");
      writeFileSync(join(root, 'shell', 'src', 'd.ts'), "import { a } from '@nirvana/shared/b';\nimport 'react';\n");
      expect(cycles(importGraph(root), root)).toEqual([['shared/src/a.ts', 'shared/src/b.ts', 'shared/src/c.ts']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reads every form of import, and none in a comment', () => {
    expect(specifiersOf(`import x, { y } from './x';
      import type { T } from "./t";
      export * from './all';
      import './side-effect.css';
      const lazy = () => import('./lazy');
      const cjs = require('./cjs');
      /* import { gone } from './block-comment'; */
      // import { gone } from './line-comment';
      const url = 'https://example.com/x'; import { z } from './after-url';`).sort())
      .toEqual(['./after-url', './all', './cjs', './lazy', './side-effect.css', './t', './x']);
  });
});
