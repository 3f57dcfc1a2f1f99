/** The read calls against a really started server, checked with the shared client and schemas. */
import * as v from 'valibot';
import { createApiClient, ApiCallError } from '@nirvana/shared/api/client';
import { CategoryContent, Event, Page, Rooms, StayRules } from '@nirvana/shared/api/schemas';

const Events = v.array(Event);
import { LOCALES } from '@nirvana/shared/locales';
import { allStaticPaths, buildPath, HOTEL_SLUGS, pageUrlOf, languageVersions, matchPath } from '@nirvana/shared/routes';
import { startApi, type Running } from './test/harness';

let api: Running;
let client: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  api = await startApi();
  // The site's client as it is, retry included: a GET is asked once more when its connection fails,
  // as one the API has just closed as idle (keep-alive 5 s) does. Without it the homes test read
  // `fetch failed` at nice 19 beside the e2e, after the 600-page test's last call.
  client = createApiClient(api.base);
});
afterAll(() => api.stop());

const status = async (p: Promise<unknown>) => {
  try {
    await p;
    return 200;
  } catch (error) {
    return (error as ApiCallError).status;
  }
};

describe('pages', () => {
  const pages = new Map<string, Page>();

  test('every static path in every locale has its page, with its layout, category and reciprocal hrefLangs', async () => {
    const paths = allStaticPaths();
    expect(paths.length).toBeGreaterThan(600);
    for (const { locale, path, route } of paths) {
      const page = await client.page(pageUrlOf(path), locale);
      expect(page.layout).toBe(route.layout);
      expect(page.category).toEqual(route.category ? { code: route.category } : null);
      expect(page.breadcrumbs.at(-1)).toMatchObject({ active: true, url: path });
      pages.set(`${locale}|${pageUrlOf(path)}`, page);
    }
    const descriptions = new Map<string, string>();
    for (const [key, page] of pages) {
      const [locale] = key.split('|');
      // Each language version names this page back, under the same id.
      for (const h of page.hrefLangs) {
        const other = pages.get(`${h.locale}|${h.url}`);
        expect(other?.id).toBe(page.id);
        expect(other!.hrefLangs).toContainEqual({ locale, url: key.split('|')[1] });
      }
      expect(page.hrefLangs).toContainEqual({ locale, url: key.split('|')[1] });
      // Meta descriptions are distinct per page within a language, and never just the title.
      const dkey = `${locale}|${page.meta.description}`;
      expect(descriptions.get(dkey)).toBeUndefined();
      descriptions.set(dkey, key);
      expect(page.meta.description.length).toBeGreaterThan(page.title.length + 20);
      expect(page.sliders.map((s) => s.key)).toEqual(['HEADER_DESKTOP', 'HEADER_MOBILE']);
      expect(page.options.find((o) => o.key === 'HEADER_IMAGE')?.file?.sourceUrl).toMatch(/^http:\/\/localhost:\d+\/media\/images\/.+\.jpg$/);
      expect(page.contents[0]?.html).toBeTruthy();
    }
  }, 180_000); // 600 and more pages one after another: over 30 s at nice 19 beside the e2e suite

  test('homes have the spec page ids, a photograph and its video as first slides; the same page keeps its id across languages', async () => {
    const group = await client.page('/', 'tr');
    expect(group.id).toBe(8);
    expect((await client.page('/', 'de')).id).toBe(8);
    expect((await client.page('/oteller/nirvana-cosmopolitan', 'tr')).id).toBe(11);
    expect((await client.page('/hotels/nirvana-dolce-vita', 'ru')).id).toBe(13);
    const me = await client.page('/hotels/nirvana-mediterranean-excellence', 'en');
    expect(me.id).not.toBe(8);
    expect(me.property.contact).toMatchObject({ phone: expect.any(String), lat: expect.any(Number) });
    for (const home of [group, me]) {
      const desktop = home.sliders.find((s) => s.key === 'HEADER_DESKTOP')!;
      // The photograph first (the server's first screen), then the video made from it.
      expect(desktop.slides[0]).toMatchObject({ type: 'IMAGE', file: { mimeType: 'image/jpeg', width: 2400 }, mobileFile: { mimeType: 'image/jpeg' } });
      expect(desktop.slides[1]).toMatchObject({ type: 'VIDEO', file: { mimeType: 'video/mp4', width: 1920, height: 1080 }, mobileFile: { width: 720, height: 1280 } });
      const stem = (url: string) => /\/media\/(?:images|videos)\/([a-z-]+?)(?:-portrait|-mobile)?\.(?:jpg|mp4)$/.exec(url)?.[1];
      expect(stem(desktop.slides[1]!.file.sourceUrl)).toBe(stem(desktop.slides[0]!.file.sourceUrl));
    }
    const turkish = (await client.page('/oteller', 'tr')).contents[0]!.html!;
    const english = (await client.page('/hotels', 'en')).contents[0]!.html!;
    expect(turkish).not.toBe(english);
    expect(turkish).toMatch(/[ığşöüç]/);
  });

  test('aliases and trailing slashes resolve, unknown pages are 404 JSON, the not-found page exists per language', async () => {
    const alias = await client.page('/hotels/nirvana-cosmopolitan/contact-arrival', 'en');
    expect(alias.category).toEqual({ code: 'CONTACT' });
    expect((await client.page('/hotels/', 'en')).id).toBe((await client.page('/hotels', 'en')).id);
    expect(await status(client.page('/no-such-page', 'en'))).toBe(404);
    expect(await status(client.page('/balayi-otelleri', 'en'))).toBe(404);
    const res = await fetch(`${api.base}/v1/pages/url-lang?url=/nope&lang=tr`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    for (const lang of LOCALES) {
      const nf = await client.notFoundPage(lang);
      expect(nf.layout).toBe('error');
      expect(nf.contents.find((c) => c.key === 'FEATURE_LINKS')!.items).toHaveLength(9);
    }
    expect((await client.notFoundPage('en')).title).toBe('Page not found');
    expect((await client.notFoundPage('tr')).title).toBe('Sayfa bulunamadı');
  });

  test('category content answers for pages of that category only (SPA answers spa and outlet)', async () => {
    const spa = await client.page('/hotels/nirvana-dolce-vita/me-spa-by-loccitane', 'en');
    v.parse(CategoryContent, await client.categoryContent(spa.id, 'spa', 'en'));
    expect((await client.categoryContent(spa.id, 'outlet', 'en')).items.length).toBeGreaterThan(0);
    expect(await status(client.categoryContent(spa.id, 'gastronomy', 'en'))).toBe(404);
    const gastro = await client.page('/oteller/nirvana-cosmopolitan/gastronomi', 'tr');
    expect((await client.categoryContent(gastro.id, 'gastronomy', 'tr')).items.some((i) => i.title === 'Emilio')).toBe(true);
    const contact = await client.page('/contact-arrival', 'de');
    expect((await client.categoryContent(contact.id, 'contact', 'de')).contact?.phone).toBeTruthy();
    const certs = await client.page('/sertifikalar-ve-oduller', 'de');
    expect((await client.categoryContent(certs.id, 'certificate', 'de')).items.every((i) => i.fileUrl?.endsWith('.pdf'))).toBe(true);
    const outlet = await client.page('/hotels/nirvana-cosmopolitan/gastronomy/chi-vegan', 'ru');
    expect((await client.categoryContent(outlet.id, 'outlet', 'ru')).items).toHaveLength(1);
  });
});

describe('rooms, events, menus, stories, galleries, hotels', () => {
  test('rooms resolve per language by slug and by id, with reciprocal hrefLangs and room pages', async () => {
    for (const propertyId of [1, 2, 3]) {
      const rooms = v.parse(Rooms, await client.rooms(propertyId, 'en'));
      expect(rooms.length).toBeGreaterThanOrEqual(4);
      expect(rooms.length).toBeLessThanOrEqual(8);
    }
    const [first] = await client.rooms(2, 'de');
    for (const h of first!.hrefLangs) {
      const path = languageVersions(matchPath(`/de${h.url}`) ?? matchPath(h.url)!, first!.hrefLangs).find((v) => v.locale === h.locale)!.path;
      const match = matchPath(path)!;
      const room = await client.room(match.params.slug!, h.locale, 2);
      expect(room.id).toBe(first!.id);
      const page = await client.page(h.url, h.locale);
      expect(page.layout).toBe('room-detail');
      expect(page.hrefLangs).toEqual(first!.hrefLangs);
    }
    expect((await client.room(first!.id, 'ru')).name).toMatch(/[а-я]/i);
    expect(await status(client.room(first!.slug, 'en', 2))).toBe(404);
    expect((await client.roomPlans(first!.id)).length).toBeGreaterThan(1);
    expect(await status(client.roomPlans(999999))).toBe(404);
    expect(await client.rooms(22, 'tr')).toEqual([]);
    expect(await status(client.rooms(77, 'tr'))).toBe(404);
  });

  test('events resolve per language by slug', async () => {
    const tr = await client.event('cumhuriyet-bayrami-galasi', 'tr');
    expect(Date.parse(tr.startsAt)).toBeGreaterThan(Date.now());
    for (const h of tr.hrefLangs) {
      const slug = h.url.split('/').pop()!;
      const e = await client.event(slug, h.locale);
      expect(e.id).toBe(tr.id);
      expect((await client.page(h.url, h.locale)).layout).toBe('event-detail');
    }
    expect(await status(client.event('republic-day-gala', 'tr'))).toBe(404);
    const count = new Set<number>();
    for (const slug of ['republic-day-gala', 'new-years-eve-gala', 'jazz-weekend-on-the-pier', 'kids-summer-festival']) count.add((await client.event(slug, 'en')).id);
    expect(count.size).toBe(4);
  });

  test('GET /v1/events lists every coming event of publisher 1 in a language, by start (addition)', async () => {
    for (const lang of LOCALES) {
      const res = await fetch(`${api.base}/v1/events?lang=${lang}`);
      expect(res.status).toBe(200);
      const events = v.parse(Events, await res.json());
      expect(events.map((e) => e.id).sort()).toEqual([1, 2, 3, 4]);
      const starts = events.map((e) => e.startsAt);
      expect([...starts].sort()).toEqual(starts);
      for (const e of events) expect(e.hrefLangs.find((h) => h.locale === lang)?.url.endsWith(`/${e.slug}`)).toBe(true);
    }
    expect(await (await fetch(`${api.base}/v1/events?lang=en&publisher-id=9`)).json()).toEqual([]);
  });

  test('hotel pages carry check-in/out times and the star rating (additive property fields)', async () => {
    const page = await client.page('/oteller/nirvana-dolce-vita', 'tr');
    expect(page.property).toMatchObject({ checkinTime: '14:00', checkoutTime: '12:00', starRating: 5 });
  });

  test('menus: HEADER with sub-items, new windows and PDFs; FOOTER with every column; HOTELS with the group and each hotel; for every property and language', async () => {
    for (const propertyId of [22, 1, 2, 3]) {
      for (const lang of LOCALES) {
        const menus = await client.menus(propertyId, lang);
        expect(menus.map((m) => m.type)).toEqual(['HEADER', 'FOOTER', 'HOTELS']);
        const header = menus.find((m) => m.type === 'HEADER')!;
        const footer = menus.find((m) => m.type === 'FOOTER')!;
        const hotels = menus.find((m) => m.type === 'HOTELS')!;
        // The hotel switcher: the group's home, then each hotel's home with its picture (absolute, sized) and place.
        expect(hotels.items.map((i) => i.url)).toEqual([buildPath('home', lang), ...HOTEL_SLUGS.map((hotel) => buildPath('hotel-home', lang, { hotel }))]);
        expect(hotels.items[0]).toMatchObject({ text: 'Nirvana Hotels', image: null, place: null });
        for (const item of hotels.items.slice(1)) {
          expect(item.image).toMatchObject({ sourceUrl: expect.stringMatching(new RegExp(`^${api.base}/media/images/.+\\.jpg$`)), width: expect.any(Number), height: expect.any(Number) });
          expect(item.place).toMatch(/^\S.* · Antalya$/);
        }
        // The hotels' homes are the switcher's: the HEADER links none of them (nor does any of its groups).
        const homes = new Set(hotels.items.map((i) => i.url));
        expect([...header.items, ...header.items.flatMap((i) => i.subitems)].filter((i) => homes.has(i.url))).toEqual([]);
        expect(header.items.some((i) => i.subitems.length > 0)).toBe(true);
        // No booking item: the menu's own Book button opens the search.
        expect([...header.items, ...header.items.flatMap((i) => i.subitems)].filter((i) => i.url.includes('/booking'))).toEqual([]);
        expect(header.items.some((i) => i.openNewWindow)).toBe(true);
        const pdf = header.items.find((i) => i.fileUrl)!;
        expect((await fetch(pdf.fileUrl!)).headers.get('content-type')).toBe('application/pdf');
        expect(new Set(footer.items.map((i) => i.section))).toEqual(new Set(['COL_1', 'COL_2', 'COL_3', 'BOTTOM']));
        for (const item of [...header.items, ...header.items.flatMap((i) => i.subitems), ...footer.items, ...hotels.items]) {
          expect(item.url.startsWith('/') ? matchPath(item.url) !== null || item.url.startsWith(`${api.base}`) : /^https?:\/\//.test(item.url)).toBe(true);
        }
      }
    }
  });

  test('stories keep the stored (unsorted) order and carry ordinals; platform filters', async () => {
    const groups = await client.stories(2, 'en');
    expect(groups).toHaveLength(1);
    const ordinals = groups[0]!.items.map((i) => i.ordinal);
    expect(ordinals).not.toEqual([...ordinals].sort((a, b) => a - b));
    const app = await fetch(`${api.base}/v1/stories?property-id=2&lang=en&platform=MOBILE_APP`).then((r) => r.json());
    expect(app[0].id).not.toBe(groups[0]!.id);
  });

  test('gallery: categories, files, filter by category and limit only when given', async () => {
    const { items } = await client.galleryCategories(3, 'tr');
    expect(items.length).toBeGreaterThan(2);
    const all = await client.galleryFiles(3);
    const inFirst = await client.galleryFiles(3, { categoryId: items[0]!.id });
    expect(inFirst.length).toBeGreaterThan(0);
    expect(inFirst.length).toBeLessThan(all.length);
    expect(inFirst.every((f) => f.categoryId === items[0]!.id)).toBe(true);
    expect(await client.galleryFiles(3, { limit: 2 })).toHaveLength(2);
    expect(await client.galleryFiles(3, { categoryId: items[1]!.id, limit: 1 })).toEqual([(await client.galleryFiles(3, { categoryId: items[1]!.id }))[0]]);
    expect(all.every((f) => f.file.width && f.file.height)).toBe(true);
    expect(await status(client.galleryFiles(99))).toBe(404);
  });

  test('hotels carry site urls per language and reservation urls (one with its own query); stay rules are realistic', async () => {
    const hotels = await client.hotels('en');
    expect(hotels.map((h) => h.id)).toEqual([1, 2, 3]);
    expect(hotels[1]!.url).toBe('/en/hotels/nirvana-cosmopolitan');
    expect(hotels.find((h) => h.id === 3)!.reservationUrl).toMatch(/\/booking\/nirvana-dolce-vita\?source=web$/);
    const today = new Date().toISOString().slice(0, 10);
    const changeovers = new Set<string | null>();
    for (const id of [1, 2, 3]) {
      const rules = v.parse(StayRules, await client.stayRules(id));
      expect(rules.periods[0]!.from <= today || rules.periods[0]!.from.slice(0, 8) === today.slice(0, 8)).toBe(true);
      const high = rules.periods.find((p) => p.minNights >= 5)!;
      expect(high.minNights).toBeLessThanOrEqual(7);
      changeovers.add(high.changeover);
      expect(rules.closedToArrival.length + rules.halfDayCheckIn.length).toBeGreaterThan(1);
      expect([...rules.closedToArrival, ...rules.halfDayCheckOut].every((d) => d >= today.slice(0, 8))).toBe(true);
    }
    expect(changeovers).toEqual(new Set(['SATURDAY', 'SUNDAY', null]));
    expect(await status(client.stayRules(22))).toBe(404);
  });
});

describe('HTTP behaviour', () => {
  test('ETag and 304, Cache-Control, compression', async () => {
    const url = `${api.base}/v1/pages/url-lang?property-network-id=1&url=%2F&lang=en`;
    const first = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    // Browsers revalidate every time (content changes while the site runs); the shell's cache may keep it.
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    v.parse(Page, await first.json());
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const rooms = await fetch(`${api.base}/v1/rooms?property-id=2&lang=en`);
    expect(rooms.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    const media = await fetch(`${api.base}/media/images/pool-loungers.jpg`);
    expect(media.headers.get('cache-control')).toContain('immutable');
    expect(media.headers.get('content-type')).toContain('image/jpeg');
  });

  test('CORS: reads public to any origin; a JSON POST preflight for the listed site, refused for others', async () => {
    const ok = await fetch(`${api.base}/v1/hotels`, { headers: { origin: 'https://any-partner.example' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(ok.headers.get('access-control-allow-credentials')).toBeNull();
    const pre = await fetch(`${api.base}/v1/web/contact`, {
      method: 'OPTIONS', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect(pre.headers.get('access-control-allow-headers')).toContain('content-type');
    const bad = await fetch(`${api.base}/v1/web/contact`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(bad.status).toBe(403);
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('no odd input makes a 5xx; errors are JSON', async () => {
    const odd = [
      '/v1/pages/url-lang', '/v1/pages/url-lang?url=/&lang=xx', '/v1/pages/url-lang?url=/&lang=en&lang=de', `/v1/pages/url-lang?url=${'a'.repeat(5000)}`,
      '/v1/pages/url-lang?url=%00%ff&lang=tr', '/v1/pages/url-lang?url=/&property-network-id=7', '/v1/pages/abc/spa', '/v1/pages/99999999999/spa',
      '/v1/pages/8/nothing', '/v1/menus', '/v1/menus?property-id=-1', '/v1/menus?property-id=1e3', '/v1/rooms/%E0%A4%A', '/v1/rooms/' + 'x'.repeat(300),
      '/v1/rooms/DROP%20TABLE', '/v1/rooms/1/plans?lang=zz', '/v1/galleries/1/files?limit=0', '/v1/galleries/1/files?limit=abc&category-id=[]',
      '/v1/stories?property-id=2&platform=%3Cscript%3E', '/v1/events/publishers/x/slugs/y', '/v1/hotels/abc/stay-rules',
      '/media/../package.json', '/media/%2e%2e/%2e%2e/package.json', '/media/..%2fsrc%2fserver.ts', '/media/images/', '/media/images/nope.svg', '/booking/unknown',
      '/v1/unknown?' + 'a=1&'.repeat(2000),
    ];
    for (const path of odd) {
      const res = await fetch(api.base + path);
      expect([path, res.status < 500]).toEqual([path, true]);
      expect([path, res.status >= 400]).toEqual([path, true]);
      if (res.headers.get('content-type')?.includes('json')) {
        expect(await res.json()).toMatchObject({ statusCode: res.status, error: expect.any(String), message: expect.any(String) });
      } else {
        expect(path).toMatch(/^\/media/);
      }
    }
    for (const body of ['{bad', 'null', '[1,2]', '"x"', '', JSON.stringify({ email: { $gt: '' }, propertyId: '1' }), 'x'.repeat(70_000)]) {
      const res = await fetch(`${api.base}/v1/web/subscribe-newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect([body.slice(0, 20), res.status]).toEqual([body.slice(0, 20), body.length > 65_536 ? 413 : 400]);
      expect(await res.json()).toMatchObject({ statusCode: res.status });
    }
    // Unknown parameters are ignored.
    expect((await fetch(`${api.base}/v1/galleries/1/files?category-id[a]=1&utm_source=x`)).status).toBe(200);
    const form = await fetch(`${api.base}/v1/web/contact`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(form.status).toBe(415);
    expect((await fetch(`${api.base}/health`)).status).toBe(200);
  });

  test('the booking stand-in shows the hand-off query, escaped', async () => {
    const res = await fetch(`${api.base}/booking/nirvana-dolce-vita?source=web&checkin=2027-07-03&checkout=2027-07-10&adult=2&child=1&childages=2019-05-01&x=%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    const html = await res.text();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('stand-in');
    expect(html).toContain('Nirvana Dolce Vita');
    expect(html).toContain('2019-05-01');
    expect(html).toContain('7 night(s)');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
  });
});
