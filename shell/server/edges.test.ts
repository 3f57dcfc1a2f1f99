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
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { Page } from '@nirvana/shared/api/schemas';
import { parseRuntimeConfig } from '@nirvana/shared/runtime-config';
import * as v from 'valibot';
import { buildShellServer } from './server';

const SITE = 'https://www.nirvana.test';
const page = (title: string) => v.parse(Page, {
  id: 11, propertyId: 2, property: { id: 2, name: 'Nirvana Cosmopolitan' }, title,
  meta: { title, description: title, image: '/media/images/cosmo.jpg' },
  layout: null, sliders: [], contents: [], options: [], heroSlides: [], breadcrumbs: [], hrefLangs: [], category: null,
});

const ROOM = {
  id: 7, slug: 'standart-oda', name: 'Standart Oda', propertyId: 2, category: { code: 'STD' }, summary: '', sizeM2: 28, maxOccupancy: 3,
  bed: 'x', amenities: [], images: [],
  hrefLangs: [{ locale: 'tr', url: '/oteller/nirvana-cosmopolitan/odalar/standart-oda' }, { locale: 'en', url: '/hotels/nirvana-cosmopolitan/rooms/standard-room' }],
};

/** A fake API that reports what it was asked: forwarded headers, query, body; ETags and 304s like the real one. */
async function fakeApi() {
  const app = Fastify();
  // Like the real API: request bodies in gzip or brotli are decompressed by @fastify/compress.
  await app.register(compress, { global: true, threshold: 1 << 20 });
  let down = false;
  const seen: { url: string; headers: Record<string, unknown> }[] = [];
  app.addHook('onRequest', async (request) => {
    // The shell's content revision watcher asks every second: not what these tests look at.
    if (request.url !== '/v1/content/revision') seen.push({ url: request.url, headers: { ...request.headers } });
  });
  app.get('/v1/echo', async (request, reply) => {
    if (request.headers['if-none-match'] === 'W/"e1"') return reply.code(304).header('etag', 'W/"e1"').send();
    return reply.header('etag', 'W/"e1"').header('cache-control', 'public, max-age=0, must-revalidate, s-maxage=60').send({
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
  // The lists the sitemap (and the shell's list of known room and event pages) are made of.
  app.get('/v1/rooms', async (request) => ((request.query as { 'property-id'?: string })['property-id'] === '2' ? [ROOM] : []));
  app.get('/v1/events', async () => []);
  app.get('/v1/offers', async () => []);
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
  // The API's answers wait long enough for a busy machine (the test command runs these beside the
  // e2e suite at low priority): a late answer here is a 503 by design, not what these tests look at.
  shell = await buildShellServer({ apiBase: api.base, siteUrl: SITE, rootDir: root, apiTimeoutMs: 5000, pageCacheTtlMs: 0, timeouts: { headers: 1000, request: 2000, idle: 3000, keepAlive: 1000 } });
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
      const inline = JSON.parse(/id="nirvana-runtime-config">([\s\S]*?)<\/script>/.exec(await html.text())![1]!);
      expect(inline.apiBase).toBe(at(host));
      // The policy needs nothing but 'self' for the API and its media there.
      const csp = html.headers.get('content-security-policy')!;
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      expect(csp).toMatch(/img-src 'self'(;|$)/);
    }
  });

  it('page data is fetched with the visitor\'s origin as forwarded host, so its media URLs are on that origin', async () => {
    const html = await (await get('/en/hotels/nirvana-cosmopolitan', {}, 'localhost')).text();
    const state = JSON.parse(/id="nirvana-initial-state">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(state.page.meta.image).toBe(`${at('localhost')}/media/images/cosmo.jpg`);
  });

  it('/v1/* and /media/* reach the API with their query strings; ETag, Cache-Control (without s-maxage) and 304 pass through', async () => {
    const res = await get('/v1/echo?lang=en&url=%2Fa%3Fb&x=1&x=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('W/"e1"');
    // s-maxage is the shell's own cache's (emptied on a new content revision), not a CDN's in front of it.
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
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
  });
});

describe('the API failing for a page (defect 5)', () => {
  afterEach(() => api.setDown(false));

  it('a visitor gets a temporary redirect to the home with Cache-Control: no-store; a crawler 503 with Retry-After', async () => {
    api.setDown(true);
    // (fetch sends Sec-Fetch-Mode: cors of its own: a browser's navigation is sent raw)
    const visitor = await raw({ path: '/en/hotels/nirvana-cosmopolitan', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36', 'sec-fetch-mode': 'navigate' } });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe('/en');
    expect(visitor.headers['cache-control']).toBe('no-store');
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
  });
});

/** A request as any HTTP client can send it: any Host, Expect, Connection or body. */
function raw(options: http.RequestOptions & { body?: Buffer | string; targetPort?: number }): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; continued: boolean }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = http.request({ host: '127.0.0.1', port: options.targetPort ?? port, agent: false, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString(), continued }));
    });
    req.setTimeout(5000, () => req.destroy(new Error('no answer in 5 s')));
    req.on('error', reject);
    if (options.headers && (options.headers as Record<string, string>).expect) {
      req.on('continue', () => {
        continued = true;
        req.end(options.body);
      });
    } else {
      req.end(options.body);
    }
  });
}

describe('issue 25: the proxy passes any request through (item 2)', () => {
  const json = JSON.stringify({ fullName: 'Ayşe', message: 'x'.repeat(2000) });

  it('Expect: 100-continue (curl over 1 KB, .NET, PowerShell): 100, then the API\'s own answer', async () => {
    const res = await raw({ method: 'POST', path: '/v1/web/contact', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)), expect: '100-continue' }, body: json });
    expect(res.continued).toBe(true);
    expect(res.status).toBe(400); // the fake API's answer, with what it received
    expect(JSON.parse(res.body).received).toEqual(JSON.parse(json));
    expect(api.seen.at(-1)!.headers.expect).toBeUndefined();
  });

  it('a gzip or brotli body reaches the API as sent, whatever its size', async () => {
    const big = JSON.stringify({ fullName: 'Ayşe', message: 'deniz '.repeat(120_000) }); // 720 KB, a few KB compressed
    for (const [encoding, body] of [['gzip', gzipSync(json)], ['br', brotliCompressSync(json)], ['gzip', gzipSync(big)]] as const) {
      const res = await raw({ method: 'POST', path: '/v1/web/contact', headers: { 'content-type': 'application/json', 'content-encoding': encoding, 'content-length': String(body.length) }, body });
      expect([encoding, res.status]).toEqual([encoding, 400]);
      expect(JSON.parse(res.body).received.fullName).toBe('Ayşe');
    }
  });

  it('a client that asks to close gets Connection: close and no Keep-Alive of the upstream', async () => {
    const res = await raw({ method: 'GET', path: '/v1/echo', headers: { connection: 'close' } });
    expect(res.status).toBe(200);
    expect(res.headers['keep-alive']).toBeUndefined();
    expect(res.headers.connection).toBe('close');
  });
});

describe('issue 25: the API down, slow or broken behind the proxy (items 2 and 7)', () => {
  let downShell: FastifyInstance;
  let downPort: number;
  const logs: string[] = [];
  beforeAll(async () => {
    // A port nobody listens on: the API is down.
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise((r) => closed.close(r));
    downShell = await buildShellServer({ apiBase: `http://127.0.0.1:${deadPort}`, siteUrl: SITE, rootDir: root, apiTimeoutMs: 500, pageCacheTtlMs: 0, logger: { level: 'error', stream: { write: (line) => logs.push(line) } } });
    await downShell.listen({ port: 0, host: '127.0.0.1' });
    downPort = (downShell.server.address() as net.AddressInfo).port;
  });
  afterAll(() => downShell.close());

  it('/v1/* and /media/* answer 503 with Retry-After and no-store, naming nothing internal, and each is logged', async () => {
    for (const path of ['/v1/hotels?lang=en', '/media/images/sized/pool.jpg?w=640', '/v1/web/contact']) {
      const before = logs.length;
      const res = await raw({ method: path.endsWith('contact') ? 'POST' : 'GET', path, targetPort: downPort, headers: { 'content-type': 'application/json' }, body: path.endsWith('contact') ? '{}' : undefined });
      expect([path, res.status]).toEqual([path, 503]);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|localhost|\d{4,5}/);
      expect(JSON.parse(res.body).statusCode).toBe(503);
      expect(logs.length).toBeGreaterThan(before);
    }
  });

  it('monitors, scripts and every crawler get 503 with Retry-After on a deep page; a browser navigating a temporary redirect home', async () => {
    const agents = ['', 'curl/8.5.0', 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0)', 'GoogleOther', 'Mediapartners-Google', 'FeedFetcher-Google; (+http://www.google.com/feedfetcher.html)',
      'Mozilla/5.0 (compatible; Qwantify/2.4w; +https://www.qwant.com/)/2.4w', 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)', 'ia_archiver (+http://www.alexa.com/site/help/webmasters)', 'UptimeRobot/2.0',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36'];
    for (const ua of agents) {
      const res = await raw({ path: '/en/hotels/nirvana-cosmopolitan/rooms', targetPort: downPort, headers: { 'user-agent': ua } });
      expect([ua, res.status]).toEqual([ua, 503]);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers.location).toBeUndefined();
    }
    const browser = await raw({ path: '/en/hotels/nirvana-cosmopolitan/rooms', targetPort: downPort, headers: { 'user-agent': agents.at(-1)!, 'sec-fetch-mode': 'navigate' } });
    expect(browser.status).toBe(302);
    expect(browser.headers.location).toBe('/en');
    expect(browser.headers['cache-control']).toBe('no-store');
    // A crawler that says it navigates is still a crawler.
    const bot = await raw({ path: '/en/hotels/nirvana-cosmopolitan/rooms', targetPort: downPort, headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)', 'sec-fetch-mode': 'navigate' } });
    expect(bot.status).toBe(503);
  });
});

describe('issue 25: build reports through their twins (item 3), stale twins (item 15)', () => {
  it('a report\'s .gz or .br twin is a 404 like the report', async () => {
    writeFileSync(path.join(root, 'shell', 'dist', 'bundle-report.json.gz'), gzipSync('{"secret":1}'));
    writeFileSync(path.join(root, 'mfe-search', 'dist', 'bundle-report.json.br'), brotliCompressSync('{"secret":2}'));
    for (const url of ['/shell/bundle-report.json.gz', '/mfe/search/bundle-report.json.br', '/shell/assets-manifest.json.gz']) {
      expect([url, (await get(url)).status]).toEqual([url, 404]);
    }
    for (const encoding of ['gzip', 'br']) {
      const res = await get('/shell/bundle-report.json', { 'accept-encoding': encoding });
      expect(res.status).toBe(404);
    }
  });

  it('a twin older than its file is never served; the section\'s build step removes it and writes fresh ones', async () => {
    const dist = path.join(root, 'mfe-search', 'dist');
    const entry = path.join(dist, 'remoteEntry.js');
    // The old deploy's twin, then the new file copied over it without the compress step.
    writeFileSync(`${entry}.br`, brotliCompressSync(`var version = "old"; ${'/* pad */'.repeat(200)}`));
    const past = new Date(Date.now() - 60_000);
    require('node:fs').utimesSync(`${entry}.br`, past, past);
    writeFileSync(entry, `var version = "new"; ${'/* pad */'.repeat(200)}`);
    const res = await get('/mfe/search/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('"new"');
    // The section's own build ends with the compress step: it removes the stale twin and writes a fresh one.
    execFileSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'precompress.js'), 'dist'], { cwd: path.join(root, 'mfe-search') });
    const fresh = await get('/mfe/search/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(fresh.headers.get('content-encoding')).toBe('br');
    expect(await fresh.text()).toContain('"new"');
    // Reports get no twin at all.
    writeFileSync(path.join(dist, 'bundle-report.json'), JSON.stringify({ secret: 'x'.repeat(4000) }));
    execFileSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'precompress.js'), 'dist'], { cwd: path.join(root, 'mfe-search') });
    expect(require('node:fs').existsSync(path.join(dist, 'bundle-report.json.br'))).toBe(false);
  });
});

describe('issue 25: host names (item 4)', () => {
  it('a Host nobody configured is never written into a URL: pages, JSON-LD, media and the runtime config use SITE_URL', async () => {
    const config = JSON.parse((await raw({ path: '/runtime-config.json', headers: { host: 'evil.example' } })).body);
    expect(config.apiBase).toBe(SITE);
    const page = await raw({ path: '/en/hotels/nirvana-cosmopolitan', headers: { host: 'evil.example' } });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(api.seen.filter((r) => String(r.headers['x-forwarded-host']).includes('evil')).length).toBe(0);
    // The proxy tells the API the canonical host too.
    const echo = JSON.parse((await raw({ path: '/v1/echo', headers: { host: 'evil.example:8080' } })).body);
    expect(echo.host).toBe('www.nirvana.test');
    // This machine's own names and addresses, on any port, still work (another port, 127.0.0.1).
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      expect(JSON.parse((await raw({ path: '/runtime-config.json', headers: { host } })).body).apiBase).toBe(`http://${host}`);
    }
  });

  it('ALLOWED_HOSTS names more hosts the site answers as itself', async () => {
    const other = await buildShellServer({ apiBase: api.base, siteUrl: SITE, rootDir: root, pageCacheTtlMs: 0, allowedHosts: ['nirvana.example', 'staging.nirvana.example:8443'] });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const otherPort = (other.server.address() as net.AddressInfo).port;
    try {
      const apiBaseFor = async (host: string) => JSON.parse((await raw({ path: '/runtime-config.json', targetPort: otherPort, headers: { host } })).body).apiBase;
      expect(await apiBaseFor('nirvana.example')).toBe('http://nirvana.example');
      expect(await apiBaseFor('staging.nirvana.example:8443')).toBe('http://staging.nirvana.example:8443');
      expect(await apiBaseFor('staging.nirvana.example:9999')).toBe(SITE);
      expect(await apiBaseFor('nirvana.example.evil.example')).toBe(SITE);
    } finally {
      await other.close();
    }
  });
});

describe('issue 25: missing pages (item 6)', () => {
  const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"|'nonce-[^']+'/g, 'N');

  it('one 404 document per language, whatever the missing path', async () => {
    const a = await raw({ path: '/en/no-such-page-a1' });
    const b = await raw({ path: '/en/zz/yy/no-such-page-b2' });
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(withoutNonce(a.body)).toBe(withoutNonce(b.body));
    expect(a.body).not.toContain('no-such-page');
  });

  it('a random room slug is a 404 without asking the API; a known room is asked for', async () => {
    await get('/oteller/nirvana-cosmopolitan/odalar/warm-up-the-list');
    const before = api.seen.length;
    for (let i = 0; i < 20; i++) {
      expect((await get(`/oteller/nirvana-cosmopolitan/odalar/random-${i}-${Math.random().toString(36).slice(2)}`)).status).toBe(404);
    }
    expect(api.seen.slice(before).map((r) => r.url).filter((u) => /random-/.test(u))).toEqual([]);
    await get('/oteller/nirvana-cosmopolitan/odalar/standart-oda');
    expect(api.seen.slice(before).some((r) => r.url.includes('standart-oda'))).toBe(true);
  });

  it('a client\'s missing pages are counted: past its limit a 429 with Retry-After, held a while, other clients unaffected', async () => {
    const counted = await buildShellServer({ apiBase: api.base, siteUrl: SITE, rootDir: root, pageCacheTtlMs: 0, notFoundPerMinute: 5, notFoundHoldMs: 1500, trustProxy: ['127.0.0.1'] });
    await counted.listen({ port: 0, host: '127.0.0.1' });
    const countedPort = (counted.server.address() as net.AddressInfo).port;
    try {
      const from = (ip: string, p: string) => raw({ path: p, targetPort: countedPort, headers: { 'x-forwarded-for': ip } });
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await from('203.0.113.7', `/nope-${i}`)).status);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
      const limited = await from('203.0.113.7', '/wp-login.php');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('198.51.100.2', '/nope')).status).toBe(404);
      expect((await from('203.0.113.7', '/en/hotels/nirvana-cosmopolitan')).status).toBe(200);
      // The 429 is held (a timer: the flooding client slows down), and the server answers others meanwhile.
      const order: string[] = [];
      const started = Date.now();
      const held = from('203.0.113.7', '/nope-held').then((r) => order.push(`held ${r.status} after ${Date.now() - started >= 1400 ? 'the hold' : 'no hold'}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await from('198.51.100.2', '/runtime-config.json').then((r) => order.push(`other ${r.status}`));
      await held;
      expect(order).toEqual(['other 200', 'held 429 after the hold']);
    } finally {
      await counted.close();
    }
  });
});

describe('issue 25: transport and isolation headers (item 9)', () => {
  let behindProxy: FastifyInstance;
  let proxyPort: number;
  const logs: string[] = [];
  beforeAll(async () => {
    behindProxy = await buildShellServer({ apiBase: api.base, siteUrl: SITE, rootDir: root, pageCacheTtlMs: 0, trustProxy: ['127.0.0.1'] });
    await behindProxy.listen({ port: 0, host: '127.0.0.1' });
    proxyPort = (behindProxy.server.address() as net.AddressInfo).port;
  });
  afterAll(() => behindProxy.close());

  it('over HTTPS: HSTS, and the locale cookie is cleared with Secure; over HTTP neither', async () => {
    const https = await raw({ path: '/', targetPort: proxyPort, headers: { 'x-forwarded-proto': 'https', cookie: 'nirvana-locale=%' } });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    expect(String(https.headers['set-cookie'])).toMatch(/; Secure$/);
    const plain = await raw({ path: '/', headers: { cookie: 'nirvana-locale=%' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('pages: CORP same-origin and no COOP (security.ts: its own process on every visit); what other origins load: CORP cross-origin', async () => {
    const page = await raw({ path: '/en/hotels/nirvana-cosmopolitan' });
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const p of ['/mfe/search/remoteEntry.js', '/v1/echo', '/media/images/x.svg']) {
      expect([p, (await raw({ path: p })).headers['cross-origin-resource-policy']]).toEqual([p, 'cross-origin']);
    }
  });

  it('X-Forwarded-For arriving while TRUST_PROXY is unset is said once, loudly', async () => {
    const lonely = await buildShellServer({ apiBase: api.base, siteUrl: SITE, rootDir: root, pageCacheTtlMs: 0, logger: { level: 'warn', stream: { write: (line) => logs.push(line) } } });
    await lonely.listen({ port: 0, host: '127.0.0.1' });
    const lonelyPort = (lonely.server.address() as net.AddressInfo).port;
    try {
      for (let i = 0; i < 3; i++) await raw({ path: '/runtime-config.json', targetPort: lonelyPort, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(logs.filter((l) => l.includes('TRUST_PROXY'))).toHaveLength(1);
    } finally {
      await lonely.close();
    }
  });
});
