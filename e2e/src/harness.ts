/**
 * What an e2e test needs: the started site's addresses, the shared Chromium, pages that record
 * console errors, axe, screenshots. Servers and browser are started once by global-setup.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page, type HTTPRequest, type Target } from 'puppeteer';
import { CONSENT_KEY, type CookieConsent } from '@nirvana/shared/cookie-consent';
import { ARTIFACTS } from './servers';
import { giveIntent } from './page-helpers';

export { giveIntent };

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run e2e through its jest config (npm run test:e2e)`);
  return value;
}

/** Addresses of the really started servers. */
export const site = {
  get url() {
    return env('E2E_SITE_URL');
  },
  get apiUrl() {
    return env('E2E_API_URL');
  },
  /** The SQLite database the API writes (read it with better-sqlite3 to check stored rows). */
  get dbPath() {
    return env('E2E_DB_PATH');
  },
  /** A site path as an absolute URL. */
  at(pathname: string) {
    return new URL(pathname, env('E2E_SITE_URL')).toString();
  },
  api(pathname: string) {
    return new URL(pathname, env('E2E_API_URL')).toString();
  },
};

/** GET from the started API, as JSON (what a test compares the page with). */
export async function apiGet<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const url = new URL(site.api(path));
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

export const VIEWPORTS = {
  phone: { width: 375, height: 812, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  tablet: { width: 768, height: 1024, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  desktop: { width: 1440, height: 900, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const USER_AGENTS = {
  phone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  tablet: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
} as const;

export const TURKISH_VISITOR = 'tr-TR,tr;q=0.9';

/** Makes the page's browser ask for these languages (Accept-Language and navigator.languages). */
export async function speaks(page: Page, acceptLanguage: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
  const langs = acceptLanguage.split(',').map((l) => l.split(';')[0]!.trim());
  await page.evaluateOnNewDocument((l: string[]) => {
    Object.defineProperty(navigator, 'languages', { get: () => l });
    Object.defineProperty(navigator, 'language', { get: () => l[0] });
  }, langs);
}

let browserPromise: Promise<Browser> | undefined;

/** The run's one Chromium (connected once per test file). */
export function browser(): Promise<Browser> {
  browserPromise ??= puppeteer.connect({ browserWSEndpoint: env('E2E_WS_ENDPOINT'), defaultViewport: null });
  return browserPromise;
}

export interface OpenOptions {
  viewport?: ViewportName;
  /**
   * Accept-Language of the browser (navigator.languages too). Default: a Turkish visitor, so
   * the Turkish home is not redirected by headless Chromium's own en-US.
   */
  acceptLanguage?: string;
  /** Cookies to set before loading, e.g. the locale cookie. */
  cookies?: { name: string; value: string }[];
  javascript?: boolean;
  /** Wait until the four sections have mounted (default true when JavaScript runs). */
  waitForSections?: boolean;
  /** Also scroll to the sections that load only near the viewport (the newsletter), and wait for them. */
  allSections?: boolean;
  /** Intercept requests (return true when handled). */
  intercept?: (request: HTTPRequest) => boolean | Promise<boolean>;
  /**
   * A first visit's browser: a context of its own, with an empty HTTP cache (for the checks of how a
   * page first loads: its first screen, its fonts, its scripts on intent). Default: the run's shared
   * context, whose cache holds what earlier pages downloaded (a returning visitor's), with the
   * visitor's cookies and storage forgotten first.
   */
  coldCache?: boolean;
  /** Console messages matching these are expected and not counted as errors. */
  allowConsole?: RegExp[];
}

export interface Opened {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught page errors and failed same-site requests seen so far. */
  errors: string[];
  /** Responses by URL, in order (for network assertions such as React being loaded once). */
  responses: { url: string; status: number }[];
  close(): Promise<void>;
}

/** The visitor agreed, in the cookie dialog, to the third-party services (chat, map) on every page this page opens. */
export async function agreeToThirdParties(page: Page): Promise<void> {
  const choice: CookieConsent = { necessary: true, functional: true, analytics: false, marketing: false, savedAt: '' };
  await page.evaluateOnNewDocument((key: string, value: string) => localStorage.setItem(key, value), CONSENT_KEY, JSON.stringify(choice));
}

/** Whether a test holds a page of the shared context (one at a time; it closes the tabs opened meanwhile). */
let sharedInUse = false;
/**
 * The origins this file's pages got answers from: what a shared page's visitor is to forget of them
 * (the site's and the API's from the start: the shared context holds what the previous file stored).
 */
const originsSeen = new Set<string>([process.env.E2E_SITE_URL, process.env.E2E_API_URL].filter((u): u is string => !!u).map((u) => new URL(u).origin));
const STORAGE_TYPES = 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql';

/**
 * A new visitor in the shared context: no cookies, nothing stored by any origin a page has seen
 * (a new tab's session storage is its own). The HTTP cache stays (hashed files are immutable,
 * documents and API answers revalidated).
 */
async function forgetVisitor(page: Page): Promise<void> {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('Network.clearBrowserCookies');
    for (const origin of originsSeen) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
  } finally {
    await cdp.detach();
  }
}

/**
 * A page recording errors, at a viewport: in the run's shared context with a new visitor's
 * cookies and storage, or with `coldCache` in a context of its own.
 */
export async function newPage(options: OpenOptions = {}): Promise<Opened> {
  const b = await browser();
  // One visitor at a time in the shared context: a page opened beside another gets a context of its own.
  const shared = !options.coldCache && !sharedInUse;
  if (shared) sharedInUse = true;
  const context = shared ? b.defaultBrowserContext() : await b.createBrowserContext();
  const page = await context.newPage();
  if (shared) await forgetVisitor(page);
  const viewportName = options.viewport ?? 'desktop';
  await page.setViewport(VIEWPORTS[viewportName]);
  await page.setUserAgent(USER_AGENTS[viewportName]);
  await speaks(page, options.acceptLanguage ?? TURKISH_VISITOR);
  if (options.javascript === false) await page.setJavaScriptEnabled(false);
  const errors: string[] = [];
  const responses: { url: string; status: number }[] = [];
  const allowed = (text: string) => (options.allowConsole ?? []).some((re) => re.test(text));
  page.on('console', (msg) => {
    if (msg.type() !== 'error' || allowed(msg.text())) return;
    const where = msg.location()?.url ?? '';
    // Chromium logs the page's own 404 status as an error: that is the not-found page working.
    if (/status of 404/.test(msg.text()) && where.split('#')[0] === page.url().split('#')[0]) return;
    errors.push(`console.error: ${msg.text()} (${where})`);
  });
  page.on('pageerror', (error) => {
    const text = error instanceof Error ? error.message : String(error);
    if (!allowed(text)) errors.push(`uncaught: ${text}`);
  });
  page.on('response', (res) => {
    responses.push({ url: res.url(), status: res.status() });
    const { origin, protocol } = new URL(res.url());
    if (protocol === 'http:' || protocol === 'https:') originsSeen.add(origin);
  });
  if (options.intercept) {
    await page.setRequestInterception(true);
    page.on('request', async (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (await options.intercept!(request)) return;
      await request.continue();
    });
  }
  if (options.cookies?.length) {
    const { hostname } = new URL(site.url);
    await context.setCookie(...options.cookies.map((c) => ({ ...c, domain: hostname, path: '/' })));
  }
  // The tabs opened while it was open (a booking engine's, opened with noopener) go with it.
  const tabs: Page[] = [];
  const onTarget = (target: Target) => {
    if (target.type() !== 'page' || target.browserContext() !== context || target === page.target()) return;
    void target.page().then((p) => p && tabs.push(p), () => undefined);
  };
  if (shared) b.on('targetcreated', onTarget);
  let closed = false;
  const close = async () => {
    if (!shared) return context.close();
    if (closed) return;
    closed = true;
    b.off('targetcreated', onTarget);
    await Promise.all([page, ...tabs].filter((p) => !p.isClosed()).map((p) => p.close().catch(() => undefined)));
    sharedInUse = false;
  };
  return { page, context, errors, responses, close };
}

/**
 * An `intercept` that holds back a section's hashed chunk whose code holds `marker` (under
 * `/mfe/<section>/`) until `until()` settles, as on a slow line, and records its URL in `held`.
 */
export function holdChunk(section: string, marker: string, until: () => Promise<unknown>, held: string[] = []) {
  const chunk = new RegExp(`^/mfe/${section}/\\d+\\.[0-9a-f]+\\.js$`);
  return async (request: HTTPRequest): Promise<boolean> => {
    if (!chunk.test(new URL(request.url()).pathname)) return false;
    const body = await (await fetch(request.url())).text();
    if (!body.includes(marker)) return false;
    held.push(request.url());
    await until();
    await request.respond({ status: 200, contentType: 'text/javascript; charset=utf-8', body });
    return true;
  };
}

/**
 * How long a page's load may take: its first screen's pictures, encoded on their first request
 * from a clean clone's empty variant cache, while the other e2e run and the unit tests hold both
 * cores (one hero took over 30 s so). A ceiling, not a budget: the bench times pages.
 */
export const NAVIGATION_TIMEOUT_MS = 60_000;

/** Opens a site path in a new page and waits for it to settle (and the sections to mount). */
export async function open(pathname: string, options: OpenOptions = {}): Promise<Opened> {
  const opened = await newPage(options);
  await opened.page.goto(site.at(pathname), { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
  // A visitor who opens a page moves: the shell starts (on the first intent, shell/src/intent.ts).
  if (options.javascript !== false) await giveIntent(opened.page);
  if (options.javascript !== false && options.waitForSections !== false) {
    await waitForSections(opened.page, { all: options.allSections });
  }
  return opened;
}

/**
 * Waits until the shell reports every section mounted, failed or deferred (below the fold, loaded
 * when scrolled near), and the page data ready. With `all`, loads the deferred sections too
 * (loadEverySection).
 */
export async function waitForSections(page: Page, optionsOrTimeout: { all?: boolean; timeout?: number } | number = {}): Promise<void> {
  const options = typeof optionsOrTimeout === 'number' ? { timeout: optionsOrTimeout } : optionsOrTimeout;
  const timeout = options.timeout ?? 20_000;
  await giveIntent(page);
  const settled = (states: string[]) =>
    page.waitForFunction(
      (ok: string[]) => {
        const slots = Array.from(document.querySelectorAll('[data-section-state]'));
        const sections = new Set(slots.map((s) => s.getAttribute('data-section')));
        const done = slots.every((s) => ok.includes(s.getAttribute('data-section-state') ?? ''));
        // A mounted section's hosts are committed too: a hydration is concurrent, its HTML takes no click before.
        const committed = slots.filter((s) => s.getAttribute('data-section-state') === 'mounted')
          .every((s) => Array.from(s.querySelectorAll(':scope > .nirvana-section')).every((h) => h.hasAttribute('data-committed')));
        return sections.size >= 4 && done && committed && document.documentElement.dataset.pageStatus !== 'loading';
      },
      { timeout },
      states,
    );
  await settled(['mounted', 'failed', 'deferred']);
  if (!options.all) return;
  await loadEverySection(page, timeout);
  await settled(['mounted', 'failed']);
}

/**
 * Scrolls to each section still deferred like a visitor (content above it may load on the way and
 * push it down again, so it scrolls to it again until it has loaded) until every section has
 * mounted or failed, then back to the top. A timeout names the sections left and their states.
 */
export async function loadEverySection(page: Page, timeout = NAVIGATION_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const left = Array.from(document.querySelectorAll('[data-section-state]'))
          .filter((s) => !['mounted', 'failed'].includes(s.getAttribute('data-section-state') ?? ''));
        left.find((s) => s.getAttribute('data-section-state') === 'deferred')?.scrollIntoView();
        return left.length === 0;
      },
      { polling: 250, timeout },
    );
  } catch (error) {
    const left = await page.evaluate(() => Array.from(document.querySelectorAll('[data-section-state]'))
      .map((s) => `${s.getAttribute('data-section')} ${s.getAttribute('data-section-state')}`)
      .filter((s) => !/ (mounted|failed)$/.test(s))).catch(() => ['(the page did not answer)']);
    throw new Error(`sections not loaded after ${timeout} ms on ${page.url()}: ${left.join(', ')}`, { cause: error });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The element inside (possibly nested) open shadow roots, by a chain of selectors. */
export async function deepQuery(page: Page, ...selectors: string[]) {
  return page.evaluateHandle((chain: string[]) => {
    let root: Document | ShadowRoot | Element | null = document;
    for (const [i, sel] of chain.entries()) {
      const el: Element | null = (root as ParentNode).querySelector(sel);
      if (!el) return null;
      root = i < chain.length - 1 ? (el.shadowRoot ?? el) : el;
    }
    return root;
  }, selectors);
}

/** Runs axe-core on the page (open shadow roots included); returns serious and critical violations. */
export async function axe(page: Page, options: { include?: string[]; disableRules?: string[] } = {}) {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  const result = await page.evaluate(
    async (opts: { include?: string[]; disableRules?: string[] }) => {
      const axeGlobal = (window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: unknown; failureSummary: string }[] }[] }> } }).axe;
      const context = opts.include ? { include: opts.include.map((s) => [s]) } : document;
      const rules = Object.fromEntries((opts.disableRules ?? []).map((r) => [r, { enabled: false }]));
      const res = await axeGlobal.run(context, { rules, resultTypes: ['violations'] });
      return res.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, summary: n.failureSummary })) }));
    },
    options,
  );
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Saves a full-page screenshot under e2e/artifacts (to look at). */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name.replace(/[^a-z0-9-_.]+/gi, '_')}.png`);
  await page.screenshot({ path: file as `${string}.png`, fullPage });
  return file;
}

/** Captures the URLs passed to window.open (the page's own opener calls), without opening windows. */
export async function captureWindowOpen(page: Page): Promise<() => Promise<{ url: string; target?: string; features?: string }[]>> {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __opened: unknown[] };
    w.__opened = [];
    window.open = ((url?: string | URL, target?: string, features?: string) => {
      w.__opened.push({ url: String(url), target, features });
      return null;
    }) as typeof window.open;
  });
  await page.evaluate(() => {
    const w = window as unknown as { __opened?: unknown[] };
    if (!w.__opened) {
      w.__opened = [];
      window.open = ((url?: string | URL, target?: string, features?: string) => {
        w.__opened!.push({ url: String(url), target, features });
        return null;
      }) as typeof window.open;
    }
  }).catch(() => undefined);
  return () => page.evaluate(() => (window as unknown as { __opened: { url: string; target?: string; features?: string }[] }).__opened);
}
