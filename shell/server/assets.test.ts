/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAssetsReader } from './assets';

const write = (dir: string, js: string) =>
  writeFileSync(path.join(dir, 'assets-manifest.json'), JSON.stringify({ js: [js], css: [], fonts: {} }));

it('reads the manifest once, looks at it again at most once per recheck time, and sees a rebuilt shell then', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
  try {
    write(dir, 'shell.11111111.js');
    const assetsFor = createAssetsReader(dir, '/shell/', () => undefined, 80);
    expect(assetsFor('tr').js).toEqual(['/shell/shell.11111111.js']);
    // The lists of a language are made once per manifest read: the same object for every answer.
    expect(assetsFor('tr')).toBe(assetsFor('tr'));
    expect(assetsFor('en')).not.toBe(assetsFor('tr'));
    // A rebuild (a new modification time) within the recheck time: the page still names the old file.
    await new Promise((r) => setTimeout(r, 20));
    write(dir, 'shell.22222222.js');
    expect(assetsFor('tr').js).toEqual(['/shell/shell.11111111.js']);
    await new Promise((r) => setTimeout(r, 100));
    expect(assetsFor('tr').js).toEqual(['/shell/shell.22222222.js']);
    expect(assetsFor('tr')).toBe(assetsFor('tr'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('without a manifest: no files and one warning, until the shell is built', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
  const warn = jest.fn();
  try {
    const assetsFor = createAssetsReader(dir, '/shell/', warn, 0);
    expect(assetsFor('en')).toEqual({ js: [], css: [], fontPreloads: [] });
    assetsFor('en');
    expect(warn).toHaveBeenCalledTimes(1);
    write(dir, 'shell.33333333.js');
    expect(assetsFor('en').js).toEqual(['/shell/shell.33333333.js']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
