import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { navigationMessages } from './catalog';
import en from './en.messages.json';

// Every language through the section's own loader (one chunk per locale), no list of them here.
let MESSAGES: Record<Locale, Record<string, unknown>>;
beforeAll(async () => {
  MESSAGES = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await navigationMessages.load(l)]))) as typeof MESSAGES;
});

describe('messages', () => {
  it('every locale has every message, compiled to an ICU AST (the bundles carry no parser)', () => {
    const ids = Object.keys(en).sort();
    expect(ids.length).toBeGreaterThan(40);
    for (const locale of LOCALES) {
      const messages = MESSAGES[locale];
      expect(Object.keys(messages).sort()).toEqual(ids);
      for (const id of ids) expect(Array.isArray(messages[id])).toBe(true);
    }
  });

  it('is really translated (no locale repeats the English text of a sentence)', () => {
    const english = MESSAGES.en;
    for (const locale of ['tr', 'ru', 'de'] as const) {
      const same = ['nav.menu.open', 'nav.skip', 'footer.cookies', 'cookies.intro', 'loyalty.text'].filter(
        (id) => JSON.stringify(MESSAGES[locale][id]) === JSON.stringify(english[id]),
      );
      expect(same).toEqual([]);
    }
  });
});
