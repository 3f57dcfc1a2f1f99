import { privacyPath, resolveApiBase, resolveLocale, resolvePropertyId, siteHref } from './attributes';

afterEach(() => document.documentElement.removeAttribute('lang'));

it('resolveLocale: the attribute, then <html lang>, then Turkish', () => {
  expect(resolveLocale('ru')).toBe('ru');
  expect(resolveLocale('DE-at')).toBe('de');
  expect(resolveLocale('fr')).toBe('tr');
  document.documentElement.lang = 'en-GB';
  expect(resolveLocale(undefined)).toBe('en');
  expect(resolveLocale('xx')).toBe('en');
});

it('resolvePropertyId: a known property, else the default (Cosmopolitan)', () => {
  expect(resolvePropertyId(1)).toBe(1);
  expect(resolvePropertyId(22)).toBe(22);
  expect(resolvePropertyId('3')).toBe(3);
  for (const bad of [undefined, Number.NaN, 0, 7, 2.5, 'abc']) expect(resolvePropertyId(bad)).toBe(2);
});

it('resolveApiBase: the attribute, else the origin that served the script', () => {
  expect(resolveApiBase(' https://api.example.test ')).toBe('https://api.example.test');
  expect(resolveApiBase(undefined)).toBe(window.location.origin);
});

it('privacyPath: the hotel privacy policy page, else the group one, in the language (never the KVKK/GDPR page)', () => {
  expect(privacyPath('tr', 2)).toBe('/oteller/nirvana-cosmopolitan/gizlilik-politikasi');
  expect(privacyPath('en', 22)).toBe('/en/privacy-policy');
  expect(privacyPath('de', 22, 'nirvana-dolce-vita')).toBe('/de/hotels/nirvana-dolce-vita/privacy-policy');
  expect(privacyPath('ru', 22)).toBe('/ru/privacy-policy');
  expect(privacyPath('tr', 22)).toBe('/gizlilik-politikasi');
});

it('siteHref: relative on the site, absolute on a partner page', () => {
  expect(siteHref('/en/gdpr')).toBe('/en/gdpr');
  expect(siteHref('/en/gdpr', 'https://www.nirvanahotels.example')).toBe('https://www.nirvanahotels.example/en/gdpr');
});
