/**
 * Where a server's files are, the same whether it runs from source (`api/src/...` under tsx) or
 * bundled (`api/dist-server/main.cjs`, scripts/build-servers.js): the folder of the workspace
 * package `name` above `from` (a module's `__dirname`). Servers only (Node's fs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function packageDir(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return dir;
    if (dirname(dir) === dir) throw new Error(`no package ${name} in ${from} or above it`);
  }
}
