import { NO_BREAK_SPACE, SHORT_PART, WORD_JOINER, keepDashWithWord, keepShortCompounds, proseReplacer } from './typography';

const WJ = WORD_JOINER;

describe('keepShortCompounds', () => {
  it('keeps a short part beside a hyphen on one line (Russian, German, Turkish, English)', () => {
    expect(keepShortCompounds('с оркестром, гала-ужином и фейерверком')).toBe(`с оркестром, гала-${WJ}ужином и фейерверком`);
    expect(keepShortCompounds('Новогодний гала-ужин')).toBe(`Новогодний гала-${WJ}ужин`);
    expect(keepShortCompounds('mit Sieben-Gänge-Galamenü')).toBe(`mit Sieben-${WJ}Gänge-${WJ}Galamenü`);
    expect(keepShortCompounds('Silvester-Gala')).toBe(`Silvester-${WJ}Gala`);
    expect(keepShortCompounds('an all-inclusive stay')).toBe(`an all-${WJ}inclusive stay`);
  });

  it('leaves compounds of long parts breakable, and text without compounds alone', () => {
    expect(keepShortCompounds('Transfer-Leistungen inklusive')).toBe('Transfer-Leistungen inklusive');
    expect(keepShortCompounds('Вечер открывается коктейлем в 20:00 — фейерверк.')).toBe('Вечер открывается коктейлем в 20:00 — фейерверк.');
    expect(keepShortCompounds('7-gece')).toBe(`7-gece`); // a digit is not a word part
    // A part of exactly SHORT_PART letters is short; one more is not.
    expect(keepShortCompounds(`${'а'.repeat(SHORT_PART + 1)}-${'б'.repeat(SHORT_PART + 1)}`)).not.toContain(WJ);
    expect(keepShortCompounds(`${'а'.repeat(SHORT_PART)}-${'б'.repeat(SHORT_PART + 1)}`)).toContain(WJ);
  });

  it('leaves slugs, URLs, e-mail addresses and HTML tags untouched', () => {
    expect(keepShortCompounds('gala-den-respubliki')).toBe('gala-den-respubliki');
    expect(keepShortCompounds('/ru/hotels/nirvana-dolce-vita')).toBe('/ru/hotels/nirvana-dolce-vita');
    expect(keepShortCompounds('Пишите на info@nirvana-hotels.com или на гала-ужин')).toBe(`Пишите на info@nirvana-hotels.com или на гала-${WJ}ужин`);
    expect(keepShortCompounds('<a href="/ru/gala-den-respubliki" class="x-y">гала-вечер</a>')).toBe(`<a href="/ru/gala-den-respubliki" class="x-y">гала-${WJ}вечер</a>`);
  });

  it('as a JSON replacer: prose strings only, never addresses or identifiers', () => {
    const doc = { slug: 'gala-vecher', url: '/ru/gala-vecher', title: 'Гала-вечер', items: [{ text: 'гала-меню', href: '/a-b' }] };
    expect(JSON.parse(JSON.stringify(doc, proseReplacer))).toEqual({
      slug: 'gala-vecher', url: '/ru/gala-vecher', title: `Гала-${WJ}вечер`, items: [{ text: `гала-${WJ}меню`, href: '/a-b' }],
    });
  });
});

describe('keepDashWithWord', () => {
  const NB = NO_BREAK_SPACE;
  it('keeps a spaced dash on the line of the word before it, in every language', () => {
    expect(keepDashWithWord('Ультра всё включено — гибкий тариф')).toBe(`Ультра всё включено${NB}— гибкий тариф`);
    expect(keepDashWithWord('Ultra Her Şey Dahil – Esnek')).toBe(`Ultra Her Şey Dahil${NB}– Esnek`);
    expect(keepDashWithWord('Nirvana Hotels — семейная компания — из Анталии')).toBe(`Nirvana Hotels${NB}— семейная компания${NB}— из Анталии`);
  });

  it('leaves ranges, dashes in tags and texts without a spaced dash as they are', () => {
    expect(keepDashWithWord('5–12 июня 2027 г.')).toBe('5–12 июня 2027 г.');
    expect(keepDashWithWord('08:00–24:00')).toBe('08:00–24:00');
    expect(keepDashWithWord('<img alt="a — b"> тариф — гибкий')).toBe(`<img alt="a — b"> тариф${NB}— гибкий`);
    const plain = 'no dash here';
    expect(keepDashWithWord(plain)).toBe(plain);
  });

  it('applies with the compounds in the JSON replacer', () => {
    expect(JSON.parse(JSON.stringify({ name: 'Гала-ужин — праздник' }, proseReplacer))).toEqual({ name: `Гала-${WORD_JOINER}ужин${NB}— праздник` });
  });
});
