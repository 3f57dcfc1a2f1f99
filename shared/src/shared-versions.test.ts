import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The version is read by webpack.common.js, in plain JavaScript.
const { sharedModulesVersion } = require('../../tools/shared-versions.js') as {
  sharedModulesVersion(requests: string[], root?: string): string;
};
// The range webpack's module federation runtime checks a shared module's version with.
const { parseRange, satisfy } = require('webpack/lib/sharing/semver') as {
  parseRange(range: string): unknown;
  satisfy(range: unknown, version: string): boolean;
};

describe("shared's module version", () => {
  let root: string;
  const write = (file: string, text: string) => writeFileSync(join(root, 'shared', 'src', file), text);
  const version = () => sharedModulesVersion(['@nirvana/shared/bus', '@nirvana/shared/device'], root);
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'shared-versions-'));
    mkdirSync(join(root, 'shared', 'src'), { recursive: true });
    writeFileSync(join(root, 'shared', 'package.json'), JSON.stringify({ name: '@nirvana/shared', version: '1.0.0' }));
    write('bus.ts', "import { LOCALES } from '@nirvana/shared/locales';\nexport const bus = LOCALES;\n");
    write('locales.ts', "export const LOCALES = ['tr'];\n");
    write('device.ts', 'export const device = 1;\n');
    write('elsewhere.ts', 'export const unrelated = 1;\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is derived from the modules and what they import, and nothing else', () => {
    const before = version();
    expect(before).toMatch(/^1\.0\.\d+$/);
    expect(version()).toBe(before); // the same code, the same version: the page loads one copy
    write('elsewhere.ts', 'export const unrelated = 2;\n');
    expect(version()).toBe(before);
    write('locales.ts', "export const LOCALES = ['tr', 'en'];\n"); // what bus imports
    expect(version()).not.toBe(before);
  });

  it('is required exactly: a section built against other shared code never takes the shell’s copy', () => {
    const built = version();
    write('bus.ts', "export const bus = 'newer';\n");
    const shell = version();
    expect(satisfy(parseRange(built), built)).toBe(true);
    expect(satisfy(parseRange(built), shell)).toBe(false);
    expect(satisfy(parseRange(shell), built)).toBe(false);
  });

  it('names a missing module', () => {
    expect(() => sharedModulesVersion(['@nirvana/shared/nope'])).toThrow(/no shared\/src\/nope/);
  });
});
