import { privacyPath, siteHref } from './attributes';

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
