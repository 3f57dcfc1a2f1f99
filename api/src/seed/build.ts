/**
 * Builds every seeded document (pages, menus, rooms, events, stories, galleries, category
 * content) from the route table, the topic texts and the catalog. Pure: no database here.
 */
import type {
  Breadcrumb, CategoryContent, CategoryItem, ContentItem, ContentSection, Event, GalleryCategory, GalleryFile, HrefLang, MediaFile, Menu,
  MenuItem, OfferEntry, Page, Plan, Room, Slide, StoryGroup,
} from '@nirvana/shared/api/schemas';
import { eventEnded, offerEnded } from '@nirvana/shared/ended';
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { formatPrice } from '@nirvana/shared/price';
import { contactFactsOf } from '@nirvana/shared/contact-facts';
import { PROPERTY_NETWORK_ID, EVENT_PUBLISHER_ID } from '@nirvana/shared/properties';
import {
  allStaticPaths, buildPath, findRoute, getRoute, pageUrlOf, HOTEL_SLUGS, type HotelSlug, type RouteDef, type RouteParams,
} from '@nirvana/shared/routes';
import { CALL_CENTRE, DATA_PROTECTION } from '@nirvana/shared/contact-facts';
import { GROUP_PROPERTY_ID } from '@nirvana/shared/properties';
import type { Model, OfferModel, OutletModel, PolicyText, Property, TopicText } from '../content/model';
import { WORDS } from './hotels';
import { staticMapFile, staticMapSvg } from './static-map';
import { image, mobileImage, mobileVideo, pdfUrl, video, type SceneName } from './media-catalog';
import { offerOf, offerOfRoute } from './offers';

type HotelSeed = Property;
/**
 * The content of the build running: `buildSeed` binds it for its one synchronous run, so the
 * helpers below read the content as they read the route table.
 */
let M: Model;
const hotelBySlug = (slug: HotelSlug) => M.hotels.find((h) => h.identity.slug === slug)!;

/** A policy's sections in a language, `{address}`, `{email}` and `{phone}` filled in from the contact facts. */
export function policyText(model: Model, key: string, locale: Locale): PolicyText | null {
  const text = model.policies[key]?.[locale];
  if (!text) return null;
  const fill = (s: string) => s
    // The head office's address without its first line (the company's name, which the sentence gives).
    .replaceAll('{address}', contactFactsOf(GROUP_PROPERTY_ID).address.replace(/^Nirvana Hotels, /, ''))
    .replaceAll('{email}', DATA_PROTECTION.email)
    .replaceAll('{phone}', CALL_CENTRE.phone);
  return text.map(([heading, paragraphs]) => [fill(heading), paragraphs.map(fill)]);
}

/** A route the seed's own tables name by a string (a typo throws while seeding, which the seed tests run). */
function seedRoute(id: string): RouteDef {
  const route = findRoute(id);
  if (!route) throw new Error(`seed: no route ${id}`);
  return route;
}

/**
 * A page of the store. `dated`: the page lists offers or events, which the API leaves out of its
 * answer once they have ended (at request time: the store is written only when the files change).
 */
export interface PageRow { id: number; locale: Locale; url: string; propertyId: number; routeId: string; category: string | null; dated?: boolean; doc: Page }
export interface Seed {
  properties: { id: number; slug: string | null; doc: unknown }[];
  pages: PageRow[];
  specialPages: { key: string; locale: Locale; doc: Page }[];
  menus: { propertyId: number; locale: Locale; doc: Menu[] }[];
  rooms: { id: number; locale: Locale; propertyId: number; slug: string; position: number; doc: Room }[];
  roomPlans: { roomId: number; locale: Locale; doc: Plan[] }[];
  storyGroups: { id: number; propertyId: number; locale: Locale; platform: string; position: number; doc: StoryGroup }[];
  galleryCategories: { id: number; galleryId: number; locale: Locale; position: number; doc: GalleryCategory }[];
  galleryFiles: { id: number; galleryId: number; categoryId: number; locale: Locale; position: number; doc: GalleryFile }[];
  events: { id: number; publisherId: number; locale: Locale; slug: string; doc: Event }[];
  /** Every offer in every language (`GET /v1/offers`), in the offers list's order. */
  offers: { key: string; locale: Locale; position: number; doc: OfferEntry }[];
  categoryContents: { pageId: number; kind: CategoryContent['kind']; locale: Locale; doc: CategoryContent }[];
  /** The static map pictures of the properties' surroundings (static-map.ts). */
  staticMaps: { propertyId: number; svg: string }[];
}

/** A property's contact facts with its static map picture (its alt in the page's language) and its arrival guide. */
function contactOf(p: HotelSeed, locale: Locale) {
  const arrival = p.arrival && { transfer: p.arrival.transfer[locale], places: p.arrival.places.map((x) => ({ name: x.name[locale], km: x.km, minutes: x.minutes })) };
  return { ...p.contact, mapImage: staticMapFile(p.identity.id, p.identity.name, p.contact, locale), arrival };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const propertyOf = (params: RouteParams): HotelSeed => (params.hotel ? hotelBySlug(params.hotel) : M.group);

/** The topic text of a route (group and hotel versions may differ); throws when a route has none. */
export function topicOf(route: RouteDef): Record<Locale, TopicText> {
  const [scope, name = route.id] = route.id.includes(':') ? route.id.split(':') : [route.id, route.id];
  const aliases: Record<string, string> = { 'certificate-awards': 'certificates-and-awards', 'republic-day-events': 'group:republic-day-events' };
  const candidates = [route.id, `${scope}:${name}`, name, aliases[name] ?? ''];
  for (const key of candidates) {
    const topic = M.topics[key];
    if (topic) return topic;
  }
  throw new Error(`No text for route ${route.id}`);
}

/**
 * Each topic's picture: its page's header and its card or story wherever it is linked. The topics
 * that stand in a grid of cards or stories (a hotel's features, the stories, the venues) are drawn
 * (api/scripts/illustrations.ts), so no grid puts a drawing beside a photograph; the photographs are
 * for the homes' heroes, the hotels list, the galleries, the offers and the pages no grid links
 * to. An overview page (gastronomy, the spa, the rooms, the events) never shows the picture of one
 * of the cards it lists (issue 29, items 1 and 2; api/src/seed/pictures.test.ts).
 */
const TOPIC_SCENES: Record<string, SceneName> = {
  hotels: 'jetty-sunset', 'a-club': 'pool-loungers', 'about-us': 'blue-hour', contact: 'reception-desk', application: 'meeting-room',
  'chat-box': 'reception-desk', communication: 'reception-desk', faq: 'reception-desk', 'human-resources': 'meeting-room', news: 'jetty-sunset',
  outlets: 'gastronomy-table', 'social-media': 'evening-boats', 'social-responsibility': 'meadow-ladybird', 'barrier-free-vacation': 'pool-loungers',
  'p-assistant': 'reception-desk', offers: 'evening-boats', mice: 'meeting-room', corporate: 'meeting-room', 'general-services': 'reception-desk',
  'certificates-and-awards': 'certificate-desk', 'certificate-awards': 'certificate-desk', 'road-map': 'leaf-raindrops', blog: 'dune-sea',
  'luxy-pet-hotel': 'pet-hotel', 'cosmo-bike': 'bike-coast-road', 'cosmo-fit': 'gym-kit', 'cosmos-sports-center': 'tennis-court',
  emilio: 'emilio-pasta', 'business-office': 'meeting-room', 'chi-for-life': 'yoga-deck', 'personal-assistant': 'reception-desk',
  'signature-tastes': 'signature-tasting', 'me-spa-by-loccitane': 'spa-relax', nespresso: 'espresso-cup', starbucks: 'coffee-to-go', chayote: 'chayote-tacos',
  'bread-and-lore': 'bakery-breads', 'sleep-well': 'sleep-well', wellbeing: 'wellbeing-beach', kids: 'kids-club', anthophyta: 'garden-path',
  'aqua-life': 'aqua-park', 'cosmopolitan-city-club': 'rooftop-club', 'cosmos-performance-city-hall': 'concert-hall',
  'early-booking': 'early-booking', gallery: 'jetty-sunset', gastronomy: 'gastronomy-table', rooms: 'balcony-sea-loungers', 'ramadan-holiday': 'fig-bowl',
  'chi-vegan': 'vegan-bowl', 'city-lounge': 'cocktail-bar', 'room-service': 'room-service-tray', 'honeymoon-hotels': 'lake-dusk',
  'kurban-bayrami-erken-rezervasyon-otelleri': 'kite-sky', 'yaz-tatili-otel-firsatlari': 'dune-sea', 'erken-rezervasyon-indirim-firsatlari': 'jetty-sunset',
  events: 'rooftop-club',
};
const sceneOf = (route: RouteDef, property: HotelSeed): SceneName =>
  TOPIC_SCENES[route.id.split(':').pop()!] ?? (route.kind === 'policy' ? 'pier-mist' : property.headerScene);

function hrefLangsOf(route: RouteDef, params: RouteParams): HrefLang[] {
  return LOCALES.flatMap((locale) => {
    const path = buildPath(route, locale, params);
    return path ? [{ locale, url: pageUrlOf(path) }] : [];
  });
}

/** The alt text of a hotel's experience pictures, in the page's language. */
const EXPERIENCE_ALT: Record<Locale, (hotel: string) => string> = {
  tr: (h) => `${h} deneyimi`, en: (h) => `${h} experience`, ru: (h) => `Отдых в ${h}`, de: (h) => `${h} erleben`,
};

function propertyDoc(p: HotelSeed, locale: Locale) {
  const { identity } = p;
  return {
    id: identity.id,
    name: identity.name,
    slug: identity.slug,
    pageId: identity.pageId,
    homePageId: p.homePageId,
    url: identity.slug ? buildPath('hotel-home', locale, { hotel: identity.slug }) : buildPath('home', locale),
    logo: identity.logo,
    navLogoMobile: identity.navLogoMobile,
    navLogoDesktop: identity.navLogoDesktop,
    experienceImages: identity.experienceImages && { ...identity.experienceImages, alt: EXPERIENCE_ALT[locale](identity.name.replace(/^Nirvana /, '')) },
    orsUrl: p.orsPath,
    reservationUrl: p.bookingPath,
    contact: contactOf(p, locale),
    propertyNetwork: { id: PROPERTY_NETWORK_ID },
    ...p.facts,
  };
}

function crumbs(locale: Locale, route: RouteDef, params: RouteParams, title: string): Breadcrumb[] {
  const w = WORDS[locale];
  const home: Breadcrumb = { text: w.home, url: buildPath('home', locale)!, active: false };
  const out: Breadcrumb[] = [home];
  if (route.scope === 'home') return [{ ...home, active: true }];
  if (params.hotel) {
    out.push({ text: w.hotels, url: buildPath('group:hotels', locale)!, active: false });
    out.push({ text: hotelBySlug(params.hotel).identity.name, url: buildPath('hotel-home', locale, params)!, active: false });
    if (route.scope === 'hotel-home') {
      out[out.length - 1]!.active = true;
      return out;
    }
    if (route.scope === 'gastronomy') out.push({ text: w.gastronomy, url: buildPath('hotel:gastronomy', locale, params)!, active: false });
    if (route.scope === 'room') {
      // Room pages end at the rooms list: the site appends the room's name (spec: breadcrumbs).
      out.push({ text: w.rooms, url: buildPath('hotel:rooms', locale, params)!, active: false });
      return out;
    }
  }
  out.push({ text: title, url: buildPath(route, locale, params)!, active: true });
  return out;
}

/**
 * A page's hero slides: its pictures, the first carrying the title; a video (a slow pan over the
 * first photograph) comes second, so the first screen is that photograph (the page's largest
 * paint, rendered by the server) and the video takes over when the carousel moves on.
 */
function slides(pageId: number, scenes: SceneName[], videoName: string | null, title: string, subtitle: string, locale: Locale) {
  const desktop: Slide[] = [];
  const mobile: Slide[] = [];
  let n = 0;
  scenes.forEach((scene, i) => {
    n++;
    const first = n === 1;
    // The first picture carries the page's title; the others say what they show.
    const alt = i === 0 ? title : M.captions[scene]?.[locale] ?? title;
    desktop.push({ id: pageId * 100 + n, type: 'IMAGE', file: image(scene, alt), mobileFile: mobileImage(scene, alt), title: first ? title : null, subtitle: first ? subtitle : null });
    mobile.push({ id: pageId * 100 + 50 + n, type: 'IMAGE', file: mobileImage(scene, alt), mobileFile: null, title: first ? title : null, subtitle: first ? subtitle : null });
    if (i === 0 && videoName) {
      n++;
      desktop.push({ id: pageId * 100 + n, type: 'VIDEO', file: video(videoName, alt), mobileFile: mobileVideo(videoName, alt), title: null, subtitle: null });
      mobile.push({ id: pageId * 100 + 50 + n, type: 'VIDEO', file: mobileVideo(videoName, alt), mobileFile: null, title: null, subtitle: null });
    }
  });
  return { desktop, mobile };
}

function basePage(args: {
  id: number; locale: Locale; property: HotelSeed; title: string; metaTitle: string; description: string; layout: string;
  scene: SceneName; extraScenes?: SceneName[]; videoName?: string | null; subtitle: string; contents: ContentSection[];
  breadcrumbs: Breadcrumb[]; hrefLangs: HrefLang[]; category: Page['category'];
}): Page {
  const { desktop, mobile } = slides(args.id, [args.scene, ...(args.extraScenes ?? [])], args.videoName ?? null, args.title, args.subtitle, args.locale);
  return {
    id: args.id,
    propertyId: args.property.identity.id,
    property: propertyDoc(args.property, args.locale),
    title: args.title,
    meta: { title: args.metaTitle, description: args.description, image: image(args.scene, args.title).sourceUrl },
    layout: args.layout,
    sliders: [{ key: 'HEADER_DESKTOP', slides: desktop }, { key: 'HEADER_MOBILE', slides: mobile }],
    contents: args.contents,
    options: [
      { key: 'HEADER_IMAGE', file: image(args.scene, args.title) },
      { key: 'HEADER_IMAGE_MOBILE', file: mobileImage(args.scene, args.title) },
    ],
    heroSlides: desktop,
    breadcrumbs: args.breadcrumbs,
    hrefLangs: args.hrefLangs,
    category: args.category,
  };
}

/** A link item to a route of a property, when that route exists in the locale. */
function linkItem(id: number, routeId: string, locale: Locale, params: RouteParams): ContentSection['items'] extends (infer T)[] | undefined ? T | null : never {
  const route = seedRoute(routeId);
  const path = buildPath(route, locale, params);
  if (!path) return null;
  const [title, lead] = topicOf(route)[locale];
  return { id, title, text: lead, url: path, image: image(sceneOf(route, propertyOf(params)), title) };
}

const HOTEL_HOME_FEATURES: Record<HotelSlug, string[]> = {
  'nirvana-mediterranean-excellence': ['hotel:me-spa-by-loccitane', 'hotel:signature-tastes', 'hotel:wellbeing', 'hotel:sleep-well', 'hotel:chi-for-life', 'hotel:luxy-pet-hotel'],
  'nirvana-cosmopolitan': ['hotel:cosmopolitan-city-club', 'hotel:cosmos-sports-center', 'hotel:cosmo-bike', 'hotel:cosmo-fit', 'hotel:anthophyta', 'hotel:emilio'],
  'nirvana-dolce-vita': ['hotel:aqua-life', 'hotel:kids', 'hotel:luxy-pet-hotel', 'hotel:bread-and-lore', 'hotel:me-spa-by-loccitane', 'hotel:starbucks'],
};

/**
 * A hotel home's stories: what neither its feature carousel nor the home itself shows already (the
 * home has its own rooms and gallery sections: a "Rooms" or "Gallery" story beside them said it twice).
 */
const HOTEL_HOME_STORIES: Record<HotelSlug, string[]> = {
  // Each hotel's own: no Cosmopolitan gym or bike tour, no Dolce Vita water park on another hotel's home (issue 29, item 3).
  'nirvana-mediterranean-excellence': ['hotel:gastronomy', 'hotel:personal-assistant', 'hotel:bread-and-lore', 'hotel:early-booking'],
  'nirvana-cosmopolitan': ['hotel:gastronomy', 'hotel:personal-assistant', 'hotel:kids', 'hotel:me-spa-by-loccitane', 'hotel:early-booking'],
  'nirvana-dolce-vita': ['hotel:gastronomy', 'hotel:personal-assistant', 'hotel:wellbeing', 'hotel:sleep-well', 'hotel:early-booking'],
};

function contentsOf(route: RouteDef, params: RouteParams, locale: Locale, text: TopicText, property: HotelSeed): ContentSection[] {
  const [, , body, points] = text;
  const w = WORDS[locale];
  const sections: ContentSection[] = [
    // The lead is the page's subtitle (hero or header): the intro says the rest, once.
    { key: 'INTRO', title: null, html: `<p>${esc(body)}</p>` },
  ];
  // The lists of the offers and events pages come right after their intro: they are what the page is for.
  if (route.id === 'group:offers') sections.push({ key: 'OFFERS', title: LIST_TITLES.offers[locale], items: offerCards(locale) });
  if (route.id === 'group:events') sections.push({ key: 'EVENTS', title: LIST_TITLES.events[locale], items: eventCards(locale) });
  const policy = route.kind === 'policy' ? route.id.split(':').pop()! : null;
  const policySections = policy ? policyText(M, policy, locale) : null;
  if (policySections) {
    // Long-form text in headed sections (the policy layout lists them as its table of contents); no highlights.
    policySections.forEach(([heading, paragraphs], i) => {
      sections.push({ key: `POLICY_${i + 1}`, title: heading, html: paragraphs.map((p) => `<p>${esc(p)}</p>`).join('') });
    });
    return sections;
  }
  if (points?.length) {
    sections.push({ key: 'HIGHLIGHTS', title: w.highlights, items: points.map((p, i) => ({ id: i + 1, title: p })) });
  }
  // A special event's page (a celebration) lists, after its programme's highlights, the coming events, its hotel's on a hotel's page, with their dates and pages.
  if (route.layout === 'special-event') {
    const items = eventCards(locale, route.scope === 'group' ? undefined : property.identity.id);
    if (items.length) sections.push({ key: 'EVENTS', title: LIST_TITLES.events[locale], items });
  }
  if (route.id === 'home' || route.id === 'group:hotels') {
    sections.push({
      key: 'M.hotels', title: w.hotels,
      items: M.hotels.map((h) => ({
        id: h.identity.id, title: h.identity.name, text: h.tagline[locale], url: buildPath('hotel-home', locale, { hotel: h.identity.slug! }),
        image: image(h.headerScene, h.identity.name),
      })),
    });
  }
  if (route.scope === 'hotel-home' && params.hotel) {
    const items = HOTEL_HOME_FEATURES[params.hotel].map((id, i) => linkItem(i + 1, id, locale, params)).filter((x) => x !== null);
    sections.push({ key: 'FEATURES', title: w.experiences, items });
    // No rooms section here: the hotel home shows the live rooms list from /v1/rooms.
  }
  // Landing pages carry their offer (page.offer) and its search button: no second call to book here.
  return sections;
}

/** Page ids: fixed for the homes, then in route-table order (stable across reseeds). */
function pageIds(): Map<string, number> {
  const ids = new Map<string, number>();
  ids.set('home|', M.group.homePageId);
  for (const h of M.hotels) ids.set(`hotel-home|${h.identity.slug}`, h.homePageId);
  let next = 100;
  for (const { route, params } of allStaticPaths()) {
    const key = `${route.id}|${params.hotel ?? ''}`;
    if (!ids.has(key)) ids.set(key, next++);
  }
  return ids;
}

function staticPages(ids: Map<string, number>): PageRow[] {
  const rows: PageRow[] = [];
  for (const { locale, route, params, path } of allStaticPaths()) {
    const property = propertyOf(params);
    const id = ids.get(`${route.id}|${params.hotel ?? ''}`)!;
    const name = property.identity.name;
    let title: string;
    let text: TopicText;
    if (route.id === 'home' || route.scope === 'hotel-home') {
      const [lead, body] = property.home[locale];
      const base = route.id === 'home' ? M.topics.home![locale] : null;
      title = name;
      text = [name, lead, body, base?.[3] ?? undefined];
    } else {
      text = topicOf(route)[locale];
      title = text[0];
    }
    const scene = route.scope === 'hotel-home' || route.id === 'home' ? property.heroScenes[0]! : sceneOf(route, property);
    const isHome = route.id === 'home' || route.scope === 'hotel-home';
    const doc = basePage({
      id, locale, property, title,
      metaTitle: isHome ? `${name} | ${text[1].replace(/[.!]$/, '')}` : `${title} | ${name}`,
      description: isHome ? text[1] : `${name}: ${text[1]}`,
      layout: route.layout,
      scene,
      extraScenes: isHome ? property.heroScenes.slice(1) : [property.headerScene],
      videoName: isHome ? property.heroVideo : null,
      subtitle: text[1],
      contents: contentsOf(route, params, locale, text, property),
      breadcrumbs: crumbs(locale, route, params, title),
      hrefLangs: hrefLangsOf(route, params),
      category: route.category ? { code: route.category } : null,
    });
    const offer = offerOfRoute(M, route.id, params.hotel, locale);
    if (offer) doc.offer = offer;
    const dated = route.id === 'group:offers' || route.id === 'group:events' || route.layout === 'special-event';
    rows.push({ id, locale, url: pageUrlOf(path), propertyId: property.identity.id, routeId: route.id, category: route.category ?? null, dated, doc });
  }
  return rows;
}

function roomsOf(): Pick<Seed, 'rooms' | 'roomPlans'> & { pages: PageRow[] } {
  const rooms: Seed['rooms'] = [];
  const roomPlans: Seed['roomPlans'] = [];
  const pages: PageRow[] = [];
  for (const hotel of M.hotels) {
    const hotelId = hotel.identity.id;
    const slug = hotel.identity.slug!;
    M.rooms[hotelId]!.forEach((t, index) => {
      const roomId = hotelId * 100 + index + 1;
      const route = getRoute('room');
      const hrefLangs = LOCALES.map((l) => ({ locale: l, url: pageUrlOf(buildPath(route, l, { hotel: slug, slug: t.slug[l] })!) }));
      for (const locale of LOCALES) {
        const plans: Plan[] = M.plans.map((p, i) => ({
          id: roomId * 10 + i + 1, code: p.code, name: p.name[locale], description: p.description[locale], board: p.board[locale],
          cancellation: p.cancellation[locale], priceFrom: Math.round(t.price * p.factor), currency: 'EUR',
        }));
        const name = t.name[locale];
        // The room's own picture, which its page opens on, then its gallery (bathroom, balcony, corners:
        // the room file's `gallery`, each picture with what it shows). A picture of its view comes first only where
        // the room's file gives one of its own (a photograph of that room's real view); no file does
        // yet: the library's photographs are not the hotels' views (issue 29, item 1).
        const images: MediaFile[] = [image(t.scene, name), ...t.gallery.map((g) => image(g.scene, g.alt[locale]))];
        const viewImage = t.outlook.scene === t.scene ? null : image(t.outlook.scene, t.outlook.alt[locale]);
        const doc: Room = {
          id: roomId, slug: t.slug[locale], name, propertyId: hotelId, category: { code: t.code }, summary: t.summary[locale],
          html: `<p>${esc(t.details[locale])}</p>`,
          sizeM2: t.sizeM2, maxOccupancy: t.maxOccupancy, bed: t.bed[locale], view: t.view[locale], amenities: t.amenities[locale],
          images, viewImage, plans, hrefLangs,
        };
        rooms.push({ id: roomId, locale, propertyId: hotelId, slug: t.slug[locale], position: index, doc });
        roomPlans.push({ roomId, locale, doc: plans });
        const path = buildPath(route, locale, { hotel: slug, slug: t.slug[locale] })!;
        const pageId = 5000 + roomId;
        pages.push({
          id: pageId, locale, url: pageUrlOf(path), propertyId: hotelId, routeId: 'room', category: null,
          doc: basePage({
            id: pageId, locale, property: hotel, title: name, metaTitle: `${name} | ${hotel.identity.name}`,
            description: `${hotel.identity.name}: ${t.summary[locale]}`, layout: route.layout, scene: t.scene, extraScenes: [hotel.headerScene],
            subtitle: t.summary[locale],
            // The room's words come from /v1/rooms (summary, details, amenities): the page holds no copy of them.
            contents: [],
            breadcrumbs: crumbs(locale, route, { hotel: slug, slug: t.slug[locale] }, name),
            hrefLangs, category: null,
          }),
        });
      }
    });
  }
  return { rooms, roomPlans, pages };
}

/** The heading of an event's hotel-and-address part (the venue's name is the page's own line). */
const VENUE_HEADING: Record<Locale, string> = { tr: 'Otel ve adres', en: 'Hotel and address', ru: 'Отель и адрес', de: 'Hotel und Adresse' };

function eventsOf(): { events: Seed['events']; pages: PageRow[] } {
  const events: Seed['events'] = [];
  const pages: PageRow[] = [];
  const route = getRoute('event');
  for (const e of M.events) {
    const property = M.all.find((p) => p.identity.id === e.propertyId)!;
    const [starts, ends] = [new Date(e.startsAt), new Date(e.endsAt)];
    const hrefLangs = LOCALES.map((l) => ({ locale: l, url: pageUrlOf(buildPath(route, l, { slug: e.slug[l] })!) }));
    for (const locale of LOCALES) {
      const title = e.title[locale];
      const contents: ContentSection[] = [
        { key: 'INTRO', title: null, html: `<p>${esc(e.body[locale])}</p>` },
        // The venue itself is named once, under the title (event.venue); this part says where it is.
        { key: 'VENUE', title: VENUE_HEADING[locale], items: [{ id: 1, title: property.identity.name, text: property.contact.address, url: property.identity.slug ? buildPath('hotel-home', locale, { hotel: property.identity.slug }) : null }] },
      ];
      const breadcrumbs = listCrumbs(locale, 'group:events', title, buildPath(route, locale, { slug: e.slug[locale] })!);
      const doc: Event = {
        id: e.id, slug: e.slug[locale], publisher: { id: EVENT_PUBLISHER_ID }, propertyId: e.propertyId, title,
        meta: { title: `${title} | ${property.identity.name}`, description: `${property.identity.name}: ${e.lead[locale]}` },
        startsAt: starts.toISOString(), endsAt: ends.toISOString(), venue: e.venue[locale], image: image(e.scene, title), contents, breadcrumbs, hrefLangs,
      };
      events.push({ id: e.id, publisherId: EVENT_PUBLISHER_ID, locale, slug: e.slug[locale], doc });
      const pageId = 6000 + e.id;
      const path = buildPath(route, locale, { slug: e.slug[locale] })!;
      pages.push({
        id: pageId, locale, url: pageUrlOf(path), propertyId: e.propertyId, routeId: 'event', category: null,
        doc: basePage({
          id: pageId, locale, property, title, metaTitle: doc.meta.title, description: doc.meta.description, layout: route.layout,
          scene: e.scene, extraScenes: [property.headerScene], subtitle: e.lead[locale], contents, breadcrumbs, hrefLangs, category: null,
        }),
      });
    }
  }
  return { events, pages };
}

/** The headings of the offers and events lists (the page's own title is its H1). */
const LIST_TITLES: Record<'offers' | 'events', Record<Locale, string>> = {
  offers: { tr: 'Güncel fırsatlar', en: 'Current offers', ru: 'Актуальные предложения', de: 'Aktuelle Angebote' },
  events: { tr: 'Yaklaşan etkinlikler', en: 'Coming up', ru: 'Ближайшие события', de: 'Demnächst' },
};

/** Home › the list (the offers or events page, by its own title) › the page itself. */
function listCrumbs(locale: Locale, listRouteId: 'group:offers' | 'group:events', title: string, path: string): Breadcrumb[] {
  const list = seedRoute(listRouteId);
  return [
    { text: WORDS[locale].home, url: buildPath('home', locale)!, active: false },
    { text: topicOf(list)[locale][0], url: buildPath(list, locale)!, active: false },
    { text: title, url: path, active: true },
  ];
}

/** The route (and its params) of the campaign page that tells an offer in a language: the first of its pages there. */
function campaignPageOf(def: OfferModel, locale: Locale): { route: RouteDef; params: RouteParams; path: string } | null {
  for (const id of def.pages ?? []) {
    const route = seedRoute(id);
    const hotels: (HotelSlug | undefined)[] = route.scope === 'group' ? [undefined] : def.hotels;
    for (const hotel of hotels) {
      const params = hotel ? { hotel } : {};
      const path = buildPath(route, locale, params);
      if (path) return { route, params, path };
    }
  }
  return null;
}

/**
 * Every offer in a language, as `GET /v1/offers` gives it and the offers list shows it: where it is
 * told (its own page, else its campaign page; none when it has no page in the language), its words
 * and picture, its own page's language versions. The store keeps the ended ones too (their pages
 * still answer); the API leaves them out of its lists at request time.
 */
function offerEntries(locale: Locale): OfferEntry[] {
  const route = getRoute('offer');
  const entries: OfferEntry[] = [];
  for (const def of M.offers) {
    const offer = offerOf(M, def, def.hotels, locale);
    if (def.slug) {
      const title = def.title![locale];
      entries.push({
        key: def.key, slug: def.slug[locale], title, lead: def.lead![locale], url: buildPath(route, locale, { slug: def.slug[locale] }),
        image: image(def.scene!, title), hrefLangs: offerHrefLangs(def), offer,
      });
      continue;
    }
    const campaign = campaignPageOf(def, locale);
    if (!campaign) continue;
    const [title, lead] = topicOf(campaign.route)[locale];
    const scene = def.scene ?? sceneOf(campaign.route, propertyOf(campaign.params));
    entries.push({ key: def.key, slug: null, title, lead, url: campaign.path, image: image(scene, title), hrefLangs: [], offer });
  }
  // Soonest to close first (then by stay): what a visitor may miss comes first.
  return entries.sort((a, b) => a.offer.bookTo.localeCompare(b.offer.bookTo) || a.offer.stayFrom.localeCompare(b.offer.stayFrom) || a.key.localeCompare(b.key));
}

const offerHrefLangs = (def: OfferModel): HrefLang[] =>
  LOCALES.map((l) => ({ locale: l, url: pageUrlOf(buildPath('offer', l, { slug: def.slug![l] })!) }));

/**
 * The offers list's cards: picture, title, lead, link and the offer (its terms are its page's).
 * Those closed when the store is written are left out already; the API drops the others as they close.
 */
function offerCards(locale: Locale): ContentItem[] {
  return offerEntries(locale).filter((e) => !offerEnded(e.offer)).map((e, i) => ({
    id: i + 1, title: e.title, text: e.lead, url: e.url, image: e.image, offer: { ...e.offer, terms: [] },
  }));
}

/**
 * The events lists' cards: the events (of one hotel when `propertyId` is given) not over when the
 * store is written, by start (the API drops each as it ends).
 */
function eventCards(locale: Locale, propertyId?: number): ContentItem[] {
  const route = getRoute('event');
  return M.events
    .filter((e) => !eventEnded({ endsAt: e.endsAt }) && (propertyId === undefined || e.propertyId === propertyId))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id)
    .map((e) => {
      const property = M.all.find((p) => p.identity.id === e.propertyId)!;
      const title = e.title[locale];
      return {
        id: e.id, title, text: e.lead[locale], url: buildPath(route, locale, { slug: e.slug[locale] }), image: image(e.scene, title),
        event: { startsAt: new Date(e.startsAt).toISOString(), endsAt: new Date(e.endsAt).toISOString(), venue: e.venue[locale], hotel: property.identity.name },
      };
    });
}

/**
 * The pages of the offers that have one (a `slug`): their words, picture and breadcrumbs (Home ›
 * Offers › the offer), and the offer itself (`doc.offer`), which the page shows with its terms and
 * a button that opens the search on the offer's hotel and dates. A one-hotel offer's page is that
 * hotel's (its menus, its name in the title); an offer for several is the group's.
 */
function offerPagesOf(): PageRow[] {
  const route = getRoute('offer');
  const pages: PageRow[] = [];
  M.offers.forEach((def, index) => {
    if (!def.slug) return;
    const property = def.hotels.length === 1 ? hotelBySlug(def.hotels[0]!) : M.group;
    const name = property.identity.name;
    const hrefLangs = offerHrefLangs(def);
    const pageId = 7000 + index;
    for (const locale of LOCALES) {
      const title = def.title![locale];
      const lead = def.lead![locale];
      const path = buildPath(route, locale, { slug: def.slug[locale] })!;
      const doc = basePage({
        id: pageId, locale, property, title, metaTitle: `${title} | ${name}`, description: `${name}: ${lead}`, layout: route.layout,
        scene: def.scene!, extraScenes: [property.headerScene], subtitle: lead,
        contents: [{ key: 'INTRO', title: null, html: `<p>${esc(def.body![locale])}</p>` }],
        breadcrumbs: listCrumbs(locale, 'group:offers', title, path), hrefLangs, category: null,
      });
      doc.offer = offerOf(M, def, def.hotels, locale);
      pages.push({ id: pageId, locale, url: pageUrlOf(path), propertyId: property.identity.id, routeId: route.id, category: null, doc });
    }
  });
  return pages;
}

function notFoundPages(): Seed['specialPages'] {
  const nine: [string, HotelSlug | null][] = [
    ['luxy-pet-hotel', null], ['chi-for-life', null], ['cosmo-fit', null], ['cosmo-bike', null], ['me-spa-by-loccitane', null],
    ['wellbeing', null], ['kids', 'nirvana-dolce-vita'], ['chayote', null], ['signature-tastes', null],
  ];
  const words: Record<Locale, [string, string, string]> = {
    tr: ['Sayfa bulunamadı', 'Aradığınız sayfa taşınmış ya da kaldırılmış olabilir. Otellerimize göz atabilir, doğrudan rezervasyon sayfamızdan en iyi fiyatı alabilir ya da bizimle iletişime geçebilirsiniz.', 'Belki bunlar ilginizi çeker:'],
    en: ['Page not found', 'The page you are looking for may have moved or no longer exists. Browse our hotels, get the best price on our direct booking page or get in touch with us.', 'You might like these instead:'],
    ru: ['Страница не найдена', 'Возможно, страница перемещена или удалена. Посмотрите наши отели, забронируйте по лучшей цене напрямую или свяжитесь с нами.', 'Возможно, вас заинтересует:'],
    de: ['Seite nicht gefunden', 'Die gesuchte Seite wurde verschoben oder existiert nicht mehr. Entdecken Sie unsere Hotels, buchen Sie direkt zum besten Preis oder kontaktieren Sie uns.', 'Vielleicht gefällt Ihnen das:'],
  };
  return LOCALES.map((locale) => {
    const [title, notes, extra] = words[locale];
    const w = WORDS[locale];
    const links = nine.map(([name, hotel], i) => linkItem(i + 1, hotel ? `hotel:${name}` : `group:${name}`, locale, hotel ? { hotel } : {})).filter((x) => x !== null);
    const booking = `${M.group.bookingPath}?lang=${locale}`;
    const doc = basePage({
      id: 404, locale, property: M.group, title, metaTitle: `${title} | ${M.group.identity.name}`, description: notes, layout: 'error',
      scene: M.group.heroScenes[0]!, extraScenes: M.group.heroScenes.slice(1), subtitle: notes,
      contents: [
        { key: 'NOT_FOUND_NOTES', title, html: `<p>${esc(notes)}</p>`, items: [
          { id: 1, title: w.hotels, url: buildPath('group:hotels', locale) },
          { id: 2, title: w.book, url: booking },
          { id: 3, title: w.contact, url: buildPath('group:contact', locale) },
        ] },
        { key: 'NOT_FOUND_EXTRA', title: extra, html: `<p>${esc(M.group.tagline[locale])}</p>` },
        { key: 'FEATURE_LINKS', title: w.experiences, items: links },
      ],
      breadcrumbs: [{ text: w.home, url: buildPath('home', locale)!, active: false }, { text: title, url: buildPath('home', locale)!, active: true }],
      hrefLangs: [], category: null,
    });
    return { key: 'not-found', locale, doc };
  });
}

/**
 * Where a hotel is, for the menu's hotel switcher: the district and province of its postal address
 * (shared/src/contact-facts.ts, the one source), "Kemer · Antalya"; null when the address has no such parts.
 */
function placeOf(p: HotelSeed): string | null {
  const parts = contactFactsOf(p.identity.id).address.split(',').map((s) => s.trim());
  const district = parts.at(-3)?.replace(/^\d{5}\s+/, '');
  const province = parts.at(-2);
  return district && province && parts.length >= 4 ? `${district} · ${province}` : null;
}

function menusOf(): Seed['menus'] {
  const out: Seed['menus'] = [];
  for (const property of M.all) {
    for (const locale of LOCALES) {
      let next = property.identity.id * 1000 + 1;
      const w = WORDS[locale];
      const hotel = property.identity.slug ?? undefined;
      const item = (text: string, url: string | null, extra: Partial<MenuItem> = {}): MenuItem | null =>
        url ? { id: next++, text, url, openNewWindow: false, fileUrl: null, subitems: [], ...extra } : null;
      const route = (routeId: string, params: RouteParams = {}, extra: Partial<MenuItem> = {}) => {
        const r = seedRoute(routeId);
        const path = buildPath(r, locale, params);
        return path ? item(topicOf(r)[locale][0], path, extra) : null;
      };
      const compact = (items: (MenuItem | null)[]) => items.filter((x): x is MenuItem => x !== null);
      const withSubs = (parent: MenuItem | null, subs: (MenuItem | null)[]) => (parent ? { ...parent, subitems: compact(subs) } : null);
      const pdf = (text: string, file: string) => item(text, pdfUrl(file), { fileUrl: pdfUrl(file), openNewWindow: true });

      let header: MenuItem[];
      if (!hotel) {
        // The hotels' homes are the HOTELS menu's (the menu's hotel switcher): the item is the hotels page alone.
        header = compact([
          route('group:hotels'),
          withSubs(item(w.experiences, buildPath('group:luxy-pet-hotel', locale)), ['luxy-pet-hotel', 'cosmo-bike', 'cosmo-fit', 'me-spa-by-loccitane', 'chi-for-life', 'signature-tastes', 'wellbeing', 'chayote'].map((s) => route(`group:${s}`))),
          withSubs(route('group:offers'), [route('group:erken-rezervasyon-indirim-firsatlari'), route('group:yaz-tatili-otel-firsatlari'), route('group:kurban-bayrami-erken-rezervasyon-otelleri'), route('group:honeymoon-hotels')]),
          route('group:mice'),
          withSubs(item(w.about, buildPath('group:about-us', locale)), ['about-us', 'corporate', 'brand-philosophy', 'human-resources', 'news', 'certificates-and-awards'].map((s) => route(`group:${s}`))),
          route('group:a-club'),
          pdf(w.brochure, 'nirvana-brochure.pdf'),
          route('group:contact'),
        ]);
      } else {
        const p = { hotel };
        const roomItems = M.rooms[property.identity.id]!.map((t) => {
          return item(t.name[locale], buildPath('room', locale, { hotel, slug: t.slug[locale] }));
        });
        const specific = hotel === 'nirvana-cosmopolitan' ? ['anthophyta', 'cosmopolitan-city-club', 'cosmos-performance-city-hall', 'republic-day-events'] : [];
        header = compact([
          withSubs(route('hotel:rooms', p), roomItems),
          withSubs(route('hotel:gastronomy', p), [route('gastronomy:chi-vegan', p), route('gastronomy:city-lounge', p), route('gastronomy:room-service', p), route('hotel:signature-tastes', p), route('hotel:emilio', p), route('hotel:bread-and-lore', p)]),
          withSubs(item(w.spaWellness, buildPath('hotel:me-spa-by-loccitane', locale, p)), ['me-spa-by-loccitane', 'wellbeing', 'chi-for-life', 'sleep-well', 'cosmo-fit'].map((s) => route(`hotel:${s}`, p))),
          withSubs(item(w.experiences, buildPath('hotel:kids', locale, p)), ['kids', 'aqua-life', 'luxy-pet-hotel', 'cosmo-bike', 'cosmos-sports-center', ...specific].map((s) => route(`hotel:${s}`, p))),
          route('hotel:gallery', p),
          withSubs(item(w.offers, buildPath('hotel:early-booking', locale, p)), [route('hotel:early-booking', p), route('hotel:ramadan-holiday', p)]),
          route('hotel:contact', p),
          pdf(w.factSheet, `fact-sheet-${hotel.replace(/^nirvana-/, '')}.pdf`),
          // No "Book Now" item: the menu's own Book opens the search (issue 29, item 15: two bookings that behaved differently).
        ]);
      }
      const col = (section: MenuItem['section'], items: (MenuItem | null)[]) => compact(items).map((i) => ({ ...i, section }));
      const p = hotel ? { hotel } : {};
      const scoped = (name: string) => (hotel ? route(`hotel:${name}`, p) : route(`group:${name}`));
      const footer: MenuItem[] = [
        ...col('COL_1', hotel
          ? [scoped('about-us'), scoped('rooms'), scoped('gastronomy'), scoped('gallery'), scoped('corporate')]
          : [route('group:about-us'), route('group:corporate'), route('group:human-resources'), route('group:news'), route('group:blog'), route('group:sitemap')]),
        ...col('COL_2', [route('group:faq'), route('group:barrier-free-vacation'), route('group:general-services'), route('group:covid-19'), route('group:social-responsibility'), route('group:application')]),
        ...col('COL_3', [...M.hotels.filter((h) => h.identity.slug !== hotel).map((h) => item(h.identity.name, buildPath('hotel-home', locale, { hotel: h.identity.slug! }))),
          hotel ? item(M.group.identity.name, buildPath('home', locale)) : null, scoped('contact')]),
        // (Instagram is the social bar's, beside the logo: not again in this row, issue 29 item 15.)
        ...col('BOTTOM', [scoped('kvkk'), scoped('privacy-policy'), route('group:cookies'), scoped('terms'), scoped('sustainability-policy')]),
      ];
      // The hotel switcher (the same for every property): the group's home, then each hotel's, with its header picture and place.
      const hotels = compact([
        item(M.group.identity.name, buildPath('home', locale), { image: null, place: null }),
        ...M.hotels.map((h) => item(h.identity.name, buildPath('hotel-home', locale, { hotel: h.identity.slug! }), {
          image: image(h.headerScene, M.captions[h.headerScene]?.[locale] ?? h.identity.name),
          place: placeOf(h),
        })),
      ]);
      out.push({
        propertyId: property.identity.id, locale,
        doc: [{ type: 'HEADER', items: header }, { type: 'FOOTER', items: footer }, { type: 'HOTELS', items: hotels }],
      });
    }
  }
  return out;
}

function storiesOf(): Seed['storyGroups'] {
  const out: Seed['storyGroups'] = [];
  // Ordinals are stored out of order on purpose: the site sorts by ordinal (spec section 4).
  const ordinals = [3, 1, 5, 2, 4, 6];
  const groupTitle: Record<Locale, [string, string]> = {
    tr: ['Deneyimler', 'Uygulamada'], en: ['Experiences', 'In the app'], ru: ['Впечатления', 'В приложении'], de: ['Erlebnisse', 'In der App'],
  };
  for (const property of M.all) {
    const hotel = property.identity.slug;
    const routes = hotel ? HOTEL_HOME_STORIES[hotel] : ['group:luxy-pet-hotel', 'group:cosmo-bike', 'group:me-spa-by-loccitane', 'group:signature-tastes', 'group:chayote', 'group:wellbeing'];
    const params = hotel ? { hotel } : {};
    for (const locale of LOCALES) {
      const groupId = property.identity.id * 10 + 1;
      const items = routes.map((routeId, i) => {
        const route = seedRoute(routeId);
        const [title, lead] = topicOf(route)[locale];
        return { id: groupId * 100 + i + 1, ordinal: ordinals[i]!, title, text: lead, image: mobileImage(sceneOf(route, property), title), url: buildPath(route, locale, params) };
      });
      out.push({ id: groupId, propertyId: property.identity.id, locale, platform: 'WEB_ONLY', position: 0, doc: { id: groupId, title: groupTitle[locale][0], items } });
      const appId = groupId + 1;
      out.push({ id: appId, propertyId: property.identity.id, locale, platform: 'MOBILE_APP', position: 1, doc: { id: appId, title: groupTitle[locale][1], items: items.slice(0, 2).map((it, i) => ({ ...it, id: appId * 100 + i + 1 })) } });
    }
  }
  return out;
}

function galleriesOf(): Pick<Seed, 'galleryCategories' | 'galleryFiles'> {
  const galleryCategories: Seed['galleryCategories'] = [];
  const galleryFiles: Seed['galleryFiles'] = [];
  for (const property of M.all) {
    const galleryId = property.identity.id;
    // A hotel's rooms category shows its own rooms, captioned by their names; the group's shows each hotel's first suite-like room.
    const rooms = M.rooms[property.identity.id] ?? [];
    (M.galleries[galleryId] ?? []).forEach((cat, ci) => {
      const categoryId = galleryId * 10 + ci + 1;
      const pictures: { scene: SceneName; caption: Record<Locale, string> }[] = cat.rooms
        ? rooms.map((room) => ({ scene: room.scene, caption: room.name }))
        : cat.pictures;
      for (const locale of LOCALES) {
        galleryCategories.push({ id: categoryId, galleryId, locale, position: ci, doc: { id: categoryId, name: cat.name[locale] } });
        pictures.forEach(({ scene, caption }, si) => {
          const id = categoryId * 10 + si + 1;
          const title = caption[locale];
          galleryFiles.push({ id, galleryId, categoryId, locale, position: ci * 10 + si, doc: { id, categoryId, title, file: image(scene, title) } });
        });
      }
    });
  }
  return { galleryCategories, galleryFiles };
}

/** The heading of each kind of category content (the page's own title is its H1 already). */
const CATEGORY_TITLES: Record<'gastronomy' | 'spa' | 'spaVenues' | 'ownVenue' | 'venues' | 'contact' | 'certificate', Record<Locale, string>> = {
  gastronomy: { tr: 'Restoranlar, barlar ve kafeler', en: 'Restaurants, bars and cafés', ru: 'Рестораны, бары и кафе', de: 'Restaurants, Bars und Cafés' },
  spa: { tr: 'Bakımlar', en: 'Treatments', ru: 'Процедуры', de: 'Behandlungen' },
  spaVenues: { tr: 'Spa ve fitness alanları', en: 'Spa and fitness venues', ru: 'Спа и фитнес', de: 'Spa- und Fitnessbereiche' },
  ownVenue: { tr: 'Açılış saatleri', en: 'Opening hours', ru: 'Часы работы', de: 'Öffnungszeiten' },
  venues: { tr: 'Tüm mekânlar', en: 'All venues', ru: 'Все заведения', de: 'Alle Orte' },
  contact: { tr: 'Departmanlar', en: 'Departments', ru: 'Отделы', de: 'Abteilungen' },
  certificate: { tr: 'Belgelerimiz', en: 'Our certificates', ru: 'Наши сертификаты', de: 'Unsere Zertifikate' },
};
const MINUTES: Record<Locale, string> = { tr: 'dk', en: 'min', ru: 'мин', de: 'Min.' };

function categoryContentsOf(pages: PageRow[]): Seed['categoryContents'] {
  const out: Seed['categoryContents'] = [];
  /**
   * The venues of the hotels. On the venue's own page (`own`) its card carries only what the page
   * does not say yet: what it is, its hours and its menu, without a link to itself.
   */
  const outletItems = (hotelIds: number[], locale: Locale, own: string | null, filter: (o: OutletModel) => boolean): CategoryItem[] =>
    M.outlets.filter((o) => filter(o) && o.hotels.some((h) => hotelIds.includes(h))).map((o, i) => {
      const route = o.route ? seedRoute(o.route) : null;
      const text = M.topics[o.topic]?.[locale] ?? topicOf(seedRoute(`hotel:${o.topic}`))[locale];
      const hotel = hotelIds.length === 1 ? M.hotels.find((h) => h.identity.id === hotelIds[0])!.identity.slug! : undefined;
      const params = route?.scope === 'group' ? {} : hotel ? { hotel } : {};
      const url = route ? buildPath(route, locale, params) : null;
      const name = o.name?.[locale] ?? text[0];
      // The action that fits the venue: a table where it takes bookings, a treatment at a spa, else none (hours and a call).
      const booking = !o.reservations ? null : o.kind === 'spa' ? 'treatment' as const : 'table' as const;
      if (own === o.topic || own === o.key) {
        // No picture: the page's header shows the venue already (one picture, one thing, on a page).
        return { id: i + 1, title: o.subtitle[locale], subtitle: null, html: null, image: null, hours: o.hours, url: null, fileUrl: o.fileUrl ?? null, booking };
      }
      return { id: i + 1, title: name, subtitle: o.subtitle[locale], html: `<p>${esc(o.text?.[locale] ?? text[1])}</p>`, image: image(o.scene, name), hours: o.hours, url, fileUrl: o.fileUrl ?? null, booking };
    });
  const seen = new Set<string>();
  for (const page of pages) {
    if (!page.category) continue;
    const key = `${page.id}|${page.locale}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { locale } = page;
    const hotelIds = page.propertyId === M.group.identity.id ? M.hotels.map((h) => h.identity.id) : [page.propertyId];
    const property = M.all.find((p) => p.identity.id === page.propertyId)!;
    const own = page.routeId.split(':').pop()!;
    const add = (kind: CategoryContent['kind'], title: keyof typeof CATEGORY_TITLES, items: CategoryItem[], contact: CategoryContent['contact'] = null) =>
      out.push({ pageId: page.id, kind, locale, doc: { kind, title: CATEGORY_TITLES[title][locale], intro: null, items, contact } });
    switch (page.category) {
      case 'GASTRONOMY':
        add('gastronomy', 'gastronomy', outletItems(hotelIds, locale, own, (o) => o.kind !== 'spa'));
        break;
      case 'OUTLET': {
        const venue = page.routeId.startsWith('gastronomy:') ? own : null;
        add('outlet', venue ? 'ownVenue' : 'venues', outletItems(hotelIds, locale, venue, (o) => (venue ? o.key === venue : true)));
        break;
      }
      case 'SPA':
        // The treatments: what each is, its length and price; the spa's hours and menu sit on the venue below.
        add('spa', 'spa', M.treatments.filter((t) => t.hotels.some((h) => hotelIds.includes(h))).map((t, i) => ({
          id: i + 1, title: t.name[locale], subtitle: `${t.minutes} ${MINUTES[locale]} · ${formatPrice(locale, t.price)}`, html: `<p>${esc(t.text[locale])}</p>`,
          image: image(t.scene, t.name[locale]), hours: null, url: null, fileUrl: null,
        })));
        add('outlet', 'spaVenues', outletItems(hotelIds, locale, own, (o) => o.kind === 'spa'));
        break;
      case 'CONTACT': {
        const depts: Record<Locale, [string, string, string]> = {
          tr: ['Rezervasyon', 'Resepsiyon', 'Satış ve Etkinlik'], en: ['Reservations', 'Front Desk', 'Sales & Events'],
          ru: ['Бронирование', 'Ресепшн', 'Продажи и мероприятия'], de: ['Reservierung', 'Rezeption', 'Vertrieb & Events'],
        };
        const [a, b, c] = depts[locale];
        const facts = contactFactsOf(property.identity.id);
        const line = (l: { phone: string; email: string }) => `<p><a href="mailto:${esc(l.email)}">${esc(l.email)}</a></p>`;
        add('contact', 'contact', [
          { id: 1, title: a, subtitle: facts.reservations.phone, html: line(facts.reservations), hours: '08:00–24:00' },
          { id: 2, title: b, subtitle: facts.reception.phone, html: line(facts.reception), hours: '24/7' },
          { id: 3, title: c, subtitle: facts.sales.phone, html: line(facts.sales), hours: '09:00–18:00' },
        ], contactOf(property, locale));
        break;
      }
      case 'CERTIFICATE':
        add('certificate', 'certificate', M.certificates.map((c, i) => ({
          // No picture each: one drawing of a certificate for four would be one picture for four things (the page's header shows it).
          id: i + 1, title: c.title[locale], subtitle: `${c.issuer[locale]} · ${c.year}`, image: null, fileUrl: pdfUrl(c.file), url: null, html: null,
        })));
        break;
    }
  }
  return out;
}

/** Every document the site's pages are made of, composed from the content. */
export function buildSeed(model: Model): Seed {
  M = model;
  const ids = pageIds();
  const pages = staticPages(ids);
  const room = roomsOf();
  const ev = eventsOf();
  const allPages = [...pages, ...room.pages, ...ev.pages, ...offerPagesOf()];
  return {
    properties: M.all.map((p) => ({ id: p.identity.id, slug: p.identity.slug, doc: propertyDoc(p, 'tr') })),
    staticMaps: M.all.map((p) => ({ propertyId: p.identity.id, svg: staticMapSvg(p.contact, p.identity.name) })),
    pages: allPages,
    specialPages: notFoundPages(),
    menus: menusOf(),
    rooms: room.rooms,
    roomPlans: room.roomPlans,
    storyGroups: storiesOf(),
    ...galleriesOf(),
    events: ev.events,
    offers: LOCALES.flatMap((locale) => offerEntries(locale).map((doc, position) => ({ key: doc.key, locale, position, doc }))),
    categoryContents: categoryContentsOf(pages),
  };
}

export { HOTEL_SLUGS };
