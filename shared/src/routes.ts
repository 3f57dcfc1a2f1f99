/**
 * The route table: the only place where the site's slugs live. Every link, the language
 * switcher, hreflang alternates, the sitemap, the API's seed and the shell server use it.
 */
import { DEFAULT_LOCALE, LOCALES, isLocale, localePrefix, type Locale } from '@nirvana/shared/locales';

export const LAYOUTS = [
  'error',
  'event-detail',
  'hotel-index',
  'intro-index',
  'landing-page',
  'main',
  'policy',
  'room-detail',
  'room-index',
  'special-event',
] as const;
export type Layout = (typeof LAYOUTS)[number];
export const DEFAULT_LAYOUT: Layout = 'main';

/** A layout name from data; an unknown name falls back to the default layout. */
export function resolveLayout(name: string | null | undefined): Layout {
  return (LAYOUTS as readonly string[]).includes(name ?? '') ? (name as Layout) : DEFAULT_LAYOUT;
}

export const HOTEL_SLUGS = ['nirvana-mediterranean-excellence', 'nirvana-cosmopolitan', 'nirvana-dolce-vita'] as const;
export type HotelSlug = (typeof HOTEL_SLUGS)[number];
export function isHotelSlug(value: unknown): value is HotelSlug {
  return typeof value === 'string' && (HOTEL_SLUGS as readonly string[]).includes(value);
}

export type CategoryCode = 'GASTRONOMY' | 'SPA' | 'CONTACT' | 'CERTIFICATE' | 'OUTLET';

/**
 * Where a route sits: group pages hang off the locale root, hotel pages off a hotel home,
 * gastronomy pages off a hotel's gastronomy page; rooms, events and offers carry a data slug.
 */
export type RouteScope = 'home' | 'group' | 'event' | 'offer' | 'hotel-home' | 'hotel' | 'gastronomy' | 'room';

/** The scopes whose pages are addressed by a slug from the content (a room's, an event's, an offer's): their slugs differ per language. */
const DATA_SCOPES: readonly RouteScope[] = ['room', 'event', 'offer'];
/** Whether a route's pages carry a data slug (`params.slug`), so their language versions come from the page's hrefLangs. */
export function hasDataSlug(route: Pick<RouteDef, 'scope'>): boolean {
  return DATA_SCOPES.includes(route.scope);
}

/** A route as the table declares it, its id a literal (`RouteDef` is one of the table's). */
interface RouteSpec<I extends string> {
  id: I;
  scope: RouteScope;
  /** The route's own segment per locale; a locale without a slug has no version of this page. */
  slugs: Partial<Record<Locale, string>>;
  layout: Layout;
  /** Other segments that reach the same page (answered with a redirect to the canonical one). */
  aliases?: Partial<Record<Locale, readonly string[]>>;
  /** The hotels that have this page; all three when absent (hotel, gastronomy and room scopes). */
  hotels?: readonly HotelSlug[];
  /** The category code of the page, which picks its category content. */
  category?: CategoryCode;
  /** What kind of page it is, for content and structured data. */
  kind?: 'feature' | 'campaign' | 'landing' | 'policy' | 'tr-only';
}

/** A route of the table: its id one of `RouteId`. */
export type RouteDef = RouteSpec<RouteId>;

export interface RouteParams {
  hotel?: HotelSlug;
  /** Room slug (room detail), event slug (event detail) or offer slug (an offer's own page). */
  slug?: string;
}

/** Per language: what `of` gives for it, for every language of `LOCALES` (a new language is never left out). */
const perLocale = <T>(of: (locale: Locale) => T): Record<Locale, T> => Object.fromEntries(LOCALES.map((l) => [l, of(l)])) as Record<Locale, T>;
/** One slug in every language. */
const all = (slug: string) => perLocale(() => slug);
/** The default language's slug, and the English one in every other language (until it has its own). */
const trEn = (tr: string, en: string) => perLocale((l) => (l === DEFAULT_LOCALE ? tr : en));

/** Segments of the sections themselves: the hotels, events and offers lists, a hotel's rooms and gastronomy. */
export const SECTION_SLUGS = {
  hotels: trEn('oteller', 'hotels'),
  events: trEn('etkinlikler', 'events'),
  offers: trEn('teklifler', 'offers'),
  rooms: trEn('odalar', 'rooms'),
  gastronomy: trEn('gastronomi', 'gastronomy'),
} as const;

/** Policy pages are long-form text: their own layout (a table of contents, no hero, highlights or booking bar). */
type RouteExtra = Partial<Omit<RouteSpec<string>, 'id' | 'scope' | 'slugs'>>;
const layoutOf = (extra: RouteExtra): Layout => (extra.kind === 'policy' ? 'policy' : 'main');
const route = <I extends string>(spec: RouteSpec<I>): RouteSpec<I> => spec;
const group = <I extends string>(id: I, slugs: Partial<Record<Locale, string>>, extra: RouteExtra = {}): RouteSpec<`group:${I}`> => ({
  id: `group:${id}`,
  scope: 'group',
  slugs,
  layout: layoutOf(extra),
  ...extra,
});
const hotel = <I extends string>(id: I, slugs: Partial<Record<Locale, string>>, extra: RouteExtra = {}): RouteSpec<`hotel:${I}`> => ({
  id: `hotel:${id}`,
  scope: 'hotel',
  slugs,
  layout: layoutOf(extra),
  ...extra,
});

const FEATURE_SLUGS = [
  'luxy-pet-hotel', 'cosmo-bike', 'cosmo-fit', 'cosmos-sports-center', 'emilio', 'business-office',
  'chi-for-life', 'personal-assistant', 'signature-tastes', 'me-spa-by-loccitane', 'nespresso',
  'starbucks', 'chayote', 'bread-and-lore', 'sleep-well', 'wellbeing',
] as const;
const CAMPAIGN_SLUGS = [
  'kurban-bayrami-erken-rezervasyon-otelleri', 'yaz-tatili-otel-firsatlari', 'erken-rezervasyon-indirim-firsatlari',
] as const;

const ROUTE_TABLE = [
  route({ id: 'home', scope: 'home', slugs: all(''), layout: 'intro-index' }),
  group('hotels', SECTION_SLUGS.hotels),
  group('a-club', all('a-club')),
  group('about-us', trEn('hakkimizda', 'about-us')),
  group('contact', trEn('iletisim', 'contact-arrival'), { category: 'CONTACT' }),
  group('kvkk', trEn('kvkk', 'gdpr'), { kind: 'policy' }),
  group('iso-statement', trEn('iso-beyani', 'iso-statement'), { kind: 'policy' }),
  group('application', trEn('aplikasyon', 'application')),
  group('chat-box', trEn('sohbet-kutusu', 'chat-box')),
  group('communication', all('communication')),
  group('cookies', trEn('cerezler', 'cookies'), { kind: 'policy' }),
  group('covid-19', all('covid-19'), { kind: 'policy' }),
  group('faq', trEn('sikca-sorulan-sorular', 'frequently-asked-questions')),
  group('human-resources', trEn('insan-kaynaklari', 'human-resources')),
  group('news', trEn('basinda-biz', 'news')),
  group('outlets', trEn('outletler', 'outlets'), { category: 'OUTLET' }),
  group('sitemap', trEn('site-haritasi', 'sitemap')),
  group('social-media', trEn('sosyal-medya', 'social-media')),
  group('social-responsibility', trEn('sosyal-sorumluluk', 'social-responsibility')),
  group('barrier-free-vacation', trEn('engelsiz-tatil', 'barrier-free-vacation')),
  group('p-assistant', trEn('p-asistan', 'p-assistant')),
  // The offers list; each offer with a page of its own sits under it (the `offer` route).
  group('offers', SECTION_SLUGS.offers),
  group('mice', all('mice')),
  group('corporate', trEn('kurumsal', 'corporate')),
  group('general-services', trEn('genel-hizmetler', 'general-services')),
  // German has no slug of its own here: it reuses the Turkish one.
  group('certificates-and-awards', { ...trEn('sertifikalar-ve-oduller', 'certificates-and-awards'), de: 'sertifikalar-ve-oduller' }, { category: 'CERTIFICATE' }),
  group('road-map', trEn('yol-haritasi', 'road-map')),
  group('sitemap-and-outlets', trEn('site-haritasi-ve-outletler', 'sitemap-and-outlets')),
  group('blog', all('blog')),
  group('terms', all('terms'), { kind: 'policy' }),
  group('privacy-policy', trEn('gizlilik-politikasi', 'privacy-policy'), { kind: 'policy' }),
  group('sustainability-policy', trEn('surdurulebilirlik-politikasi', 'sustainability-policy'), { kind: 'policy' }),
  group('brand-philosophy', trEn('marka-felsefesi', 'brand-philosophy')),
  group('demo', all('demo')),
  group('id', all('id')),
  ...FEATURE_SLUGS.map((slug) =>
    group(slug, all(slug), { kind: 'feature', ...(slug === 'me-spa-by-loccitane' ? { category: 'SPA' as const } : {}) }),
  ),
  ...CAMPAIGN_SLUGS.map((slug) => group(slug, all(slug), { kind: 'campaign', layout: 'landing-page' })),
  group('honeymoon-hotels', { tr: 'balayi-otelleri' }, { kind: 'tr-only', layout: 'landing-page' }),
  group('republic-day-events', { tr: 'cosmopolitan-cumhuriyet-etkinlikleri' }, { kind: 'tr-only', layout: 'special-event' }),

  route({ id: 'event', scope: 'event', slugs: SECTION_SLUGS.events, layout: 'event-detail' }),
  // An offer's own page (content/offers/<offer>.yaml with a slug): its words, then the offer and its search preset.
  route({ id: 'offer', scope: 'offer', slugs: SECTION_SLUGS.offers, layout: 'main', kind: 'campaign' }),

  route({ id: 'hotel-home', scope: 'hotel-home', slugs: SECTION_SLUGS.hotels, layout: 'hotel-index' }),
  hotel('anthophyta', all('anthophyta'), { hotels: ['nirvana-cosmopolitan'] }),
  hotel('aqua-life', all('aqua-life')),
  hotel('bread-and-lore', all('bread-and-lore'), { kind: 'feature' }),
  hotel('business-office', all('business-office'), { kind: 'feature' }),
  hotel('chi-for-life', all('chi-for-life'), { kind: 'feature' }),
  hotel('cosmo-bike', all('cosmo-bike'), { kind: 'feature' }),
  hotel('cosmo-fit', all('cosmo-fit'), { kind: 'feature' }),
  hotel('cosmopolitan-city-club', all('cosmopolitan-city-club'), { hotels: ['nirvana-cosmopolitan'] }),
  hotel('republic-day-events', all('cosmopolitan-cumhuriyet-etkinlikleri'), {
    hotels: ['nirvana-cosmopolitan'], layout: 'special-event',
  }),
  hotel('cosmos-performance-city-hall', all('cosmos-performance-city-hall'), { hotels: ['nirvana-cosmopolitan'] }),
  hotel('cosmos-sports-center', all('cosmos-sports-center'), { kind: 'feature' }),
  hotel('emilio', all('emilio'), { kind: 'feature' }),
  hotel('early-booking', trEn('erken-rezervasyon', 'early-booking'), { kind: 'landing', layout: 'landing-page' }),
  hotel('gallery', trEn('galeri', 'gallery')),
  hotel('gastronomy', SECTION_SLUGS.gastronomy, { category: 'GASTRONOMY' }),
  hotel('privacy-policy', trEn('gizlilik-politikasi', 'privacy-policy'), { kind: 'policy' }),
  hotel('about-us', trEn('hakkimizda', 'about-us')),
  hotel('contact', trEn('iletisim', 'contact'), {
    category: 'CONTACT', aliases: perLocale((l) => (l === DEFAULT_LOCALE ? [] : ['contact-arrival'])),
  }),
  hotel('kids', all('kids'), { kind: 'feature' }),
  hotel('corporate', trEn('kurumsal', 'corporate')),
  hotel('kvkk', all('kvkk'), { kind: 'policy' }),
  hotel('luxy-pet-hotel', all('luxy-pet-hotel'), { kind: 'feature' }),
  hotel('brand-philosophy', trEn('marka-felsefesi', 'brand-philosophy')),
  hotel('me-spa-by-loccitane', all('me-spa-by-loccitane'), { kind: 'feature', category: 'SPA' }),
  hotel('nespresso', all('nespresso')),
  hotel('rooms', SECTION_SLUGS.rooms, { layout: 'room-index' }),
  hotel('personal-assistant', all('personal-assistant')),
  hotel('ramadan-holiday', all('ramazan-bayrami-tatil-firsatlari'), { kind: 'landing', layout: 'landing-page' }),
  hotel('certificate-awards', trEn('sertifikalar-ve-oduller', 'certificate-awards'), { category: 'CERTIFICATE' }),
  hotel('signature-tastes', all('signature-tastes'), { kind: 'feature' }),
  hotel('sleep-well', all('sleep-well'), { kind: 'feature' }),
  hotel('starbucks', all('starbucks')),
  hotel('sustainability-policy', trEn('surdurulebilirlik-politikasi', 'sustainability-policy'), { kind: 'policy' }),
  hotel('terms', all('terms'), { kind: 'policy' }),
  hotel('wellbeing', all('wellbeing'), { kind: 'feature' }),

  route({ id: 'gastronomy:chi-vegan', scope: 'gastronomy', slugs: all('chi-vegan'), layout: 'main', category: 'OUTLET' }),
  route({ id: 'gastronomy:city-lounge', scope: 'gastronomy', slugs: all('city-lounge'), layout: 'main', category: 'OUTLET' }),
  route({ id: 'gastronomy:room-service', scope: 'gastronomy', slugs: all('room-service'), layout: 'main', category: 'OUTLET' }),

  route({ id: 'room', scope: 'room', slugs: SECTION_SLUGS.rooms, layout: 'room-detail' }),

  // The events list (coming events by date); each event's page sits under it (the `event` route).
  // Last in the table: page ids follow the table's order, and the pages before it keep theirs.
  group('events', SECTION_SLUGS.events),
];

/** Every route's id, as a type: a section that compares or asks for a route by id is checked. */
export type RouteId = (typeof ROUTE_TABLE)[number]['id'];
export const ROUTES: readonly RouteDef[] = ROUTE_TABLE;

const BY_ID = new Map(ROUTES.map((r) => [r.id, r]));

/** Whether a string from outside the code (a page state, the CMS) names a route. */
export function isRouteId(value: string): value is RouteId {
  return BY_ID.has(value as RouteId);
}

/** The route a string from outside the code names, if any. */
export function findRoute(id: string): RouteDef | undefined {
  return isRouteId(id) ? BY_ID.get(id) : undefined;
}

/** The route with this id; throws on an unknown id (a programming error). */
export function getRoute(id: RouteId): RouteDef {
  const route = findRoute(id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

export interface RouteMatch {
  locale: Locale;
  route: RouteDef;
  params: RouteParams;
  layout: Layout;
  /** The canonical path of the page (differs from the asked path for an alias or a trailing slash). */
  path: string;
}

/** Whether a route exists in a locale (and, for hotel-scoped routes, for that hotel). */
export function routeExists(route: RouteDef, locale: Locale, params: RouteParams = {}): boolean {
  if (route.slugs[locale] === undefined) return false;
  if (route.scope === 'hotel' || route.scope === 'hotel-home' || route.scope === 'gastronomy' || route.scope === 'room') {
    if (!isHotelSlug(params.hotel)) return false;
    if (route.hotels && !route.hotels.includes(params.hotel)) return false;
  }
  if (hasDataSlug(route) && !isDataSlug(params.slug)) return false;
  return true;
}

/** A room, event or offer slug: lower-case letters, digits and dashes. */
export function isDataSlug(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120;
}

/** The path of a route in a locale, or null where the page has no version in that locale. */
export function buildPath(routeOrId: RouteDef | RouteId, locale: Locale, params: RouteParams = {}): string | null {
  const route = typeof routeOrId === 'string' ? getRoute(routeOrId) : routeOrId;
  if (!routeExists(route, locale, params)) return null;
  const prefix = localePrefix(locale);
  const slug = route.slugs[locale]!;
  const hotelHome = () => `${prefix}/${SECTION_SLUGS.hotels[locale]}/${params.hotel}`;
  switch (route.scope) {
    case 'home':
      return prefix || '/';
    case 'group':
      return `${prefix}/${slug}`;
    case 'event':
    case 'offer':
      return `${prefix}/${slug}/${params.slug}`;
    case 'hotel-home':
      return hotelHome();
    case 'hotel':
      return `${hotelHome()}/${slug}`;
    case 'gastronomy':
      return `${hotelHome()}/${SECTION_SLUGS.gastronomy[locale]}/${slug}`;
    case 'room':
      return `${hotelHome()}/${slug}/${params.slug}`;
  }
}

function findBySegment(scope: RouteScope, locale: Locale, segment: string, hotelSlug?: HotelSlug) {
  for (const route of ROUTES) {
    if (route.scope !== scope) continue;
    const canonical = route.slugs[locale] === segment;
    const alias = route.aliases?.[locale]?.includes(segment) ?? false;
    if ((canonical || alias) && routeExists(route, locale, { hotel: hotelSlug })) return route;
  }
  return undefined;
}

/** Splits a path into its locale and the segments after the locale prefix. */
export function splitLocale(pathname: string): { locale: Locale; segments: string[]; prefixed: boolean } {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first !== undefined && first !== DEFAULT_LOCALE && isLocale(first)) {
    return { locale: first, segments: segments.slice(1), prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, segments, prefixed: false };
}

/** The hotel a path lies under (`/en/hotels/<hotel>/…`), whether or not the rest is a page; else null. */
export function hotelOfPath(pathname: string): HotelSlug | null {
  const { locale, segments } = splitLocale(pathname);
  const [a, b] = segments;
  return a === SECTION_SLUGS.hotels[locale] && isHotelSlug(b) ? b : null;
}

/**
 * Matches a path (without query) to its locale, route, params and layout; null for a path
 * that is no page of the site. A trailing slash and the aliases match too; `path` is canonical.
 */
export function matchPath(pathname: string): RouteMatch | null {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('//') || /[^a-z0-9\-/]/i.test(decoded)) return null;
  const { locale, segments } = splitLocale(decoded);
  if (segments.some((s) => s !== s.toLowerCase())) return null;
  const done = (route: RouteDef, params: RouteParams): RouteMatch | null => {
    const path = buildPath(route, locale, params);
    return path ? { locale, route, params, layout: route.layout, path } : null;
  };
  const [a, b, c, d, ...rest] = segments;
  if (rest.length) return null;
  if (a === undefined) return done(getRoute('home'), {});
  if (b === undefined) {
    const route = findBySegment('group', locale, a);
    return route ? done(route, {}) : null;
  }
  if (a === SECTION_SLUGS.events[locale]) {
    return c === undefined && isDataSlug(b) ? done(getRoute('event'), { slug: b }) : null;
  }
  if (a === SECTION_SLUGS.offers[locale]) {
    return c === undefined && isDataSlug(b) ? done(getRoute('offer'), { slug: b }) : null;
  }
  if (a !== SECTION_SLUGS.hotels[locale] || !isHotelSlug(b)) return null;
  const hotelSlug = b;
  if (c === undefined) return done(getRoute('hotel-home'), { hotel: hotelSlug });
  if (d === undefined) {
    const route = findBySegment('hotel', locale, c, hotelSlug);
    return route ? done(route, { hotel: hotelSlug }) : null;
  }
  if (c === SECTION_SLUGS.rooms[locale]) {
    return isDataSlug(d) ? done(getRoute('room'), { hotel: hotelSlug, slug: d }) : null;
  }
  if (c === SECTION_SLUGS.gastronomy[locale]) {
    const route = findBySegment('gastronomy', locale, d, hotelSlug);
    return route ? done(route, { hotel: hotelSlug }) : null;
  }
  return null;
}

/**
 * The url the API knows a page by (spec: default language as is; other languages drop the
 * first segment; a trailing slash is removed when the url has more than one segment).
 */
export function pageUrlOf(pathname: string): string {
  const { prefixed } = splitLocale(pathname);
  let url = pathname;
  if (prefixed) {
    const withoutLocale = pathname.replace(/^\/[^/]+/, '');
    url = withoutLocale === '' ? '/' : withoutLocale;
  }
  const segments = url.split('/').filter(Boolean);
  if (segments.length > 1 && url.endsWith('/')) url = url.replace(/\/+$/, '');
  return url;
}

export interface LanguageVersion {
  locale: Locale;
  path: string;
}

/**
 * The language versions of a page. Room, event and offer pages carry data slugs that differ per
 * language, so their versions come from the page's hrefLangs (API urls, as pageUrlOf makes them).
 */
export function languageVersions(
  match: Pick<RouteMatch, 'route' | 'params'>,
  hrefLangs?: readonly { locale: string; url: string }[],
): LanguageVersion[] {
  const { route, params } = match;
  if (hasDataSlug(route) && hrefLangs) {
    return LOCALES.flatMap((locale) => {
      const entry = hrefLangs.find((h) => h.locale === locale);
      return entry ? [{ locale, path: pathOfPageUrl(entry.url, locale) }] : [];
    });
  }
  return LOCALES.flatMap((locale) => {
    const path = buildPath(route, locale, params);
    return path ? [{ locale, path } as LanguageVersion] : [];
  });
}

/** The site path of an API page url in a locale (the inverse of pageUrlOf). */
export function pathOfPageUrl(url: string, locale: Locale): string {
  const clean = url.startsWith('/') ? url : `/${url}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? localePrefix(locale) : `${localePrefix(locale)}${clean}`;
}

/** Every page path of the static route table (rooms, events and offers need data and are left out). */
export function allStaticPaths(): { locale: Locale; route: RouteDef; params: RouteParams; path: string }[] {
  const out: { locale: Locale; route: RouteDef; params: RouteParams; path: string }[] = [];
  for (const route of ROUTES) {
    if (hasDataSlug(route)) continue;
    const hotelScoped = route.scope !== 'home' && route.scope !== 'group';
    const paramSets: RouteParams[] = hotelScoped ? HOTEL_SLUGS.map((hotel) => ({ hotel })) : [{}];
    for (const params of paramSets) {
      for (const locale of LOCALES) {
        const path = buildPath(route, locale, params);
        if (path) out.push({ locale, route, params, path });
      }
    }
  }
  return out;
}
