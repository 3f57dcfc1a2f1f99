import { join } from 'node:path';
import { LOCALE_INFO, LOCALES, type Locale } from './locales';
import { createServerMessages, type ServerCatalog } from './server-messages';

// Counts the compiles: IntlMessageFormat as it is, its constructor noted.
jest.mock('intl-messageformat', () => {
  const actual = jest.requireActual<typeof import('intl-messageformat')>('intl-messageformat');
  const compiled = jest.fn();
  class Counted extends actual.IntlMessageFormat {
    constructor(...args: ConstructorParameters<typeof actual.IntlMessageFormat>) {
      compiled(...args);
      super(...args);
    }
  }
  return { ...actual, IntlMessageFormat: Counted, mockCompiled: compiled };
});
const { mockCompiled: compiled } = jest.requireMock<{ mockCompiled: jest.Mock }>('intl-messageformat');
const { IntlMessageFormat: Actual } = jest.requireActual<{ IntlMessageFormat: { __parse: unknown } }>('intl-messageformat');

// The real parser, by its file: jest maps the package's name to its parser-less build (as the
// sections' bundles do), and the catalogs' transform compiles them to ASTs with this one.
const { parse } = require(join(__dirname, '..', '..', 'node_modules', '@formatjs', 'icu-messageformat-parser', 'index.js')) as {
  parse(text: string): ServerCatalog[string];
};

const TEXTS: Record<Locale, Record<string, string>> = {
  tr: { plain: 'Merhaba', hotel: '{hotel} ile iletişim', count: '{n, number} gece', raw: 'En fazla {n} karakter.' },
  en: { plain: 'Hello', hotel: 'Contact {hotel}', count: '{n, number} nights', raw: 'At most {n} characters.' },
  ru: { plain: 'Здравствуйте', hotel: 'Написать в {hotel}', count: '{n, number} ночей', raw: 'Не более {n} символов.' },
  de: { plain: 'Hallo', hotel: 'Kontakt zu {hotel}', count: '{n, number} Nächte', raw: 'Höchstens {n} Zeichen.' },
};
/** The catalogs as jest's transform hands them over (ASTs) or as the bundles import them (texts). */
const compiledCatalogs = () => Object.fromEntries(LOCALES.map((l) => [l, Object.fromEntries(Object.entries(TEXTS[l]).map(([id, text]) => [id, parse(text)]))])) as Record<Locale, ServerCatalog>;

beforeEach(() => compiled.mockClear());

describe('createServerMessages', () => {
  it('formats a plain message and one with an argument, in each language', () => {
    const { format } = createServerMessages(compiledCatalogs());
    expect(format('tr', 'plain')).toBe('Merhaba');
    expect(format('de', 'plain')).toBe('Hallo');
    expect(format('en', 'hotel', { hotel: 'Nirvana Lagoon Villas' })).toBe('Contact Nirvana Lagoon Villas');
    expect(format('ru', 'hotel', { hotel: "O'Hara {x} <b>" })).toBe("Написать в O'Hara {x} <b>");
  });

  it("formats a number argument the language's own way, a plain one as it is", () => {
    const { format } = createServerMessages(compiledCatalogs());
    expect(format('en', 'count', { n: 1234.5 })).toBe('1,234.5 nights');
    expect(format('de', 'count', { n: 1234.5 })).toBe('1.234,5 Nächte');
    for (const l of LOCALES) expect(format(l, 'count', { n: 1234.5 })).toBe(TEXTS[l].count!.replace('{n, number}', new Intl.NumberFormat(LOCALE_INFO[l].iso).format(1234.5)));
    expect(format('tr', 'raw', { n: 4000 })).toBe('En fazla 4000 karakter.');
  });

  it('formats the ICU texts themselves too, as the servers’ bundles import them', () => {
    const before = Actual.__parse;
    Actual.__parse = parse;
    try {
      const { format } = createServerMessages(TEXTS);
      expect(format('en', 'hotel', { hotel: 'Nirvana Lagoon Villas' })).toBe('Contact Nirvana Lagoon Villas');
      expect(format('de', 'count', { n: 1234.5 })).toBe('1.234,5 Nächte');
    } finally {
      Actual.__parse = before;
    }
  });

  it('throws for an id no catalog has, and names a missing argument', () => {
    const { format } = createServerMessages(compiledCatalogs());
    expect(() => format('en', 'nope')).toThrow('Server messages: unknown message id "nope" (en)');
    expect(() => format('en', 'hotel')).toThrow(/cannot format "hotel" \(en\).*hotel/);
  });

  it('compiles each message once per language, on first use', () => {
    const { format } = createServerMessages(compiledCatalogs());
    expect(compiled).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i++) {
      format('en', 'hotel', { hotel: `Hotel ${i}` });
      format('en', 'plain');
      format('tr', 'plain');
    }
    expect(compiled).toHaveBeenCalledTimes(3);
    expect(compiled.mock.calls.map((call) => call[1])).toEqual([LOCALE_INFO.en.iso, LOCALE_INFO.en.iso, LOCALE_INFO.tr.iso]);
  });

  it('refuses catalogs that lack a language or differ from the default’s ids', () => {
    const { de: _de, ...withoutGerman } = compiledCatalogs();
    expect(() => createServerMessages(withoutGerman as Record<Locale, ServerCatalog>)).toThrow('Server messages: no catalog for de');
    const catalogs = compiledCatalogs();
    const { plain: _plain, ...ru } = catalogs.ru;
    expect(() => createServerMessages({ ...catalogs, ru: { ...ru, extra: parse('x') } }))
      .toThrow("Server messages: the ru catalog differs from tr's; missing: plain; not in tr: extra");
  });

  it('lists the ids', () => {
    expect(createServerMessages(compiledCatalogs()).ids).toEqual(['plain', 'hotel', 'count', 'raw']);
  });
});
