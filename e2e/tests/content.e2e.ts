/**
 * The content section against the really started site: every page type in every locale,
 * alternating 375 px and 1440 px so each type is seen at both widths, checking the content
 * the API says should be there (the room's name and plans, the gallery category's files, the
 * event's title...), the page composed (status, layout, language, title, four sections mounted, no
 * sentence said twice), no console error and no serious axe violation on the whole page (a
 * failure's first screen saved). Then every other route shape (scope, layout, kind, category) in
 * every locale, one page each, composed with no console error: each shape in each locale is
 * visited once (backbone.e2e.ts checks every route's server HTML).
 */
import type { Page as PuppeteerPage } from 'puppeteer';
import type { CategoryContent, Event, GalleryFile, Page, Plan, Room } from '@nirvana/shared/api/schemas';
import { LOCALES, LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import { HOTEL_SLUGS, buildPath, matchPath, pageUrlOf, type HotelSlug } from '@nirvana/shared/routes';
import { EVENTS } from '../src/content-files';
import { NAVIGATION_TIMEOUT_MS, TURKISH_VISITOR, apiGet, axe, browser, holdChunk, open, screenshot, site, speaks, waitForSections, type ViewportName } from '../src/harness';
import { repeatedTexts, textsOn } from '../src/page-texts';
import { everyRouteInEveryLocale, everyShape, shapeAt, shapeOf } from '../src/samples';

const api = apiGet;
const pageAt = (path: string, locale: Locale) => api<Page>('/v1/pages/url-lang', { 'property-network-id': 1, url: pageUrlOf(path), lang: locale });
const propertyIdOf = (hotel: HotelSlug) => HOTEL_SLUGS.indexOf(hotel) + 1;

/** Runs in the browser: the content section's shadow root. */
const ROOT = `document.querySelector('#slot-main .nirvana-content-host')`;

async function waitInContent(page: PuppeteerPage, selector: string, timeout = 15_000) {
  await page.waitForFunction(`!!(${ROOT})?.querySelector(${JSON.stringify(selector)})`, { timeout });
}
async function textsIn(page: PuppeteerPage, selector: string): Promise<string[]> {
  return page.evaluate(`Array.from((${ROOT})?.querySelectorAll(${JSON.stringify(selector)}) ?? []).map((e) => e.textContent.trim())`) as Promise<string[]>;
}
async function attrsIn(page: PuppeteerPage, selector: string, attr: string): Promise<(string | null)[]> {
  return page.evaluate(`Array.from((${ROOT})?.querySelectorAll(${JSON.stringify(selector)}) ?? []).map((e) => e.getAttribute(${JSON.stringify(attr)}))`) as Promise<(string | null)[]>;
}
async function h1(page: PuppeteerPage): Promise<string> {
  await waitInContent(page, 'h1');
  return (await textsIn(page, 'h1'))[0] ?? '';
}

interface Sample {
  type: string;
  path: (locale: Locale) => Promise<string | null> | string | null;
  check: (page: PuppeteerPage, locale: Locale, path: string, viewport: ViewportName) => Promise<void>;
}

const NOT_FOUND: Record<Locale, string> = { tr: 'Sayfa bulunamadı', en: 'Page not found', ru: 'Страница не найдена', de: 'Seite nicht gefunden' };
/** Spec: an unmatched route shows 'This page could not be found', here in each language. */
const COULD_NOT_BE_FOUND: Record<Locale, string> = {
  tr: 'Bu sayfa bulunamadı', en: 'This page could not be found', ru: 'Эта страница не найдена', de: 'Diese Seite wurde nicht gefunden',
};

async function expectTitleAndSections(page: PuppeteerPage, data: Page) {
  expect(await h1(page)).toBe(data.title);
  // Items that are words alone (a page's highlights) are a line of key points named by the section's
  // title (its label, not a heading); every other titled section shows its title as its heading.
  const points = (c: Page['contents'][number]) => !!c.items?.length && c.items.every((i) => !i.image && !i.text && !i.url);
  const titles = data.contents.filter((c) => !!c.title && !points(c)).map((c) => c.title!);
  const labels = data.contents.filter((c) => !!c.title && points(c)).map((c) => c.title!);
  if (titles.length || labels.length) {
    // A home's sections sit below its hero and load when the visitor scrolls near them.
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
  }
  if (titles.length) {
    await waitInContent(page, '.content-section .section-title');
    expect(await textsIn(page, '.content-section .section-title')).toEqual(expect.arrayContaining(titles));
  }
  if (labels.length) {
    await waitInContent(page, '.content-section--points .key-points li');
    const shown = (await page.evaluate(`Array.from((${ROOT})?.querySelectorAll('.content-section--points') ?? []).map((e) => e.getAttribute('aria-label'))`)) as string[];
    expect(shown).toEqual(expect.arrayContaining(labels));
  }
}

async function expectCategories(page: PuppeteerPage, data: Page, locale: Locale, kinds: string[]) {
  const expected = await Promise.all(kinds.map((k) => api<CategoryContent>(`/v1/pages/${data.id}/${k}`, { lang: locale })));
  await waitInContent(page, `.category-block[data-kind="${kinds[kinds.length - 1]}"]`);
  const shown = await textsIn(page, '.category-block > .section-title');
  expect(shown).toEqual(expected.map((c) => c.title));
  const items = await textsIn(page, '.category-item-title');
  expect(items).toEqual(expect.arrayContaining(expected.flatMap((c) => c.items.map((i) => i.title))));
}

const NOT_FOUND_TYPE = 'error (404)';
const hotelFor = (i: number): HotelSlug => HOTEL_SLUGS[i % HOTEL_SLUGS.length]!;

const SAMPLES: Sample[] = [
  {
    type: 'intro-index',
    path: (l) => buildPath('home', l),
    async check(page, locale, path) {
      const data = await pageAt(path, locale);
      expect(await h1(page)).toBe(data.title);
      const slides = await attrsIn(page, '.hero .glide__slide:not(.glide__slide--clone)', 'data-type');
      expect(slides).toEqual(data.heroSlides.map((s) => s.type));
      const firstImage = await attrsIn(page, '.hero .glide__slide:not(.glide__slide--clone) img', 'fetchpriority');
      if (data.heroSlides[0]?.type === 'IMAGE') expect(firstImage[0]).toBe('high');
    },
  },
  {
    type: 'hotel-index',
    path: (l) => buildPath('hotel-home', l, { hotel: hotelFor(LOCALES.indexOf(l)) }),
    async check(page, locale, path) {
      const data = await pageAt(path, locale);
      expect(await h1(page)).toBe(data.title);
      const rooms = await api<Room[]>('/v1/rooms', { 'property-id': data.propertyId, lang: locale });
      if (rooms.length) {
        // Below the hero: it loads when the visitor scrolls near it.
        await page.evaluate(() => window.scrollTo(0, window.innerHeight));
        await waitInContent(page, '.room-card-title');
        expect((await textsIn(page, '.room-card-title'))[0]).toBe(rooms[0]!.name);
      }
    },
  },
  {
    type: 'main (group)',
    path: (l) => buildPath('group:about-us', l),
    async check(page, locale, path) {
      await expectTitleAndSections(page, await pageAt(path, locale));
    },
  },
  {
    type: 'room-index',
    path: (l) => buildPath('hotel:rooms', l, { hotel: hotelFor(LOCALES.indexOf(l) + 1) }),
    async check(page, locale, path) {
      const data = await pageAt(path, locale);
      expect(await h1(page)).toBe(data.title);
      const rooms = await api<Room[]>('/v1/rooms', { 'property-id': data.propertyId, lang: locale });
      await waitInContent(page, '.room-card-title');
      expect(await textsIn(page, '.room-card-title')).toEqual(rooms.map((r) => r.name));
    },
  },
  {
    type: 'room-detail',
    async path(l) {
      const hotel = hotelFor(LOCALES.indexOf(l) + 2);
      const rooms = await api<Room[]>('/v1/rooms', { 'property-id': propertyIdOf(hotel), lang: l });
      const pick = rooms[LOCALES.indexOf(l) % rooms.length]!;
      return buildPath('room', l, { hotel, slug: pick.slug });
    },
    async check(page, locale, path) {
      const slug = path.split('/').pop()!;
      const hotel = HOTEL_SLUGS.find((h) => path.includes(h))!;
      const room = await api<Room>(`/v1/rooms/${slug}`, { lang: locale, 'property-id': propertyIdOf(hotel) });
      // In the page's language (the site asks with lang: without it the API answers in Turkish).
      const plans = await api<Plan[]>(`/v1/rooms/${room.id}/plans`, { lang: locale });
      expect(await h1(page)).toBe(room.name);
      if (plans.length) {
        await waitInContent(page, '.plan-name');
        expect(await textsIn(page, '.plan-name')).toEqual(plans.map((p) => p.name));
      }
      // The breadcrumbs (navigation) got the room's name over the bus (once the section has hydrated).
      const announced = () => page.evaluate(() => (window as unknown as { __nirvanaBus?: { last: Record<string, unknown> } }).__nirvanaBus?.last['nirvana:room']);
      await page.waitForFunction(() => !!(window as unknown as { __nirvanaBus?: { last: Record<string, unknown> } }).__nirvanaBus?.last['nirvana:room'], { timeout: 10_000 }).catch(() => undefined);
      expect(await announced()).toEqual({ name: room.name, slug: room.slug });
    },
  },
  {
    type: 'event-detail',
    path(l) {
      const slug = eventSlug(l);
      return slug ? buildPath('event', l, { slug }) : null;
    },
    async check(page, locale, path) {
      const event = await api<Event>(`/v1/events/publishers/1/slugs/${path.split('/').pop()}`, { lang: locale });
      expect(await h1(page)).toBe(event.title);
      expect((await textsIn(page, '.event-venue'))[0]).toContain(event.venue);
    },
  },
  {
    type: 'landing-page',
    path: (l) => buildPath('hotel:early-booking', l, { hotel: hotelFor(LOCALES.indexOf(l)) }),
    async check(page, locale, path) {
      const data = await pageAt(path, locale);
      expect(await h1(page)).toBe(data.title);
      await waitInContent(page, '.landing-header-image');
    },
  },
  {
    type: 'landing-page (ramadan)',
    path: (l) => buildPath('hotel:ramadan-holiday', l, { hotel: hotelFor(LOCALES.indexOf(l) + 1) }),
    async check(page, locale, path, viewport) {
      const data = await pageAt(path, locale);
      expect(await h1(page)).toBe(data.title);
      await waitInContent(page, '.landing-header-image');
      const [src] = await attrsIn(page, '.landing-header-image', 'src');
      if (viewport === 'phone') expect(src).toMatch(/landing-ramadan/);
      else expect(src).not.toMatch(/landing-ramadan/);
    },
  },
  {
    type: 'special-event',
    path: (l) => buildPath('hotel:republic-day-events', l, { hotel: 'nirvana-cosmopolitan' }),
    async check(page, locale, path) {
      await expectTitleAndSections(page, await pageAt(path, locale));
    },
  },
  {
    type: 'gastronomy (GASTRONOMY)',
    path: (l) => buildPath('hotel:gastronomy', l, { hotel: hotelFor(LOCALES.indexOf(l) + 2) }),
    async check(page, locale, path) {
      const data = await pageAt(path, locale);
      expect(await h1(page)).toBe(data.title);
      await expectCategories(page, data, locale, ['gastronomy']);
    },
  },
  {
    type: 'gastronomy sub-page (OUTLET)',
    path: (l) => buildPath((['gastronomy:chi-vegan', 'gastronomy:city-lounge', 'gastronomy:room-service', 'gastronomy:chi-vegan'] as const)[LOCALES.indexOf(l)]!, l, { hotel: hotelFor(LOCALES.indexOf(l)) }),
    async check(page, locale, path) {
      const data = await pageAt(path, locale);
      expect(await h1(page)).toBe(data.title);
      await expectCategories(page, data, locale, ['outlet']);
    },
  },
  {
    type: 'spa (SPA)',
    path: (l) => buildPath('hotel:me-spa-by-loccitane', l, { hotel: hotelFor(LOCALES.indexOf(l) + 1) }),
    async check(page, locale, path) {
      const data = await pageAt(path, locale);
      expect(await h1(page)).toBe(data.title);
      await expectCategories(page, data, locale, ['outlet', 'spa']);
    },
  },
  {
    type: 'contact (CONTACT)',
    path: (l) => (LOCALES.indexOf(l) % 2 ? buildPath('hotel:contact', l, { hotel: hotelFor(LOCALES.indexOf(l)) }) : buildPath('group:contact', l)),
    async check(page, locale, path) {
      const data = await pageAt(path, locale);
      expect(await h1(page)).toBe(data.title);
      await expectCategories(page, data, locale, ['contact']);
      const contact = (await api<CategoryContent>(`/v1/pages/${data.id}/contact`, { lang: locale })).contact ?? data.property.contact;
      if (contact) {
        await waitInContent(page, '.address-card');
        expect((await textsIn(page, '.address-line'))[0]).toBe(contact.address);
        const [directions] = await attrsIn(page, '.address-card a.button', 'href');
        expect(directions).toContain(`${contact.lat},${contact.lng}`);
      }
      // The form follows, in the newsletter section's slot (its fields are in the server's HTML).
      const names = await page.$$eval('#slot-newsletter #contact-form form [name]', (els) => els.map((e) => e.getAttribute('name')));
      expect(names).toEqual(expect.arrayContaining(['fullName', 'email', 'phone', 'message']));
    },
  },
  {
    type: 'certificates (CERTIFICATE)',
    path: (l) => buildPath('group:certificates-and-awards', l),
    async check(page, locale, path) {
      const data = await pageAt(path, locale);
      expect(await h1(page)).toBe(data.title);
      await expectCategories(page, data, locale, ['certificate']);
    },
  },
  {
    type: 'gallery',
    path: (l) => buildPath('hotel:gallery', l, { hotel: hotelFor(LOCALES.indexOf(l) + 2) }),
    async check(page, locale, path) {
      const data = await pageAt(path, locale);
      expect(await h1(page)).toBe(data.title);
      const galleryId = data.propertyId;
      const { items: categories } = await api<{ items: { id: number; name: string }[] }>(`/v1/galleries/${galleryId}/categories`, { lang: locale });
      await waitInContent(page, '.gallery-item');
      // The categories are their own call, answered in parallel with the files.
      await page.waitForFunction(`(${ROOT}).querySelectorAll('.gallery-filter .chip').length === ${categories.length + 1}`, { timeout: 10_000 });
      const all = await api<GalleryFile[]>(`/v1/galleries/${galleryId}/files`, { lang: locale });
      expect(await textsIn(page, '.gallery-item figcaption')).toEqual(all.map((f) => f.title));
      expect(await textsIn(page, '.gallery-filter .chip')).toEqual([expect.any(String), ...categories.map((c) => c.name)]);
      const category = categories[LOCALES.indexOf(locale) % categories.length]!;
      const files = await api<GalleryFile[]>(`/v1/galleries/${galleryId}/files`, { 'category-id': category.id, lang: locale });
      // As a visitor does: a tap before the gallery's part has taken its server HTML over does nothing
      // yet (the part loads as it nears the window), so the chip is tapped again each second until the filter applies.
      await page.waitForFunction(
        `(() => { const root = ${ROOT}; const ids = Array.from(root.querySelectorAll('.gallery-item')).map((e) => e.getAttribute('data-category-id'));
          if (ids.length > 0 && ids.every((id) => id === '${category.id}')) return true;
          if (!(Date.now() - (window.__chipAt ?? 0) < 1000)) { window.__chipAt = Date.now(); root.querySelector('.gallery-filter .chip[data-category-id="${category.id}"]').click(); }
          return false; })()`,
        { timeout: 10_000, polling: 200 },
      );
      expect(await textsIn(page, '.gallery-item figcaption')).toEqual(files.map((f) => f.title));
    },
  },
  {
    type: NOT_FOUND_TYPE,
    // Group context (tr, ru: "oteller" is no Russian segment), a missing room (en) and a hotel's unmatched path (de).
    path: (l) => `${l === 'tr' ? '' : `/${l}`}/${['yok-boyle-bir-sayfa', 'oteller/nirvana-cosmopolitan/no-such-page', 'hotels/nirvana-dolce-vita/rooms/no-such-room', 'hotels/nirvana-dolce-vita/missing'][LOCALES.indexOf(l)]}`,
    async check(page, locale, path) {
      expect(await h1(page)).toBe(`404 ${NOT_FOUND[locale]}`);
      // The unmatched route's message, in the page's language, on the page and in the title.
      expect(await textsIn(page, '.error-lead')).toEqual([COULD_NOT_BE_FOUND[locale]]);
      expect(await page.title()).toBe(COULD_NOT_BE_FOUND[locale]);
      const help = await attrsIn(page, '.error-help a', 'href');
      expect(help[0]).toBe(buildPath('group:hotels', locale));
      expect(help[1]).toContain(`lang=${locale}`);
      expect(help[2]).toBe(buildPath('group:contact', locale));
      await waitInContent(page, '.error-more');
      expect(await attrsIn(page, '.error-notes a', 'href')).toEqual([expect.stringContaining(`lang=${locale}`)]);
      // The nine feature links and their labels are the API's 404 content; under a hotel, that hotel's page where it has one.
      const content = await api<Page>('/v1/pages/not-found', { lang: locale });
      const items = content.contents.find((c) => c.key === 'FEATURE_LINKS')!.items!;
      expect(items).toHaveLength(9);
      const hotel = HOTEL_SLUGS.find((h) => path.startsWith(`/${locale}/hotels/${h}/`)) ?? null;
      const expected = items.map((item) => {
        const slug = item.url!.split('/').pop()!;
        // Chayote is a group page only; every hotel has the other eight.
        return !hotel ? item.url : slug === 'chayote' ? `/${locale}/chayote` : `/${locale}/hotels/${hotel}/${slug}`;
      });
      if (!hotel) expect(items.find((i) => i.url!.endsWith('/kids'))!.url).toBe(`${locale === 'tr' ? '' : `/${locale}`}/${locale === 'tr' ? 'oteller' : 'hotels'}/nirvana-dolce-vita/kids`);
      const cards = `Array.from((${ROOT}).querySelectorAll('.error-more .feature-card')).filter((a) => !a.closest('.glide__slide--clone'))`;
      expect(await page.evaluate(`${cards}.map((a) => a.getAttribute('href'))`)).toEqual(expected);
      expect(await page.evaluate(`${cards}.map((a) => a.querySelector('.feature-title').textContent.trim())`)).toEqual(items.map((i) => i.title));
      const size = await page.evaluate(`(() => { const r = (${ROOT}).querySelector('.error-home').getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; })()`);
      expect((size as number[])[1]).toBe(60);
      expect((size as number[])[0]).toBeLessThanOrEqual(350);
    },
  },
];

/** The seeded events (the API's catalog), a different one per locale. */
function eventSlug(locale: Locale): string | null {
  const event = EVENTS[LOCALES.indexOf(locale) % EVENTS.length];
  return event ? event.slug[locale] : null;
}

const cases = LOCALES.flatMap((locale, li) =>
  SAMPLES.map((sample, si) => ({ locale, sample, viewport: ((li + si) % 2 === 0 ? 'desktop' : 'phone') as ViewportName })),
);

/**
 * A page composed as it should be: the status (200, or 404 for the not-found page), the route's layout,
 * the language, a title, all four sections mounted (the deferred newsletter and footer scrolled to),
 * and no sentence said twice in what they show.
 */
async function composedProblems(page: PuppeteerPage, path: string, locale: Locale, status: number | undefined, notFound = false): Promise<string[]> {
  const expected = notFound ? 'error' : matchPath(path)?.layout;
  const problems: string[] = [];
  try {
    await waitForSections(page, { all: true });
  } catch {
    const seen = await page.evaluate(() => ({
      status: document.documentElement.dataset.pageStatus,
      slots: Array.from(document.querySelectorAll('[data-section-state]')).map((s) => `${s.id}=${s.getAttribute('data-section-state')}`),
    }));
    return [`${path}: sections did not settle ${JSON.stringify(seen)}`];
  }
  const state = await page.evaluate(() => ({
    layout: document.body.dataset.layout,
    lang: document.documentElement.lang,
    sections: Array.from(document.querySelectorAll('[data-section-state]')).map((s) => `${s.getAttribute('data-section')}:${s.getAttribute('data-section-state')}`),
    title: document.title,
  }));
  const mounted = new Set(state.sections.filter((s) => s.endsWith(':mounted')).map((s) => s.split(':')[0]));
  if (status !== (notFound ? 404 : 200)) problems.push(`${path}: status ${status}`);
  if (state.layout !== expected) problems.push(`${path}: layout ${state.layout}, expected ${expected}`);
  if (state.lang !== LOCALE_INFO[locale].iso) problems.push(`${path}: lang ${state.lang}`);
  if (mounted.size !== 4) problems.push(`${path}: sections ${state.sections.join(', ')}`);
  if (!state.title.trim()) problems.push(`${path}: empty title`);
  // What the visitor reads says no sentence twice (issue 15).
  problems.push(...repeatedTexts(await textsOn(page)).map((p) => `${path}: ${p}`));
  return problems;
}

describe('content section: every page type in every locale', () => {
  test.each(cases.map((c) => [c.sample.type, c.locale, c.viewport, c] as const))('%s / %s / %s', async (_type, locale, viewport, c) => {
    const path = await c.sample.path(locale);
    if (!path) throw new Error(`${c.sample.type} has no path in ${locale}`);
    const opened = await open(path, { viewport, allowConsole: [/status of 404/] });
    try {
      await c.sample.check(opened.page, locale, path, viewport);
      const status = opened.responses.find((r) => r.url === site.at(path))?.status;
      expect(await composedProblems(opened.page, path, locale, status, c.sample.type === NOT_FOUND_TYPE)).toEqual([]);
      // axe over the whole composed page (every layout in every locale is among these, at 375 and 1440 px in turn).
      const violations = await axe(opened.page);
      expect(violations.map((v) => `${v.id} (${v.impact}) ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target)).slice(0, 300)}`)).toEqual([]);
      expect(opened.errors).toEqual([]);
    } catch (error) {
      // The first screen, for the failure's record (`npm run screenshots` makes the whole-page gallery).
      await screenshot(opened.page, `content-${c.sample.type.replace(/\W+/g, '-')}-${locale}-${viewport}`).catch(() => undefined);
      throw error;
    } finally {
      await opened.close();
    }
  });
});

describe('every other route shape in every locale', () => {
  it('loads with its layout, all four sections mounted, no sentence said twice and no console error', async () => {
    // The shapes (scope, layout, kind, category) the page types above have not visited, one page each.
    const visited = new Set((await Promise.all(cases.map(async (c) => shapeAt((await c.sample.path(c.locale)) ?? '')))).filter(Boolean));
    const samples = everyShape(await everyRouteInEveryLocale(EVENTS[0]!.slug as Record<Locale, string>));
    expect(samples.length).toBeGreaterThan(80);
    const queue = samples.filter((s) => !visited.has(shapeOf(s.locale, s.route)));
    expect(queue.length).toBeLessThan(samples.length - 40);
    const b = await browser();
    const failures: string[] = [];
    // Two pages at a time (the machine has two cores), each in its own context and so its own
    // window: a background tab renders nothing, so sections waiting for the viewport never load.
    const worker = async () => {
      const context = await b.createBrowserContext();
      const page = await context.newPage();
      const cdp = await page.createCDPSession();
      await speaks(page, TURKISH_VISITOR);
      await page.setViewport({ width: 1280, height: 800 });
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      for (let sample = queue.shift(); sample; sample = queue.shift()) {
        errors.length = 0;
        // Each sample is a first visit: the other tab's locale cookie must not redirect this one's root.
        await cdp.send('Network.clearBrowserCookies');
        const res = await page.goto(site.at(sample.path), { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
        failures.push(...(await composedProblems(page, sample.path, sample.locale, res?.status())));
        if (errors.length) failures.push(`${sample.path}: console ${errors.join(' | ')}`);
      }
      await context.close();
    };
    await Promise.all([worker(), worker()]);
    expect(failures).toEqual([]);
  });
});

describe('room page: the spec\'s fetch order', () => {
  const hotel: HotelSlug = 'nirvana-dolce-vita';
  /** The API call a browser request is, by its path (the API answers on its own origin or through the site's proxy); null for any other. */
  const apiPath = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/v1/') ? pathname : null;
  };

  it('page, menus, the room by slug (once), then the rooms list; the plans after the room', async () => {
    const rooms = await api<Room[]>('/v1/rooms', { 'property-id': propertyIdOf(hotel), lang: 'en' });
    const room = rooms[1]!;
    const path = buildPath('room', 'en', { hotel, slug: room.slug })!;
    // First load: the server fetched the page, the menus, the room, the rooms list and the plans and
    // rendered them; the browser asks none of them again.
    const opened = await open(path, { viewport: 'desktop' });
    const { page } = opened;
    try {
      await waitInContent(page, '.plan-name');
      const first = opened.responses.map((r) => apiPath(r.url)).filter((p): p is string => p !== null && !p.startsWith('/v1/content/'));
      expect(first).toEqual([]);

      // A client-side navigation to another room: every call the browser makes, in the order it makes them.
      const other = rooms[2]!;
      const requests: string[] = [];
      page.on('request', (r) => {
        const call = apiPath(r.url());
        if (call) requests.push(call);
      });
      await page.evaluate((url) => window.dispatchEvent(new CustomEvent('nirvana:navigate', { detail: { url } })), buildPath('room', 'en', { hotel, slug: other.slug })!);
      await page.waitForFunction(`(${ROOT})?.querySelector('[data-room="${other.slug}"] .plan-name')`, { timeout: 15_000 });
      await page.waitForNetworkIdle({ idleTime: 300 }).catch(() => undefined);
      const at = (p: string) => requests.indexOf(p);
      const order = ['/v1/pages/url-lang', '/v1/menus', `/v1/rooms/${other.slug}`, '/v1/rooms'].map(at);
      expect({ requests, order: order.every((i, n) => i >= 0 && (n === 0 || i > order[n - 1]!)) }).toEqual({ requests, order: true });
      expect(requests.filter((p) => p === `/v1/rooms/${other.slug}`)).toHaveLength(1);
      expect(at(`/v1/rooms/${other.id}/plans`)).toBeGreaterThan(at(`/v1/rooms/${other.slug}`));
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('room page: its own pictures in a viewer', () => {
  test.each([['tr', 'phone'], ['ru', 'desktop']] as const)('%s / %s: thumbnails open a modal viewer that arrows, Home, End and a swipe move, Esc closes, focus returns', async (locale, viewport) => {
    const hotel: HotelSlug = 'nirvana-dolce-vita';
    const rooms = await api<Room[]>('/v1/rooms', { 'property-id': propertyIdOf(hotel), lang: locale });
    const room = rooms.find((r) => r.images.length >= 3)!;
    const count = room.images.length;
    const opened = await open(buildPath('room', locale, { hotel, slug: room.slug })!, { viewport });
    const { page } = opened;
    const state = () => page.evaluate(`(() => {
      const root = ${ROOT};
      const dialog = root.querySelector('dialog.lightbox');
      const img = dialog?.querySelector('.lightbox-image');
      const box = img?.getBoundingClientRect();
      return {
        open: !!dialog?.open,
        caption: dialog?.querySelector('.lightbox-caption span')?.textContent ?? null,
        position: dialog?.querySelector('.lightbox-position')?.textContent ?? null,
        inWindow: box ? box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight && box.width > 100 : null,
        focused: root.querySelector(':focus')?.className ?? null,
        // Its own sheet applies (the page's linked CSS holds it): the picture on near-black, the whole window.
        dark: dialog ? getComputedStyle(dialog).backgroundColor === 'rgba(14, 16, 19, 0.96)' && Math.round(dialog.getBoundingClientRect().width) === document.documentElement.clientWidth : null,
      };
    })()`) as Promise<{ open: boolean; caption: string | null; position: string | null; inWindow: boolean | null; focused: string | null; dark: boolean | null }>;
    try {
      await waitInContent(page, '.room-image-button');
      // Every picture after the first is a thumbnail whose button says what it shows.
      expect(await attrsIn(page, '.room-image-button', 'aria-label')).toEqual(room.images.slice(1).map((i) => expect.stringContaining(i.alt!)));
      // Each says it opens a dialog, as "All pictures" does.
      expect(await attrsIn(page, '.room-image-button, .room-all-pictures', 'aria-haspopup')).toEqual(Array(count).fill('dialog'));
      await page.evaluate(`${ROOT}.querySelectorAll('.room-image-button')[1].focus()`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(`!!${ROOT}.querySelector('dialog.lightbox[open] .lightbox-image')`, { timeout: 5_000 });
      // A ceiling, not a budget: on a clean clone the viewer's large picture is encoded on this first
      // request, maybe behind other pictures in the encode queue (once past 10 s).
      await page.waitForFunction(`${ROOT}.querySelector('dialog.lightbox .lightbox-image').complete`, { timeout: NAVIGATION_TIMEOUT_MS });
      expect(await state()).toMatchObject({ open: true, caption: room.images[2]!.alt, position: `3 / ${count}`, inWindow: true, focused: 'lightbox-close', dark: true });
      await page.keyboard.press('ArrowRight');
      expect(await state()).toMatchObject({ position: count === 3 ? `1 / ${count}` : `4 / ${count}` });
      await page.keyboard.press('End');
      expect(await state()).toMatchObject({ position: `${count} / ${count}`, caption: room.images[count - 1]!.alt });
      await page.keyboard.press('Home');
      expect(await state()).toMatchObject({ position: `1 / ${count}`, caption: room.images[0]!.alt });
      await page.keyboard.press('ArrowLeft');
      expect(await state()).toMatchObject({ position: `${count} / ${count}` });
      // A swipe to the left shows the next picture.
      const box = (await page.evaluate(`(() => { const r = ${ROOT}.querySelector('.lightbox-figure').getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`)) as { x: number; y: number };
      if (viewport === 'phone') {
        await page.touchscreen.touchStart(box.x + 80, box.y);
        await page.touchscreen.touchMove(box.x, box.y);
        await page.touchscreen.touchMove(box.x - 80, box.y);
        await page.touchscreen.touchEnd();
      } else {
        await page.mouse.move(box.x + 80, box.y);
        await page.mouse.down();
        await page.mouse.move(box.x - 80, box.y, { steps: 5 });
        await page.mouse.up();
      }
      await page.waitForFunction(`${ROOT}.querySelector('dialog.lightbox .lightbox-position')?.textContent === '1 / ${count}'`, { timeout: 3_000 }).catch(() => undefined);
      expect(await state()).toMatchObject({ position: `1 / ${count}` });
      await page.keyboard.press('Escape');
      await page.waitForFunction(`!${ROOT}.querySelector('dialog.lightbox[open]')`, { timeout: 5_000 });
      expect(await state()).toMatchObject({ open: false, focused: 'room-image-button' });
      // "All pictures (n)" on the first picture opens the viewer on it.
      await page.evaluate(`${ROOT}.querySelector('.room-all-pictures').click()`);
      await page.waitForFunction(`!!${ROOT}.querySelector('dialog.lightbox[open]')`, { timeout: 5_000 });
      expect(await state()).toMatchObject({ position: `1 / ${count}` });
      await page.evaluate(`${ROOT}.querySelector('.lightbox-close').click()`);
      await page.waitForFunction(`!${ROOT}.querySelector('dialog.lightbox[open]')`, { timeout: 5_000 });
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('a thumbnail pressed as soon as the page has taken over opens the viewer, however late the room\'s code came', async () => {
    const hotel: HotelSlug = 'nirvana-dolce-vita';
    const rooms = await api<Room[]>('/v1/rooms', { 'property-id': propertyIdOf(hotel), lang: 'en' });
    const room = rooms.find((r) => r.images.length >= 3)!;
    // The room layout's code (the chunk that renders the thumbnails) comes 2 s late, as on a slow line.
    const held: string[] = [];
    const opened = await open(buildPath('room', 'en', { hotel, slug: room.slug })!, {
      viewport: 'desktop',
      intercept: holdChunk('content', 'room-image-button', () => new Promise((resolve) => setTimeout(resolve, 2_000)), held),
    });
    const { page } = opened;
    try {
      expect(held).toHaveLength(1);
      // Once the host says its tree is committed (what \`open\` waits for), its HTML takes a key press.
      await page.evaluate(`${ROOT}.querySelectorAll('.room-image-button')[0].focus()`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(`!!${ROOT}.querySelector('dialog.lightbox[open] .lightbox-image')`, { timeout: 5_000 });
      expect(await page.evaluate(`${ROOT}.querySelector('dialog.lightbox .lightbox-position').textContent`)).toBe(`2 / ${room.images.length}`);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
