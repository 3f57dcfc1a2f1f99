/** Figures read from Chromium's network log: the home page's first-load JS, React copies, the embed's first render. */
import type { Browser, HTTPResponse, Page } from 'puppeteer';
import { START_AT_LOAD_ATTRIBUTE } from '@nirvana/shared/sections';
import { waitForSections } from '../../e2e/src/harness';
import { bytesOf, sum, type Bytes } from './sizes';

/**
 * The ceiling of each wait for a page, a render or a server (default 60 s). The test command runs
 * `--fast` at the lowest priority beside the e2e, where a page load once took over 60 s (its CI of
 * 2026-12-02), so it sets NIRVANA_BENCH_WAIT_MS longer: a ceiling, not a budget (the bench's
 * budgets are bytes and copies, and the full bench's timings run on a quiet machine).
 */
export const WAIT_MS = Number(process.env.NIRVANA_BENCH_WAIT_MS) || 60_000;

/** Files that hold the React DOM renderer (one per copy of React downloaded). */
const REACT_RENDERER_MARKER = 'reconcilerVersion';

interface Loaded {
  url: string;
  type: string;
  bytes: Bytes;
  isReactRenderer: boolean;
}

async function record(page: Page, run: () => Promise<void>): Promise<Loaded[]> {
  const pending: Promise<Loaded | null>[] = [];
  const onResponse = (res: HTTPResponse) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res.buffer().then(
        (body) => ({ url: res.url(), type, bytes: bytesOf(body), isReactRenderer: body.includes(REACT_RENDERER_MARKER) }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  await run();
  page.off('response', onResponse);
  return (await Promise.all(pending)).filter((x): x is Loaded => x !== null);
}

export interface HomeFigures {
  /** Every script of the first screen: what the page loads, then what the visitor's first move starts. */
  firstLoadJs: Bytes;
  scripts: number;
  reactCopies: number;
  /** The scripts before that first move (the shell's entry alone: shell/src/intent.ts). */
  beforeIntentJs: Bytes;
}

/**
 * The home page as the server serves it once its sections' renders are warm: a server render that
 * ran late (a cold worker on a machine loaded by the tests beside the bench) leaves its section to
 * the browser, which starts the shell at load and downloads that section's client render too.
 * Those bytes are the fallback's, not the page's: the page is asked until the server renders it
 * whole (a late render serves the page's next request), then measured.
 */
const WHOLE_PAGE_TRIES = 20;
/** The language the page is warmed and measured in: the same page both times (`/` redirects other languages). */
const MEASURED_LANGUAGE = 'tr-TR,tr';

async function untilRenderedWhole(url: string): Promise<boolean> {
  for (let i = 0; i < WHOLE_PAGE_TRIES; i++) {
    const html = await fetch(url, { headers: { 'accept-language': MEASURED_LANGUAGE } }).then((r) => r.text(), () => '');
    if (html.includes('<body') && !html.includes(START_AT_LOAD_ATTRIBUTE)) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

/** Loads the composed home page at a desktop size, gives the visitor's first move, and reads its network log. */
export async function measureHome(browser: Browser, siteUrl: string, path = '/'): Promise<HomeFigures> {
  const url = new URL(path, siteUrl).toString();
  for (let attempt = 1; ; attempt++) {
    if (!(await untilRenderedWhole(url))) throw new Error(`${url}: the server left a section to the browser ${WHOLE_PAGE_TRIES} times (see the shell's log)`);
    const loaded = await loadAndIntend(browser, url);
    if (loaded) return loaded;
    if (attempt === 3) throw new Error(`${url}: the measured page had a section left to the browser ${attempt} times (the server's render ran late)`);
  }
}

/** The page's scripts before and after the first intent, or null when the server had left a section of it to the browser. */
async function loadAndIntend(browser: Browser, url: string): Promise<HomeFigures | null> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await page.setExtraHTTPHeaders({ 'accept-language': MEASURED_LANGUAGE });
    const before = await record(page, async () => {
      await page.goto(url, { waitUntil: 'networkidle0', timeout: WAIT_MS });
    });
    if (await page.evaluate((name) => document.body.hasAttribute(name), START_AT_LOAD_ATTRIBUTE)) return null;
    const after = await record(page, async () => {
      // The first move, then every section of the first screen mounted (their code loaded), then quiet.
      await waitForSections(page, { timeout: WAIT_MS });
      await page.waitForNetworkIdle({ idleTime: 500, timeout: WAIT_MS });
    });
    return homeFigures(before, after);
  } finally {
    await context.close();
  }
}

function homeFigures(before: Loaded[], after: Loaded[]): HomeFigures {
  const scriptsOf = (loaded: Loaded[]) => loaded.filter((l) => l.type === 'script' && !l.url.includes('/chat/'));
  const scripts = scriptsOf([...before, ...after]);
  return {
    firstLoadJs: sum(scripts.map((s) => s.bytes)),
    scripts: scripts.length,
    reactCopies: scripts.filter((s) => s.isReactRenderer).length,
    beforeIntentJs: sum(scriptsOf(before).map((s) => s.bytes)),
  };
}

/** Loads a blank partner page with only the embed and reads what it needed for first render. */
export async function measureEmbed(browser: Browser, siteUrl: string): Promise<{ bytes: Bytes; files: number; reactCopies: number }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const host = new URL('/__bench/partner.html', siteUrl).toString();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url() === host) {
      void request.respond({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Partner</title></head><body>
<script src="/embed/nirvana-search.js" defer></script>
<nirvana-search hotel="nirvana-cosmopolitan" lang="en"></nirvana-search></body></html>`,
      });
    } else {
      void request.continue();
    }
  });
  const loaded = await record(page, async () => {
    await page.goto(host, { waitUntil: 'networkidle0', timeout: WAIT_MS });
    await page.waitForFunction(() => {
      const el = document.querySelector('nirvana-search');
      return !!el?.shadowRoot && el.shadowRoot.childElementCount > 0;
    }, { timeout: WAIT_MS });
  });
  await context.close();
  return {
    bytes: sum(loaded.map((l) => l.bytes)),
    files: loaded.length,
    reactCopies: loaded.filter((l) => l.isReactRenderer).length,
  };
}
