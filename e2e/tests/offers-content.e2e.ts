/**
 * Offers and events are content, not code (issues 27 and 29): on a site of its own over a copy of
 * content/ (e2e/src/content-site.ts), writing a new offer file gives it a page within 5 s, in its
 * language, in the sitemap and the hreflang alternates, as a card of the offers list, its page's
 * button and its card's Book opening the search on its hotel and dates; deleting the file makes it
 * a 404 within 5 s. The events list (`/etkinlikler`, `/ru/events`) shows the coming events in order
 * of their start; an event that is over is in no list and no sitemap, and its page answers, noindex.
 */
import yaml from 'js-yaml';
import type { Page } from 'puppeteer';
import type { Event, Page as ApiPage } from '@nirvana/shared/api/schemas';
import { LOCALES, LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import { buildPath, pageUrlOf } from '@nirvana/shared/routes';
import { NAVIGATION_TIMEOUT_MS, newPage, screenshot, waitForSections } from '../src/harness';
import { startContentSite, type ContentSite } from '../src/content-site';

const CONTENT = `document.querySelector('#slot-main .nirvana-content-host')`;
const SEARCH = `document.querySelector('#slot-search .nirvana-search-host')`;
const inContent = (selector: string) => `(${CONTENT})?.querySelector(${JSON.stringify(selector)})`;
const inSearch = (selector: string) => `(${SEARCH})?.querySelector(${JSON.stringify(selector)})`;

const L = (tr: string, en: string, ru: string, de: string) => ({ tr, en, ru, de });
const FILE = 'offers/autumn-getaway.yaml';
const OFFER = {
  slug: L('sonbahar-kacamagi', 'autumn-getaway', 'osenniy-otdyh', 'herbst-auszeit'),
  title: L('Sonbahar Kaçamağı', 'Autumn Getaway', 'Осенний отдых', 'Herbst-Auszeit'),
  lead: L(
    'Dolce Vita’da üç gece: ılık deniz, sakin havuzlar ve uzun akşam yemekleri.',
    'Three nights at Dolce Vita: a warm sea, quiet pools and long dinners.',
    'Три ночи в Dolce Vita: тёплое море, тихие бассейны и неспешные ужины.',
    'Drei Nächte im Dolce Vita: warmes Meer, ruhige Pools und lange Abendessen.',
  ),
  body: L(
    'Ekim ayında deniz hâlâ yazdan kalma sıcaklıktadır ve havuz başında her zaman yer bulunur.',
    'In October the sea still holds the summer’s warmth, and there is always a lounger free by the pool.',
    'В октябре море ещё хранит летнее тепло, а у бассейна всегда найдётся свободный шезлонг.',
    'Im Oktober hat das Meer noch die Wärme des Sommers, und am Pool ist immer eine Liege frei.',
  ),
  picture: '/media/images/pool-loungers.jpg',
  hotels: ['nirvana-dolce-vita'],
  stayFrom: '2027-10-01', stayTo: '2027-11-15', bookFrom: '2026-11-25', bookTo: '2027-09-30',
  discountPercent: null, priceFrom: true, nights: 3,
  terms: { tr: ['Girişten 7 gün öncesine kadar ücretsiz iptal.'], en: ['Free cancellation up to 7 days before arrival.'], ru: ['Бесплатная отмена за 7 дней до заезда.'], de: ['Kostenlose Stornierung bis 7 Tage vor Anreise.'] },
};
const PAST_EVENT_FILE = 'events/harvest-festival.yaml';
const PAST_EVENT = {
  id: 90, hotel: 'nirvana-dolce-vita', venue: L('Dolce Vita Bahçesi', 'Dolce Vita Garden', 'Сад Dolce Vita', 'Garten des Dolce Vita'), picture: '/media/images/garden-marigold.jpg',
  startsAt: '2026-09-12T16:00:00.000Z', endsAt: '2026-09-12T20:00:00.000Z',
  slug: L('hasat-senligi', 'harvest-festival', 'prazdnik-urozhaya', 'erntefest'),
  title: L('Hasat Şenliği', 'Harvest Festival', 'Праздник урожая', 'Erntefest'),
  lead: L('Bahçede bir hasat akşamı.', 'An evening of harvest in the garden.', 'Вечер урожая в саду.', 'Ein Erntefest-Abend im Garten.'),
  body: L('Yerel üreticilerle bir akşam.', 'An evening with local growers.', 'Вечер с местными фермерами.', 'Ein Abend mit Bauern aus der Gegend.'),
};
const offerPath = (l: Locale) => buildPath('offer', l, { slug: OFFER.slug[l] })!;

let site: ContentSite;
beforeAll(async () => {
  site = await startContentSite();
}, 60_000);
afterAll(async () => {
  await site?.stop();
});

const get = (pathname: string) => fetch(new URL(pathname, site.shell.url), { redirect: 'manual' });
const status = async (pathname: string) => {
  const res = await get(pathname);
  await res.body?.cancel();
  return res.status;
};
const apiGet = async <T>(path: string, query: Record<string, string>) => (await (await fetch(`${site.api.url}${path}?${new URLSearchParams(query)}`)).json()) as T;
/** Polls until `check` holds, failing past `ms` (the edit's promise: 5 s). */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}
/** A text as the files wrote it (the API's typography adds no-break spaces and word joiners: api/src/seed/typography.ts). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '');
/** The site's pages, as crawlers read them. */
const sitemap = async () => (await get('/sitemap.xml')).text();
const abs = (pathname: string) => new URL(pathname, site.shell.url).href;

async function visit(page: Page, pathname: string) {
  await page.goto(abs(pathname), { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
  await waitForSections(page, { all: true, timeout: 30_000 });
}

/** The search's hotel and dates as its fields show them, and the dates a preset should show (formatted as the date field does, in the browser). */
async function searchShows(page: Page, preset: { checkin: string; checkout: string }, locale: Locale) {
  return page.evaluate(`(() => {
    const f = new Intl.DateTimeFormat(${JSON.stringify(LOCALE_INFO[locale].iso)}, { day: '2-digit', month: 'short', year: 'numeric' });
    const day = (iso) => { const [y, m, d] = iso.split('-').map(Number); return f.format(new Date(y, m - 1, d)).replace(/\\s*г\\.$/, ''); };
    return {
      hotel: (${inSearch('[data-testid="hotel-button"] .nv-value')})?.textContent.trim(),
      checkin: (${inSearch('[data-testid="checkin-input"]')})?.value,
      checkout: (${inSearch('[data-testid="checkout-input"]')})?.value,
      expected: { checkin: day(${JSON.stringify(preset.checkin)}), checkout: day(${JSON.stringify(preset.checkout)}) },
    };
  })()`) as Promise<{ hotel?: string; checkin?: string; checkout?: string; expected: { checkin: string; checkout: string } }>;
}

test('a new offer file has its page, its sitemap entries, its card and its search preset within 5 s; deleting it makes it a 404 within 5 s', async () => {
  for (const l of LOCALES) expect(await status(offerPath(l))).toBe(404);
  const started = Date.now();
  site.write(FILE, yaml.dump(OFFER, { lineWidth: -1 }));
  const served = await within(5_000, 'the new offer page', async () => (await status(offerPath('ru'))) === 200);
  console.log(`offers: the new offer's page answered ${served} ms after its file was written`);
  // Every language has it, in that language, with the hreflang of all four and in the sitemap.
  await within(5_000 - (Date.now() - started), 'the sitemap lists it', async () => (await sitemap()).includes(abs(offerPath('de'))));
  const xml = await sitemap();
  for (const l of LOCALES) {
    expect(xml).toContain(`<loc>${abs(offerPath(l))}</loc>`);
    const res = await get(offerPath(l));
    expect(res.status).toBe(200);
    const html = plain(await res.text());
    expect(html).toContain(`<html lang="${LOCALE_INFO[l].iso}"`);
    expect(html).toContain(`<title>${OFFER.title[l]} | Nirvana Dolce Vita</title>`);
    for (const other of LOCALES) expect(html).toContain(`hreflang="${LOCALE_INFO[other].code}" href="${abs(offerPath(other))}"`);
    expect(html).not.toContain('name="robots"');
    expect(html).toContain('"@type":"Offer"');
  }

  const { page, errors, close } = await newPage({ viewport: 'desktop' });
  try {
    const data = await apiGet<ApiPage>('/v1/pages/url-lang', { url: pageUrlOf(offerPath('ru')), lang: 'ru' });
    const preset = data.offer!.preset;
    expect(preset.hotel).toBe('nirvana-dolce-vita');

    // Its page: its words in Russian, the offer, and the button that opens the search on Dolce Vita and its dates.
    await visit(page, offerPath('ru'));
    const shown = await page.evaluate(`(() => ({
      lang: document.documentElement.lang,
      h1: (${inContent('h1')})?.textContent.trim(),
      offer: !!(${inContent('[data-offer]')}),
    }))()`) as { lang: string; h1: string; offer: boolean };
    expect({ ...shown, h1: plain(shown.h1) }).toEqual({ lang: LOCALE_INFO.ru.iso, h1: OFFER.title.ru, offer: true });
    await page.waitForFunction(`!!${inSearch('.search-root')} && !!window.__nirvanaBus?.last?.['nirvana:page']`, { timeout: 20_000 });
    await page.evaluate(`${inContent('.offer-search')}.click()`);
    await page.waitForFunction(`(${inSearch('[data-testid="hotel-button"]')})?.textContent.includes('Dolce Vita')`, { timeout: 15_000 });
    const { expected, ...fromPage } = await searchShows(page, preset, 'ru');
    expect(fromPage).toEqual({ hotel: 'Dolce Vita', ...expected });

    // The offers list: its card links to its page, and its Book presets the search the same way.
    await visit(page, buildPath('group:offers', 'ru')!);
    const card = `[data-offer-card="${offerPath('ru')}"]`;
    await page.waitForFunction(`!!${inContent(card)}`, { timeout: 15_000 });
    const cardText = await page.evaluate(`(${inContent(card)}).textContent`) as string;
    expect(plain(cardText)).toContain(OFFER.title.ru);
    expect(cardText).toContain('Nirvana Dolce Vita');
    await page.waitForFunction(`!!${inSearch('.search-root')} && !!window.__nirvanaBus?.last?.['nirvana:page']`, { timeout: 20_000 });
    await page.evaluate(`${inContent(`${card} [data-testid="offer-book"]`)}.click()`);
    await page.waitForFunction(`(${inSearch('[data-testid="hotel-button"]')})?.textContent.includes('Dolce Vita')`, { timeout: 15_000 });
    const { expected: expectedFromCard, ...fromCard } = await searchShows(page, preset, 'ru');
    expect(fromCard).toEqual({ hotel: 'Dolce Vita', ...expectedFromCard });
    await page.evaluate(`${inContent(card)}.scrollIntoView({ block: 'center' })`);
    await screenshot(page, 'offers-list-ru-desktop');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }

  // Deleted: a 404 within 5 s, and out of the sitemap and the list.
  const removed = Date.now();
  site.remove(FILE);
  const gone = await within(5_000, 'the deleted offer\'s 404', async () => (await status(offerPath('en'))) === 404);
  console.log(`offers: the deleted offer's page was a 404 ${gone} ms after its file was removed`);
  expect(Date.now() - removed).toBeLessThan(5_000);
  for (const l of LOCALES) expect(await status(offerPath(l))).toBe(404);
  expect(await sitemap()).not.toContain(OFFER.slug.de);
  const list = await apiGet<ApiPage>('/v1/pages/url-lang', { url: pageUrlOf(buildPath('group:offers', 'ru')!), lang: 'ru' });
  expect(list.contents.find((c) => c.key === 'OFFERS')!.items!.map((i) => i.url)).not.toContain(offerPath('ru'));
}, 120_000);

test('/etkinlikler and /ru/events list the coming events by start; an event that is over is in no list, no sitemap, and its page is noindex', async () => {
  site.write(PAST_EVENT_FILE, yaml.dump(PAST_EVENT));
  const pastPath = buildPath('event', 'ru', { slug: PAST_EVENT.slug.ru })!;
  await within(5_000, 'the past event\'s page', async () => (await status(pastPath)) === 200);
  const pastHtml = await (await get(pastPath)).text();
  expect(pastHtml).toContain('<meta name="robots" content="noindex">');
  const xml = await sitemap();
  for (const l of LOCALES) {
    expect(xml).toContain(`<loc>${abs(buildPath('group:events', l)!)}</loc>`);
    expect(xml).not.toContain(PAST_EVENT.slug[l]);
  }

  const { page, errors, close } = await newPage({ viewport: 'desktop' });
  try {
    for (const locale of ['tr', 'ru'] as const) {
      const events = await apiGet<Event[]>('/v1/events', { lang: locale });
      expect(events.length).toBeGreaterThanOrEqual(4);
      expect(events.map((e) => e.id)).not.toContain(PAST_EVENT.id);
      const starts = events.map((e) => Date.parse(e.startsAt));
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      const path = buildPath('group:events', locale)!;
      expect(path).toBe(locale === 'tr' ? '/etkinlikler' : '/ru/events');
      await visit(page, path);
      await page.waitForFunction(`!!${inContent('[data-event-card]')}`, { timeout: 15_000 });
      const cards = await page.evaluate(`Array.from((${CONTENT}).querySelectorAll('[data-event-card]')).map((c) => ({
        href: c.getAttribute('data-event-card'), title: c.querySelector('h3').textContent.trim(), time: c.querySelector('time')?.getAttribute('datetime'),
      }))`) as { href: string; title: string; time: string }[];
      expect(cards.map((c) => c.href)).toEqual(events.map((e) => buildPath('event', locale, { slug: e.slug })));
      expect(cards.map((c) => c.time)).toEqual(events.map((e) => e.startsAt));
      expect(cards.map((c) => plain(c.title))).toEqual(events.map((e) => plain(e.title)));
      expect(await page.evaluate('document.documentElement.lang')).toBe(LOCALE_INFO[locale].iso);
      if (locale === 'ru') {
        await page.evaluate(`${inContent('[data-event-card]')}.scrollIntoView({ block: 'center' })`);
        await screenshot(page, 'events-list-ru-desktop');
      }
    }
    // An event's breadcrumbs lead back to the list.
    const first = (await apiGet<Event[]>('/v1/events', { lang: 'ru' }))[0]!;
    expect(first.breadcrumbs.map((b) => b.url)).toEqual([buildPath('home', 'ru'), buildPath('group:events', 'ru'), buildPath('event', 'ru', { slug: first.slug })]);
    expect(errors).toEqual([]);
  } finally {
    await close();
    site.remove(PAST_EVENT_FILE);
  }
}, 120_000);
