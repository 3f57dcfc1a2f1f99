import { localeCookie, negotiateLocale, readLocaleCookie } from './locales';

describe('locales', () => {
  it('negotiates accept-language by quality and order, falling back to tr', () => {
    expect(negotiateLocale('en-US,en;q=0.9')).toBe('en');
    expect(negotiateLocale('fr-FR,de;q=0.8,en;q=0.5')).toBe('de');
    expect(negotiateLocale('en;q=0.3, ru;q=0.9')).toBe('ru');
    expect(negotiateLocale('fr, es')).toBe('tr');
    expect(negotiateLocale('')).toBe('tr');
    expect(negotiateLocale(undefined)).toBe('tr');
    expect(negotiateLocale(['de-AT', 'en'])).toBe('de');
    expect(negotiateLocale('en;q=0, ru')).toBe('ru');
  });

  it('writes and reads the locale cookie (365 days, lax, path /)', () => {
    expect(localeCookie('en')).toBe('nirvana-locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
    // Over HTTPS the cookie is never sent in the clear.
    expect(localeCookie('en', true)).toBe('nirvana-locale=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(readLocaleCookie('a=1; nirvana-locale=ru; b=2')).toBe('ru');
    expect(readLocaleCookie('nirvana-locale=xx')).toBeNull();
    expect(readLocaleCookie('nirvana-locale=%')).toBeNull(); // not percent-encoding: ignored, never thrown
    expect(readLocaleCookie('nirvana-locale=%E0%A4%A; x=1')).toBeNull();
    expect(readLocaleCookie(undefined)).toBeNull();
  });
});

describe('properties', () => {
  it('maps property ids to hotel slugs and back', () => {
    const { hotelSlugOf, propertyById, PROPERTIES } = jest.requireActual('./properties') as typeof import('./properties');
    expect(hotelSlugOf(1)).toBe('nirvana-mediterranean-excellence');
    expect(hotelSlugOf(2)).toBe('nirvana-cosmopolitan');
    expect(hotelSlugOf(3)).toBe('nirvana-dolce-vita');
    expect(hotelSlugOf(22)).toBeNull();
    expect(hotelSlugOf(0)).toBeNull();
    for (const p of PROPERTIES) if (p.slug) expect(propertyById(p.id)?.slug).toBe(hotelSlugOf(p.id));
  });
});
