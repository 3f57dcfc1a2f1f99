/** @jest-environment node */
/**
 * The shell server's edges (issue 17) against really listening servers: the API proxied on the
 * site's own origin, any host and port, unreadable cookies and Accept-Language values (fuzzed),
 * the API failure answers, socket timeouts, build reports.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Page } from '@nirvana/shared/api/schemas';
import { parseRuntimeConfig } from '@nirvana/shared/runtime-config';
import { create } from 'superstruct';
import { buildShellServer } from './server';

const SITE = 'https://www.nirvana.test';
const page = (title: string) => create({
  id: 11, propertyId: 2, property: { id: 2, name: 'Nirvana Cosmopolitan' }, title,
  meta: { title, description: title, image: '/media/images/cosmo.jpg' },
  layout: null, sliders: [], contents: [], options: [], heroSlides: [], breadcrumbs: [], hrefLangs: [], category: null,
}, Page);

/** A fake API that reports what it was asked: forwarded headers, query, body; ETags and 304s like the real one. */
async function fakeApi() {
  const app = Fastify();
  let down = false;
  const seen: { url: string; headers: Record<string, unknown> }[] = [];
  app.addHook('onRequest', async (request) => {
    seen.push({ url: request.url, headers: { ...request.headers } });
  });
  app.get('/v1/echo', async (request, reply) => {
    if (request.headers['if-none-match'] === 'W/"e1"') return reply.code(304).header('etag', 'W/"e1"').send();
    return reply.header('etag', 'W/"e1"').header('cache-control', 'public, max-age=300').send({
      query: request.query, forwardedFor: request.headers['x-forwarded-for'], host: request.headers['x-forwarded-host'], proto: request.headers['x-forwarded-proto'],
    });
  });
  app.post('/v1/web/contact', async (request, reply) => reply.code(400).send({ received: request.body, type: request.headers['content-type'] }));
  app.get('/media/*', async (request, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(`<svg data-url="${request.url}"/>`));
  app.get('/v1/pages/url-lang', async (request, reply) => {
    if (down) return reply.code(503).send({ statusCode: 503, error: 'Unavailable', message: 'down' });
    const host = request.headers['x-forwarded-host'];
    return { ...page('Hotel'), meta: { title: 'Hotel', description: 'Hotel', image: `http://${host}/media/images/cosmo.jpg` } };
  });
  app.get('/v1/pages/not-found', async () => page('Not found'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, seen, setDown: (v: boolean) => (down = v) };
}

let api: Awaited<ReturnType<typeof fakeApi>>;
let shell: FastifyInstance;
let port: number;
let root: string;

beforeAll(async () => {
  api = await fakeApi();
  root = mkdtempSync(path.join(tmpdir(), 'shell-edges-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'assets-manifest.json'), JSON.stringify({ js: ['shell.1234abcd.js'], css: [], fonts: {} }));
  writeFileSync(path.join(root, 'shell', 'dist', 'bundle-report.json'), '{"secret":1}');
  writeFileSync(path.join(root, 'shell', 'dist', 'shell.1234abcd.js'), 'console.log(1)');
  mkdirSync(path.join(root, 'mfe-search', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-search', 'dist', 'bundle-report.json'), '{"secret":2}');
  writeFileSync(path.join(root, 'mfe-search', 'dist', 'remoteEntry.js'), 'var x;');
  shell = await buildShellServer({ apiBase: api.base, siteUrl: SITE, rootDir: root, apiTimeoutMs: 500, pageCacheTtlMs: 0, timeouts: { headers: 1000, request: 2000, idle: 3000, keepAlive: 1000 } });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  port = (shell.server.address() as { port: number }).port;
});

afterAll(async () => {
  await shell.close();
  await api.app.close();
  rmSync(root, { recursive: true, force: true });
});

const at = (host: string) => `http://${host}:${port}`;
const get = (url: string, headers: Record<string, string> = {}, host = '127.0.0.1') => fetch(`${at(host)}${url}`, { headers, redirect: 'manual' });

describe('the API on the site\'s own origin (defects 2 and 3)', () => {
  it('the runtime config points at the origin the visitor used, whatever the host, address or port; SITE_URL stays canonical', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const config = parseRuntimeConfig(await (await get('/runtime-config.json', {}, host)).json());
      expect(config.apiBase).toBe(at(host));
      expect(config.siteUrl).toBe(SITE);
      const html = await get('/en/hotels/nirvana-cosmopolitan', {}, host);
      const inline = JSON.parse(/id="nirvana-runtime-config" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(await html.text())![1]!);
      expect(inline.apiBase).toBe(at(host));
      // The policy needs nothing but 'self' for the API and its media there.
      const csp = html.headers.get('content-security-policy')!;
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      expect(csp).toMatch(/img-src 'self'(;|$)/);
    }
  });

  it('page data is fetched with the visitor\'s origin as forwarded host, so its media URLs are on that origin', async () => {
    const html = await (await get('/en/hotels/nirvana-cosmopolitan', {}, 'localhost')).text();
    const state = JSON.parse(/id="nirvana-initial-state" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(state.page.meta.image).toBe(`${at('localhost')}/media/images/cosmo.jpg`);
  });

  it('/v1/* and /media/* reach the API with their query strings; ETag, Cache-Control and 304 pass through', async () => {
    const res = await get('/v1/echo?lang=en&url=%2Fa%3Fb&x=1&x=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('W/"e1"');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await res.json()).query).toEqual({ lang: 'en', url: '/a?b', x: ['1', '2'] });
    expect((await get('/v1/echo', { 'if-none-match': 'W/"e1"' })).status).toBe(304);
    const media = await get('/media/images/sized/pool.jpg?w=640&h=360');
    expect(media.status).toBe(200);
    expect(media.headers.get('cache-control')).toContain('immutable');
    expect(await media.text()).toBe('<svg data-url="/media/images/sized/pool.jpg?w=640&h=360"/>');
  });

  it('the API hears the client\'s address from this hop, not what the client claims, and the host it used', async () => {
    const body = await (await get('/v1/echo', { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.example', forwarded: 'for=6.6.6.6' }, 'localhost')).json();
    expect(body.forwardedFor).toBe('127.0.0.1');
    expect(body.host).toBe(`localhost:${port}`);
    expect(body.proto).toBe('http');
    expect(api.seen.at(-1)!.headers.forwarded).toBeUndefined();
  });

  it('a write passes through byte for byte (the API validates it), malformed JSON too', async () => {
    for (const payload of ['{"fullName":"Ayşe"}', '{broken']) {
      const res = await fetch(`${at('127.0.0.1')}/v1/web/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
      expect(res.status).toBe(400);
      const seen = api.seen.at(-1)!;
      expect(seen.url).toBe('/v1/web/contact');
    }
  });
});

describe('unreadable cookies and Accept-Language values (defect 4)', () => {
  it('a locale cookie that is not percent-encoding is ignored and deleted; a valid one is kept', async () => {
    const bad = await get('/', { cookie: 'nirvana-locale=%', 'accept-language': 'de' });
    expect(bad.status).toBe(302);
    expect(bad.headers.get('location')).toBe('/de');
    expect(bad.headers.get('set-cookie')).toBe('nirvana-locale=; Max-Age=0; Path=/; SameSite=Lax');
    const good = await get('/', { cookie: 'nirvana-locale=ru' });
    expect(good.headers.get('location')).toBe('/ru');
    expect(good.headers.get('set-cookie')).toBeNull();
  });

  it('fuzzed Cookie and Accept-Language headers never make a 5xx (seeded, on the root and on pages)', async () => {
    let seed = 17;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const pieces = ['%', '%E0%A4%A', '%00', '%zz', '=', ';', ',', ' ', '"', '\\', 'nirvana-locale', 'ru', 'en', 'de', 'tr', 'q=', 'q=abc', 'q=1e999', 'q=-1', '*', '-', 'x'.repeat(200), 'İ', 'é', '\u00ff', '%C3%A9'];
    const value = () => Array.from({ length: 1 + Math.floor(rand() * 12) }, () => pick(pieces)).join('').replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
    const latin1 = (s: string) => Buffer.from(s, 'latin1').toString('latin1');
    let sent = 0;
    for (let i = 0; i < 300; i++) {
      const headers = { cookie: latin1(`nirvana-locale=${value()}; ${value()}`), 'accept-language': latin1(value()) };
      const res = await get(pick(['/', '/en', '/en/hotels/nirvana-cosmopolitan', '/nope']), headers);
      expect([headers, res.status < 500]).toEqual([headers, true]);
      sent += 1;
    }
    expect(sent).toBe(300);
  }, 60_000);
});

describe('the API failing for a page (defect 5)', () => {
  afterEach(() => api.setDown(false));

  it('a visitor gets the 301 to the home with Cache-Control: no-store; a crawler 503 with Retry-After', async () => {
    api.setDown(true);
    const visitor = await get('/en/hotels/nirvana-cosmopolitan', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' });
    expect(visitor.status).toBe(301);
    expect(visitor.headers.get('location')).toBe('/en');
    expect(visitor.headers.get('cache-control')).toBe('no-store');
    for (const bot of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'Mozilla/5.0 (compatible; YandexBot/3.0)']) {
      const res = await get('/en/hotels/nirvana-cosmopolitan', { 'user-agent': bot });
      expect([bot, res.status]).toEqual([bot, 503]);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('location')).toBeNull();
    }
  });
});

describe('build reports (defect 10)', () => {
  it('bundle reports and the assets manifest are not served; the build itself is', async () => {
    for (const url of ['/shell/bundle-report.json', '/shell/assets-manifest.json', '/mfe/search/bundle-report.json', '/mfe/search/x.js.map']) {
      expect([url, (await get(url)).status]).toEqual([url, 404]);
    }
    expect((await get('/shell/shell.1234abcd.js')).status).toBe(200);
    expect((await get('/mfe/search/remoteEntry.js')).status).toBe(200);
  });
});

describe('socket timeouts (defect 9)', () => {
  it('slow clients are dropped after the header and request timeouts while others are served at once', async () => {
    const closed: Promise<number>[] = [];
    const sockets: net.Socket[] = [];
    for (let i = 0; i < 300; i++) {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.resume(); // read what the server answers (its 408), so its close reaches this side
      const t0 = Date.now();
      closed.push(new Promise((resolve) => socket.on('close', () => resolve(Date.now() - t0))));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(i % 2 ? 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ' : 'POST /v1/web/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 900\r\n\r\n{');
      sockets.push(socket);
    }
    const t0 = performance.now();
    const res = await get('/runtime-config.json');
    expect(res.status).toBe(200);
    expect(performance.now() - t0).toBeLessThan(1000);
    const times = await Promise.all(closed);
    expect(Math.max(...times)).toBeLessThan(6000);
    expect(sockets.every((s) => s.destroyed)).toBe(true);
  }, 20_000);
});
