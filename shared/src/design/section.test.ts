/** The rules every section shares (section.css) are written there alone. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../../..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist') || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(path) : entry.name.endsWith('.css') ? [path] : [];
  });
}

test('words for screen readers only are styled once, in section.css, for the document and every shadow root', () => {
  const places = ['shared', 'shell', 'mfe-navigation', 'mfe-content', 'mfe-search', 'mfe-newsletter']
    .flatMap((dir) => cssFiles(join(ROOT, dir)))
    .filter((file) => /\.[\w-]*visually-hidden\s*[{,]/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(ROOT, file));
  expect(places).toEqual(['shared/src/design/section.css']);
  // The document has it through the shell's CSS (the sections' shadow roots adopt BASE_SHEETS).
  expect(readFileSync(join(ROOT, 'shell/src/styles/shell.css'), 'utf8')).toContain("@import '@nirvana/shared/design/section.css';");
});
