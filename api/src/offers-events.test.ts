/**
 * Offers and events are content (issue 27): an offer file with a slug has its own page (its words,
 * its offer, Home › Offers › offer); the offers and events pages list what is current; an offer
 * whose booking has closed and an event that is over leave every list, and the lists the sitemap
 * reads, at request time, while their own pages still answer (the shell marks them noindex).
 * Over a copy of content/ with a past event and a past offer; the clock is moved (Date.now) to see
 * the others end while the API runs, with no content change.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import * as v from 'valibot';
import { Event, OfferEntry, Page, type ContentItem } from '@nirvana/shared/api/schemas';
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { buildPath, pageUrlOf } from '@nirvana/shared/routes';
import { withoutEnded } from './routes/content';
import { REPO_ROOT } from './settings';
import { startApi, type Running } from './test/harness';

const texts = (tr: string, en: string, ru: string, de: string) => ({ tr, en, ru, de });
const PAST_EVENT = {
  id: 90, hotel: 'nirvana-dolce-vita', venue: texts('Dolce Vita Bahçesi', 'Dolce Vita Garden', 'Сад Dolce Vita', 'Garten des Dolce Vita'), picture: '/media/images/garden-marigold.jpg',
  startsAt: '2026-09-12T16:00:00.000Z', endsAt: '2026-09-12T20:00:00.000Z',
  slug: texts('hasat-senligi', 'harvest-festival', 'prazdnik-urozhaya', 'erntefest'),
  title: texts('Hasat Şenliği', 'Harvest Festival', 'Праздник урожая', 'Erntefest'),
  lead: texts('Bahçede bir hasat akşamı.', 'An evening of harvest in the garden.', 'Вечер урожая в саду.', 'Ein Erntefest-Abend im Garten.'),
  body: texts('Yerel üreticilerle bir akşam.', 'An evening with local growers.', 'Вечер с местными фермерами.', 'Ein Abend mit Bauern aus der Gegend.'),
};
const PAST_OFFER = {
  slug: texts('sonbahar-sarap-haftasonu', 'autumn-wine-weekend', 'osenniy-vinnyy-uikend', 'herbstliches-weinwochenende'),
  title: texts('Sonbahar Şarap Hafta Sonu', 'Autumn Wine Weekend', 'Осенний винный уик-энд', 'Herbstliches Weinwochenende'),
  lead: texts('İki gece ve bir tadım.', 'Two nights and a tasting.', 'Две ночи и дегустация.', 'Zwei Nächte und eine Weinprobe.'),
  body: texts('Yerel bağlardan şaraplar.', 'Wines from local vineyards.', 'Вина местных виноделен.', 'Weine von Weingütern der Gegend.'),
  picture: '/media/images/signature-tasting.jpg',
  hotels: ['nirvana-cosmopolitan'], stayFrom: '2026-10-01', stayTo: '2026-11-15', bookFrom: '2026-08-01', bookTo: '2026-10-31',
  discountPercent: 10, priceFrom: false, nights: 2,
  terms: { tr: ['Koşullar.'], en: ['Terms.'], ru: ['Условия.'], de: ['Bedingungen.'] },
};
const SPA = yaml.load(readFileSync(join(REPO_ROOT, 'content/offers/spring-spa-escape.yaml'), 'utf8')) as {
  slug: Record<Locale, string>; title: Record<Locale, string>; lead: Record<Locale, string>; body: Record<Locale, string>; terms: Record<Locale, string[]>; picture: string;
};

let dir: string;
let api: Running;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nirvana-dated-'));
  const contentDir = join(dir, 'content');
  cpSync(join(REPO_ROOT, 'content'), contentDir, { recursive: true });
  writeFileSync(join(contentDir, 'events/harvest-festival.yaml'), yaml.dump(PAST_EVENT));
  writeFileSync(join(contentDir, 'offers/autumn-wine-weekend.yaml'), yaml.dump(PAST_OFFER));
  // No watch: whatever changes below changes at request time, not by a new load.
  api = await startApi({ contentDir, contentWatch: false }, join(dir, 'api'));
});
afterAll(async () => {
  await api?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** An answer, its prose's typography (no-break spaces, word joiners: api/src/seed/typography.ts) read as the files wrote it. */
async function get(path: string, query: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${api.base}${path}?${new URLSearchParams(query)}`);
  return { status: res.status, body: JSON.parse((await res.text()).replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '')) };
}
const page = async (path: string, lang: Locale) => {
  const res = await get('/v1/pages/url-lang', { url: pageUrlOf(path), lang });
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  return v.parse(Page, res.body);
};
const listOf = (p: Page, key: string): ContentItem[] => p.contents.find((c) => c.key === key)?.items ?? [];
const events = async (lang: Locale, query: Record<string, string> = {}) => v.parse(v.array(Event), (await get('/v1/events', { lang, ...query })).body);
const offers = async (lang: Locale, query: Record<string, string> = {}) => v.parse(v.array(OfferEntry), (await get('/v1/offers', { lang, ...query })).body);

describe('an offer with a page of its own', () => {
  test.each(LOCALES)('%s: its page has its words, its picture, its offer and Home › Offers › offer', async (locale) => {
    const path = buildPath('offer', locale, { slug: SPA.slug[locale] })!;
    const p = await page(path, locale);
    expect(p.title).toBe(SPA.title[locale]);
    expect(p.layout).toBe('main');
    expect(p.meta.title).toBe(`${SPA.title[locale]} | Nirvana Mediterranean Excellence`);
    expect(p.heroSlides[0]).toMatchObject({ title: SPA.title[locale], subtitle: SPA.lead[locale], file: { sourceUrl: expect.stringContaining(SPA.picture) } });
    expect(p.contents[0]!.html).toContain(SPA.body[locale].split(':')[0]);
    expect(p.breadcrumbs.map((b) => b.url)).toEqual([buildPath('home', locale), buildPath('group:offers', locale), path]);
    expect(p.breadcrumbs.map((b) => b.active)).toEqual([false, false, true]);
    expect(p.hrefLangs).toEqual(LOCALES.map((l) => ({ locale: l, url: pageUrlOf(buildPath('offer', l, { slug: SPA.slug[l] })!) })));
    expect(p.offer).toMatchObject({
      hotels: [{ slug: 'nirvana-mediterranean-excellence', url: buildPath('hotel-home', locale, { hotel: 'nirvana-mediterranean-excellence' }) }],
      stayFrom: '2027-03-15', stayTo: '2027-05-31', bookFrom: '2026-11-25', bookTo: '2027-04-30', discountPercent: 20, priceFrom: null,
      // The hotel's Saturday changeover in the stay window, for the offer's four nights.
      preset: { hotel: 'nirvana-mediterranean-excellence', checkin: '2027-03-20', checkout: '2027-03-24', adults: 2 },
    });
    expect(p.offer!.terms).toEqual(SPA.terms[locale]);
  });

  test('another language\'s slug, or no slug, is no page', async () => {
    expect((await get('/v1/pages/url-lang', { url: pageUrlOf(buildPath('offer', 'en', { slug: SPA.slug.ru })!), lang: 'en' })).status).toBe(404);
    expect((await get('/v1/pages/url-lang', { url: '/offers/no-such-offer', lang: 'en' })).status).toBe(404);
  });
});

describe('the offers list', () => {
  test.each(LOCALES)('%s: every current offer as a card (picture, hotels, windows, discount or price, link, preset), soonest to close first', async (locale) => {
    const p = await page(buildPath('group:offers', locale)!, locale);
    expect(p.contents.map((c) => c.key)).toEqual(['INTRO', 'OFFERS', 'HIGHLIGHTS']);
    const cards = listOf(p, 'OFFERS');
    const current = await offers(locale);
    // The same offers as the API's list, each told where its page (own or campaign) is in this language.
    expect(cards.map((c) => c.url)).toEqual(current.map((o) => o.url));
    expect(cards.length).toBeGreaterThanOrEqual(locale === 'tr' ? 6 : 5);
    for (const card of cards) {
      expect(card.image?.sourceUrl).toBeTruthy();
      expect(card.url).toBeTruthy();
      expect(card.offer!.hotels.length).toBeGreaterThan(0);
      expect(card.offer!.discountPercent !== null || card.offer!.priceFrom !== null).toBe(true);
      // The terms are the offer page's to give.
      expect(card.offer!.terms).toEqual([]);
    }
    const bookTo = cards.map((c) => c.offer!.bookTo);
    expect([...bookTo].sort()).toEqual(bookTo);
    const spa = cards.find((c) => c.url === buildPath('offer', locale, { slug: SPA.slug[locale] }))!;
    expect(spa).toMatchObject({ title: SPA.title[locale], text: SPA.lead[locale] });
    const own = await page(spa.url!, locale);
    expect(spa.offer!.preset).toEqual(own.offer!.preset);
    // The spec's campaign pages' offers link to those pages.
    expect(cards.map((c) => c.url)).toContain(buildPath('group:yaz-tatili-otel-firsatlari', locale));
    expect(cards.map((c) => c.title)).not.toContain(PAST_OFFER.title[locale]);
  });
});

describe('the events list and the event pages', () => {
  test.each(LOCALES)('%s: coming events by date; each event page reads Home › Events › event', async (locale) => {
    const p = await page(buildPath('group:events', locale)!, locale);
    expect(p.contents.map((c) => c.key)).toEqual(['INTRO', 'EVENTS']);
    const cards = listOf(p, 'EVENTS');
    const starts = cards.map((c) => c.event!.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(cards.map((c) => c.title)).not.toContain(PAST_EVENT.title[locale]);
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) {
      expect(card.event).toMatchObject({ venue: expect.any(String), hotel: expect.stringMatching(/^Nirvana /) });
      const event = await page(card.url!, locale);
      expect(event.breadcrumbs.map((b) => b.url)).toEqual([buildPath('home', locale), buildPath('group:events', locale), card.url]);
      expect(event.breadcrumbs.map((b) => b.text)).toEqual([expect.any(String), p.title, card.title]);
    }
  });
});

describe('the special event pages', () => {
  test("list the coming events, the hotel's own on a hotel's page, soonest first, the ended left out", async () => {
    const all = listOf(await page(buildPath('group:events', 'tr')!, 'tr'), 'EVENTS');
    const group = await page(buildPath('group:republic-day-events', 'tr')!, 'tr');
    expect(group.contents.map((c) => c.key)).toEqual(['INTRO', 'HIGHLIGHTS', 'EVENTS']);
    expect(listOf(group, 'EVENTS').map((c) => c.title)).toEqual(all.map((c) => c.title));
    const hotel = await page(buildPath('hotel:republic-day-events', 'tr', { hotel: 'nirvana-cosmopolitan' })!, 'tr');
    const own = listOf(hotel, 'EVENTS');
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.map((c) => c.title)).toEqual(all.filter((c) => c.event!.hotel === 'Nirvana Cosmopolitan').map((c) => c.title));
  });
});

describe('what has ended', () => {
  test('the past event and the past offer are in no list the site or the sitemap reads, but their pages answer', async () => {
    for (const locale of LOCALES) {
      expect((await events(locale)).map((e) => e.id)).not.toContain(PAST_EVENT.id);
      expect((await offers(locale)).map((o) => o.key)).not.toContain('autumn-wine-weekend');
      // The shell's list of the pages that answer asks for them too.
      expect((await events(locale, { include: 'ended' })).map((e) => e.id)).toContain(PAST_EVENT.id);
      const ended = (await offers(locale, { include: 'ended' })).find((o) => o.key === 'autumn-wine-weekend')!;
      expect(ended.hrefLangs).toHaveLength(4);
      const eventPage = await page(buildPath('event', locale, { slug: PAST_EVENT.slug[locale] })!, locale);
      expect(eventPage.title).toBe(PAST_EVENT.title[locale]);
      const offerPage = await page(buildPath('offer', locale, { slug: PAST_OFFER.slug[locale] })!, locale);
      expect(offerPage.offer!.bookTo).toBe('2026-10-31');
      expect((await get(`/v1/events/publishers/1/slugs/${PAST_EVENT.slug[locale]}`, { lang: locale })).status).toBe(200);
    }
    expect((await get('/v1/events', { lang: 'en', include: 'all' })).status).toBe(400);
  });

  /** Runs `check` with the clock at each moment (Date.now, which the API reads at each request). */
  async function at<T>(moments: string[], check: () => Promise<T>): Promise<T[]> {
    const now = jest.spyOn(Date, 'now');
    const out: T[] = [];
    try {
      for (const moment of moments) {
        now.mockReturnValue(Date.parse(moment));
        out.push(await check());
      }
    } finally {
      now.mockRestore();
    }
    return out;
  }

  test('an event leaves the lists at its end while the API runs, with no content change', async () => {
    const gala = yaml.load(readFileSync(join(REPO_ROOT, 'content/events/new-years-eve-gala.yaml'), 'utf8')) as { id: number; endsAt: string; title: Record<Locale, string>; slug: Record<Locale, string> };
    const end = Date.parse(gala.endsAt);
    const revision = (await get('/v1/content/revision')).body;
    const listed = async () => ({
      api: (await events('ru')).some((e) => e.id === gala.id),
      page: listOf(await page(buildPath('group:events', 'ru')!, 'ru'), 'EVENTS').some((c) => c.title === gala.title.ru),
      ended: (await events('ru', { include: 'ended' })).some((e) => e.id === gala.id),
    });
    expect(await at([new Date(end - 60_000).toISOString(), new Date(end).toISOString()], listed)).toEqual([
      { api: true, page: true, ended: true },
      { api: false, page: false, ended: true },
    ]);
    expect((await get('/v1/content/revision')).body).toEqual(revision);
    // Its page still answers.
    expect((await get(`/v1/events/publishers/1/slugs/${gala.slug.ru}`, { lang: 'ru' })).status).toBe(200);
  });

  test('an offer leaves the lists after its last booking day at the hotels, at request time', async () => {
    const spaIn = async () => ({
      api: (await offers('de')).some((o) => o.key === 'spring-spa-escape'),
      page: listOf(await page(buildPath('group:offers', 'de')!, 'de'), 'OFFERS').some((c) => c.title === SPA.title.de),
    });
    expect(await spaIn()).toEqual({ api: true, page: true });
    // 23:59 on its last booking day in Antalya (UTC+3): still bookable; a minute later, not.
    expect(await at(['2027-04-30T20:59:00Z', '2027-04-30T21:00:00Z'], spaIn)).toEqual([{ api: true, page: true }, { api: false, page: false }]);
  });

  test('withoutEnded keeps every other section and item as it was', () => {
    const doc = JSON.stringify({
      title: 'x',
      contents: [
        { key: 'INTRO', html: '<p>x</p>' },
        { key: 'HIGHLIGHTS', items: [{ title: 'a' }] },
        { key: 'OFFERS', items: [{ title: 'old', offer: { bookTo: '2026-01-01' } }, { title: 'new', offer: { bookTo: '2030-01-01' } }] },
        { key: 'EVENTS', items: [{ title: 'over', event: { endsAt: '2026-01-01T00:00:00Z' } }, { title: 'coming', event: { endsAt: '2030-01-01T00:00:00Z' } }] },
      ],
    });
    const out = JSON.parse(withoutEnded(doc, Date.parse('2027-01-01T00:00:00Z'))) as { contents: { key: string; items?: { title: string }[] }[] };
    expect(out.contents.map((c) => [c.key, c.items?.map((i) => i.title)])).toEqual([
      ['INTRO', undefined], ['HIGHLIGHTS', ['a']], ['OFFERS', ['new']], ['EVENTS', ['coming']],
    ]);
  });
});
