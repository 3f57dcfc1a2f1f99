/**
 * @jest-environment node
 */
import { callTarget, readAnswer } from '@nirvana/shared/api/calls';
import type { CallFetcher } from '@nirvana/shared/api/fetch-call';
import type { Event, Offer, OfferEntry, Page, Room } from '@nirvana/shared/api/schemas';
import { LOCALES } from '@nirvana/shared/locales';
import { buildPath, matchPath, pageUrlOf } from '@nirvana/shared/routes';
import { headOf } from '../../src/head-model';
import { entriesOf, renderRobots, renderSitemap, sitemapEntries, createSitemapCache } from './sitemap';
import { jsonLdScript, missingProperties, postalAddress, structuredDataOf, type JsonLd, type StructuredDataInput } from './structured-data';

const SITE = 'https://www.example.com';
const MEDIA = 'https://api.example.com';

const missing = missingProperties;

/** The API as the sitemap reads it: each call's target (`v1/rooms?property-id=2&lang=tr`) answered by `answer`, checked by the call's contract. */
const byTarget = (answer: (target: string) => unknown): CallFetcher => async (call, input) => readAnswer(call, await answer(callTarget(call, input)));

const contact = { phone: '+90 242 352 00 02', email: 'c@example.com', address: 'Güzeloba Mah. Lara Cad. No 450, 07230 Muratpaşa, Antalya, Türkiye', lat: 36.85, lng: 30.85 };

function page(over: Partial<Page> & { property?: Record<string, unknown> } = {}): Page {
  return {
    id: 11, propertyId: 2,
    property: { id: 2, name: 'Nirvana Cosmopolitan', contact, checkinTime: '14:00', checkoutTime: '12:00', starRating: 5, logo: '/media/logos/c.svg' },
    title: 'Nirvana Cosmopolitan', meta: { title: 'Nirvana Cosmopolitan', description: 'City energy by the sea.', image: '/media/images/city.svg' },
    layout: 'hotel-index', sliders: [], options: [], heroSlides: [],
    contents: [{ key: 'FEATURES', items: [{ title: 'Cosmo Bike' }, { title: 'Emilio' }] }],
    breadcrumbs: [
      { text: 'Home', url: '/en', active: false },
      { text: 'Hotels', url: '/en/hotels', active: false },
      { text: 'Nirvana Cosmopolitan', url: '/en/hotels/nirvana-cosmopolitan', active: true },
    ],
    hrefLangs: [], category: null,
    ...over,
  } as Page;
}

function input(path: string, data: StructuredDataInput['data'], statusCode = 200): StructuredDataInput {
  const match = matchPath(path);
  return { match, locale: match?.locale ?? 'tr', data, statusCode, siteUrl: SITE, mediaBase: MEDIA };
}

const byType = (list: JsonLd[], type: string) => list.find((o) => o['@type'] === type);

describe('JSON-LD', () => {
  test('a hotel home has a Hotel with every required property and a BreadcrumbList', () => {
    const list = structuredDataOf(input('/en/hotels/nirvana-cosmopolitan', { page: page() }));
    const hotel = byType(list, 'Hotel')!;
    expect(missing(hotel)).toEqual([]);
    expect(hotel).toMatchObject({
      '@context': 'https://schema.org',
      url: `${SITE}/en/hotels/nirvana-cosmopolitan`,
      image: `${MEDIA}/media/images/city.svg`,
      geo: { '@type': 'GeoCoordinates', latitude: 36.85, longitude: 30.85 },
      address: { '@type': 'PostalAddress', postalCode: '07230', addressLocality: 'Muratpaşa', addressRegion: 'Antalya', addressCountry: 'TR' },
      starRating: { '@type': 'Rating', ratingValue: 5 },
    });
    expect(hotel.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Cosmo Bike', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Emilio', value: true },
    ]);
    const crumbs = byType(list, 'BreadcrumbList')!;
    expect(missing(crumbs)).toEqual([]);
    expect((crumbs.itemListElement as JsonLd[]).map((i) => [i.position, i.item])).toEqual([
      [1, `${SITE}/en`], [2, `${SITE}/en/hotels`], [3, `${SITE}/en/hotels/nirvana-cosmopolitan`],
    ]);
    expect(byType(list, 'Organization')).toBeUndefined();
  });

  test('group pages have the Organization', () => {
    const group = page({ propertyId: 22, property: { id: 22, name: 'Nirvana Hotels', contact }, contents: [] });
    const list = structuredDataOf(input('/hakkimizda', { page: group }));
    const org = byType(list, 'Organization')!;
    expect(missing(org)).toEqual([]);
    expect(org.url).toBe(`${SITE}/`);
    expect(byType(list, 'Hotel')).toBeUndefined();
  });

  test('a room page has a HotelRoom contained in its hotel, and its name ends the breadcrumbs', () => {
    const room = {
      id: 1, slug: 'standard-room', name: 'Standard Room', propertyId: 2, category: { code: 'STD' }, summary: 'Bright.',
      sizeM2: 28, maxOccupancy: 3, bed: 'Double bed', amenities: ['Minibar', 'Safe'], images: [{ sourceUrl: '/media/images/room.svg' }], hrefLangs: [],
    } as Room;
    const crumbs = page().breadcrumbs.concat({ text: 'Rooms', url: '/en/hotels/nirvana-cosmopolitan/rooms', active: true });
    const list = structuredDataOf(input('/en/hotels/nirvana-cosmopolitan/rooms/standard-room', { page: page({ breadcrumbs: crumbs }), room }));
    const hotelRoom = byType(list, 'HotelRoom')!;
    expect(missing(hotelRoom)).toEqual([]);
    expect(hotelRoom).toMatchObject({
      occupancy: { '@type': 'QuantitativeValue', maxValue: 3 },
      bed: { '@type': 'BedDetails', typeOfBed: 'Double bed' },
      floorSize: { '@type': 'QuantitativeValue', value: 28, unitCode: 'MTK' },
      containedInPlace: { '@type': 'Hotel', name: 'Nirvana Cosmopolitan', url: `${SITE}/en/hotels/nirvana-cosmopolitan` },
    });
    expect((hotelRoom.amenityFeature as JsonLd[]).map((a) => a.name)).toEqual(['Minibar', 'Safe']);
    const items = byType(list, 'BreadcrumbList')!.itemListElement as JsonLd[];
    expect(items[items.length - 1]).toMatchObject({ position: 5, name: 'Standard Room', item: `${SITE}/en/hotels/nirvana-cosmopolitan/rooms/standard-room` });
  });

  test('an event page has an Event with dates, place, organizer, status and attendance mode', () => {
    const event = {
      id: 1, slug: 'republic-day-gala', publisher: { id: 1 }, propertyId: 2, title: 'Republic Day Gala',
      meta: { title: 'Gala', description: 'A gala.' }, startsAt: '2027-10-29T20:00:00.000Z', endsAt: '2027-10-30T00:00:00.000Z',
      venue: 'City Hall', image: { sourceUrl: '/media/images/stage.svg' }, contents: [],
      breadcrumbs: [{ text: 'Home', url: '/en', active: false }, { text: 'Republic Day Gala', url: '/en/events/republic-day-gala', active: true }],
      hrefLangs: [],
    } as Event;
    const list = structuredDataOf(input('/en/events/republic-day-gala', { page: page({ breadcrumbs: [] }), event }));
    const ev = byType(list, 'Event')!;
    expect(missing(ev)).toEqual([]);
    expect(ev).toMatchObject({
      startDate: event.startsAt, endDate: event.endsAt,
      eventStatus: 'https://schema.org/EventScheduled', eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'City Hall', address: { '@type': 'PostalAddress' } },
      organizer: { name: 'Nirvana Cosmopolitan', url: `${SITE}/en/hotels/nirvana-cosmopolitan` },
      image: [`${MEDIA}/media/images/stage.svg`],
    });
    expect((byType(list, 'BreadcrumbList')!.itemListElement as JsonLd[]).length).toBe(2);
  });

  test('error pages have none; the script element cannot be closed by the data', () => {
    expect(structuredDataOf(input('/nope', { page: page() }, 404))).toEqual([]);
    const html = jsonLdScript([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });

  test('an address of another shape stays whole', () => {
    expect(postalAddress('Somewhere by the sea')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Somewhere by the sea' });
  });
});

describe('sitemap and robots', () => {
  const rooms = [{
    id: 7, slug: 'standart-oda', name: 'Standart Oda', propertyId: 2, category: { code: 'STD' }, summary: '', sizeM2: 28, maxOccupancy: 3,
    bed: 'x', amenities: [], images: [],
    hrefLangs: [
      { locale: 'tr', url: '/oteller/nirvana-cosmopolitan/odalar/standart-oda' },
      { locale: 'en', url: '/hotels/nirvana-cosmopolitan/rooms/standard-room' },
    ],
  }];
  const answer = (path: string) => (path.startsWith('v1/rooms') ? (path.includes('property-id=2') ? rooms : []) : []);
  const read = byTarget(answer);

  test('every static page and every room, each with its language alternates and x-default', async () => {
    const entries = await sitemapEntries(read, SITE);
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/en`, `${SITE}/de/hotels/nirvana-dolce-vita/rooms`,
      `${SITE}/oteller/nirvana-cosmopolitan/odalar/standart-oda`, `${SITE}/en/hotels/nirvana-cosmopolitan/rooms/standard-room`]));
    const room = entries.find((e) => e.loc.endsWith('/standard-room'))!;
    expect(room.alternates).toEqual([
      { hreflang: 'tr', href: `${SITE}/oteller/nirvana-cosmopolitan/odalar/standart-oda` },
      { hreflang: 'en', href: `${SITE}/en/hotels/nirvana-cosmopolitan/rooms/standard-room` },
      { hreflang: 'x-default', href: `${SITE}/en/hotels/nirvana-cosmopolitan/rooms/standard-room` },
    ]);
    // A Turkish-only page points x-default to itself.
    expect(entries.find((e) => e.loc === `${SITE}/balayi-otelleri`)!.alternates).toEqual([
      { hreflang: 'tr', href: `${SITE}/balayi-otelleri` }, { hreflang: 'x-default', href: `${SITE}/balayi-otelleri` },
    ]);
    const xml = renderSitemap(entries);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<url><loc>${SITE}/</loc><xhtml:link rel="alternate" hreflang="tr" href="${SITE}/"/>`);
  });

  test('entries escape XML; robots points to the sitemap', () => {
    expect(renderSitemap(entriesOf([{ locale: 'tr', path: '/a?b=1&c=2' }], SITE))).toContain('/a?b=1&amp;c=2');
    expect(renderRobots(SITE)).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(renderRobots(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('the cache builds once within its time, keeps the old sitemap when the API fails', async () => {
    let calls = 0;
    let fail = false;
    let t = 0;
    const cached = createSitemapCache(byTarget((p) => {
      calls++;
      if (fail) throw new Error('down');
      return answer(p);
    }), SITE, 1000, () => t);
    const first = await cached();
    const n = calls;
    expect(await cached()).toBe(first);
    expect(calls).toBe(n);
    t = 2000;
    fail = true;
    expect(await cached()).toBe(first);
    expect(calls).toBeGreaterThan(n);
  });

  test('clear() makes the next request build it again; while the API fails the old one is still served', async () => {
    let calls = 0;
    let fail = false;
    const cached = createSitemapCache(byTarget((p) => {
      calls++;
      if (fail) throw new Error('down');
      return answer(p);
    }), SITE, 60_000, () => 0);
    const first = await cached();
    const n = calls;
    cached.clear();
    expect(await cached()).toBe(first);
    expect(calls).toBe(2 * n);
    cached.clear();
    fail = true;
    expect(await cached()).toBe(first);
    expect(calls).toBeGreaterThan(2 * n);
  });
});

describe('offers and events (content, not code)', () => {
  const slugs = { tr: 'bahar-spa-kacamagi', en: 'spring-spa-escape', ru: 'vesenniy-spa-otdyh', de: 'fruehlings-spa-auszeit' } as const;
  const offerHrefLangs = LOCALES.map((l) => ({ locale: l, url: pageUrlOf(buildPath('offer', l, { slug: slugs[l] })!) }));
  const offer = (bookTo: string): Offer => ({
    hotels: [{ id: 1, slug: 'nirvana-mediterranean-excellence', name: 'Nirvana Mediterranean Excellence', url: '/en/hotels/nirvana-mediterranean-excellence' }],
    stayFrom: '2027-03-15', stayTo: '2027-05-31', bookFrom: '2026-11-25', bookTo, discountPercent: 20, priceFrom: null, currency: 'EUR', terms: ['x'],
    preset: { hotel: 'nirvana-mediterranean-excellence', checkin: '2027-03-20', checkout: '2027-03-24', adults: 2 },
  });
  const entry = (key: string, hrefLangs: OfferEntry['hrefLangs'], bookTo = '2099-04-30'): OfferEntry => ({
    key, slug: null, title: key, lead: '', url: null, image: null, hrefLangs, offer: offer(bookTo),
  });
  const pastSlugs = { tr: 'eski-teklif', en: 'old-offer', ru: 'staroe-predlozhenie', de: 'altes-angebot' } as const;
  const pastOffer = entry('old-offer', LOCALES.map((l) => ({ locale: l, url: pageUrlOf(buildPath('offer', l, { slug: pastSlugs[l] })!) })), '2026-10-31');
  const eventHrefLangs: Event['hrefLangs'] = [{ locale: 'tr', url: '/etkinlikler/hasat-senligi' }, { locale: 'en', url: '/events/harvest-festival' }];
  const event = (endsAt: string) => ({
    id: 90, slug: 'harvest-festival', publisher: { id: 1 }, propertyId: 3, title: 'Harvest Festival', meta: { title: 'Harvest Festival', description: 'x' },
    startsAt: '2026-09-12T16:00:00.000Z', endsAt, venue: 'Garden', image: { sourceUrl: '/media/images/garden-marigold.jpg' }, contents: [],
    breadcrumbs: [], hrefLangs: eventHrefLangs,
  }) as Event;
  const pastEvent = event('2026-09-12T20:00:00.000Z');
  // The API's lists as they read now: without what has ended, unless asked for it.
  const asked: string[] = [];
  const read = byTarget((path) => {
    asked.push(path);
    const ended = path.includes('include=ended');
    if (path.startsWith('v1/offers')) {
      return [entry('spring-spa-escape', offerHrefLangs), entry('campaign', []), ...(ended ? [pastOffer] : [])];
    }
    if (path.startsWith('v1/events')) return ended ? [pastEvent] : [];
    return [];
  });

  test('the sitemap has each offer page in every language with its alternates, and the events list; nothing ended', async () => {
    asked.length = 0;
    const entries = await sitemapEntries(read, SITE);
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const l of LOCALES) {
      expect(locs).toContain(`${SITE}${buildPath('offer', l, { slug: slugs[l] })}`);
      expect(locs).toContain(`${SITE}${buildPath('group:events', l)}`);
      expect(locs).toContain(`${SITE}${buildPath('group:offers', l)}`);
      expect(locs).not.toContain(`${SITE}${buildPath('offer', l, { slug: pastSlugs[l] })}`);
    }
    expect(locs).toContain(`${SITE}/etkinlikler`);
    expect(locs).toContain(`${SITE}/ru/events`);
    expect(locs.filter((l) => l.includes('harvest-festival') || l.includes('hasat'))).toEqual([]);
    // A campaign page's offer adds nothing: its page is a static one, listed once.
    expect(locs.filter((l) => l.endsWith('/yaz-tatili-otel-firsatlari'))).toHaveLength(4);
    expect(entries.find((e) => e.loc === `${SITE}/ru/offers/vesenniy-spa-otdyh`)!.alternates).toEqual([
      { hreflang: 'tr', href: `${SITE}/teklifler/bahar-spa-kacamagi` },
      { hreflang: 'en', href: `${SITE}/en/offers/spring-spa-escape` },
      { hreflang: 'ru', href: `${SITE}/ru/offers/vesenniy-spa-otdyh` },
      { hreflang: 'de', href: `${SITE}/de/offers/fruehlings-spa-auszeit` },
      { hreflang: 'x-default', href: `${SITE}/en/offers/spring-spa-escape` },
    ]);
    expect(asked.filter((p) => p.includes('include='))).toEqual([]);
  });

  test('the list of pages that answer (known-pages.ts) has the ended ones too', async () => {
    const locs = (await sitemapEntries(read, SITE, { ended: true })).map((e) => e.loc);
    expect(locs).toContain(`${SITE}/de/offers/altes-angebot`);
    expect(locs).toContain(`${SITE}/en/events/harvest-festival`);
  });

  const offerPage = (bookTo: string) => page({
    id: 7004, propertyId: 1, property: { id: 1, name: 'Nirvana Mediterranean Excellence', contact }, title: 'Spring Spa Escape',
    meta: { title: 'Spring Spa Escape | Nirvana Mediterranean Excellence', description: 'Four nights.', image: '/media/images/couples-spa.jpg' },
    layout: 'main', contents: [], hrefLangs: offerHrefLangs, offer: offer(bookTo),
    breadcrumbs: [
      { text: 'Home', url: '/en', active: false }, { text: 'Offers', url: '/en/offers', active: false },
      { text: 'Spring Spa Escape', url: '/en/offers/spring-spa-escape', active: true },
    ],
  });

  test('an offer page: its hreflang versions from its data, an Offer and a BreadcrumbList; noindex once booking has closed', () => {
    const open = input('/en/offers/spring-spa-escape', { page: offerPage('2099-04-30') });
    const head = headOf(open);
    expect(head.robots).toBeNull();
    expect(head.canonical).toBe(`${SITE}/en/offers/spring-spa-escape`);
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['tr', 'en', 'ru', 'de', 'x-default']);
    expect(head.alternates.find((a) => a.hreflang === 'de')!.href).toBe(`${SITE}/de/offers/fruehlings-spa-auszeit`);
    const list = structuredDataOf(open);
    const ld = byType(list, 'Offer')!;
    expect(missing(ld)).toEqual([]);
    expect(ld).toMatchObject({
      name: 'Spring Spa Escape', url: `${SITE}/en/offers/spring-spa-escape`, validFrom: '2026-11-25', validThrough: '2099-04-30',
      itemOffered: [{ '@type': 'Hotel', name: 'Nirvana Mediterranean Excellence', url: `${SITE}/en/hotels/nirvana-mediterranean-excellence` }],
    });
    expect(ld.price).toBeUndefined();
    expect((byType(list, 'BreadcrumbList')!.itemListElement as JsonLd[]).map((i) => i.item)).toEqual([
      `${SITE}/en`, `${SITE}/en/offers`, `${SITE}/en/offers/spring-spa-escape`,
    ]);
    expect(headOf(input('/en/offers/spring-spa-escape', { page: offerPage('2026-10-31') })).robots).toBe('noindex');
  });

  test('an event page that is over stays a page, marked noindex', () => {
    const at = (endsAt: string) => headOf(input('/en/events/harvest-festival', { page: page({ layout: 'event-detail', hrefLangs: eventHrefLangs }), event: event(endsAt) }));
    expect(at('2099-09-12T20:00:00.000Z').robots).toBeNull();
    const ended = at('2026-09-12T20:00:00.000Z');
    expect(ended.robots).toBe('noindex');
    expect(ended.canonical).toBe(`${SITE}/en/events/harvest-festival`);
  });
});

describe('unsafe URLs from the CMS', () => {
  it('never reach the head or the structured data', () => {
    const { absoluteUrl } = jest.requireActual('../../src/head-model') as typeof import('../../src/head-model');
    expect(absoluteUrl('javascript:alert(1)', 'https://example.com')).toBeNull();
    expect(absoluteUrl('data:text/html,<script>alert(1)</script>', 'https://example.com')).toBeNull();
    expect(absoluteUrl(' JaVaScRiPt:alert(1)', 'https://example.com')).toBeNull();
    expect(absoluteUrl('/oteller', 'https://example.com')).toBe('https://example.com/oteller');
  });
});
