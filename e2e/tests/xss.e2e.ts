/**
 * XSS (issue 9): known payloads written into every CMS text, HTML and URL field of a COPY of the
 * database (a second API + shell pair serves it), into URL paths and queries, and into the hotels'
 * reservationUrl; pages of every kind are opened and none of the payloads runs (no dialog, no
 * `window.__xss` canary, no console error, no CSP violation, which would mean a payload reached
 * the DOM in executable form), and no unsafe URL (javascript:, data:, vbscript:) reaches an href,
 * src, action or window.open anywhere in the DOM, open shadow roots included. The search embed on
 * a partner page talks only to its api-base and opens no non-http(s) URL.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildPath } from '@nirvana/shared/routes';
import { captureWindowOpen, loadEverySection, newPage, site, waitForSections } from '../src/harness';
import { closeServer, freePort, startApi, startShell, tempDir, type Started } from '../src/servers';
import { EVENTS } from '../src/content-files';
import { listenWithRetry, MARKUP_PAYLOADS, PAYLOADS_TRIED, scanDom, taint, URL_PAYLOADS, watchCsp } from '../src/security-kit';

describe('XSS payloads in the CMS, the URL and the reservationUrl', () => {
  let dir: string;
  let api: Started;
  let shell: Started;
  let fields = 0;

  beforeAll(async () => {
    dir = tempDir('nirvana-xss-');
    const dbPath = path.join(dir, 'tainted.db');
    // A consistent copy of the suite's database (WAL included), then tainted.
    const source = new Database(site.dbPath, { readonly: true });
    await source.backup(dbPath);
    source.close();
    fields = taint(dbPath);
    const sitePort = await freePort();
    api = await startApi({ dbPath });
    shell = await startShell({ apiBase: api.url, port: sitePort });
  }, 60_000);

  afterAll(async () => {
    await shell?.stop();
    await api?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Opens a path of the tainted site and checks it; returns the problems found. */
  async function check(pathname: string, options: { viewport?: 'desktop' | 'phone'; search?: boolean } = {}) {
    const o = await newPage({ viewport: options.viewport ?? 'desktop' });
    const problems: string[] = [];
    const dialogs: string[] = [];
    o.page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    try {
      const violations = await watchCsp(o.page);
      const opened = await captureWindowOpen(o.page);
      await o.page.goto(new URL(pathname, shell.url).href, { waitUntil: 'load' });
      await waitForSections(o.page);
      await loadEverySection(o.page);
      // Hover and focus everything once (mouse-over and focus handlers), open <details>.
      await o.page.mouse.move(300, 300);
      await o.page.mouse.move(700, 500);
      await new Promise((r) => setTimeout(r, 300));
      if (options.search) {
        await o.page.evaluate(() => {
          const root = document.querySelector('#slot-search .nirvana-search-host');
          (root?.querySelector('[data-testid="search-submit"]') as HTMLButtonElement | null)?.click();
        });
        await new Promise((r) => setTimeout(r, 300));
      }
      const text = await o.page.evaluate(() => {
        const parts: string[] = [];
        const visit = (root: Document | ShadowRoot) => {
          parts.push((root as Document).body?.innerText ?? (root as ShadowRoot).textContent ?? '');
          root.querySelectorAll('*').forEach((el) => el.shadowRoot && visit(el.shadowRoot));
        };
        visit(document);
        return parts.join('\n');
      });
      const canary = await o.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
      if (canary !== undefined) problems.push(`${pathname}: canary set`);
      if (dialogs.length) problems.push(`${pathname}: dialogs ${dialogs.join(',')}`);
      for (const v of await violations()) problems.push(`${pathname}: CSP violation ${v}`);
      for (const e of o.errors) problems.push(`${pathname}: ${e}`);
      for (const f of await scanDom(o.page)) problems.push(`${pathname}: ${f}`);
      for (const w of await opened()) {
        if (!/^https?:/i.test(w.url)) problems.push(`${pathname}: window.open(${w.url})`);
      }
      return { problems, text, opened: await opened() };
    } finally {
      await o.close();
    }
  }

  it('CMS fields: no payload runs on any kind of page, and no unsafe URL reaches the DOM', async () => {
    expect(fields).toBeGreaterThan(1000);
    expect(PAYLOADS_TRIED).toBeGreaterThanOrEqual(30);
    const rooms = (await (await fetch(`${api.url}/v1/rooms?property-id=2&lang=en`)).json()) as { slug: string }[];
    const hotel = 'nirvana-cosmopolitan';
    const paths = [
      buildPath('home', 'tr')!,
      buildPath('hotel-home', 'en', { hotel })!,
      buildPath('hotel:rooms', 'en', { hotel })!,
      buildPath('room', 'en', { hotel, slug: rooms[0]!.slug })!,
      buildPath('hotel:gastronomy', 'de', { hotel })!,
      buildPath('hotel:gallery', 'ru', { hotel })!,
      buildPath('hotel:contact', 'en', { hotel })!,
      buildPath('hotel:certificate-awards', 'en', { hotel })!,
      buildPath('hotel:early-booking', 'en', { hotel: 'nirvana-dolce-vita' })!,
      '/en/no-such-page',
    ];
    paths.push(buildPath('event', 'en', { slug: (EVENTS[0]!.slug as Record<string, string>).en })!);
    const problems: string[] = [];
    let shown = 0;
    const queue = paths.map((p, i) => ({ p, viewport: i % 4 === 3 ? 'phone' as const : 'desktop' as const }));
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const result = await check(item.p, { viewport: item.viewport });
        problems.push(...result.problems);
        // The payloads were shown as text (proof they reached the page and were escaped).
        if (/onerror=|<script>|javascript:/.test(result.text)) shown += 1;
      }
    };
    await Promise.all([worker(), worker()]);
    expect(problems).toEqual([]);
    expect(shown).toBeGreaterThan(paths.length / 2);
  });

  it('URL paths and queries: nothing runs, the 404 page escapes the path', async () => {
    const tries = [
      `/${encodeURIComponent(MARKUP_PAYLOADS[0]!)}`,
      `/en/${encodeURIComponent(MARKUP_PAYLOADS[1]!)}`,
      `/en/hotels/${encodeURIComponent('"><svg onload=window.__xss=1>')}`,
      `/?q=${encodeURIComponent(MARKUP_PAYLOADS[24]!)}&lang=${encodeURIComponent(URL_PAYLOADS[0]!)}`,
      `/en/hotels?x=${encodeURIComponent('</script><script>window.__xss=1</script>')}#${encodeURIComponent('<img src=x onerror=window.__xss=1>')}`,
      `/javascript:window.__xss=1`,
    ];
    const problems: string[] = [];
    for (const p of tries) problems.push(...(await check(p)).problems);
    // The server's HTML never echoes the raw payload.
    for (const p of tries) {
      const html = await (await fetch(new URL(p, shell.url))).text();
      if (/<script>window\.__xss|<img src=x onerror|<svg onload/i.test(html)) problems.push(`${p}: raw payload in the HTML`);
    }
    expect(problems).toEqual([]);
  });

  it('reservationUrl javascript:/data:/vbscript: never reaches window.open (site search)', async () => {
    const result = await check(buildPath('hotel-home', 'en', { hotel: 'nirvana-cosmopolitan' })!, { search: true });
    expect(result.problems).toEqual([]);
    expect(result.opened).toEqual([]);
  });

  it('the embed on a partner page: talks only to its api-base; tainted reservationUrls open nothing', async () => {
    const port = await freePort();
    const partner = `http://localhost:${port}`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<script src="${shell.url}/embed/nirvana-search.js" defer></script></head><body>
<nirvana-search id="a" lang="en" api-base="${api.url}"></nirvana-search>
<nirvana-search id="b" lang="en" hotel="nirvana-dolce-vita" api-base="${api.url}"></nirvana-search>
<nirvana-search id="c" lang="en" hotel="${MARKUP_PAYLOADS[1]!.replace(/"/g, '&quot;')}" api-base="javascript:window.__xss=1"></nirvana-search>
</body></html>`;
    const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
    await listenWithRetry(server, port);
    const o = await newPage({ allowConsole: [] });
    const origins = new Set<string>();
    o.page.on('request', (r) => {
      origins.add(new URL(r.url()).origin);
    });
    const dialogs: string[] = [];
    o.page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    try {
      const opened = await captureWindowOpen(o.page);
      await o.page.goto(`${partner}/`, { waitUntil: 'load' });
      await o.page.waitForFunction(() => ['a', 'b'].every((id) => document.getElementById(id)?.shadowRoot?.querySelector('[data-testid="search-submit"]')), { timeout: 15_000 });
      await new Promise((r) => setTimeout(r, 500));
      for (const id of ['a', 'b', 'c']) {
        await o.page.evaluate((i: string) => {
          (document.getElementById(i)?.shadowRoot?.querySelector('[data-testid="search-submit"]') as HTMLButtonElement | null)?.click();
        }, id);
      }
      await new Promise((r) => setTimeout(r, 300));
      const bad = (await opened()).filter((w) => !/^https?:/i.test(w.url));
      expect(bad).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(await o.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(await scanDom(o.page)).toEqual([]);
      expect([...origins].sort()).toEqual([partner, new URL(shell.url).origin, new URL(api.url).origin].sort());
    } finally {
      await o.close();
      await closeServer(server);
    }
  });
});
