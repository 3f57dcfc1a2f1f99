/**
 * The first screen on a slow phone and on a desktop, with the CPU slowed down four times: the
 * page's largest paint is in the content section's server HTML (the hero's photograph on a phone,
 * its title on a wide desktop, the room's picture, the error page's words), painted before any
 * script has run; the section then hydrates it in place (the very element stays); and nothing
 * visible moves while the sections arrive (layout shifts summed as CLS counts them), nor when the
 * web fonts arrive after all that: the text waits in their metric-matched fallbacks
 * (shell/src/styles/fonts.css).
 */
import type { HTTPRequest, Page as PuppeteerPage } from 'puppeteer';
import type { Room } from '@nirvana/shared/api/schemas';
import { NAVIGATION_TIMEOUT_MS, agreeToThirdParties, apiGet, giveIntent, newPage, site, VIEWPORTS, type ViewportName } from '../src/harness';

/** Runs before the page's own scripts: records layout shifts and largest-paint candidates. */
const OBSERVE = `
window.__firstScreen = { shifts: [], paints: [] };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.hadRecentInput) continue;
    window.__firstScreen.shifts.push({ value: e.value, at: Math.round(e.startTime), sources: e.sources.map((s) => {
      const n = s.node;
      const name = n && n.nodeType === 1 ? n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.className && typeof n.className === 'string' ? '.' + n.className.trim().split(/\\s+/).join('.') : '') : String(n && n.nodeName);
      return name + ' ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y);
    }) });
  }
}).observe({ type: 'layout-shift', buffered: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const el = e.element;
    (window.__lcpElements = window.__lcpElements || []).push(el);
    window.__firstScreen.paints.push({
      at: Math.round(e.startTime),
      size: e.size,
      className: el ? String(el.className) : null,
      inFirstScreen: !!(el && el.closest('.nirvana-content-host[data-build]')),
    });
  }
}).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface Recorded {
  shifts: { value: number; at: number; sources: string[] }[];
  paints: { at: number; size: number; className: string | null; inFirstScreen: boolean }[];
  /** Whether the largest paint's element is still in the page after hydration (not replaced). */
  stillThere: boolean;
}

async function load(path: string, viewport: ViewportName, acceptLanguage: string): Promise<{ page: PuppeteerPage; recorded: Recorded; close: () => Promise<void> }> {
  const opened = await newPage({ coldCache: true, viewport, acceptLanguage });
  const { page } = opened;
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluateOnNewDocument(OBSERVE);
  await page.goto(site.at(path), { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
  await giveIntent(page);
  // The content section has taken its server HTML over.
  await page.waitForFunction(() => document.querySelector('#slot-main')?.getAttribute('data-section-state') === 'mounted', { timeout: 20_000 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 20_000 });
  const recorded = (await page.evaluate(`({ ...window.__firstScreen, stillThere: (window.__lcpElements || []).slice(-1).every((e) => !!e && e.isConnected) })`)) as Recorded;
  return { page, recorded, close: opened.close };
}

const cls = (r: Recorded) => r.shifts.reduce((sum, s) => sum + s.value, 0);
/** CLS at most 0.02 (the bench's budget); a failure names what moved. */
function expectStill(r: Recorded) {
  const total = cls(r);
  if (total > 0.02) throw new Error(`CLS ${total.toFixed(3)}: ${JSON.stringify(r.shifts)}`);
  expect(total).toBeLessThanOrEqual(0.02);
}
const last = <T>(list: T[]) => list[list.length - 1];

let roomTr: string;
let roomEn: string;
beforeAll(async () => {
  roomTr = (await apiGet<Room[]>('/v1/rooms', { 'property-id': 2, lang: 'tr' }))[0]!.slug;
  roomEn = (await apiGet<Room[]>('/v1/rooms', { 'property-id': 2, lang: 'en' }))[0]!.slug;
});

describe.each(['phone', 'desktop'] as const)('at %s width', (viewport) => {
  // [name, path, language, the largest paint's class, the full-width box that holds it]
  const pages: [string, () => string, string, string, string][] = [
    // The hero's photograph on a phone (the hero ends above the dock); at 1440 px (no dock) it
    // covers the whole window, which Chromium takes for a background: the title is the largest paint.
    ['the group home (tr)', () => '/', 'tr-TR,tr', viewport === 'phone' ? 'hero-media' : 'hero-title', '.hero'],
    ['a hotel home (en)', () => '/en/hotels/nirvana-cosmopolitan', 'en-GB,en', viewport === 'phone' ? 'hero-media' : 'hero-title', '.hero'],
    ['a room page (tr)', () => `/oteller/nirvana-cosmopolitan/odalar/${roomTr}`, 'tr-TR,tr', 'room-hero-image', '.room-hero'],
    ['a room page (en)', () => `/en/hotels/nirvana-cosmopolitan/rooms/${roomEn}`, 'en-GB,en', 'room-hero-image', '.room-hero'],
    ['the not-found page (tr)', () => '/boyle-bir-sayfa-yok', 'tr-TR,tr', 'error-', '.error-page'],
    ['the not-found page (en)', () => '/en/this-page-does-not-exist', 'en-GB,en', 'error-', '.error-page'],
  ];

  it.each(pages)("%s: the largest paint is the server's HTML, kept by the hydration, and nothing moves", async (_name, path, language, largest, box) => {
    const { page, recorded, close } = await load(path(), viewport, language);
    try {
      const final = last(recorded.paints);
      // An element of the content section's server HTML, painted before any script ran, and the same element after hydration.
      expect(final).toMatchObject({ inFirstScreen: true });
      expect(recorded.stillThere).toBe(true);
      expect(final!.className).toContain(largest);
      expectStill(recorded);
      // The section's own first screen is in place, visible, where the server's was.
      const shown = await page.evaluate((selector: string) => {
        const host = document.querySelector<HTMLElement>('#slot-main .nirvana-content-host');
        const el = host?.querySelector(selector);
        if (!el || !host) return null;
        const r = el.getBoundingClientRect();
        return { visible: getComputedStyle(host).visibility, width: Math.round(r.width) };
      }, box);
      expect(shown).toEqual({ visible: 'visible', width: await page.evaluate(() => document.documentElement.clientWidth) });
    } finally {
      await close();
    }
  });
});

describe('web fonts that arrive after the page has hydrated', () => {
  // A slow phone's fonts: every font request held until the content section has taken its server
  // HTML over, then let through. In CI's busy run Playfair Display once arrived at 2.3 s and the
  // hotel's title, drawn until then in Georgia's stand-in, took another line: the overlay moved 81 px.
  it.each([
    ['a hotel home (en) on a desktop', '/en/hotels/nirvana-cosmopolitan', 'en-GB,en', 'desktop'],
    ['the group home (ru) on a phone', '/ru', 'ru-RU,ru', 'phone'],
  ] as const)('%s: the text waits in the fallback faces, and nothing moves when the fonts swap in', async (_name, path, acceptLanguage, viewport) => {
    const held: HTTPRequest[] = [];
    let released = false;
    const hold = (request: HTTPRequest) => {
      if (released || request.resourceType() !== 'font') return false;
      held.push(request);
      return true;
    };
    const opened = await newPage({ coldCache: true, viewport, acceptLanguage, intercept: hold });
    const { page } = opened;
    try {
      await page.evaluateOnNewDocument(OBSERVE);
      // Not 'load': a page's load event waits for the fonts it has asked for.
      await page.goto(site.at(path), { waitUntil: 'domcontentloaded', timeout: NAVIGATION_TIMEOUT_MS });
      await giveIntent(page);
      await page.waitForFunction(() => document.querySelector('#slot-main')?.getAttribute('data-section-state') === 'mounted', { timeout: 20_000 });
      await page.waitForFunction(() => !!document.querySelector('#slot-header')?.children.length, { timeout: 20_000 });
      // Every text box of the first screen (the header's, the title, the search bar's), light DOM and shadow roots.
      const boxes = () => page.evaluate(() => {
        const w = window as unknown as { __texts?: Element[] };
        if (!w.__texts) {
          const found: Element[] = [];
          const walk = (root: Document | ShadowRoot) => {
            for (const e of root.querySelectorAll('a, button, label, h1, p')) {
              const r = e.getBoundingClientRect();
              if (r.width > 0 && r.bottom > 0 && r.top < innerHeight && e.textContent?.trim() && !e.closest('.glide__slides')) found.push(e);
            }
            for (const e of root.querySelectorAll('*')) if (e.shadowRoot) walk(e.shadowRoot);
          };
          walk(document);
          w.__texts = found;
        }
        return w.__texts.map((e) => {
          const r = e.getBoundingClientRect();
          return { text: e.textContent!.trim().slice(0, 30), left: Math.round(r.left), top: Math.round(r.top), width: Math.round(r.width), height: Math.round(r.height) };
        });
      });
      const faces = () => page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`).sort());
      expect(held.length).toBeGreaterThan(0);
      // Drawn until now in the fallbacks: the system font scaled to the web font's metrics.
      expect(await faces()).toEqual(expect.arrayContaining(['Playfair Display Fallback 600', 'Inter Fallback 400']));
      expect(await page.evaluate(() => document.fonts.check('600 40px "Playfair Display"', 'Nirvana'))).toBe(false);
      const before = await boxes();
      expect(before.some((b) => /Nirvana/.test(b.text))).toBe(true);
      const shiftsBefore = ((await page.evaluate('window.__firstScreen.shifts')) as Recorded['shifts']).length;

      released = true;
      await Promise.all(held.map((request) => request.continue()));
      await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
      expect(await faces()).toEqual(expect.arrayContaining(['Playfair Display 600', 'Inter 400']));
      const shifts = ((await page.evaluate('window.__firstScreen.shifts')) as Recorded['shifts']).slice(shiftsBefore);
      expectStill({ shifts, paints: [], stillThere: true });
      // Each text keeps its lines and its place within a few pixels (in the system fonts as they
      // were, the header's links moved 11 px sideways and the title took another line).
      const after = await boxes();
      const moved = after.flatMap((now, i) => {
        const was = before[i]!;
        const most = Math.max(Math.abs(now.left - was.left), Math.abs(now.top - was.top), Math.abs(now.width - was.width), Math.abs(now.height - was.height));
        return most > 4 ? [{ was, now }] : [];
      });
      expect(moved).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

it('on phones from 320 px wide, the hero subtitle clears its title and the floating buttons, in every language', async () => {
  // Each line of the subtitle against the title's box and every small fixed element (chat, messaging).
  const MEASURE = `(() => {
    const root = document.querySelector('#slot-main .nirvana-content-host');
    const subtitle = root.querySelector('.hero-subtitle');
    const title = root.querySelector('.hero-title').getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(subtitle);
    const lines = Array.from(range.getClientRects()).filter((r) => r.width > 0);
    const floats = [];
    const walk = (node) => {
      for (const e of node.querySelectorAll('*')) {
        const r = e.getBoundingClientRect();
        if (getComputedStyle(e).position === 'fixed' && r.width > 0 && r.width < 120) floats.push([e.id || e.className || e.tagName, r]);
        if (e.shadowRoot) walk(e.shadowRoot);
      }
    };
    walk(document);
    const meets = (a, b) => a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
    return {
      lines: lines.length,
      floats: floats.map(([name]) => String(name)),
      problems: lines.flatMap((line) => [
        ...(meets(line, title) ? ['runs into the title'] : []),
        ...floats.filter(([, r]) => meets(line, r)).map(([name]) => 'under ' + name),
      ]),
    };
  })()`;
  const o = await newPage({ coldCache: true, viewport: 'phone' });
  // The visitor agreed to the chat's category: the chat widget floats bottom right (before consent it waits: consent.e2e.ts).
  await agreeToThirdParties(o.page);
  const seen: string[] = [];
  try {
    const samples: [number, string][] = [
      [320, '/'], [320, '/en'], [320, '/ru'], [320, '/de'], [320, '/oteller/nirvana-cosmopolitan'],
      [320, '/en/hotels/nirvana-cosmopolitan'], [375, '/oteller/nirvana-cosmopolitan'], [375, '/ru/hotels/nirvana-cosmopolitan'],
    ];
    for (const [width, path] of samples) {
      await o.page.setViewport({ ...VIEWPORTS.phone, width });
      await o.page.goto(site.at(path), { waitUntil: 'load' });
      await giveIntent(o.page);
      // German pages have no chat widget (spec); every other language has one, bottom right.
      const chat = !path.startsWith('/de');
      const ready = `[!!document.querySelector('#slot-main .nirvana-content-host')?.querySelector('.hero-subtitle'),
        ${chat} === !!document.querySelector('#nirvana-chat'), document.fonts.status === 'loaded',
        Array.from(document.querySelectorAll('[data-section-state]')).every((e) => e.getAttribute('data-section-state') !== 'loading')]`;
      await o.page.waitForFunction(`${ready}.every(Boolean)`, { timeout: 20_000 }).catch(async () => {
        throw new Error(`${width} ${path}: subtitle, chat, fonts = ${JSON.stringify(await o.page.evaluate(ready))}`);
      });
      const found = (await o.page.evaluate(MEASURE)) as { lines: number; floats: string[]; problems: string[] };
      expect(found.lines).toBeGreaterThan(0);
      if (chat) expect(found.floats).toContain('nirvana-chat');
      seen.push(...found.problems.map((p) => `${width} ${path}: subtitle ${p}`));
    }
  } finally {
    await o.close();
  }
  expect(seen).toEqual([]);
});

it('without JavaScript, a hero page still shows its title and a room page its picture', async () => {
  const hotel = await newPage({ coldCache: true, viewport: 'phone', javascript: false, acceptLanguage: 'en-GB,en' });
  try {
    await hotel.page.goto(site.at('/en/hotels/nirvana-cosmopolitan'), { waitUntil: 'load' });
    expect(await hotel.page.$eval('#slot-main h1.hero-title', (h) => h.textContent)).toBe('Nirvana Cosmopolitan');
    await hotel.page.goto(site.at(`/en/hotels/nirvana-cosmopolitan/rooms/${roomEn}`), { waitUntil: 'load' });
    const img = await hotel.page.$eval('#slot-main img.room-hero-image', (i) => ({ loaded: (i as HTMLImageElement).naturalWidth > 0, alt: i.getAttribute('alt') }));
    expect(img.loaded).toBe(true);
    expect(img.alt).toBeTruthy();
  } finally {
    await hotel.close();
  }
});

it("the not-found page's words stand where the server put them once the content section has taken over", async () => {
  // (The 404 part's own heading only when the editor's title says something new: not on this page.)
  const WORDS = ['.error-code', '.error-title', '.error-lead', '.error-home', '.error-help', '.error-notes', '.error-extra'];
  const boxes = (inShadow: boolean) => `(() => {
    const root = ${inShadow} ? document.querySelector('#slot-main .nirvana-content-host') : document;
    return ${JSON.stringify(WORDS)}.map((s) => {
      const el = root.querySelector('#slot-main ' + s) || (${inShadow} && root.querySelector(s));
      if (!el) return s + ' missing';
      const r = el.getBoundingClientRect();
      return [s, Math.round(r.x), Math.round(r.y + scrollY), Math.round(r.width), Math.round(r.height), el.textContent].join(' ');
    });
  })()`;
  const path = '/de/diese-seite-gibt-es-nicht';
  const server = await newPage({ coldCache: true, viewport: 'phone', javascript: false, acceptLanguage: 'de-DE,de' });
  const client = await newPage({ coldCache: true, viewport: 'phone', acceptLanguage: 'de-DE,de' });
  try {
    const response = await server.page.goto(site.at(path), { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    await server.page.evaluate('document.fonts.ready');
    const painted = (await server.page.evaluate(boxes(false))) as string[];
    expect(painted.join('\n')).toContain('.error-title');
    expect(painted.join('\n')).not.toContain('missing');
    await client.page.goto(site.at(path), { waitUntil: 'load' });
    await giveIntent(client.page);
    await client.page.waitForFunction(() => document.querySelector('#slot-main')?.getAttribute('data-section-state') === 'mounted', { timeout: 20_000 });
    await client.page.evaluate('document.fonts.ready');
    expect(await client.page.evaluate(boxes(true))).toEqual(painted);
  } finally {
    await server.close();
    await client.close();
  }
});

it('renders only the first screen at load: the blocks below it, the newsletter, the footer and the cards of a grid below are laid out as they come near, and are whole when scrolled to', async () => {
  const opened = await newPage({ coldCache: true, viewport: 'phone', javascript: false, acceptLanguage: 'tr-TR,tr' });
  const { page } = opened;
  // Whether the browser renders what a block holds (content-visibility: auto skips it far from the window).
  const rendered = (block: string) => page.evaluate((s: string) => document.querySelector(`${s} *`)?.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions) ?? null, block);
  const BELOW = ['.home-below > :last-child', '#slot-newsletter', '#slot-footer'];
  try {
    await page.goto(site.at('/oteller/nirvana-cosmopolitan'), { waitUntil: 'load' });
    expect(await rendered('.hero')).toBe(true);
    for (const block of BELOW) expect({ block, rendered: await rendered(block) }).toEqual({ block, rendered: false });
    // Still in the document for a reader that renders nothing (a crawler, find in page).
    expect(await page.$$eval('#slot-footer .site-footer a', (links) => links.length)).toBeGreaterThan(5);
    for (const block of BELOW) {
      await page.$eval(block, (el) => el.scrollIntoView({ block: 'center' }));
      // Rendered in the next frames (the page runs no script: asked from here).
      for (let i = 0; i < 50 && !(await rendered(block)); i++) await new Promise((r) => setTimeout(r, 100));
      expect({ block, rendered: await rendered(block) }).toEqual({ block, rendered: true });
      const box = await page.$eval(block, (el) => { const r = el.getBoundingClientRect(); return { block: el.className, tall: r.height > 100, width: Math.round(r.width) }; });
      expect(box).toEqual({ block: box.block, tall: true, width: await page.evaluate(() => document.documentElement.clientWidth) });
    }
    // A card of a grid below the first screen: skipped on its own until it comes near (its block
    // laid out without it), whole when scrolled to.
    const card = '.home-below > :not(:first-child) .filled-grid:not(.room-grid) > :last-child';
    // Scrolled down step by step from the top: the grid's block is laid out (its cards' own boxes)
    // while what its last card holds is still skipped, at some point on the way.
    const grid = '.home-below > :not(:first-child) .filled-grid:not(.room-grid)';
    let apart = false;
    for (let y = 0; !apart && y < 20_000; y += 150) {
      await page.evaluate((top: number) => window.scrollTo(0, top), y);
      await new Promise((r) => setTimeout(r, 100));
      apart = (await rendered(grid)) === true && (await rendered(card)) === false;
    }
    expect(apart).toBe(true);
    await page.$eval(card, (el) => el.scrollIntoView({ block: 'center' }));
    for (let i = 0; i < 50 && !(await rendered(card)); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await rendered(card)).toBe(true);
    expect(await page.$eval(card, (el) => el.getBoundingClientRect().height > 100)).toBe(true);
  } finally {
    await opened.close();
  }
});
