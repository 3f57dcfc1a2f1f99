import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from './locales';

// The catalogs are checked by a plain script, so that `node tools/catalogs.js` can print the problems too.
const { catalogFolders, catalogProblems } = require('../../tools/catalogs.js') as {
  catalogFolders(root?: string): string[];
  catalogProblems(locales: readonly string[], root?: string): { folder: string; locale: string; problem: string }[];
};

const ordered = [DEFAULT_LOCALE, ...LOCALES.filter((l) => l !== DEFAULT_LOCALE)];

describe('the message catalogs', () => {
  it('give every language of LOCALES every message, with the same arguments, in every part', () => {
    expect(catalogFolders().length).toBeGreaterThanOrEqual(4);
    expect(catalogProblems(ordered)).toEqual([]);
  });

  it('name what a language added to LOCALES still lacks: a catalog in every folder', () => {
    const problems = catalogProblems([...ordered, 'xx']);
    expect(problems.length).toBe(catalogFolders().length);
    for (const p of problems) expect(p).toMatchObject({ locale: 'xx', problem: expect.stringMatching(/^no catalog: \d+ messages missing$/) });
  });

  it('find a missing message, an extra one, other arguments and a broken one', () => {
    const root = mkdtempSync(join(tmpdir(), 'catalogs-'));
    try {
      const dir = join(root, 'part', 'src', 'i18n');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'tr.messages.json'), JSON.stringify({ a: 'Merhaba {name}', b: '{n, plural, one {# gece} other {# gece}}', c: 'Tamam' }));
      writeFileSync(join(dir, 'en.messages.json'), JSON.stringify({ a: 'Hello {nam}', b: '{n, plural, one {# night} other {# nights}}', d: 'Extra' }));
      writeFileSync(join(dir, 'ru.messages.json'), JSON.stringify({ a: 'Привет {name}', b: '{n, plural, one {# ночь', c: 'Да' }));
      expect(catalogProblems(['tr', 'en', 'ru'], root).map((p) => `${p.locale} ${p.problem}`).sort()).toEqual([
        "en a: other arguments than tr's",
        'en c: missing',
        'en d: not in tr',
        'ru b: not valid ICU (EXPECT_ARGUMENT_CLOSING_BRACE)',
      ].sort());
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
