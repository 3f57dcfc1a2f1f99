import { LOCALES } from './locales';
import {
  ROUTES, HOTEL_SLUGS, allStaticPaths, buildPath, findRoute, getRoute, hasDataSlug, isRouteId, hotelOfPath, languageVersions, matchPath, pageUrlOf, pathOfPageUrl,
  resolveLayout,
} from './routes';

describe('route table', () => {
  const paths = allStaticPaths();

  it('round-trips every static route in every locale where it exists', () => {
    expect(paths.length).toBeGreaterThan(400);
    for (const { locale, route, params, path } of paths) {
      const match = matchPath(path);
      expect(match).not.toBeNull();
      expect(match!.locale).toBe(locale);
      expect(match!.route.id).toBe(route.id);
      expect(match!.params).toEqual(params);
      expect(match!.path).toBe(path);
      expect(match!.layout).toBe(route.layout);
    }
  });

  it('gives every path to one route only', () => {
    const seen = new Set(paths.map((p) => p.path));
    expect(seen.size).toBe(paths.length);
  });

  it('round-trips room and event detail with data slugs', () => {
    for (const locale of LOCALES) {
      for (const hotel of HOTEL_SLUGS) {
        const path = buildPath('room', locale, { hotel, slug: 'deluxe-sea-view' })!;
        expect(matchPath(path)).toMatchObject({ locale, route: { id: 'room' }, params: { hotel, slug: 'deluxe-sea-view' }, layout: 'room-detail' });
      }
      const event = buildPath('event', locale, { slug: 'new-year-gala' })!;
      expect(matchPath(event)).toMatchObject({ locale, route: { id: 'event' }, params: { slug: 'new-year-gala' }, layout: 'event-detail' });
    }
    expect(buildPath('room', 'tr', { hotel: 'nirvana-dolce-vita', slug: 'aile-odasi' })).toBe('/oteller/nirvana-dolce-vita/odalar/aile-odasi');
    expect(buildPath('room', 'en', { hotel: 'nirvana-dolce-vita', slug: 'family-room' })).toBe('/en/hotels/nirvana-dolce-vita/rooms/family-room');
    expect(buildPath('event', 'tr', { slug: 'yilbasi' })).toBe('/etkinlikler/yilbasi');
    expect(buildPath('event', 'de', { slug: 'silvester' })).toBe('/de/events/silvester');
  });

  it('round-trips an offer\'s own page with its data slug, under the offers list', () => {
    for (const locale of LOCALES) {
      const path = buildPath('offer', locale, { slug: 'spring-spa-escape' })!;
      expect(matchPath(path)).toMatchObject({ locale, route: { id: 'offer', scope: 'offer' }, params: { slug: 'spring-spa-escape' }, layout: 'main' });
      expect(path.startsWith(`${buildPath('group:offers', locale)}/`)).toBe(true);
    }
    expect(buildPath('offer', 'tr', { slug: 'bahar-spa-kacamagi' })).toBe('/teklifler/bahar-spa-kacamagi');
    expect(buildPath('offer', 'ru', { slug: 'vesenniy-spa-otdyh' })).toBe('/ru/offers/vesenniy-spa-otdyh');
    // The list itself stays the group page; an offer needs a slug, and a slug is one segment.
    expect(matchPath('/teklifler')?.route.id).toBe('group:offers');
    expect(matchPath('/en/offers/')?.path).toBe('/en/offers');
    expect(buildPath('offer', 'en', {})).toBeNull();
    for (const bad of ['/teklifler/Bad_Slug', '/en/offers/a/b', '/en/teklifler/x', '/offers/x']) expect(matchPath(bad)).toBeNull();
    // The spec's fixed campaign pages keep their own routes.
    expect(matchPath('/yaz-tatili-otel-firsatlari')?.route.id).toBe('group:yaz-tatili-otel-firsatlari');
    // Its language versions come from the page's hrefLangs (the slugs differ per language).
    expect(languageVersions(matchPath('/teklifler/bahar-spa-kacamagi')!, [
      { locale: 'tr', url: '/teklifler/bahar-spa-kacamagi' }, { locale: 'de', url: '/offers/fruehlings-spa-auszeit' },
    ])).toEqual([{ locale: 'tr', path: '/teklifler/bahar-spa-kacamagi' }, { locale: 'de', path: '/de/offers/fruehlings-spa-auszeit' }]);
    expect(hasDataSlug(getRoute('offer'))).toBe(true);
    expect(allStaticPaths().some((p) => p.route.id === 'offer')).toBe(false);
  });

  it('has the events list at the events section\'s own address, above each event', () => {
    expect(buildPath('group:events', 'tr')).toBe('/etkinlikler');
    expect(buildPath('group:events', 'ru')).toBe('/ru/events');
    expect(matchPath('/etkinlikler')).toMatchObject({ route: { id: 'group:events' }, layout: 'main' });
    expect(matchPath('/de/events')?.route.id).toBe('group:events');
    expect(matchPath('/etkinlikler/yilbasi')?.route.id).toBe('event');
  });

  it('knows the spec examples', () => {
    expect(buildPath('home', 'tr')).toBe('/');
    expect(buildPath('home', 'en')).toBe('/en');
    expect(buildPath('group:about-us', 'tr')).toBe('/hakkimizda');
    expect(buildPath('group:about-us', 'ru')).toBe('/ru/about-us');
    expect(buildPath('group:contact', 'en')).toBe('/en/contact-arrival');
    expect(buildPath('hotel-home', 'tr', { hotel: 'nirvana-cosmopolitan' })).toBe('/oteller/nirvana-cosmopolitan');
    expect(buildPath('hotel:gallery', 'en', { hotel: 'nirvana-cosmopolitan' })).toBe('/en/hotels/nirvana-cosmopolitan/gallery');
    expect(buildPath('hotel:anthophyta', 'tr', { hotel: 'nirvana-cosmopolitan' })).toBe('/oteller/nirvana-cosmopolitan/anthophyta');
    expect(buildPath('gastronomy:chi-vegan', 'en', { hotel: 'nirvana-dolce-vita' })).toBe('/en/hotels/nirvana-dolce-vita/gastronomy/chi-vegan');
    expect(buildPath('gastronomy:room-service', 'tr', { hotel: 'nirvana-dolce-vita' })).toBe('/oteller/nirvana-dolce-vita/gastronomi/room-service');
    expect(buildPath('hotel:certificate-awards', 'de', { hotel: 'nirvana-dolce-vita' })).toBe('/de/hotels/nirvana-dolce-vita/certificate-awards');
  });

  it('keeps the quirks', () => {
    // German certificates page reuses the Turkish slug.
    expect(buildPath('group:certificates-and-awards', 'de')).toBe('/de/sertifikalar-ve-oduller');
    expect(matchPath('/de/certificates-and-awards')).toBeNull();
    expect(matchPath('/en/certificates-and-awards')?.route.id).toBe('group:certificates-and-awards');
    // Turkish-only pages have no other versions.
    expect(buildPath('group:honeymoon-hotels', 'en')).toBeNull();
    expect(matchPath('/en/balayi-otelleri')).toBeNull();
    expect(matchPath('/balayi-otelleri')?.layout).toBe('landing-page');
    expect(languageVersions(matchPath('/balayi-otelleri')!)).toEqual([{ locale: 'tr', path: '/balayi-otelleri' }]);
    // The contact-arrival alias of a hotel's contact page matches, with the canonical path.
    const alias = matchPath('/en/hotels/nirvana-cosmopolitan/contact-arrival')!;
    expect(alias.route.id).toBe('hotel:contact');
    expect(alias.path).toBe('/en/hotels/nirvana-cosmopolitan/contact');
    // Hotel-specific pages exist only for their hotel.
    expect(matchPath('/oteller/nirvana-dolce-vita/anthophyta')).toBeNull();
  });

  it('refuses what is no page', () => {
    for (const bad of ['/hotels', '/en/oteller', '/tr/oteller', '/en/en', '/oteller/unknown-hotel', '/x',
      '/HAKKIMIZDA', '/a//b', '/oteller/nirvana-cosmopolitan/odalar/a/b', '/%E0%A4%A', '/etkinlikler/<script>', '/en/events/Bad_Slug']) {
      expect(matchPath(bad)).toBeNull();
    }
  });

  it('matches a trailing slash to the canonical path', () => {
    expect(matchPath('/en/hotels/')?.path).toBe('/en/hotels');
    expect(matchPath('/en/')?.path).toBe('/en');
  });

  it('assigns layouts', () => {
    expect(matchPath('/')?.layout).toBe('intro-index');
    expect(matchPath('/en/hotels/nirvana-dolce-vita')?.layout).toBe('hotel-index');
    expect(matchPath('/oteller/nirvana-dolce-vita/odalar')?.layout).toBe('room-index');
    expect(matchPath('/yaz-tatili-otel-firsatlari')?.layout).toBe('landing-page');
    expect(matchPath('/en/hotels/nirvana-dolce-vita/early-booking')?.layout).toBe('landing-page');
    expect(matchPath('/cosmopolitan-cumhuriyet-etkinlikleri')?.layout).toBe('special-event');
    expect(resolveLayout('nonsense')).toBe('main');
    expect(resolveLayout('room-index')).toBe('room-index');
    // Every policy page, group or hotel, has the policy layout; nothing else has it.
    expect(matchPath('/en/privacy-policy')?.layout).toBe('policy');
    expect(matchPath('/oteller/nirvana-cosmopolitan/kvkk')?.layout).toBe('policy');
    expect(ROUTES.filter((r) => r.layout === 'policy').map((r) => r.id)).toEqual(ROUTES.filter((r) => r.kind === 'policy').map((r) => r.id));
    expect(new Set(ROUTES.map((r) => r.layout)).size).toBe(9); // 'error' is the tenth, for no route
  });

  it('makes the API page url as the spec says', () => {
    expect(pageUrlOf('/')).toBe('/');
    expect(pageUrlOf('/oteller/nirvana-cosmopolitan')).toBe('/oteller/nirvana-cosmopolitan');
    expect(pageUrlOf('/en')).toBe('/');
    expect(pageUrlOf('/en/hotels/nirvana-cosmopolitan')).toBe('/hotels/nirvana-cosmopolitan');
    expect(pageUrlOf('/oteller/nirvana-cosmopolitan/')).toBe('/oteller/nirvana-cosmopolitan');
    expect(pageUrlOf('/de/hotels/nirvana-cosmopolitan/rooms/x/')).toBe('/hotels/nirvana-cosmopolitan/rooms/x');
    for (const { locale, path } of paths) expect(pathOfPageUrl(pageUrlOf(path), locale)).toBe(path);
  });

  it('lists language versions of a page', () => {
    expect(languageVersions(matchPath('/hakkimizda')!)).toEqual([
      { locale: 'tr', path: '/hakkimizda' }, { locale: 'en', path: '/en/about-us' },
      { locale: 'ru', path: '/ru/about-us' }, { locale: 'de', path: '/de/about-us' },
    ]);
    const room = matchPath('/oteller/nirvana-cosmopolitan/odalar/deniz-manzarali-oda')!;
    expect(languageVersions(room, [
      { locale: 'tr', url: '/oteller/nirvana-cosmopolitan/odalar/deniz-manzarali-oda' },
      { locale: 'en', url: '/hotels/nirvana-cosmopolitan/rooms/sea-view-room' },
    ])).toEqual([
      { locale: 'tr', path: '/oteller/nirvana-cosmopolitan/odalar/deniz-manzarali-oda' },
      { locale: 'en', path: '/en/hotels/nirvana-cosmopolitan/rooms/sea-view-room' },
    ]);
  });
});

describe('hotelOfPath', () => {
  it('names the hotel a path lies under in its language, matched or not', () => {
    expect(hotelOfPath('/en/hotels/nirvana-dolce-vita/nope')).toBe('nirvana-dolce-vita');
    expect(hotelOfPath('/en/hotels/nirvana-dolce-vita/rooms/no-such-room')).toBe('nirvana-dolce-vita');
    expect(hotelOfPath('/oteller/nirvana-cosmopolitan/yok')).toBe('nirvana-cosmopolitan');
    expect(hotelOfPath('/de/hotels/nirvana-mediterranean-excellence')).toBe('nirvana-mediterranean-excellence');
  });
  it('is null off a hotel: a group path, another language\'s segment, an unknown hotel', () => {
    expect(hotelOfPath('/en/nope')).toBeNull();
    expect(hotelOfPath('/ru/oteller/nirvana-cosmopolitan/x')).toBeNull();
    expect(hotelOfPath('/en/hotels/nirvana-nowhere/x')).toBeNull();
    expect(hotelOfPath('/')).toBeNull();
  });
});

describe('route ids', () => {
  it('are a typed union: an id the table lacks does not compile, and a string from outside is checked', () => {
    // @ts-expect-error an id the route table does not have (the type-check fails if this compiles)
    expect(() => getRoute('hotel:no-such-page')).toThrow(/Unknown route/);
    expect(getRoute('hotel:rooms').layout).toBe('room-index');
    expect(isRouteId('group:faq')).toBe(true);
    expect(isRouteId('group:no-such-page')).toBe(false);
    expect(findRoute('gastronomy:chi-vegan')?.scope).toBe('gastronomy');
    expect(findRoute('not-found')).toBeUndefined();
  });
});
