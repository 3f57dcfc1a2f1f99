/**
 * Security headers (issue 9): the shell server's Content-Security-Policy (nonces, no
 * 'unsafe-inline'), nosniff, Referrer-Policy, Permissions-Policy, frame-ancestors; the whole site
 * works under the policy (every layout, phone and desktop, a client navigation, the chat widget)
 * with no `securitypolicyviolation` event; the `<nirvana-search>` embed works on a partner page
 * that has its own strict CSP.
 */
import http from 'node:http';
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { buildPath, LAYOUTS } from '@nirvana/shared/routes';
import { agreeToThirdParties, newPage, site, waitForSections, type ViewportName } from '../src/harness';
import { closeServer, freePort } from '../src/servers';
import { listenWithRetry, watchCsp } from '../src/security-kit';
import { everyRouteInEveryLocale, type SamplePage } from '../src/samples';
import { EVENTS } from '../src/content-files';

/** A script element no browser runs (JSON data: the page's state, its JSON-LD). */
const DATA_BLOCK = / type="application\/(ld\+)?json"/;

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));
}

describe('security headers', () => {
  it('HTML pages carry a nonce CSP without unsafe-inline, nosniff, Referrer-Policy, Permissions-Policy, frame-ancestors', async () => {
    const nonces = new Set<string>();
    for (const pathname of ['/', '/en/hotels/nirvana-cosmopolitan', '/no-such-page-here']) {
      const res = await fetch(site.at(pathname), { redirect: 'manual' });
      expect([200, 404]).toContain(res.status);
      const csp = res.headers.get('content-security-policy') ?? '';
      const d = directives(csp);
      const html = await res.text();
      const scriptSrc = d.get('script-src') ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|https?:$/);
      const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))!.slice(7, -1);
      expect(nonce.length).toBeGreaterThanOrEqual(22);
      nonces.add(nonce);
      // Every script the page runs carries this page's nonce; its JSON data blocks, which no browser runs, none.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.filter((tag) => !DATA_BLOCK.test(tag)).length).toBeGreaterThan(0);
      for (const tag of scripts) {
        if (DATA_BLOCK.test(tag)) expect(tag).not.toContain('nonce');
        else expect(tag).toContain(`nonce="${nonce}"`);
      }
      expect((d.get('style-src') ?? []).join(' ')).not.toMatch(/unsafe/);
      // The API and its media are proxied on the site's own origin: nothing but 'self' is needed.
      for (const name of ['img-src', 'media-src', 'connect-src']) expect(d.get(name)).toEqual(["'self'"]);
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(d.get('base-uri')).toEqual(["'self'"]);
      expect(d.get('form-action')).toEqual(["'self'"]);
      expect(d.get('frame-ancestors')).toEqual(["'self'"]);
      expect(d.get('default-src')).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    expect(nonces.size).toBe(3); // a fresh nonce per answer
    for (const pathname of ['/runtime-config.json', '/chat/widget-en.js', '/embed/nirvana-search.js', '/mfe/search/remoteEntry.js']) {
      const res = await fetch(site.at(pathname));
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('every layout (desktop and phone), a client navigation and the chat widget work with no CSP violation', async () => {
    const samples = await everyRouteInEveryLocale(EVENTS[0]!.slug as Record<Locale, string>);
    // One page per layout, the languages taken in turn; the 404 page for the error layout.
    const picked: { path: string; viewport: ViewportName; chat: boolean }[] = [];
    LAYOUTS.forEach((layout, i) => {
      const of = samples.filter((s: SamplePage) => s.route.layout === layout);
      const sample = of.find((s) => s.locale === LOCALES[i % LOCALES.length]) ?? of[0];
      const locale = sample?.locale ?? LOCALES[i % LOCALES.length]!;
      const path = sample?.path ?? `${locale === 'tr' ? '' : `/${locale}`}/no-such-page-${i}`;
      picked.push({ path, viewport: i % 3 === 2 ? 'phone' : 'desktop', chat: locale !== 'de' });
    });
    expect(picked.length).toBe(LAYOUTS.length);
    const problems: string[] = [];
    let chatSeen = 0;
    const queue = [...picked];
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const o = await newPage({ viewport: item.viewport });
        try {
          // The visitor agreed to the chat's category (third-party scripts wait for consent: consent.e2e.ts).
          await agreeToThirdParties(o.page);
          const violations = await watchCsp(o.page);
          await o.page.goto(site.at(item.path), { waitUntil: 'load' });
          await waitForSections(o.page);
          const failed = await o.page.$$eval('[data-section-state="failed"]', (els) => els.map((e) => e.id));
          if (failed.length) problems.push(`${item.path}: failed sections ${failed.join(',')}`);
          if (item.chat) {
            await o.page.waitForSelector('#nirvana-chat', { timeout: 8000 }).then(() => { chatSeen += 1; }, () => problems.push(`${item.path}: no chat widget`));
            // The chat widget is styled (adopted sheet), not blocked.
            const pos = await o.page.evaluate(() => {
              const host = document.getElementById('nirvana-chat');
              return host ? getComputedStyle(host).position : null;
            });
            if (pos && pos !== 'fixed') problems.push(`${item.path}: chat widget unstyled (${pos})`);
          }
          const seen = await violations();
          if (seen.length) problems.push(`${item.path}: ${seen.join(' | ')}`);
          if (o.errors.length) problems.push(`${item.path}: ${o.errors.join(' | ')}`);
        } finally {
          await o.close();
        }
      }
    };
    await Promise.all([worker(), worker()]);
    expect(problems).toEqual([]);
    expect(chatSeen).toBeGreaterThan(0);

    // A client navigation loads further chunks (lazy routes) under the same policy.
    const o = await newPage();
    try {
      const violations = await watchCsp(o.page);
      await o.page.goto(site.at('/en'), { waitUntil: 'load' });
      await waitForSections(o.page);
      const target = buildPath('hotel:rooms', 'en', { hotel: 'nirvana-dolce-vita' })!;
      await o.page.evaluate((url: string) => window.dispatchEvent(new CustomEvent('nirvana:navigate', { detail: { url } })), target);
      await o.page.waitForFunction((p: string) => location.pathname === p && document.documentElement.dataset.pageStatus === 'ready', { timeout: 10_000 }, target);
      await waitForSections(o.page);
      expect(await violations()).toEqual([]);
      expect(o.errors).toEqual([]);
    } finally {
      await o.close();
    }
  });

  it('the <nirvana-search> embed works on a partner page with its own strict CSP', async () => {
    const port = await freePort();
    const partner = `http://localhost:${port}`;
    const siteOrigin = new URL(site.url).origin;
    const apiOrigin = new URL(site.apiUrl).origin;
    const nonce = 'cGFydG5lci1ub25jZQ';
    // What mfe-search/README.md tells partners to allow.
    const csp = [
      "default-src 'none'",
      `script-src 'nonce-${nonce}' ${siteOrigin}`,
      `connect-src ${apiOrigin}`,
      `img-src ${apiOrigin}`,
      `style-src 'nonce-${nonce}'`,
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner with CSP</title>
<link rel="icon" href="${apiOrigin}/favicon.ico">
<script nonce="${nonce}" src="${siteOrigin}/embed/nirvana-search.js" defer></script>
<style nonce="${nonce}">body{font-family:Georgia,serif}</style></head>
<body><h1>Partner</h1><nirvana-search id="s" lang="en" hotel="nirvana-cosmopolitan" api-base="${apiOrigin}"></nirvana-search></body></html>`;
    // A real loopback server (an intercepted answer would count as a public page, which Chromium
    // forbids from reaching loopback); its free port is listed nowhere: the API's reads are public.
    const server = http.createServer((req, res) => {
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp }).end(html);
    });
    await listenWithRetry(server, port);
    const o = await newPage();
    const origins = new Set<string>();
    o.page.on('request', (request) => {
      origins.add(new URL(request.url()).origin);
    });
    try {
      const violations = await watchCsp(o.page);
      await o.page.goto(`${partner}/`, { waitUntil: 'load' });
      // Rendered, and the hotels arrived from the API (a CSP blocking the call would leave it loading).
      await o.page.waitForFunction(() => {
        const root = document.querySelector('#s')?.shadowRoot;
        return !!root?.querySelector('[data-testid="search-submit"]') && /Cosmopolitan/.test(root.textContent ?? '');
      }, { timeout: 15_000 }).catch(() => undefined);
      // Styled (adopted sheets pass a CSP without 'unsafe-inline'), and the hotels shown.
      const look = await o.page.evaluate(() => {
        const root = document.querySelector('#s')!.shadowRoot!;
        const submit = root.querySelector('[data-testid="search-submit"]')!;
        return { sheets: root.adoptedStyleSheets.length, bg: getComputedStyle(submit).backgroundColor, text: root.textContent ?? '' };
      });
      expect(look.sheets).toBeGreaterThan(0);
      expect(look.bg).not.toBe('rgba(0, 0, 0, 0)');
      expect(look.text).toMatch(/Cosmopolitan/);
      expect(await violations()).toEqual([]);
      expect(o.errors).toEqual([]);
      // The embed talks to its api-base only (its script comes from the site).
      expect([...origins].sort()).toEqual([apiOrigin, partner, siteOrigin].sort());
    } finally {
      await o.close();
      await closeServer(server);
    }
  });
});
