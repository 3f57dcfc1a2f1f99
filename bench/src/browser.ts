/** Figures read from Chromium's network log: the home page's first-load JS, React copies, the embed's first render. */
import type { Browser, HTTPResponse, Page } from 'puppeteer';
import { giveIntent } from '../../e2e/src/page-helpers';
import { bytesOf, sum, type Bytes } from './sizes';

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

/** Loads the composed home page at a desktop size, gives the visitor's first move, and reads its network log. */
export async function measureHome(browser: Browser, siteUrl: string, path = '/'): Promise<HomeFigures> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  const before = await record(page, async () => {
    await page.goto(new URL(path, siteUrl).toString(), { waitUntil: 'networkidle0', timeout: 60_000 });
  });
  const after = await record(page, async () => {
    await giveIntent(page);
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
  });
  await context.close();
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
    await page.goto(host, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.waitForFunction(() => {
      const el = document.querySelector('nirvana-search');
      return !!el?.shadowRoot && el.shadowRoot.childElementCount > 0;
    }, { timeout: 20_000 });
  });
  await context.close();
  return {
    bytes: sum(loaded.map((l) => l.bytes)),
    files: loaded.length,
    reactCopies: loaded.filter((l) => l.isReactRenderer).length,
  };
}
