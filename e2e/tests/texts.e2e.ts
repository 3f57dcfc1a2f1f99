/**
 * The edited content (issue 15), in Chromium on the composed site: policy pages are long-form
 * text with a table of contents and no hero, highlights or booking bar; a campaign page names its
 * offer and its button opens the search on the offer's hotel and dates (the hand-off URL proves
 * it). That what a visitor reads on a page says no sentence twice is checked on every page the
 * content e2e visits (src/page-texts.ts).
 */
import type { Offer, Page as ApiPage } from '@nirvana/shared/api/schemas';
import { buildPath, pageUrlOf } from '@nirvana/shared/routes';
import type { Locale } from '@nirvana/shared/locales';
import { apiGet, captureWindowOpen, newPage, open, screenshot, site, waitForSections, type ViewportName } from '../src/harness';

const CONTENT = `document.querySelector('#slot-main .nirvana-content-host')`;
const SEARCH = `document.querySelector('#slot-search .nirvana-search-host')`;
const inContent = (selector: string) => `(${CONTENT})?.querySelector(${JSON.stringify(selector)})`;
const inSearch = (selector: string) => `(${SEARCH})?.querySelector(${JSON.stringify(selector)})`;

const pageOf = (path: string, locale: Locale) => apiGet<ApiPage>('/v1/pages/url-lang', { 'property-network-id': 1, url: pageUrlOf(path), lang: locale });

describe('policy pages', () => {
  const cases: [Locale, string, ViewportName][] = [
    ['en', buildPath('group:privacy-policy', 'en')!, 'desktop'],
    ['tr', buildPath('group:kvkk', 'tr')!, 'phone'],
    ['ru', buildPath('hotel:terms', 'ru', { hotel: 'nirvana-cosmopolitan' })!, 'desktop'],
    ['de', buildPath('group:cookies', 'de')!, 'phone'],
  ];
  it.each(cases)('%s %s (%s): title, contents list, headed sections; no hero, carousel or booking bar', async (locale, path, viewport) => {
    const data = await pageOf(path, locale);
    const headings = data.contents.filter((s) => s.title).map((s) => s.title);
    expect(headings.length).toBeGreaterThanOrEqual(6);
    const o = await open(path, { viewport });
    try {
      const { page } = o;
      expect(await page.evaluate(() => document.body.dataset.layout)).toBe('policy');
      await page.waitForFunction(`!!${inContent('.policy-toc')}`, { timeout: 15_000 });
      const seen = await page.evaluate(`(() => {
        const root = ${CONTENT};
        const toc = Array.from(root.querySelectorAll('.policy-toc a')).map((a) => ({ text: a.textContent.trim(), target: a.getAttribute('href').slice(1) }));
        return {
          h1: root.querySelector('h1').textContent.trim(),
          toc,
          sections: Array.from(root.querySelectorAll('.policy-section h2')).map((h) => ({ id: h.id, text: h.textContent.trim() })),
          pictures: root.querySelectorAll('img, picture, video, .hero, .glide').length,
          // A bar on screen (the closed overlay's form is in the page, hidden, for a reservation button to open).
          searchBar: Array.from((${SEARCH})?.querySelectorAll('.nv-bar, [role="search"]') ?? []).some((e) => e.getClientRects().length > 0),
          searchHeight: document.querySelector('#slot-search').getBoundingClientRect().height,
        };
      })()`) as { h1: string; toc: { text: string; target: string }[]; sections: { id: string; text: string }[]; pictures: number; searchBar: boolean; searchHeight: number };
      expect(seen.h1).toBe(data.title);
      expect(seen.toc.map((t) => t.text)).toEqual(headings);
      expect(seen.sections.map((s) => s.text)).toEqual(headings);
      expect(seen.toc.map((t) => t.target)).toEqual(seen.sections.map((s) => s.id));
      expect(seen.pictures).toBe(0);
      expect(seen.searchBar).toBe(false);
      expect(seen.searchHeight).toBe(0);
      // An entry of the contents brings its section to the top of the window (the middle one: the last may sit at the page's end).
      const n = Math.floor(headings.length / 2);
      await page.evaluate(`${CONTENT}.querySelectorAll('.policy-toc a')[${n}].click()`);
      await page.waitForFunction(`(() => { const r = document.getElementById(${JSON.stringify(seen.sections[n]!.id)}).getBoundingClientRect(); return r.top >= 0 && r.top < window.innerHeight / 2; })()`, { timeout: 5_000 });
      await screenshot(page, `texts-policy-${locale}-${viewport}`);
      expect(o.errors).toEqual([]);
    } finally {
      await o.close();
    }
  });
});

describe('campaign pages', () => {
  it.each([['tr', 'desktop'], ['ru', 'phone']] as const)('%s (%s): the summer page names its offer; its button presets the search with the offer\'s hotel and dates', async (locale, viewport) => {
    const path = buildPath('group:yaz-tatili-otel-firsatlari', locale)!;
    const offer = (await pageOf(path, locale)).offer as Offer;
    expect(offer.hotels).toHaveLength(3);
    const o = await newPage({ viewport });
    try {
      const { page } = o;
      const opened = await captureWindowOpen(page);
      await page.goto(site.at(path), { waitUntil: 'load' });
      await waitForSections(page);
      await page.waitForFunction(`!!${inContent('[data-offer]')}`, { timeout: 15_000 });
      const shown = await page.evaluate(`(() => {
        const root = ${CONTENT}.querySelector('[data-offer]');
        return { hotels: Array.from(root.querySelectorAll('.offer-hotels a')).map((a) => a.getAttribute('href')), text: root.textContent, terms: root.querySelectorAll('.offer-terms li').length };
      })()`) as { hotels: string[]; text: string; terms: number };
      expect(shown.hotels).toEqual(offer.hotels.map((h) => h.url));
      expect(shown.terms).toBe(offer.terms.length);
      for (const term of offer.terms) expect(shown.text).toContain(term);
      expect(shown.text).toContain(String(offer.priceFrom));
      await page.waitForFunction(`!!${inSearch('.search-root')} && !!window.__nirvanaBus?.last?.['nirvana:page']`, { timeout: 20_000 });
      // The sections' lazy parts loaded (a part still hydrating takes no click), as a visitor reading the offer first.
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 20_000 });
      await page.evaluate(`${inContent('.offer-search')}.click()`);
      // The search shows the offer's hotel (the bar on desktop, the overlay on a phone), then hands those dates off.
      // (The chosen value leaves the group's name out: "Dolce Vita".)
      const hotelName = offer.hotels.find((h) => h.slug === offer.preset.hotel)!.name.replace(/^Nirvana /, '');
      await page.waitForFunction(`(${inSearch('[data-testid="hotel-button"]')})?.textContent.includes(${JSON.stringify(hotelName)})`, { timeout: 15_000 });
      await page.evaluate(`${inSearch('.nv-submit')}.click()`);
      await page.waitForFunction(() => (window as unknown as { __opened: unknown[] }).__opened.length > 0, { timeout: 10_000 });
      const [first] = await opened();
      const url = new URL(first!.url);
      expect(url.searchParams.get('checkin')).toBe(offer.preset.checkin);
      expect(url.searchParams.get('checkout')).toBe(offer.preset.checkout);
      expect(url.searchParams.get('adult')).toBe(String(offer.preset.adults));
      await screenshot(page, `texts-campaign-${locale}-${viewport}`);
      expect(o.errors).toEqual([]);
    } finally {
      await o.close();
    }
  });
});
