/**
 * What a crawler reads against what a visitor reads (issue 28): the words of a page's server HTML,
 * read in Chromium with JavaScript off, against the words of the same page after its scripts ran.
 * Answer engines, link previews and a search engine's first wave read the first; a section whose
 * text only the browser renders is missing from it. And each page's HTML as the server sends it.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { Browser } from 'puppeteer';
import { giveIntent } from '../../e2e/src/page-helpers';

/** The sampled pages: every layout family, in the four languages. */
export const TEXT_PAGES = [
  '/',
  '/en/hotels/nirvana-cosmopolitan',
  '/ru/hotels/nirvana-dolce-vita/rooms',
  '/de/hotels/nirvana-mediterranean-excellence/rooms/deluxe-zimmer-meerblick',
  '/oteller/nirvana-cosmopolitan/gastronomi',
  '/en/events/new-years-eve-gala',
  '/ru/privacy-policy',
  '/de/hotels/nirvana-cosmopolitan/early-booking',
];

/** A visitor of the page's language: Chromium's own en-US would send `/` on to `/en`. */
export function acceptLanguageOf(pagePath: string): string {
  const lang = /^\/(en|ru|de)(\/|$)/.exec(pagePath)?.[1] ?? 'tr';
  return `${lang}-${lang === 'en' ? 'GB' : lang.toUpperCase()},${lang}`;
}

export interface TextFigures {
  path: string;
  /** Words of the server HTML's light DOM. */
  serverWords: number;
  /** Words of the page after hydration (shadow roots included). */
  hydratedWords: number;
  /** Share of the hydrated page's words (a multiset) that the server HTML holds. */
  ratio: number;
  /** Sections mounted when the hydrated page was read (the wait gives up after 20 s). */
  mounted: number;
  /** The hydrated words the server HTML lacks most, for a first look at a low ratio. */
  missing: string[];
}

/**
 * The text of the body, without `template`, `noscript`, `script` and `style`. The server's HTML is
 * read from the light DOM only (a parser that runs no script does not see a shadow root's text
 * unless it is slotted); the hydrated page with its open shadow roots, where sections may render.
 */
export function pageText(withShadowRoots: boolean): string {
  // No nested named functions: tsx names them with a helper the page does not have.
  const skipped = new Set(['TEMPLATE', 'NOSCRIPT', 'SCRIPT', 'STYLE']);
  const parts: string[] = [];
  const stack: Node[] = [document.body];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.nodeValue ?? '');
      continue;
    }
    if (node.nodeType === Node.ELEMENT_NODE && skipped.has((node as Element).tagName)) continue;
    // Pushed in reverse, so the text comes out in document order (the shadow root's before the light children).
    stack.push(...Array.from(node.childNodes).reverse());
    const shadow = withShadowRoots && node.nodeType === Node.ELEMENT_NODE ? (node as Element).shadowRoot : null;
    if (shadow) stack.push(shadow);
  }
  return parts.join(' ');
}

/** Words as a multiset: runs of letters or of digits, case-folded. */
export function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [word] of text.matchAll(/\p{L}+|\p{N}+/gu)) {
    const folded = word.toLocaleLowerCase('und');
    counts.set(folded, (counts.get(folded) ?? 0) + 1);
  }
  return counts;
}

const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/** The share of `hydrated`'s words that `server` holds (each word at most as often as the server has it). */
export function sharedShare(server: Map<string, number>, hydrated: Map<string, number>): number {
  let held = 0;
  for (const [word, n] of hydrated) held += Math.min(n, server.get(word) ?? 0);
  const all = total(hydrated);
  return all ? held / all : 0;
}

export async function serverTextRatio(browser: Browser, siteUrl: string, pagePath: string): Promise<TextFigures> {
  const url = new URL(pagePath, siteUrl).toString();
  const context = await browser.createBrowserContext();
  try {
    const open = async (javaScript: boolean) => {
      const page = await context.newPage();
      await page.setViewport({ width: 1440, height: 900 });
      await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguageOf(pagePath) });
      await page.setJavaScriptEnabled(javaScript);
      const res = await page.goto(url, { waitUntil: javaScript ? 'load' : 'domcontentloaded', timeout: 60_000 });
      if (!res?.ok()) throw new Error(`${url}: ${res?.status() ?? 'no answer'}`);
      return page;
    };
    const bare = await open(false);
    const server = wordCounts(await bare.evaluate(pageText, false));
    await bare.close();

    const page = await open(true);
    // The visitor's first move starts the shell (shell/src/intent.ts).
    await giveIntent(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-section-state="mounted"]').length >= 4, { timeout: 20_000 }).catch(() => undefined);
    // Down the page a screen at a time, so sections below the fold load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight) {
        scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 150));
      }
    });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 }).catch(() => undefined);
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForNetworkIdle({ idleTime: 300, timeout: 5_000 }).catch(() => undefined);
    const hydrated = wordCounts(await page.evaluate(pageText, true));
    const mounted = await page.evaluate(() => document.querySelectorAll('[data-section-state="mounted"]').length);
    await page.close();

    const missing = [...hydrated]
      .map(([word, n]) => [word, n - Math.min(n, server.get(word) ?? 0)] as const)
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([word, n]) => (n > 1 ? `${word}×${n}` : word));
    return { path: pagePath, serverWords: total(server), hydratedWords: total(hydrated), ratio: sharedShare(server, hydrated), mounted, missing };
  } finally {
    await context.close();
  }
}

/** One answer's body as sent (not decoded), and its encoding. */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

export interface HtmlSize {
  path: string;
  raw: number;
  gzip: number;
  /** Whether `gzip` is what the server sent (else the page gzipped here, level 9: it sent no gzip). */
  gzipByServer: boolean;
}

/** A page's HTML as the server sends it: without compression, and with `Accept-Encoding: gzip`. */
export async function htmlSize(siteUrl: string, pagePath: string): Promise<HtmlSize> {
  const url = new URL(pagePath, siteUrl).toString();
  const headers = { 'accept-language': acceptLanguageOf(pagePath) };
  const plain = await get(url, headers);
  if (plain.status !== 200 || plain.encoding) throw new Error(`${url}: ${plain.status} ${plain.encoding ?? ''}`);
  const gz = await get(url, { ...headers, 'accept-encoding': 'gzip' });
  const byServer = gz.status === 200 && gz.encoding === 'gzip';
  return { path: pagePath, raw: plain.body.length, gzip: byServer ? gz.body.length : zlib.gzipSync(plain.body, { level: 9 }).length, gzipByServer: byServer };
}
