import { SHORT_PART, WORD_JOINER, keepShortCompounds, proseReplacer } from './typography';

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
