/**
 * @jest-environment node
 *
 * The shell server under real conditions (issue 20), against a fake API that counts its calls:
 * precompressed static files with a content-length, pages compressed once per cached page, the
 * API's 404s kept briefly, and the per-client cap on page loads no cache answers.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { Page } from '@nirvana/shared/api/schemas';
import * as v from 'valibot';
import { compressionStats } from './compressed-page';
import { buildShellServer } from './server';

const SITE = 'https://www.nirvana.test';

function fixturePage(title: string): Page {
  return v.parse(Page, {
      id: 11, propertyId: 2, property: { id: 2, name: 'Nirvana Cosmopolitan' }, title,
      meta: { title, description: `About ${title}`, image: null },
      layout: null, sliders: [], contents: [], options: [], heroSlides: [], breadcrumbs: [], hrefLangs: [], category: null,
    });
}

/** API calls by path and query. */
const calls: string[] = [];
const count = (fragment: string) => calls.filter((c) => c.includes(fragment)).length;
/** The fake API holds its `slow-` rooms until the test opens this gate (an order, not a timer: a busy machine only delays it). */
let gate: Promise<void> = Promise.resolve();
/** Resolves once `check` holds (polled every 10 ms, up to 10 s). */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 10_000) throw new Error('waited 10 s in vain');
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function fakeApi() {
  const app = Fastify();
  app.addHook('onRequest', async (request) => {
    calls.push(decodeURIComponent(request.url));
  });
  app.get<{ Querystring: { url: string } }>('/v1/pages/url-lang', async (request, reply) => {
    const { url } = request.query;
    if (url === '/hotels/nirvana-cosmopolitan') return fixturePage('Nirvana Cosmopolitan Hotel');
    if (url.startsWith('/hotels/nirvana-cosmopolitan/rooms/')) return fixturePage('Rooms');
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'no page' });
  });
  app.get('/v1/pages/not-found', async () => fixturePage('Page not found'));
  app.get<{ Params: { slug: string } }>('/v1/rooms/:slug', async (request, reply) => {
    // Slow misses: the flood's rooms are found missing when the test lets them.
    if (request.params.slug.startsWith('slow-')) await gate;
    // As the real API: errors are marked no-store.
    return reply.code(404).header('cache-control', 'no-store').send({ statusCode: 404, error: 'Not Found', message: 'no room' });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

let api: { app: FastifyInstance; base: string };
let shell: FastifyInstance;
let root: string;
let port: number;
const CHUNK = 'export const rooms = ["standard", "deluxe", "suite"];\n'.repeat(200);

beforeAll(async () => {
  api = await fakeApi();
  root = mkdtempSync(path.join(tmpdir(), 'shell-speed-test-'));
  const shellDist = path.join(root, 'shell', 'dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(path.join(shellDist, 'assets-manifest.json'), JSON.stringify({ js: ['shell.1234abcd.js'], css: [], fonts: {} }));
  writeFileSync(path.join(shellDist, 'shell.1234abcd.js'), CHUNK);
  // Precompressed twins with their own words, so the test can tell them from on-the-fly compression.
  writeFileSync(path.join(shellDist, 'shell.1234abcd.js.br'), zlib.brotliCompressSync('/* the .br file from the build */'));
  writeFileSync(path.join(shellDist, 'shell.1234abcd.js.gz'), zlib.gzipSync('/* the .gz file from the build */'));
  writeFileSync(path.join(shellDist, 'plain.5678abcd.js'), CHUNK); // no twins: compressed on the fly
  shell = await buildShellServer({ apiBase: api.base, siteUrl: SITE, rootDir: root, apiTimeoutMs: 2000, maxMissesPerClient: 2, missQueuePerClient: 1 });
  await shell.listen({ port: 0, host: '0.0.0.0' });
  port = (shell.server.address() as { port: number }).port;
});

afterAll(async () => {
  await shell.close();
  await api.app.close();
  rmSync(root, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decode), from a chosen local address. */
function raw(pathname: string, headers: Record<string, string> = {}, localAddress = '127.0.0.1'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decode(res: Raw): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.body).toString();
  return res.body.toString();
}

const nonceOf = (res: Raw) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;

describe('static files', () => {
  test.each([
    ['br', 'br', '/* the .br file from the build */', 'shell.1234abcd.js.br'],
    ['gzip, deflate', 'gzip', '/* the .gz file from the build */', 'shell.1234abcd.js.gz'],
    ['gzip, deflate, br, zstd', 'br', '/* the .br file from the build */', 'shell.1234abcd.js.br'],
  ])('Accept-Encoding %p gets the file precompressed at build time, with its length', async (accept, encoding, text, file) => {
    const res = await raw('/shell/shell.1234abcd.js', { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-length']).toBe(String(statSync(path.join(root, 'shell', 'dist', file)).size));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res)).toBe(text);
  });

  test('without Accept-Encoding the file itself; without twins compressed on the fly', async () => {
    const plain = await raw('/shell/shell.1234abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
    const onTheFly = await raw('/shell/plain.5678abcd.js', { 'accept-encoding': 'br' });
    expect(onTheFly.headers['content-encoding']).toBe('br');
    expect(decode(onTheFly)).toBe(CHUNK);
  });

  test('a hashed file is read once and answered from memory (its name never changes content); anything else from disk', async () => {
    const dist = path.join(root, 'shell', 'dist');
    writeFileSync(path.join(dist, 'memory.9abc1234.js'), CHUNK);
    writeFileSync(path.join(dist, 'memory.9abc1234.js.br'), zlib.brotliCompressSync(CHUNK));
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'first');
    const first = await raw('/shell/memory.9abc1234.js', { 'accept-encoding': 'br' });
    expect(first.headers['content-length']).toBe(String(first.body.length));
    // Changed (or gone) on disk: the name is a promise, memory keeps it.
    writeFileSync(path.join(dist, 'memory.9abc1234.js.br'), zlib.brotliCompressSync('changed'));
    rmSync(path.join(dist, 'memory.9abc1234.js'));
    const again = await raw('/shell/memory.9abc1234.js', { 'accept-encoding': 'br' });
    expect(decode(again)).toBe(CHUNK);
    expect(again.headers.etag).toBe(first.headers.etag);
    // An unhashed name is read from disk every time (a section deployed alone is seen at once).
    expect((await raw('/shell/remoteEntry.js')).body.toString()).toBe('first');
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'second');
    const entry = await raw('/shell/remoteEntry.js');
    expect(entry.body.toString()).toBe('second');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  test('a hashed file from memory: validators, a 304 for a known ETag, its type and cache rule in every encoding', async () => {
    const plain = await raw('/shell/shell.1234abcd.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(plain.headers['last-modified']).toBeTruthy();
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const notModified = await raw('/shell/shell.1234abcd.js', { 'if-none-match': `"other", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const gz = await raw('/shell/shell.1234abcd.js', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers.etag).not.toBe(etag); // the twin's own validator
  });

  test.each([
    '/shell/../shell/dist/shell.1234abcd.js',
    '/shell/%2e%2e/%2e%2e/package.json',
    '/shell/missing.00000000.js',
    '/shell/shell.1234abcd.js.map',
    '/shell/bundle-report.json',
  ])('%s: nothing outside the build, nothing private, nothing missing (403 or 404)', async (pathname) => {
    const res = await raw(pathname, { 'accept-encoding': 'br' });
    expect([403, 404]).toContain(res.status);
  });
});

describe('pages', () => {
  test('a cached page is compressed once per encoding, each answer with its own nonce and a content-length', async () => {
    const before = compressionStats.documents;
    const answers: Raw[] = [];
    for (const accept of ['br', 'gzip, deflate, br', 'gzip', 'br']) answers.push(await raw('/en/hotels/nirvana-cosmopolitan', { 'accept-encoding': accept }));
    const plain = await raw('/en/hotels/nirvana-cosmopolitan');
    // Brotli once (the first answer's), gzip once (the third's).
    expect(compressionStats.documents).toBe(before + 2);
    expect(answers.map((a) => a.headers['content-encoding'])).toEqual(['br', 'br', 'gzip', 'br']);
    const nonces = new Set<string>();
    for (const res of [...answers, plain]) {
      expect(res.status).toBe(200);
      const html = decode(res);
      const nonce = nonceOf(res);
      nonces.add(nonce);
      expect(html).toContain('<title>Nirvana Cosmopolitan Hotel</title>');
      const scripts = html.match(/<script\b[^>]*>/g)!;
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const tag of scripts.filter((t) => !/ type="application\/(ld\+)?json"/.test(t))) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).toBe(decode(plain).split(nonceOf(plain)).join(nonce));
      if (res !== plain) {
        expect(res.headers['content-length']).toBe(String(res.body.length));
        expect(res.headers.vary).toMatch(/accept-encoding/i);
      }
    }
    expect(nonces.size).toBe(5);
    expect(count('url=/hotels/nirvana-cosmopolitan&')).toBe(1);
  });

  test('answers at once, plain and brotli, each carry their own nonce in every gap (a body\'s buffer serves again only once sent)', async () => {
    const first = await raw('/en/hotels/nirvana-cosmopolitan');
    const pieces = decode(first).split(nonceOf(first));
    expect(pieces.length).toBeGreaterThanOrEqual(2);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => raw('/en/hotels/nirvana-cosmopolitan', i % 2 ? { 'accept-encoding': 'br' } : {})));
      expect(new Set(answers.map(nonceOf)).size).toBe(24);
      for (const res of answers) expect(decode(res)).toBe(pieces.join(nonceOf(res)));
    }
  });

  test('a missing page asked again within the negative cache time costs the API nothing', async () => {
    const before = count('/v1/rooms/no-such-room');
    const first = await raw('/en/hotels/nirvana-cosmopolitan/rooms/no-such-room', { 'accept-encoding': 'br' });
    expect(first.status).toBe(404);
    expect(decode(first)).toContain('Page not found');
    expect(count('/v1/rooms/no-such-room')).toBe(before + 1);
    const second = await raw('/en/hotels/nirvana-cosmopolitan/rooms/no-such-room');
    expect(second.status).toBe(404);
    expect(count('/v1/rooms/no-such-room')).toBe(before + 1);
  });

  test('a client at its cap of uncached loads waits in line, then gets 429; cached pages and other clients get through', async () => {
    let open = () => undefined as void;
    gate = new Promise<void>((resolve) => { open = resolve; });
    await raw('/en/hotels/nirvana-cosmopolitan'); // cached
    const flood = ['slow-1', 'slow-2'].map((slug) => raw(`/en/hotels/nirvana-cosmopolitan/rooms/${slug}`));
    await until(() => count('/v1/rooms/slow-1') === 1 && count('/v1/rooms/slow-2') === 1); // both held at the API
    // Two more: one waits in the line (of 1), the other is refused at once, whichever comes second.
    const [third, fourth] = ['slow-3', 'slow-4'].map((slug) => raw(`/en/hotels/nirvana-cosmopolitan/rooms/${slug}`).then((res) => ({ slug, res })));
    const refused = await Promise.race([third!, fourth!]);
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers['retry-after']).toBe('1');
    const cached = await raw('/en/hotels/nirvana-cosmopolitan');
    expect(cached.status).toBe(200);
    const otherClient = await raw('/en/hotels/nirvana-cosmopolitan/rooms/other-5', {}, '127.0.0.2');
    expect(otherClient.status).toBe(404);
    const waiting = refused.slug === 'slow-3' ? fourth! : third!;
    expect(count(`/v1/rooms/${refused.slug === 'slow-3' ? 'slow-4' : 'slow-3'}`)).toBe(0); // in line, not at the API
    open();
    expect((await Promise.all(flood)).map((r) => r.status)).toEqual([404, 404]);
    const served = await waiting;
    expect(served.res.status).toBe(404); // its turn came when a slot was free
    expect(count(`/v1/rooms/${served.slug}`)).toBe(1);
    expect(count(`/v1/rooms/${refused.slug}`)).toBe(0);
  });
});
