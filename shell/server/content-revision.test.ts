/** @jest-environment node */
/**
 * The content revision watcher: alone (one ask in flight, failures retried, stopped for good), and
 * in a listening shell server against a fake API whose content and revision the test changes, as
 * an editor would: an edited page, a page and a room added, seen within 2 s of the new revision.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { callTarget, readAnswer } from '@nirvana/shared/api/calls';
import { Page, Room } from '@nirvana/shared/api/schemas';
import * as v from 'valibot';
import { createContentRevisionWatcher } from './content-revision';
import { buildShellServer } from './server';

const SITE = 'https://www.nirvana.test';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the watcher alone', () => {
  test('asks at once and about every interval, one ask in flight; a change empties every cache; failures are retried', async () => {
    let asks = 0;
    let inFlight = 0;
    let most = 0;
    const answers: (() => unknown)[] = [
      () => ({ revision: 'a' }),
      () => { throw new Error('API down'); },
      () => ({ unexpected: true }),
      () => ({ revision: 'a' }),
      () => ({ revision: 'b' }),
    ];
    const cleared: string[] = [];
    const changes: [string, string | null][] = [];
    const watcher = createContentRevisionWatcher({
      read: async (call, input) => {
        expect(callTarget(call, input)).toBe('v1/content/revision');
        asks++;
        inFlight++;
        most = Math.max(most, inFlight);
        await sleep(30); // slower than the interval: never two at once
        inFlight--;
        return readAnswer(call, (answers[asks - 1] ?? (() => ({ revision: 'b' })))());
      },
      caches: [{ clear: () => cleared.push('pages') }, { clear: () => cleared.push('sitemap') }],
      intervalMs: 10,
      onChange: (revision, previous) => changes.push([revision, previous]),
    });
    watcher.start();
    watcher.start(); // twice: still one loop
    for (let i = 0; i < 100 && asks < 6; i++) await sleep(10);
    watcher.stop();
    expect(most).toBe(1);
    expect(watcher.revision).toBe('b');
    // The first revision empties the caches (they may predate it), a failure or odd answer changes nothing, the same revision neither.
    expect(changes).toEqual([['a', null], ['b', 'a']]);
    expect(cleared).toEqual(['pages', 'sitemap', 'pages', 'sitemap']);
  });

  test('stop() aborts the ask in flight, ignores its answer and asks no more', async () => {
    let asks = 0;
    let aborted = false;
    let answer: (v: unknown) => void = () => undefined;
    const cleared: number[] = [];
    const watcher = createContentRevisionWatcher({
      read: (call, _input, signal) => {
        asks++;
        signal?.addEventListener('abort', () => (aborted = true));
        return new Promise((resolve) => (answer = resolve)).then((data) => readAnswer(call, data));
      },
      caches: [{ clear: () => cleared.push(1) }],
      intervalMs: 5,
    });
    watcher.start();
    await sleep(20);
    expect(asks).toBe(1); // still waiting for its answer
    watcher.stop();
    expect(aborted).toBe(true);
    answer({ revision: 'late' });
    await sleep(40);
    expect(asks).toBe(1);
    expect(cleared).toEqual([]);
    expect(watcher.revision).toBeNull();
  });
});

const page = (title: string) => v.parse(Page, {
  id: 11, propertyId: 2, property: { id: 2, name: 'Nirvana Cosmopolitan' }, title,
  meta: { title, description: title, image: null },
  layout: null, sliders: [], contents: [], options: [], heroSlides: [], breadcrumbs: [], hrefLangs: [], category: null,
});

const room = (slug: string) => v.parse(Room, {
  id: 9, slug, name: 'Sea View Suite', propertyId: 2, category: { code: 'SUITE' }, summary: '', sizeM2: 48, maxOccupancy: 3,
  bed: 'King', amenities: [], images: [],
  hrefLangs: [{ locale: 'en', url: `/hotels/nirvana-cosmopolitan/rooms/${slug}` }],
});

/** The content the fake API serves, changed by the tests as an editor would; `revision` changes only when a test says so. */
interface Content {
  revision: string;
  /** Page titles by API url. */
  pages: Map<string, string>;
  rooms: Room[];
}

/** A fake content API answering like the real one: ETags and 304s, CACHE.page / CACHE.content, errors no-store, the revision no-store. */
async function fakeApi(content: Content) {
  const app = Fastify();
  let revisionAsks = 0;
  const CACHED = 'public, max-age=0, must-revalidate, s-maxage=60';
  const sendCached = (request: { headers: Record<string, unknown> }, reply: import('fastify').FastifyReply, body: unknown) => {
    const json = JSON.stringify(body);
    const etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', CACHED);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  };
  const missing = (reply: import('fastify').FastifyReply, message: string) =>
    reply.code(404).header('cache-control', 'no-store').send({ statusCode: 404, error: 'Not Found', message });
  app.get('/v1/content/revision', async (_request, reply) => {
    revisionAsks++;
    return reply.header('cache-control', 'no-store').send({ revision: content.revision });
  });
  app.get<{ Querystring: { url: string } }>('/v1/pages/url-lang', async (request, reply) => {
    const title = content.pages.get(request.query.url);
    return title === undefined ? missing(reply, 'no page') : sendCached(request, reply, page(title));
  });
  app.get('/v1/pages/not-found', async (request, reply) => sendCached(request, reply, page('Not found')));
  app.get<{ Querystring: { 'property-id': string } }>('/v1/rooms', async (request, reply) =>
    sendCached(request, reply, request.query['property-id'] === '2' ? content.rooms : []));
  app.get<{ Params: { slug: string } }>('/v1/rooms/:slug', async (request, reply) => {
    const found = content.rooms.find((r) => r.slug === request.params.slug);
    return found ? sendCached(request, reply, found) : missing(reply, 'no room');
  });
  app.get('/v1/events', async (request, reply) => sendCached(request, reply, []));
  app.get('/v1/offers', async (request, reply) => sendCached(request, reply, []));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, revisionAsks: () => revisionAsks };
}

const HOTEL = '/hotels/nirvana-cosmopolitan';
const GALLERY = '/hotels/nirvana-cosmopolitan/gallery';
const SUITE = '/hotels/nirvana-cosmopolitan/rooms/sea-view-suite';

describe('a listening shell server', () => {
  const content: Content = { revision: 'r1', pages: new Map([[HOTEL, 'Version one']]), rooms: [] };
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let shell: FastifyInstance;
  let base: string;
  let root: string;

  beforeAll(async () => {
    api = await fakeApi(content);
    root = mkdtempSync(path.join(tmpdir(), 'shell-revision-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'assets-manifest.json'), JSON.stringify({ js: ['shell.1234abcd.js'], css: [], fonts: {} }));
    // The caches at their defaults: pages for the API's s-maxage (60 s), 404s 10 s, the known pages 10 s, the sitemap 5 min.
    shell = await buildShellServer({ apiBase: api.base, siteUrl: SITE, rootDir: root, apiTimeoutMs: 3000 });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(shell.server.address() as { port: number }).port}`;
    // Its first revision seen (which empties the caches too) is behind it before the tests fill them.
    while (api.revisionAsks() < 2) await sleep(50);
  });

  afterAll(async () => {
    await shell?.close();
    await api?.app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = async (pathname: string) => {
    const res = await fetch(`${base}${pathname}`, { redirect: 'manual' });
    return { status: res.status, body: await res.text() };
  };

  /** Asks until `seen` holds, every 100 ms for at most 2 s after the revision changed; the time it took. */
  async function changeRevisionAndWait(revision: string, seen: () => Promise<boolean>): Promise<number> {
    content.revision = revision;
    const start = Date.now();
    while (Date.now() - start < 2000) {
      if (await seen()) return Date.now() - start;
      await sleep(100);
    }
    throw new Error(`not seen within 2 s of revision ${revision}`);
  }

  test('an edited page: the old text until the revision changes, the new text within 2 s of it', async () => {
    expect((await get(`/en${HOTEL}`)).body).toContain('<title>Version one');
    content.pages.set(HOTEL, 'Version two');
    // The page cache holds the page (the API allowed 60 s): without a new revision the edit is not seen.
    await sleep(300);
    expect((await get(`/en${HOTEL}`)).body).toContain('<title>Version one');
    const took = await changeRevisionAndWait('r2', async () => (await get(`/en${HOTEL}`)).body.includes('<title>Version two'));
    expect(took).toBeLessThanOrEqual(2000);
  });

  test('a page and a room added: no longer cached 404s, and in the sitemap, within 2 s of the new revision', async () => {
    expect((await get(`/en${GALLERY}`)).status).toBe(404);
    expect((await get(`/en${SUITE}`)).status).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain('sea-view-suite');
    content.pages.set(GALLERY, 'Gallery');
    content.pages.set(SUITE, 'Sea View Suite');
    content.rooms.push(room('sea-view-suite'));
    // Remembered: the API's 404 (10 s), the list of known rooms (10 s), the sitemap (5 min).
    await sleep(300);
    expect((await get(`/en${GALLERY}`)).status).toBe(404);
    expect((await get(`/en${SUITE}`)).status).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain('sea-view-suite');
    await changeRevisionAndWait('r3', async () => (await get(`/en${GALLERY}`)).status === 200);
    const suite = await get(`/en${SUITE}`);
    expect(suite.status).toBe(200);
    expect(suite.body).toContain('<title>Sea View Suite');
    expect((await get('/sitemap.xml')).body).toContain(`${SITE}/en${SUITE}`);
  });
});

test('the watcher runs while the server runs and stops when it closes', async () => {
  const api = await fakeApi({ revision: 'x', pages: new Map(), rooms: [] });
  const root = mkdtempSync(path.join(tmpdir(), 'shell-revision-close-'));
  try {
    const shell = await buildShellServer({ apiBase: api.base, siteUrl: SITE, rootDir: root, apiTimeoutMs: 3000, contentRevisionPollMs: 100 });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    while (api.revisionAsks() < 3) await sleep(50);
    await shell.close();
    const after = api.revisionAsks();
    await sleep(400);
    expect(api.revisionAsks()).toBe(after);
  } finally {
    await api.app.close();
    rmSync(root, { recursive: true, force: true });
  }
});
