/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageDir } from './package-dir';

test('finds the package from its source folder and from its bundle folder alike', () => {
  const root = mkdtempSync(join(tmpdir(), 'package-dir-'));
  const pkg = join(root, 'api');
  for (const dir of [join(pkg, 'src', 'seed'), join(pkg, 'dist-server')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'root' }));
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: '@nirvana/api' }));
  expect(packageDir('@nirvana/api', join(pkg, 'src', 'seed'))).toBe(pkg);
  expect(packageDir('@nirvana/api', join(pkg, 'dist-server'))).toBe(pkg);
  expect(packageDir('root', join(pkg, 'dist-server'))).toBe(root);
  expect(() => packageDir('@nirvana/none', join(pkg, 'src'))).toThrow(/no package @nirvana\/none/);
});

test('finds this repository\'s own server packages', () => {
  expect(packageDir('@nirvana/shared', __dirname)).toBe(join(__dirname, '..'));
});
