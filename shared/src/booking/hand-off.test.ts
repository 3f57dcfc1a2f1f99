import { buildHandOffUrl, isHttpUrl, type StaySearch } from './hand-off';

const base: StaySearch = {
  reservationUrl: 'https://booking.example.com/nirvana-cosmopolitan',
  checkin: '2026-07-04',
  checkout: '2026-07-11',
  adults: 2,
  childBirthdates: [],
};

describe('buildHandOffUrl (standard scheme)', () => {
  it('without children: checkin, checkout, adult, child=0 and no childages', () => {
    expect(buildHandOffUrl(base)).toBe(
      'https://booking.example.com/nirvana-cosmopolitan?checkin=2026-07-04&checkout=2026-07-11&adult=2&child=0',
    );
  });

  it('with children: childages as comma-separated YYYY-MM-DD birthdates, in order', () => {
    expect(buildHandOffUrl({ ...base, childBirthdates: ['2018-03-09', '2021-12-31'] })).toBe(
      'https://booking.example.com/nirvana-cosmopolitan?checkin=2026-07-04&checkout=2026-07-11&adult=2&child=2&childages=2018-03-09,2021-12-31',
    );
  });

  it('keeps the query the reservationUrl already has (and replaces our own keys)', () => {
    const url = buildHandOffUrl({ ...base, reservationUrl: 'https://b.example.com/book?hotel=2&lang=tr&adult=9#top' });
    expect(url).toBe('https://b.example.com/book?hotel=2&lang=tr&adult=2&checkin=2026-07-04&checkout=2026-07-11&child=0#top');
    expect(new URL(url!).searchParams.getAll('adult')).toEqual(['2']);
  });

  it('refuses a reservationUrl that is not absolute http(s)', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://b.example.com/', '/booking/x', '//evil.example.com/x', 'not a url']) {
      expect(buildHandOffUrl({ ...base, reservationUrl: bad })).toBeNull();
    }
    expect(buildHandOffUrl({ ...base, reservationUrl: 'http://127.0.0.1:8081/booking/x' })).toBe(
      'http://127.0.0.1:8081/booking/x?checkin=2026-07-04&checkout=2026-07-11&adult=2&child=0',
    );
  });

  it('is null without a reservationUrl', () => {
    expect(buildHandOffUrl({ ...base, reservationUrl: null })).toBeNull();
    expect(buildHandOffUrl({ ...base, reservationUrl: undefined })).toBeNull();
    expect(buildHandOffUrl({ ...base, reservationUrl: '' })).toBeNull();
  });

  it('is null for a malformed search', () => {
    expect(buildHandOffUrl({ ...base, checkin: '04.07.2026' })).toBeNull();
    expect(buildHandOffUrl({ ...base, adults: 0 })).toBeNull();
    expect(buildHandOffUrl({ ...base, childBirthdates: ['09.03.2018'] })).toBeNull();
  });

  it('sends the typed promo code as `promo` by default (no hand-off config), under the configured parameter, and never when the engine has none', () => {
    expect(buildHandOffUrl({ ...base, promoCode: 'SUMMER' })).toBe(
      'https://booking.example.com/nirvana-cosmopolitan?checkin=2026-07-04&checkout=2026-07-11&adult=2&child=0&promo=SUMMER',
    );
    expect(buildHandOffUrl({ ...base, promoCode: 'SUMMER' }, { scheme: 'standard', promoParam: 'voucher' })).toMatch(/&voucher=SUMMER$/);
    expect(buildHandOffUrl({ ...base, promoCode: 'SUMMER' }, { scheme: 'standard', promoParam: null })).not.toContain('SUMMER');
    expect(buildHandOffUrl({ ...base, promoCode: ' SUMMER 26 ' }, { scheme: 'standard', promoParam: 'promo' })).toBe(
      'https://booking.example.com/nirvana-cosmopolitan?checkin=2026-07-04&checkout=2026-07-11&adult=2&child=0&promo=SUMMER+26',
    );
    expect(buildHandOffUrl({ ...base, promoCode: '   ' }, { scheme: 'standard', promoParam: 'promo' })).not.toContain('promo');
  });
});

describe('buildHandOffUrl: the visitor\'s language and the partner', () => {
  it('passes the language as `lang` (replacing a `lang` the reservationUrl carries) and the partner as `partner`', () => {
    expect(buildHandOffUrl({ ...base, locale: 'de', partner: 'antalya-holidays', promoCode: 'X1' })).toBe(
      'https://booking.example.com/nirvana-cosmopolitan?checkin=2026-07-04&checkout=2026-07-11&adult=2&child=0&lang=de&promo=X1&partner=antalya-holidays',
    );
    const url = new URL(buildHandOffUrl({ ...base, reservationUrl: 'https://b.example.com/me?lang=tr', locale: 'en' })!);
    expect(url.searchParams.getAll('lang')).toEqual(['en']);
  });

  it('sends no partner when it is blank, and the widget scheme sends both as wlang and partner', () => {
    expect(buildHandOffUrl({ ...base, partner: '  ' })).not.toContain('partner');
    const url = new URL(buildHandOffUrl({ ...base, locale: 'ru', partner: 'IATA 123' }, { scheme: 'widget' })!);
    expect([url.searchParams.get('wlang'), url.searchParams.get('partner'), url.searchParams.has('lang')]).toEqual(['ru', 'IATA 123', false]);
  });
});

describe('buildHandOffUrl (widget scheme)', () => {
  it('uses widget, wlang, hotellist, arrival, departure, adultcount, childcount and child{n}born', () => {
    const url = buildHandOffUrl(
      { ...base, locale: 'en', childBirthdates: ['2018-03-09', '2021-12-31'], promoCode: 'X1' },
      { scheme: 'widget', widget: 'w-77', hotelList: '1234', promoParam: 'code' },
    );
    expect(url).toBe(
      'https://booking.example.com/nirvana-cosmopolitan?widget=w-77&wlang=en&hotellist=1234&arrival=2026-07-04&departure=2026-07-11&adultcount=2&childcount=2&child1born=2018-03-09&child2born=2021-12-31&code=X1',
    );
  });

  it('without children sends childcount=0 and no child{n}born', () => {
    const url = new URL(buildHandOffUrl(base, { scheme: 'widget' })!);
    expect(url.searchParams.get('childcount')).toBe('0');
    expect([...url.searchParams.keys()].some((k) => /^child\d+born$/.test(k))).toBe(false);
    expect(url.searchParams.has('widget')).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it('accepts only absolute http and https', () => {
    expect(isHttpUrl('https://x.example')).toBe(true);
    expect(isHttpUrl('http://x.example/a?b')).toBe(true);
    expect(isHttpUrl('javascript:void 0')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
    expect(isHttpUrl(null)).toBe(false);
  });
});
