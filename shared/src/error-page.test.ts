import { ERROR_PAGE_TEXTS, bookingSiteUrl, errorPageTop, notFoundTitle, textParts } from './error-page';
import { LOCALES } from './locales';

describe('the error page top', () => {
  it('has every text in every language, its links tagged as in English', () => {
    const tags = (text: string) => [...text.matchAll(/<([a-z]+)>/g)].map((m) => m[1]).sort();
    for (const locale of LOCALES) {
      const t = ERROR_PAGE_TEXTS[locale];
      for (const key of Object.keys(ERROR_PAGE_TEXTS.en) as (keyof typeof t)[]) {
        expect(t[key].trim()).not.toBe('');
        expect(tags(t[key])).toEqual(tags(ERROR_PAGE_TEXTS.en[key]));
        if (locale !== 'en') expect(t[key]).not.toBe(ERROR_PAGE_TEXTS.en[key]);
      }
    }
  });

  it('splits a text at its links and keeps the words of a tag it has no link for', () => {
    const link = { href: '/x', external: false };
    expect(textParts('a <x>b</x> c <y>d</y>', { x: link })).toEqual([{ text: 'a ' }, { text: 'b', link }, { text: ' c ' }, { text: 'd' }]);
    expect(textParts('<x>only</x>', { x: link })).toEqual([{ text: 'only', link }]);
    expect(textParts('plain', {})).toEqual([{ text: 'plain' }]);
  });

  it("links the booking site in the page's language, keeping its own query", () => {
    expect(bookingSiteUrl('https://booking.test/hotel?chain=1&lang=tr', 'de')).toBe('https://booking.test/hotel?chain=1&lang=de');
    expect(bookingSiteUrl('/booking', 'en', 'https://www.site.test')).toBe('https://www.site.test/booking?lang=en');
    expect(() => bookingSiteUrl('http://[broken', 'en')).toThrow();
  });

  it('a 404: the editor\'s title when there is one (trimmed), else ours; another status has no 404 part', () => {
    const input = { statusCode: 404, locale: 'ru' as const, bookingSite: 'https://b.test/' };
    expect(errorPageTop({ ...input, pageTitle: '  Нет такой  ' }).notFound?.title).toBe('Нет такой');
    // Said once: none, or one repeating the heading or its line, gives the part no heading of its own.
    expect(errorPageTop({ ...input, pageTitle: ' ' }).notFound?.title).toBeNull();
    expect(errorPageTop({ ...input, pageTitle: 'страница не найдена' }).notFound?.title).toBeNull();
    expect(errorPageTop({ ...input, pageTitle: ERROR_PAGE_TEXTS.ru.notFoundTitle }).notFound?.title).toBeNull();
    const top = errorPageTop(input);
    expect(top.title).toBe('Страница не найдена');
    expect(top.lead).toBe('Эта страница не найдена');
    expect(top.home).toEqual({ href: '/ru', text: 'На главную страницу' });
    expect(top.help.filter((p) => p.link).map((p) => p.link!.href)).toEqual(['/ru/hotels', 'https://b.test/?lang=ru', '/ru/contact-arrival']);
    expect(errorPageTop({ ...input, statusCode: 500 })).toMatchObject({ title: 'Произошла ошибка', lead: null, notFound: null });
  });

  it("says 'This page could not be found' in each language (the 404's title and its line under the heading)", () => {
    expect(LOCALES.map(notFoundTitle)).toEqual(['Bu sayfa bulunamadı', 'This page could not be found', 'Эта страница не найдена', 'Diese Seite wurde nicht gefunden']);
    for (const locale of LOCALES) expect(errorPageTop({ statusCode: 404, locale, bookingSite: 'https://b.test/' }).lead).toBe(notFoundTitle(locale));
  });
});
