/**
 * The partner embed as a travel agency's developer uses it (issue 25, items 10 to 14), in Chromium,
 * on a partner page of a random origin configured nowhere, with the snippet read from
 * mfe-search/README.md as it stands (and the root README's, which must be the same):
 * - a hanging script host delays none of the partner's own later scripts;
 * - inside an `overflow: hidden` card the calendar and the guests panel are not cut off (375, 768, 1440 px);
 * - the typed promo code, the visitor's language and the partner reach the booking engine with no
 *   handOff set; a handOff set before the script ran is used; prices show in the calendar;
 * - prefill attributes; `lang` as en-GB, EN and fr; a mistyped hotel: warnings and error events.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer';
import { captureWindowOpen, newPage, screenshot, site, type ViewportName } from '../src/harness';
import { ROOT, closeServer } from '../src/servers';

const PLACEHOLDER = 'https://www.nirvanahotels.example';

/** The first html block of a README's section (after its heading). */
function snippetOf(file: string, heading: string): string {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const at = text.indexOf(heading);
  if (at < 0) throw new Error(`${file} has no "${heading}"`);
  const block = /```html\n([\s\S]*?)```/.exec(text.slice(at));
  if (!block) throw new Error(`${file}: no html block after "${heading}"`);
  return block[1]!.trim();
}
const SNIPPET = snippetOf('mfe-search/README.md', '## Partners: embedding `<nirvana-search>`');
const ROOT_SNIPPET = snippetOf('README.md', '## Embedding `<nirvana-search>` on a partner site');

const pad = (n: number) => String(n).padStart(2, '0');
const isoIn = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

interface StayRules {
  periods: { from: string; to: string; minNights: number; changeover: string | null }[];
  closedToArrival: string[];
  closedToDeparture: string[];
}
/** A four-night stay at least 20 days ahead that the hotel's stay rules allow (no changeover, minimum at most 4). */
async function allowedStay(hotelId: number): Promise<{ checkin: string; checkout: string }> {
  const rules = (await (await fetch(site.api(`/v1/hotels/${hotelId}/stay-rules`))).json()) as StayRules;
  for (let offset = 20; offset < 300; offset++) {
    const checkin = isoIn(offset);
    const checkout = isoIn(offset + 4);
    const periods = rules.periods.filter((p) => p.from <= checkout && checkin <= p.to);
    if (periods.some((p) => p.changeover || p.minNights > 4)) continue;
    if (rules.closedToArrival.includes(checkin) || rules.closedToDeparture.includes(checkout)) continue;
    return { checkin, checkout };
  }
  throw new Error('no allowed stay');
}

const shadowQ = (selector: string, id = 'partner-search') => `document.getElementById(${JSON.stringify(id)})?.shadowRoot?.querySelector(${JSON.stringify(selector)})`;

async function clickIn(page: Page, selector: string, id?: string) {
  await page.waitForFunction(`!!${shadowQ(selector, id)}`, { timeout: 15_000 });
  await ((await page.evaluateHandle(shadowQ(selector, id))).asElement()! as ElementHandle<Element>).click();
}

/** Whether a pop-up is painted whole: inside the window, and what the browser hits at its corners and centre is the pop-up itself. */
async function paintedWhole(page: Page, popup: string) {
  return page.evaluate((selector) => {
    const el = document.getElementById('partner-search')!;
    const root = el.shadowRoot!;
    const box = root.querySelector(selector)!.getBoundingClientRect();
    const card = document.querySelector('.card')!.getBoundingClientRect();
    const inset = 4;
    const points = [[box.left + inset, box.top + inset], [box.right - inset, box.top + inset], [box.left + inset, box.bottom - inset], [box.right - inset, box.bottom - inset], [(box.left + box.right) / 2, (box.top + box.bottom) / 2]];
    const hits = points.map(([x, y]) => {
      const hit = root.elementFromPoint(x!, y!);
      return !!hit && !!hit.closest(selector);
    });
    return {
      hits,
      inWindow: box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight,
      // The card alone would have cut it: the pop-up reaches beyond the card's box.
      beyondCard: box.bottom > card.bottom || box.right > card.right || box.left < card.left || box.top < card.top,
    };
  }, popup);
}

describe('<nirvana-search> as the partners\' README says, on a random origin', () => {
  let partner: http.Server;
  let partnerUrl: string;
  let hanging: net.Server;
  let hangingUrl: string;
  const pages: Record<string, string> = {};
  const sockets = new Set<net.Socket>();

  const siteOrigin = () => new URL(site.url).origin;
  const snippet = (origin = siteOrigin()) => SNIPPET.replaceAll(PLACEHOLDER, origin).replace('<nirvana-search ', '<nirvana-search id="partner-search" ');
  const page = (body: string, head = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Antalya Holidays</title><link rel="icon" href="data:,">
<style>body{margin:0;font-family:Georgia,serif;background:#faf7f2}main{max-width:1100px;margin:0 auto;padding:24px 16px}
.card{overflow:hidden;border:1px solid #e5ded3;border-radius:8px;background:#fff;padding:12px;max-width:520px}</style>${head}</head>
<body><main><h1>Your holiday at a Nirvana resort</h1>${body}<p>More offers below.</p></main></body></html>`;

  beforeAll(async () => {
    partner = http.createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      if (pathname === '/partner-later.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.partnerLater = performance.now();');
      if (pathname === '/partner-deferred.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.partnerDeferred = performance.now();');
      const html = pages[pathname];
      res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html ?? 'not found');
    });
    // A port the OS picks: no setting anywhere names this origin.
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
    // A script host that accepts connections and never answers.
    hanging = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;

    pages['/card'] = page(`<div class="card">${snippet()}</div>`);
    pages['/hanging'] = page(
      `<div class="card">${snippet(hangingUrl)}</div>
<script>window.partnerInline = performance.now();</script>
<script src="/partner-later.js"></script>`,
      '<script defer src="/partner-deferred.js"></script><script>document.addEventListener("DOMContentLoaded", () => { window.partnerReady = performance.now(); });</script>',
    );
    // The snippet with other values: the language as browsers and CMSs write it, one we do not have, a mistyped hotel.
    const variant = (id: string, replace: [string, string]) => snippet().replace(/<script[^>]*><\/script>\n?/, '').replace('id="partner-search"', `id="${id}"`).replace(...replace);
    pages['/options'] = page(`${snippet()}
${variant('en-gb', ['lang="en"', 'lang="en-GB"'])}
${variant('upper', ['lang="en"', 'lang="EN"'])}
${variant('fr', ['lang="en"', 'lang="fr"'])}
${variant('typo', ['hotel="nirvana-cosmopolitan"', 'hotel="nirvana-cosmopolitn"'])}`);
    // A partner that prefills the stay and sets handOff from its own script, right after the snippet.
    pages['/configured'] = page(`<div class="card">${snippet()}</div>
<script>
  var el = document.getElementById('partner-search');
  el.handOff = { 'nirvana-cosmopolitan': { scheme: 'standard', promoParam: 'coupon' } };
</script>`);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hanging.close(resolve));
    await closeServer(partner);
  });

  it('the root README shows the same snippet, async, with no api-base', () => {
    expect(ROOT_SNIPPET).toBe(SNIPPET);
    expect(SNIPPET).toMatch(/<script async src="https:\/\/www\.nirvanahotels\.example\/embed\/nirvana-search\.js"><\/script>/);
    expect(SNIPPET).not.toMatch(/api-base|defer/);
  });

  it('a script host that never answers delays none of the partner\'s own scripts; the element\'s content shows meanwhile', async () => {
    const o = await newPage({ viewport: 'desktop' });
    try {
      const t0 = Date.now();
      await o.page.goto(`${partnerUrl}/hanging`, { waitUntil: 'domcontentloaded', timeout: 10_000 });
      await o.page.waitForFunction('window.partnerReady !== undefined && window.partnerDeferred !== undefined', { timeout: 5000 });
      expect(Date.now() - t0).toBeLessThan(5000);
      const ran = (await o.page.evaluate('[window.partnerInline, window.partnerLater, window.partnerDeferred, window.partnerReady]')) as number[];
      expect(ran.every((t) => typeof t === 'number' && t < 3000)).toBe(true);
      // The partner's fallback content inside the element is what a visitor sees meanwhile.
      expect(await o.page.$eval('#partner-search a', (a) => [a.textContent, (a as HTMLElement).offsetHeight > 0])).toEqual(['Book at Nirvana Cosmopolitan', true]);
    } finally {
      await o.close();
    }
  });

  for (const viewport of ['phone', 'tablet', 'desktop'] as ViewportName[]) {
    it(`${viewport}: in an overflow:hidden card, the calendar and the guests panel are painted whole; prices in the calendar; promo, language and partner reach the engine`, async () => {
      const o = await newPage({ viewport });
      try {
        const opened = await captureWindowOpen(o.page);
        await o.page.evaluateOnNewDocument(() => {
          const w = window as unknown as { __events: { type: string; detail: unknown }[] };
          w.__events = [];
          for (const type of ['nirvana-search', 'nirvana-search:ready', 'nirvana-search:error']) {
            document.addEventListener(type, (e) => w.__events.push({ type, detail: (e as CustomEvent).detail }));
          }
        });
        await o.page.goto(`${partnerUrl}/card`, { waitUntil: 'load' });
        await o.page.waitForFunction('window.__events.some((e) => e.type === "nirvana-search:ready")', { timeout: 15_000 });
        expect(await o.page.evaluate('window.__events')).toEqual([{ type: 'nirvana-search:ready', detail: { lang: 'en', hotels: ['nirvana-cosmopolitan'] } }]);

        // The calendar: whole, beyond the card, with a price under each day.
        await clickIn(o.page, '[data-testid="checkin-input"]');
        await o.page.waitForFunction(`!!${shadowQ('.nv-popup--dates .flatpickr-day[data-date][data-note]')}`, { timeout: 15_000 });
        await new Promise((r) => setTimeout(r, 300));
        await screenshot(o.page, `partner-embed-calendar-${viewport}`);
        const calendar = await paintedWhole(o.page, '.nv-popup--dates');
        expect(calendar).toEqual({ hits: [true, true, true, true, true], inWindow: true, beyondCard: true });
        const note = (await o.page.evaluate(`${shadowQ(`.flatpickr-day[data-date="${isoIn(1)}"]`)}?.dataset.note`)) as string;
        expect(note).toMatch(/^€\d{2,4}$/);
        await o.page.keyboard.press('Escape');
        await o.page.waitForFunction(`!${shadowQ('.nv-popup--dates')}`);

        // The guests panel: whole, beyond the card.
        await clickIn(o.page, '[data-testid="guests-button"]');
        await o.page.waitForFunction(`!!${shadowQ('.nv-popup--guests')}`);
        await screenshot(o.page, `partner-embed-guests-${viewport}`);
        // (On a phone the stacked card is taller than the panel, which then lies inside it.)
        expect(await paintedWhole(o.page, '.nv-popup--guests')).toMatchObject({ hits: [true, true, true, true, true], inWindow: true });
        await o.page.keyboard.press('Escape');

        // A search with a promo code and no handOff anywhere: it reaches the engine, with the language and the partner.
        const { checkin, checkout } = await allowedStay(2);
        await o.page.evaluate((a, b) => {
          const el = document.getElementById('partner-search')!;
          el.setAttribute('checkin', a);
          el.setAttribute('checkout', b);
        }, checkin, checkout);
        await o.page.waitForFunction(`${shadowQ('[data-testid="checkin-input"]')}?.value !== ''`);
        await clickIn(o.page, '[data-testid="promo-input"]');
        await o.page.keyboard.type('SUN26');
        await clickIn(o.page, '[data-testid="search-submit"]');
        await o.page.waitForFunction('window.__events.some((e) => e.type === "nirvana-search")', { timeout: 5000 });
        const [search] = (await o.page.evaluate('window.__events.filter((e) => e.type === "nirvana-search").map((e) => e.detail)')) as { url: string; partner: string; promoCode: string }[];
        const url = new URL(search!.url);
        expect([url.pathname, url.searchParams.get('checkin'), url.searchParams.get('checkout'), url.searchParams.get('promo'), url.searchParams.get('lang'), url.searchParams.get('partner')])
          .toEqual(['/booking/nirvana-cosmopolitan', checkin, checkout, 'SUN26', 'en', 'your-agency-id']);
        expect([search!.partner, search!.promoCode]).toEqual(['your-agency-id', 'SUN26']);
        expect(await opened()).toEqual([{ url: search!.url, target: '_blank', features: 'noopener' }]);
        // The booking engine stand-in receives them.
        const engine = await (await fetch(search!.url)).text();
        expect(engine).toMatch(/<th scope="row">promo<\/th><td><code>SUN26<\/code>/);
        expect(engine).toMatch(/<th scope="row">partner<\/th><td><code>your-agency-id<\/code>/);
        expect(o.errors).toEqual([]);
      } finally {
        await o.close();
      }
    });
  }

  it('lang="en-GB" and "EN" show English; "fr" shows English and a mistyped hotel offers every hotel, each with a warning and an error event', async () => {
    const o = await newPage({ viewport: 'desktop' });
    try {
      const warnings: string[] = [];
      o.page.on('console', (msg) => {
        if (msg.type() === 'warn') warnings.push(msg.text());
      });
      await o.page.evaluateOnNewDocument(() => {
        const w = window as unknown as { __errors: { id: string; code: string }[]; __ready: string[] };
        w.__errors = [];
        w.__ready = [];
        document.addEventListener('nirvana-search:error', (e) => w.__errors.push({ id: (e.target as HTMLElement).id, code: (e as CustomEvent).detail.code }));
        document.addEventListener('nirvana-search:ready', (e) => w.__ready.push((e.target as HTMLElement).id));
      });
      await o.page.goto(`${partnerUrl}/options`, { waitUntil: 'load' });
      await o.page.waitForFunction('window.__ready.length === 5', { timeout: 15_000 });
      for (const id of ['partner-search', 'en-gb', 'upper', 'fr', 'typo']) {
        expect([id, await o.page.evaluate(`${shadowQ('[data-testid="search-submit"]', id)}?.textContent`)]).toEqual([id, 'Search']);
      }
      expect(((await o.page.evaluate('window.__errors')) as { id: string; code: string }[]).sort((a, b) => a.id.localeCompare(b.id)))
        .toEqual([{ id: 'fr', code: 'lang' }, { id: 'typo', code: 'hotel' }]);
      expect(warnings.some((w) => w.includes('lang="fr" is not supported'))).toBe(true);
      expect(warnings.some((w) => w.includes('hotel="nirvana-cosmopolitn" is not one of'))).toBe(true);
      await clickIn(o.page, '[data-testid="hotel-button"]', 'typo');
      await o.page.waitForFunction(`document.getElementById('typo').shadowRoot.querySelectorAll('[role="option"]').length === 3`, { timeout: 5000 });
      expect(o.errors).toEqual([]);
    } finally {
      await o.close();
    }
  });

  it('a handOff the partner set before the script ran, and prefilled guests, are used', async () => {
    const o = await newPage({ viewport: 'desktop' });
    try {
      const opened = await captureWindowOpen(o.page);
      // The embed's script arrives after the partner's own (as it may with async): held back 500 ms.
      await o.page.setRequestInterception(true);
      o.page.on('request', (request) => {
        if (request.url().endsWith('/embed/nirvana-search.js')) setTimeout(() => void request.continue(), 500);
        else void request.continue();
      });
      const { checkin, checkout } = await allowedStay(2);
      pages['/configured-stay'] = pages['/configured']!.replace('id="partner-search" ', `id="partner-search" checkin="${checkin}" checkout="${checkout}" adults="3" `);
      await o.page.goto(`${partnerUrl}/configured-stay`, { waitUntil: 'load' });
      await o.page.waitForFunction(`${shadowQ('[data-testid="hotel-button"]')}?.disabled === false`, { timeout: 15_000 });
      expect(await o.page.evaluate(`${shadowQ('[data-testid="guests-button"]')}.textContent`)).toMatch(/^3\sadults/);
      await clickIn(o.page, '[data-testid="promo-input"]');
      await o.page.keyboard.type('EARLY');
      await clickIn(o.page, '[data-testid="search-submit"]');
      await o.page.waitForFunction('window.__opened.length === 1', { timeout: 5000 });
      const url = new URL((await opened())[0]!.url);
      expect([url.searchParams.get('checkin'), url.searchParams.get('checkout'), url.searchParams.get('adult'), url.searchParams.get('coupon'), url.searchParams.get('promo')])
        .toEqual([checkin, checkout, '3', 'EARLY', null]);
      expect(o.errors).toEqual([]);
    } finally {
      await o.close();
    }
  });
});
