/**
 * The edited content, through the really started API: every answer a page of the site asks for
 * (page, menus, stories, rooms, plans, category content, gallery, events, hotels, the 404 page) in
 * every language is in that language; each page's copy says each sentence once; each contact fact
 * comes from one source (shared/src/contact-facts.ts), the PDFs' too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CALL_CENTRE, DATA_PROTECTION, PROPERTY_CONTACTS, propertyContactOf } from '@nirvana/shared/contact-facts';
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { formatPrice } from '@nirvana/shared/price';
import { EVENT_PUBLISHER_ID, GROUP_PROPERTY_ID } from '@nirvana/shared/properties';
import { allStaticPaths, getRoute, pageUrlOf, pathOfPageUrl, matchPath } from '@nirvana/shared/routes';
import { startApi, type Running } from '../test/harness';
import { PDF_FILES } from './media-catalog';
import { pdfDocument, pdfLines, pdfText } from './pdf';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

let api: Running;
const cache = new Map<string, Json>();
async function get(path: string): Promise<Json> {
  const hit = cache.get(path);
  if (hit !== undefined) return hit;
  const res = await fetch(`${api.base}${path}`);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const body = (await res.json()) as Json;
  cache.set(path, body);
  return body;
}

/** Every answer one page of the site asks for, by call. */
interface PageAnswers {
  locale: Locale;
  path: string;
  layout: string;
  page: Obj;
  answers: Record<string, Json>;
}

const CATEGORY_KINDS: Record<string, string[]> = {
  GASTRONOMY: ['gastronomy'], SPA: ['spa', 'outlet'], OUTLET: ['outlet'], CONTACT: ['contact'], CERTIFICATE: ['certificate'],
};

async function answersOf(locale: Locale, path: string): Promise<PageAnswers> {
  const q = (p: Record<string, string | number>) => new URLSearchParams(Object.entries(p).map(([k, v]) => [k, String(v)])).toString();
  const page = (await get(`/v1/pages/url-lang?${q({ 'property-network-id': 1, url: pageUrlOf(path), lang: locale })}`)) as Obj;
  const match = matchPath(path)!;
  const propertyId = page.propertyId as number;
  const answers: Record<string, Json> = { page };
  answers.menus = await get(`/v1/menus?${q({ 'property-id': propertyId, lang: locale })}`);
  answers.hotels = await get(`/v1/hotels?${q({ lang: locale })}`);
  if (match.layout === 'intro-index' || match.layout === 'hotel-index') {
    answers.stories = await get(`/v1/stories?${q({ 'property-id': propertyId, lang: locale, platform: 'WEB_ONLY' })}`);
  }
  if (match.layout === 'hotel-index' || match.layout === 'room-index') {
    answers.rooms = await get(`/v1/rooms?${q({ 'property-id': propertyId, lang: locale })}`);
  }
  if (match.layout === 'hotel-index' || match.route.id === 'hotel:gallery') {
    answers.galleryCategories = await get(`/v1/galleries/${propertyId}/categories?${q({ lang: locale })}`);
    // A hotel home previews six pictures (HOME_GALLERY_PREVIEW), the gallery page shows them all.
    const limit: Record<string, number> = match.layout === 'hotel-index' ? { limit: 6 } : {};
    answers.gallery = await get(`/v1/galleries/${propertyId}/files?${q({ lang: locale, ...limit })}`);
  }
  const category = (page.category as Obj | null)?.code as string | undefined;
  for (const kind of category ? CATEGORY_KINDS[category]! : []) {
    answers[`category:${kind}`] = await get(`/v1/pages/${page.id}/${kind}?${q({ lang: locale })}`);
  }
  if (match.route.id === 'room') {
    const room = (await get(`/v1/rooms/${match.params.slug}?${q({ lang: locale, 'property-id': propertyId })}`)) as Obj;
    answers.room = room;
    answers.plans = await get(`/v1/rooms/${room.id}/plans?${q({ lang: locale })}`);
    answers.rooms = ((await get(`/v1/rooms?${q({ 'property-id': propertyId, lang: locale })}`)) as Obj[]).filter((r) => r.id !== room.id);
  }
  if (match.route.id === 'event') {
    answers.event = await get(`/v1/events/publishers/${EVENT_PUBLISHER_ID}/slugs/${match.params.slug}?${q({ lang: locale })}`);
  }
  return { locale, path, layout: match.layout, page, answers };
}

/** Every page of the site: the static routes, each room, each event and each offer page, in every language. */
async function everyPage(): Promise<PageAnswers[]> {
  const paths = allStaticPaths().map(({ locale, path }) => ({ locale, path }));
  for (const locale of LOCALES) {
    for (const hotel of [1, 2, 3]) {
      for (const room of (await get(`/v1/rooms?property-id=${hotel}&lang=${locale}`)) as Obj[]) {
        const url = (room.hrefLangs as Obj[]).find((h) => h.locale === locale)!.url as string;
        paths.push({ locale, path: pathOfPageUrl(url, locale) });
      }
    }
    for (const event of (await get(`/v1/events?lang=${locale}`)) as Obj[]) {
      const url = (event.hrefLangs as Obj[]).find((h) => h.locale === locale)!.url as string;
      paths.push({ locale, path: pathOfPageUrl(url, locale) });
    }
    // The offers with a page of their own (a campaign's offer is on its static page).
    for (const offer of (await get(`/v1/offers?lang=${locale}`)) as Obj[]) {
      const own = (offer.hrefLangs as Obj[]).find((h) => h.locale === locale);
      if (own) paths.push({ locale, path: pathOfPageUrl(own.url as string, locale) });
    }
  }
  const out: PageAnswers[] = [];
  for (const { locale, path } of paths) out.push(await answersOf(locale, path));
  return out;
}

/** Fields that hold addresses for machines (urls, files, codes), not words for people. */
const MACHINE_KEYS = new Set([
  'url', 'sourceUrl', 'fileUrl', 'slug', 'mimeType', 'locale', 'whatsapp', 'orsUrl', 'reservationUrl', 'logo', 'navLogoMobile',
  'navLogoDesktop', 'top', 'bottom', 'image', 'key', 'layout', 'type', 'code', 'currency', 'startsAt', 'endsAt', 'kind', 'section',
  'checkinTime', 'checkoutTime', 'email', 'phone', 'hotel', 'checkin', 'checkout', 'stayFrom', 'stayTo', 'bookFrom', 'bookTo',
]);

function* texts(value: Json, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (!MACHINE_KEYS.has(key)) yield [key, value];
  } else if (Array.isArray(value)) {
    for (const v of value) yield* texts(v, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* texts(v, k);
  }
}

/**
 * Words with a Turkish-only letter that may stand in any language: the proper names of places
 * in the hotels' addresses (the `address` field, the event venue card and the policies, which quote them)
 * and the legal names the policies must give as they are.
 */
const TURKISH_PROPER_NAMES = new Set([
  // Addresses.
  'Şirinyalı', 'Muratpaşa', 'Kiriş',
  // The company's legal name (with its 'A.Ş.') and the Turkish data protection authority's, quoted in the policies.
  'Yatırımları', 'Kişisel',
]);
const TURKISH_ONLY = /[ğışİĞŞ]/;
const CYRILLIC = /[\u0400-\u04FF]/;

let pages: PageAnswers[];
beforeAll(async () => {
  api = await startApi();
  pages = await everyPage();
}, 300_000);
afterAll(() => api.stop());

describe('every API text is in the page language', () => {
  test('the walk reaches every kind of answer', () => {
    expect(pages.length).toBeGreaterThan(700);
    const calls = new Set(pages.flatMap((p) => Object.keys(p.answers)));
    for (const call of ['page', 'menus', 'hotels', 'stories', 'rooms', 'room', 'plans', 'event', 'gallery', 'galleryCategories',
      'category:gastronomy', 'category:spa', 'category:outlet', 'category:contact', 'category:certificate']) {
      expect(calls).toContain(call);
    }
  });

  test('in ru, en and de no text carries a Turkish-only letter but the listed proper names; in tr none carries Cyrillic', async () => {
    const notFound = await Promise.all(LOCALES.map(async (locale) => ({ locale, answer: await get(`/v1/pages/not-found?lang=${locale}`) })));
    const bad: string[] = [];
    const check = (locale: Locale, where: string, answer: Json) => {
      for (const [key, text] of texts(answer)) {
        if (locale === 'tr') {
          if (CYRILLIC.test(text)) bad.push(`${where} ${key}: ${text}`);
          continue;
        }
        const words = text.replaceAll('A.Ş.', '').split(/[\s,.;:()«»"“”’'/·–—-]+/).filter((w) => TURKISH_ONLY.test(w));
        const stray = words.filter((w) => !TURKISH_PROPER_NAMES.has(w));
        if (stray.length) bad.push(`${where} ${key}: ${stray.join(' ')} (${text.slice(0, 80)})`);
      }
    };
    for (const p of pages) for (const [call, answer] of Object.entries(p.answers)) check(p.locale, `${p.locale} ${p.path} ${call}`, answer);
    for (const { locale, answer } of notFound) check(locale, `${locale} not-found`, answer);
    expect([...new Set(bad)]).toEqual([]);
  });

  test('the letters rule catches what it must (a Turkish plan name in Russian, Russian in Turkish)', () => {
    const words = (text: string) => text.split(/[\s,.;:()–-]+/).filter((w) => TURKISH_ONLY.test(w) && !TURKISH_PROPER_NAMES.has(w));
    expect(words('Ultra Her Şey Dahil – İadesiz')).toEqual(['Şey', 'İadesiz']);
    expect(words('Kiriş Mah. Sahil Cad. No 12, 07980 Kemer')).toEqual([]);
    expect(CYRILLIC.test('Забронировать')).toBe(true);
  });
});

/** The sentences of a text (markup dropped), those of five words or more. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim().replace(/[.!?…]+$/, ''))
    .filter((s) => s.split(/\s+/).length >= 5);
}

/** What a page shows (as mfe-content's layouts render it): its headings and its copy. */
function copyOf(p: PageAnswers): { headings: string[]; copy: string[] } {
  const headings: string[] = [];
  const copy: string[] = [];
  const { page, answers, layout } = p;
  const sections = (list: Json | undefined) => {
    for (const s of (list as Obj[] | undefined) ?? []) {
      if (s.title) headings.push(s.title as string);
      if (s.html) copy.push(s.html as string);
      for (const item of (s.items as Obj[] | undefined) ?? []) {
        if (item.title) headings.push(item.title as string);
        if (item.text) copy.push(item.text as string);
      }
    }
  };
  const lead = layout === 'special-event'
    ? (page.meta as Obj).description
    : ((page.heroSlides as Obj[])[0]?.subtitle || (layout === 'landing-page' ? (page.meta as Obj).description : null));
  if (layout !== 'room-detail' && layout !== 'event-detail') {
    headings.push(page.title as string);
    if (lead) copy.push(lead as string);
    sections(page.contents);
  }
  for (const key of Object.keys(answers).filter((k) => k.startsWith('category:'))) {
    const c = answers[key] as Obj;
    headings.push(c.title as string);
    if (c.intro) copy.push(c.intro as string);
    for (const item of c.items as Obj[]) {
      headings.push(item.title as string);
      for (const f of ['subtitle', 'html'] as const) if (item[f]) copy.push(item[f] as string);
    }
  }
  if (answers.room) {
    const room = answers.room as Obj;
    headings.push(room.name as string);
    copy.push(room.summary as string, room.html as string);
    for (const plan of answers.plans as Obj[]) {
      headings.push(plan.name as string);
      copy.push(plan.description as string, plan.cancellation as string);
    }
  }
  for (const room of (answers.rooms as Obj[] | undefined) ?? []) {
    headings.push(room.name as string);
    copy.push(room.summary as string);
  }
  if (answers.event) {
    const event = answers.event as Obj;
    headings.push(event.title as string);
    copy.push((event.meta as Obj).description as string);
    sections(event.contents);
  }
  for (const group of (answers.stories as Obj[] | undefined) ?? []) {
    for (const item of group.items as Obj[]) headings.push(item.title as string);
  }
  for (const file of (answers.gallery as Obj[] | undefined) ?? []) copy.push(file.title as string);
  return { headings, copy };
}

const repeated = (list: string[]) => {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const s of list) (seen.has(s) ? twice : seen).add(s);
  return [...twice];
};

describe('venues: the action that fits them', () => {
  test('on a page that books, a table only where the venue takes bookings: never at a café, a bar or room service', () => {
    const bookings = new Map<string, Set<unknown>>();
    for (const p of pages) {
      for (const [key, answer] of Object.entries(p.answers)) {
        if (!key.startsWith('category:')) continue;
        for (const content of (Array.isArray(answer) ? answer : [answer]) as Obj[]) {
          for (const item of ((content?.items as Obj[] | undefined) ?? [])) {
            const name = String(item.title);
            bookings.set(name, (bookings.get(name) ?? new Set()).add(item.booking));
          }
        }
      }
    }
    const bookingOf = (name: string) => [...(bookings.get(name) ?? [])];
    expect(bookingOf('Starbucks')).toEqual([null]);
    expect(bookingOf('Emilio')).toEqual(['table']);
    for (const [name, kinds] of bookings) {
      if (/room service|oda servisi|Nespresso|Starbucks|City Lounge|Cosmo Fit/i.test(name)) expect([name, [...kinds].filter((k) => k !== null && k !== undefined)]).toEqual([name, []]);
    }
  });
});

describe('prices', () => {
  test('every price a text of the API writes reads as the locale writes prices (one Intl.NumberFormat per locale)', () => {
    const bad: string[] = [];
    let seen = 0;
    for (const p of pages) {
      for (const [key, text] of texts(p.answers as Json)) {
        for (const m of text.matchAll(/€\s?\d[\d.,\u00a0\u202f ]*\d|€\s?\d|\d[\d.,\u00a0\u202f ]*\s?€/g)) {
          seen++;
          const amount = Number(m[0].replace(/[^\d]/g, ''));
          if (m[0].trim() !== formatPrice(p.locale, amount)) bad.push(`${p.locale} ${p.path} ${key}: "${m[0]}" (the locale writes ${formatPrice(p.locale, amount)})`);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect([...new Set(bad)]).toEqual([]);
  });
});

describe('each page says each thing once', () => {
  test('no sentence twice on a page, no heading twice, and H1, subtitle and lead differ', () => {
    const bad: string[] = [];
    for (const p of pages) {
      const { headings, copy } = copyOf(p);
      // A heading that is a sentence (a lead used as a heading) counts as copy too.
      const sentences = [...copy, ...headings].flatMap(sentencesOf);
      for (const s of repeated(sentences)) bad.push(`${p.locale} ${p.path}: sentence twice: ${s}`);
      for (const h of repeated(headings)) bad.push(`${p.locale} ${p.path}: heading twice: ${h}`);
    }
    expect(bad).toEqual([]);
  });

  test('a menu says each label once: no item named as the group it sits in, no two items of a group alike', () => {
    interface Item { text: string; subitems: Item[] }
    const bad = new Set<string>();
    const walk = (where: string, parent: string | null, items: Item[]) => {
      const key = (t: string) => t.trim().toLocaleLowerCase();
      for (const t of repeated(items.map((i) => key(i.text)))) bad.add(`${where}: "${t}" twice in one group`);
      for (const item of items) {
        if (parent !== null && key(item.text) === key(parent)) bad.add(`${where}: "${item.text}" inside "${parent}"`);
        walk(where, item.text, item.subitems ?? []);
      }
    };
    for (const p of pages) for (const menu of p.answers.menus as unknown as { type: string; items: Item[] }[]) walk(`${p.locale} ${menu.type} menu`, null, menu.items);
    expect([...bad]).toEqual([]);
  });

  test('the rule catches a subtitle repeated as a heading or a lead, and ignores short labels', () => {
    expect(repeated(['Three resorts on the Antalya coast, one way.', 'x'].flatMap(sentencesOf).concat(sentencesOf('<p>Three resorts on the Antalya coast, one way.</p>'))))
      .toEqual(['Three resorts on the Antalya coast, one way']);
    expect(sentencesOf('09:00–21:00')).toEqual([]);
    expect(sentencesOf('Ultra All Inclusive')).toEqual([]);
  });

  test('gallery captions say what each picture shows: distinct in a gallery, no numbered category names', () => {
    const galleries = pages.filter((p) => p.answers.gallery);
    expect(galleries.length).toBeGreaterThan(0);
    for (const p of galleries) {
      const titles = (p.answers.gallery as Obj[]).map((f) => f.title as string);
      expect(repeated(titles)).toEqual([]);
      for (const t of titles) expect(t).not.toMatch(/\d\s*$|\s– Nirvana /);
    }
  });

  test('a venue carries its hours and menu; its treatments carry neither', () => {
    const spaPages = pages.filter((p) => p.answers['category:spa']);
    expect(spaPages.length).toBeGreaterThan(0);
    for (const p of spaPages) {
      const treatments = (p.answers['category:spa'] as Obj).items as Obj[];
      for (const t of treatments) {
        expect(t.hours ?? null).toBeNull();
        expect(t.fileUrl ?? null).toBeNull();
      }
      const venues = (p.answers['category:outlet'] as Obj).items as Obj[];
      expect(venues.some((v) => v.hours && v.fileUrl)).toBe(true);
    }
  });
});

describe('campaign and landing pages carry their offer', () => {
  test('hotels, stay and booking windows, a discount or a price from, terms, and a search preset inside the window', () => {
    const landings = pages.filter((p) => p.layout === 'landing-page');
    expect(landings.length).toBeGreaterThan(20);
    const today = new Date().toISOString().slice(0, 10);
    for (const p of landings) {
      const offer = p.page.offer as Obj;
      expect(offer).toBeTruthy();
      const hotels = offer.hotels as Obj[];
      expect(hotels.length).toBeGreaterThan(0);
      const hotelSlug = matchPath(p.path)!.params.hotel;
      if (hotelSlug) expect(hotels.map((h) => h.slug)).toEqual([hotelSlug]);
      const [stayFrom, stayTo, bookFrom, bookTo] = ['stayFrom', 'stayTo', 'bookFrom', 'bookTo'].map((k) => offer[k] as string);
      expect(stayFrom! > today).toBe(true);
      expect(stayFrom! < stayTo!).toBe(true);
      expect(bookFrom! <= bookTo!).toBe(true);
      expect(bookTo! <= stayTo!).toBe(true);
      expect(offer.discountPercent !== null || offer.priceFrom !== null).toBe(true);
      expect((offer.terms as string[]).length).toBeGreaterThanOrEqual(3);
      const preset = offer.preset as Obj;
      expect(hotels.map((h) => h.slug)).toContain(preset.hotel);
      expect(preset.checkin! >= stayFrom! && preset.checkout! <= stayTo! && preset.checkin! < preset.checkout!).toBe(true);
      expect(preset.adults).toBe(2);
    }
    // The summer page names its offer in every language (the example).
    for (const locale of LOCALES) {
      const summer = landings.find((p) => p.locale === locale && p.path.endsWith('/yaz-tatili-otel-firsatlari'))!;
      expect((summer.page.offer as Obj).hotels).toHaveLength(3);
      expect((summer.page.offer as Obj).priceFrom).toEqual(expect.any(Number));
    }
  });
});

describe('policy pages are long-form text', () => {
  test('each has headed sections of real length and no highlights or cards, in every language', () => {
    const policies = pages.filter((p) => p.layout === 'policy');
    // 7 group policies and 4 per hotel, in four languages.
    expect(policies.length).toBe((7 + 4 * 3) * 4);
    for (const p of policies) {
      const contents = p.page.contents as Obj[];
      const headed = contents.filter((s) => s.title);
      expect(headed.length).toBeGreaterThanOrEqual(6);
      expect(contents.every((s) => !(s.items as Obj[] | undefined)?.length)).toBe(true);
      // Measured in characters: Turkish says in one word what English says in three.
      const chars = contents.map((s) => (s.html as string).replace(/<[^>]+>/g, ' ')).join(' ').replace(/\s+/g, ' ').length;
      expect(chars).toBeGreaterThan(p.path.includes('covid') ? 1_000 : 1_800);
    }
  });
});

describe('contact facts', () => {
  test('every contact the API gives is the one source\'s, with real-looking values', () => {
    for (const p of pages) {
      const { mapImage, arrival: _arrival, ...contact } = (p.page.property as Obj).contact as Obj;
      expect(contact).toEqual(propertyContactOf(p.page.propertyId as number));
      // The contact page's static map (issue 16) rides along; it is a picture, not a contact fact.
      expect((mapImage as Obj).sourceUrl).toMatch(/\/media\/maps\/\d+\.svg$/);
    }
    for (const p of pages.filter((x) => x.answers['category:contact'])) {
      const content = p.answers['category:contact'] as Obj;
      const facts = PROPERTY_CONTACTS[p.page.propertyId as number]!;
      const { mapImage: _map, arrival: _arrival, ...contentContact } = content.contact as Obj;
      expect(contentContact).toEqual(propertyContactOf(p.page.propertyId as number));
      const items = content.items as Obj[];
      expect(items.map((i) => i.subtitle)).toEqual([facts.reservations.phone, facts.reception.phone, facts.sales.phone]);
      expect(items.map((i) => (i.html as string).match(/mailto:([^"]+)/)?.[1])).toEqual([facts.reservations.email, facts.reception.email, facts.sales.email]);
    }
    const all = JSON.stringify([...cache.values()]);
    expect(all).not.toMatch(/000 00 00|\.example\b/);
  });

  test('the group\'s contact is the call centre the header shows (the runtime config side: shell/server/server.test.ts)', () => {
    expect(propertyContactOf(GROUP_PROPERTY_ID).phone).toBe(CALL_CENTRE.phone);
  });

  test('no other source file writes a contact fact down', () => {
    const root = join(__dirname, '../../..');
    const source = join(root, 'shared/src/contact-facts.ts');
    const facts = Object.values(PROPERTY_CONTACTS).flatMap((f) => [
      f.reception.phone, f.reception.email, f.reservations.phone, f.reservations.email, f.sales.phone, f.sales.email, f.address,
      String(f.lat), String(f.lng), f.whatsapp,
    ]);
    const needles = [...new Set([...facts, CALL_CENTRE.phone, CALL_CENTRE.email, CALL_CENTRE.whatsapp, CALL_CENTRE.phone.replace(/\s/g, '')])];
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (['node_modules', 'dist', 'dist-embed', '.data', '.git', 'bench'].includes(name)) continue;
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(ts|tsx|js|json)$/.test(name) && !/\.test\.tsx?$|\.e2e\.ts$|package(-lock)?\.json$/.test(name)) files.push(full);
      }
    };
    for (const top of ['shared', 'api', 'shell', 'mfe-navigation', 'mfe-search', 'mfe-content', 'mfe-newsletter']) walk(join(root, top));
    expect(files.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of files) {
      if (file === source) continue;
      const text = readFileSync(file, 'utf8');
      for (const needle of needles) if (text.includes(needle)) found.push(`${relative(root, file)}: ${needle}`);
    }
    expect(found).toEqual([]);
    expect(getRoute('group:contact').category).toBe('CONTACT');
  });
});

describe('the PDFs (api/media/files)', () => {
  const facts = [...Object.values(PROPERTY_CONTACTS), { reception: CALL_CENTRE, reservations: CALL_CENTRE, sales: CALL_CENTRE, address: '' }];
  const phones = new Set(facts.flatMap((f) => [f.reception.phone, f.reservations.phone, f.sales.phone]));
  const emails = new Set([...facts.flatMap((f) => [f.reception.email, f.reservations.email, f.sales.email]), DATA_PROTECTION.email]);
  const addresses = new Set(Object.values(PROPERTY_CONTACTS).map((f) => pdfText(f.address)));
  const read = (name: string) => readFileSync(join(__dirname, '../../media/files', name));

  test('every committed PDF is what its definition makes (api/scripts/generate-media.ts was run)', () => {
    expect(readdirSync(join(__dirname, '../../media/files')).sort()).toEqual(PDF_FILES.map((f) => f.name).sort());
    for (const f of PDF_FILES) expect({ name: f.name, same: read(f.name).equals(pdfDocument(f.title, f.lines)) }).toEqual({ name: f.name, same: true });
  });

  test('every phone number, e-mail address and street in a PDF is one of the one source, with real-looking values', () => {
    const found: string[] = [];
    for (const f of PDF_FILES) {
      const lines = pdfLines(read(f.name));
      expect(lines[0]).toBe(f.title);
      const text = lines.join('\n');
      expect({ name: f.name, placeholder: /000 00 00|\.example\b/.test(text) }).toEqual({ name: f.name, placeholder: false });
      for (const phone of text.match(/\+\d[\d ]{8,}\d/g) ?? []) {
        found.push(phone);
        expect({ name: f.name, phone, known: phones.has(phone) }).toEqual({ name: f.name, phone, known: true });
      }
      for (const email of text.match(/[\w.-]+@[\w.-]+\.[a-z]{2,}/g) ?? []) {
        found.push(email);
        expect({ name: f.name, email, known: emails.has(email) }).toEqual({ name: f.name, email, known: true });
      }
      for (const line of lines.filter((l) => /\b\d{5} \w+, Antalya\b/.test(l))) {
        found.push(line);
        expect({ name: f.name, line, known: [...addresses].some((a) => line.endsWith(a)) }).toEqual({ name: f.name, line, known: true });
      }
    }
    // The brochure gives the call centre, each fact sheet its hotel's reception and reservations, the KVKK notice its address.
    const text = (name: string) => pdfLines(read(name)).join('\n');
    expect(text('nirvana-brochure.pdf')).toContain(CALL_CENTRE.phone);
    expect(text('kvkk-information-notice.pdf')).toContain(DATA_PROTECTION.email);
    for (const [id, slug] of [[1, 'mediterranean-excellence'], [2, 'cosmopolitan'], [3, 'dolce-vita']] as const) {
      const sheet = text(`fact-sheet-${slug}.pdf`);
      for (const fact of [PROPERTY_CONTACTS[id]!.reception.phone, PROPERTY_CONTACTS[id]!.reservations.email, pdfText(PROPERTY_CONTACTS[id]!.address)]) expect(sheet).toContain(fact);
    }
    expect(found.length).toBeGreaterThan(10);
  });
});
