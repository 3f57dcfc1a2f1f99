/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { CALL_CENTRE } from '@nirvana/shared/contact-facts';
import { Page } from '@nirvana/shared/api/schemas';
import { LOCALE_INFO, LOCALES, type Locale } from '@nirvana/shared/locales';
import { buildPath, pageUrlOf } from '@nirvana/shared/routes';
import { parseRuntimeConfig } from '@nirvana/shared/runtime-config';
import * as v from 'valibot';
import { buildShellServer } from './server';

const SITE = 'https://www.nirvana.test';
const EVIL = '</script><script>window.pwned=1</script><!--';

function fixturePage(title: string, extra: Partial<Page> = {}): Page {
  return v.parse(Page, {
      id: 11, propertyId: 2, property: { id: 2, name: 'Nirvana Cosmopolitan' }, title,
      meta: { title, description: `About ${title}`, image: '/media/images/cosmo.jpg' },
      layout: null, sliders: [], contents: [], options: [], heroSlides: [], breadcrumbs: [], hrefLangs: [], category: null,
      ...extra,
    });
}

/** A small fake of the content API: fixture pages by url and lang; some urls fail or hang. */
async function fakeApi(): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify();
  const titles: Record<Locale, string> = { tr: 'Nirvana Cosmopolitan Otel', en: 'Nirvana Cosmopolitan Hotel', ru: 'Отель Nirvana Cosmopolitan', de: 'Hotel Nirvana Cosmopolitan' };
  app.get<{ Querystring: { url: string; lang: Locale } }>('/v1/pages/url-lang', async (request, reply) => {
    const { url, lang } = request.query;
    if (url === '/' || url === '/hakkimizda' || url === '/about-us') {
      if (request.headers['x-fail']) return reply.code(500).send({ statusCode: 500, error: 'x', message: 'x' });
    }
    if (url === '/about-us' && lang === 'ru') return reply.code(503).send({ statusCode: 503, error: 'Unavailable', message: 'down' });
    if (url === '/about-us' && lang === 'de') {
      // Never answers: the shell gives up after its timeout and closes the connection.
      await new Promise((resolve) => request.raw.once('close', resolve));
      return reply.code(504).send({ statusCode: 504, error: 'Late', message: 'late' });
    }
    if (url === '/about-us' && lang === 'en') return fixturePage(EVIL);
    if (url === '/' && lang === 'en') return reply.code(500).send({ statusCode: 500, error: 'Server', message: 'broken' });
    if (url === '/hotels/nirvana-cosmopolitan' || url === '/oteller/nirvana-cosmopolitan') return fixturePage(titles[lang]);
    if (url.startsWith('/hotels/nirvana-cosmopolitan/rooms/') || url.startsWith('/oteller/nirvana-cosmopolitan/odalar/')) {
      return fixturePage('Rooms', { layout: 'room-detail' });
    }
    if (url === '/hotels/nirvana-cosmopolitan/gallery') return fixturePage('Gallery', { layout: 'unknown-layout' });
    if (url === '/') return fixturePage('Nirvana Hotels Ana Sayfa');
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No page ${url}` });
  });
  app.get('/v1/pages/not-found', async () => fixturePage('Page not found content'));
  app.get<{ Params: { slug: string } }>('/v1/rooms/:slug', async (request, reply) => {
    if (request.params.slug !== 'deluxe-room' && request.params.slug !== 'deluxe-oda') {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'no room' });
    }
    return {
      id: 5, slug: request.params.slug, name: 'Deluxe Room', propertyId: 2, category: { code: 'DELUXE' }, summary: 'A deluxe room.',
      sizeM2: 32, maxOccupancy: 3, bed: 'King', amenities: [], images: [],
      hrefLangs: [
        { locale: 'tr', url: '/oteller/nirvana-cosmopolitan/odalar/deluxe-oda' },
        { locale: 'en', url: '/hotels/nirvana-cosmopolitan/rooms/deluxe-room' },
      ],
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return { app, base: `http://127.0.0.1:${address.port}` };
}

let api: { app: FastifyInstance; base: string };
let shell: FastifyInstance;
let root: string;

beforeAll(async () => {
  api = await fakeApi();
  root = mkdtempSync(path.join(tmpdir(), 'shell-server-test-'));
  mkdirSync(path.join(root, 'shell', 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'assets-manifest.json'), JSON.stringify({
    js: ['shell.1234abcd.js'], css: ['shell.1234abcd.css'],
    fonts: { 'inter-base-400-normal': 'assets/inter-base-400-normal.aaaa1111.woff2', 'inter-cyrillic-400-normal': 'assets/inter-cyrillic-400-normal.bbbb2222.woff2', 'inter-ru-400-normal': 'assets/inter-ru-400-normal.cccc3333.woff2' },
  }));
  writeFileSync(path.join(root, 'shell', 'dist', 'shell.1234abcd.js'), 'console.log("shell")');
  mkdirSync(path.join(root, 'mfe-search', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-search', 'dist', 'remoteEntry.js'), 'var nirvana_search = {};');
  writeFileSync(path.join(root, 'mfe-search', 'dist', '512.0badc0de.js'), 'x'.repeat(2000));
  // Long enough for a busy machine (the test command runs this beside the e2e suite at low priority):
  // a cold first answer once took over 300 ms there and came back as a 503.
  shell = await buildShellServer({ apiBase: api.base, siteUrl: SITE, rootDir: root, apiTimeoutMs: 3000, env: { MAPS_KEY: 'k-123' } });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  shellBase = `http://127.0.0.1:${(shell.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await shell.close();
  await api.app.close();
  rmSync(root, { recursive: true, force: true });
});

let shellBase: string;

interface Answer {
  statusCode: number;
  headers: Record<string, string | undefined>;
  body: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read many response shapes; each assertion checks what it reads
}

/** A real HTTP request to a listening server (no redirects followed). */
/** A GET with exactly these headers (fetch would add its own `Sec-Fetch-Mode: cors`). */
function request(base: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${url}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        const flat = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]));
        resolve({ statusCode: res.statusCode!, headers: flat, body, json: () => JSON.parse(body) });
      });
    });
    req.on('error', reject);
  });
}

const get = (url: string, headers: Record<string, string> = {}) => request(shellBase, url, headers);
/** What a browser sends when a visitor opens a page. */
const NAVIGATE = { 'sec-fetch-mode': 'navigate', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' };

function head(html: string) {
  const all = (re: RegExp) => [...html.matchAll(re)].map((m) => m.slice(1));
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1],
    alternates: Object.fromEntries(all(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)),
    ogLocale: /<meta property="og:locale" content="([^"]+)">/.exec(html)?.[1],
    ogAlternates: all(/<meta property="og:locale:alternate" content="([^"]+)">/g).map((m) => m[0]),
    layout: /<body data-layout="([^"]+)"/.exec(html)?.[1],
  };
}

function initialState(html: string) {
  const json = /<script type="application\/json" id="nirvana-initial-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!);
}

describe('the head of a hotel page in each locale', () => {
  const titles: Record<Locale, string> = { tr: 'Nirvana Cosmopolitan Otel', en: 'Nirvana Cosmopolitan Hotel', ru: 'Отель Nirvana Cosmopolitan', de: 'Hotel Nirvana Cosmopolitan' };
  it.each(LOCALES)('%s', async (locale) => {
    const pagePath = buildPath('hotel-home', locale, { hotel: 'nirvana-cosmopolitan' })!;
    const res = await get(pagePath);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.lang).toBe(LOCALE_INFO[locale].iso);
    expect(h.title).toBe(titles[locale]);
    expect(h.canonical).toBe(`${SITE}${pagePath}`);
    expect(h.alternates).toEqual({
      tr: `${SITE}/oteller/nirvana-cosmopolitan`,
      en: `${SITE}/en/hotels/nirvana-cosmopolitan`,
      ru: `${SITE}/ru/hotels/nirvana-cosmopolitan`,
      de: `${SITE}/de/hotels/nirvana-cosmopolitan`,
      'x-default': `${SITE}/en/hotels/nirvana-cosmopolitan`,
    });
    expect(h.ogLocale).toBe(LOCALE_INFO[locale].og);
    expect(h.ogAlternates.sort()).toEqual(LOCALES.filter((l) => l !== locale).map((l) => LOCALE_INFO[l].og).sort());
    expect(res.body).toContain(`<meta name="description" content="About ${titles[locale]}">`);
    expect(res.body).toContain(`<meta property="og:url" content="${SITE}${pagePath}">`);
    // Media given as paths are on the canonical site, which proxies /media/ to the API.
    expect(res.body).toContain(`<meta property="og:image" content="${SITE}/media/images/cosmo.jpg?w=1200&amp;fm=jpg">`);
    expect(h.layout).toBe('hotel-index');
    const state = initialState(res.body);
    expect(state).toMatchObject({ status: 'ready', statusCode: 200, route: { locale, routeId: 'hotel-home', layout: 'hotel-index' } });
    expect(state.page.title).toBe(titles[locale]);
  });

  it('has the slots, the skip link, the shell assets, font preloads (no preconnect: the API is on the same origin), a nonce on the script it runs and none on its data', async () => {
    const res = await get('/ru/hotels/nirvana-cosmopolitan');
    for (const id of ['slot-header', 'slot-search', 'slot-main', 'slot-newsletter', 'slot-footer', 'slot-floating']) {
      expect(res.body).toContain(`id="${id}"`);
    }
    expect(res.body).toMatch(/<main id="main-content" tabindex="-1"><div id="slot-main"/);
    expect(res.body).toContain('<a class="skip-link" href="#main-content">Перейти к содержанию</a>');
    expect(res.body).toContain('<link rel="stylesheet" href="/shell/shell.1234abcd.css">');
    expect(res.body).toMatch(/<script nonce="[^"]+" src="\/shell\/shell\.1234abcd\.js" defer fetchpriority="high"><\/script>/);
    expect(res.body).not.toContain('rel="preconnect"');
    expect(res.body).toContain('<link rel="preload" href="/shell/assets/inter-base-400-normal.aaaa1111.woff2" as="font" type="font/woff2" crossorigin>');
    expect(res.body).toContain('<link rel="preload" href="/shell/assets/inter-ru-400-normal.cccc3333.woff2" as="font" type="font/woff2" crossorigin>');
    expect(res.body).not.toContain('inter-cyrillic-400-normal');
    // The first render waits for the last slot, which the body has.
    expect(res.body).toMatch(/<link rel="expect" href="#slot-floating" blocking="render">\n<\/head>/);
    expect(res.body).toContain('<div id="slot-floating"');
    const scripts = res.body.match(/<script\b[^>]*>/g)!;
    expect(scripts.length).toBe(4); // shell entry, JSON-LD, initial state, runtime config
    for (const tag of scripts) {
      if (/ type="application\/(ld\+)?json"/.test(tag)) expect(tag).not.toContain('nonce');
      else expect(tag).toMatch(/ nonce="[A-Za-z0-9+/=]{16,}"/);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('a room page takes its language versions from the room', async () => {
    const res = await get('/en/hotels/nirvana-cosmopolitan/rooms/deluxe-room');
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.title).toBe('Deluxe Room | Rooms');
    expect(h.alternates).toEqual({
      tr: `${SITE}/oteller/nirvana-cosmopolitan/odalar/deluxe-oda`,
      en: `${SITE}/en/hotels/nirvana-cosmopolitan/rooms/deluxe-room`,
      'x-default': `${SITE}/en/hotels/nirvana-cosmopolitan/rooms/deluxe-room`,
    });
    expect(h.layout).toBe('room-detail');
    // The room goes with the page state: the content section renders it without fetching it again.
    expect(initialState(res.body)).toMatchObject({ status: 'ready', room: { id: 5, slug: 'deluxe-room', name: 'Deluxe Room' } });
  });

  it('an unknown layout name from the data falls back to the default layout', async () => {
    const res = await get('/en/hotels/nirvana-cosmopolitan/gallery');
    expect(head(res.body).layout).toBe('main');
  });
});

describe('statuses', () => {
  it('404 with the not-found page for a path that is no page', async () => {
    const res = await get('/en/no-such-page');
    expect(res.statusCode).toBe(404);
    const h = head(res.body);
    expect(h.title).toBe('This page could not be found');
    expect(h.lang).toBe('en-GB');
    expect(h.layout).toBe('error');
    expect(h.canonical).toBeUndefined();
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    const state = initialState(res.body);
    expect(state).toMatchObject({ status: 'error', statusCode: 404, route: { routeId: 'not-found', layout: 'error', locale: 'en' } });
    expect(state.page.title).toBe('Page not found content');
  });

  it.each([
    ['/nope', 'Bu sayfa bulunamadı', 'tr-TR'],
    ['/ru/nope', 'Эта страница не найдена', 'ru-RU'],
    ['/de/nope', 'Diese Seite wurde nicht gefunden', 'de-DE'],
  ])("%s: the title says 'This page could not be found' in the page's language", async (path, words, lang) => {
    const res = await get(path);
    expect(res.statusCode).toBe(404);
    const h = head(res.body);
    expect(h.title).toBe(words);
    expect(h.lang).toBe(lang);
  });

  it('404 when the API says the content is missing (a room that does not exist)', async () => {
    const res = await get('/en/hotels/nirvana-cosmopolitan/rooms/no-such-room');
    expect(res.statusCode).toBe(404);
    expect(head(res.body).title).toBe('This page could not be found');
  });

  it('404 for odd paths, without crashing', async () => {
    for (const odd of ['/%E0%A4%A', '/en/../../etc/passwd', '/EN/Hotels', `/${'a'.repeat(3000)}`, '/en//hotels', '/<script>']) {
      const res = await get(odd);
      expect([400, 404]).toContain(res.statusCode);
    }
    expect((await get('/ads.txt')).statusCode).toBe(404);
    expect((await get('/robots.txt')).body).toContain('Sitemap: ');
  });

  it('a browser navigating goes home by a temporary redirect when the page fetch fails; anything else gets 503', async () => {
    const res = await get('/ru/about-us', NAVIGATE);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ru');
    const script = await get('/ru/about-us');
    expect(script.statusCode).toBe(503);
    expect(script.headers.location).toBeUndefined();
  });

  it('the same when the API does not answer in time', async () => {
    const res = await get('/de/about-us', NAVIGATE);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de');
  });

  it('the home itself is never redirected when its fetch fails: it is served empty', async () => {
    const res = await get('/en');
    expect(res.statusCode).toBe(503);
    expect(res.headers.location).toBeUndefined();
    const state = initialState(res.body);
    expect(state).toMatchObject({ status: 'error', statusCode: 503, page: { id: 0, title: '' }, route: { layout: 'intro-index' } });
  });

  it('301 from an alias or a trailing slash to the canonical path, keeping the query', async () => {
    const alias = await get('/en/hotels/nirvana-cosmopolitan/contact-arrival?utm_source=x');
    expect(alias.statusCode).toBe(301);
    expect(alias.headers.location).toBe('/en/hotels/nirvana-cosmopolitan/contact?utm_source=x');
    const slash = await get('/en/hotels/nirvana-cosmopolitan/?a=1&b=2');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/en/hotels/nirvana-cosmopolitan?a=1&b=2');
  });
});

describe('root redirect', () => {
  it('follows a valid locale cookie', async () => {
    const res = await get('/', { cookie: 'a=b; nirvana-locale=ru' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ru');
    expect(res.headers.vary).toBe('Cookie, Accept-Language');
  });

  it('the cookie wins over the browser language; a Turkish cookie stays on /', async () => {
    const res = await get('/', { cookie: 'nirvana-locale=tr', 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/^Cookie, Accept-Language/);
    expect(head(res.body).lang).toBe('tr-TR');
  });

  it('negotiates the Accept-Language header without a cookie, keeping the query', async () => {
    const de = await get('/?ref=ad', { 'accept-language': 'fr-FR,de;q=0.8,en;q=0.5' });
    expect(de.statusCode).toBe(302);
    expect(de.headers.location).toBe('/de?ref=ad');
    const tr = await get('/', { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' });
    expect(tr.statusCode).toBe(200);
    const none = await get('/', { 'accept-language': 'fr-FR' });
    expect(none.statusCode).toBe(200);
  });

  it('an invalid cookie is ignored', async () => {
    const res = await get('/', { cookie: 'nirvana-locale=xx', 'accept-language': 'ru' });
    expect(res.headers.location).toBe('/ru');
  });
});

describe('runtime config', () => {
  it('is valid, with the section remotes, the chat per locale and the env overrides', async () => {
    const res = await get('/runtime-config.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const config = parseRuntimeConfig(res.json());
    // The API is proxied on the origin the request came to.
    expect(config.apiBase).toBe(shellBase);
    expect(config.remotes).toEqual({
      navigation: '/mfe/navigation/remoteEntry.js', search: '/mfe/search/remoteEntry.js',
      content: '/mfe/content/remoteEntry.js', newsletter: '/mfe/newsletter/remoteEntry.js',
    });
    expect(config.chat).toEqual({ tr: '/chat/widget-tr.js', en: '/chat/widget-en.js', ru: '/chat/widget-ru.js', de: null });
    expect(config.phone).toBe(CALL_CENTRE.phone);
    expect(config.messagingUrl).toBe(CALL_CENTRE.whatsapp);
    expect(Object.keys(config.social).sort()).toEqual(['1', '2', '22', '3']);
    expect(config.handOff['nirvana-cosmopolitan']).toEqual({ scheme: 'standard', promoParam: 'promo' });
    expect(config.mapsKey).toBe('k-123');
    expect(config.siteUrl).toBe(SITE);
    // The same config is inlined into the page.
    const page = await get('/oteller/nirvana-cosmopolitan');
    const inline = /id="nirvana-runtime-config">([\s\S]*?)<\/script>/.exec(page.body)![1]!;
    expect(JSON.parse(inline)).toEqual(res.json());
  });

  it('a remote and the widget scheme can be chosen by env; a bad value stops the server with its name', async () => {
    const other = await buildShellServer({
      apiBase: api.base, publicApiBase: 'https://api.nirvana.test', siteUrl: SITE, rootDir: root,
      env: { REMOTE_SEARCH_URL: 'https://cdn.example.com/search/remoteEntry.js', HANDOFF_WIDGET_HOTELS: 'nirvana-dolce-vita', CHAT_EN_URL: 'none' },
    });
    let config;
    let page: Answer;
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherBase = `http://127.0.0.1:${(other.server.address() as { port: number }).port}`;
      config = (await request(otherBase, '/runtime-config.json')).json();
      page = await request(otherBase, '/en/hotels/nirvana-cosmopolitan');
    } finally {
      await other.close();
    }
    // API_BASE elsewhere: the browser uses it, with a preconnect and the policy allowing it.
    expect(config.apiBase).toBe('https://api.nirvana.test');
    expect(page.body).toContain('<link rel="preconnect" href="https://api.nirvana.test" crossorigin>');
    expect(page.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/api\.nirvana\.test/);
    expect(config.remotes.search).toBe('https://cdn.example.com/search/remoteEntry.js');
    expect(config.handOff['nirvana-dolce-vita'].scheme).toBe('widget');
    expect(config.chat.en).toBeNull();
    await expect(buildShellServer({ apiBase: api.base, siteUrl: SITE, rootDir: root, env: { MESSAGING_URL: 'not a url' } }))
      .rejects.toThrow(/messagingUrl/);
  });

  it('serves the stand-in chat widget for tr, en and ru only', async () => {
    const en = await get('/chat/widget-en.js');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/javascript/);
    expect(en.body).toContain('Chat with us');
    expect((await get('/chat/widget-de.js')).statusCode).toBe(404);
  });
});

describe('static files', () => {
  it('remoteEntry.js is revalidated, hashed files are immutable, files are read at request time', async () => {
    const entry = await get('/mfe/search/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const hashed = await get('/mfe/search/512.0badc0de.js', { 'accept-encoding': 'gzip' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('gzip');
    expect((await get('/shell/shell.1234abcd.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A section rebuilt alone: its new files are served without a restart.
    writeFileSync(path.join(root, 'mfe-search', 'dist', 'remoteEntry.js'), 'var nirvana_search = "v2";');
    expect((await get('/mfe/search/remoteEntry.js')).body).toContain('v2');
    mkdirSync(path.join(root, 'mfe-content', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'mfe-content', 'dist', 'remoteEntry.js'), 'var nirvana_content = {};');
    expect((await get('/mfe/content/remoteEntry.js')).statusCode).toBe(200);
    expect((await get('/mfe/newsletter/remoteEntry.js')).statusCode).toBe(404);
  });
});

describe('the inlined state', () => {
  it('escapes "<" so no page data can close the script element', async () => {
    const res = await get('/en/about-us');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>window.pwned');
    const json = /id="nirvana-initial-state">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json).page.title).toBe(EVIL);
    expect(head(res.body).title).toBe('&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;&lt;!--');
  });
});

it('pageUrlOf agrees with the fixture urls', () => {
  expect(pageUrlOf('/en/hotels/nirvana-cosmopolitan')).toBe('/hotels/nirvana-cosmopolitan');
});

describe('the frame reserved before the sections arrive', () => {
  it('marks a page whose header gets a breadcrumb row (a room page), not a hero page', async () => {
    const room = await get('/en/hotels/nirvana-cosmopolitan/rooms/deluxe-room');
    expect(room.body).toMatch(/<body data-layout="room-detail" data-breadcrumbs[ >]/);
    const hotel = await get('/en/hotels/nirvana-cosmopolitan');
    expect(hotel.body).toMatch(/<body data-layout="hotel-index"[ >]/);
  });

  it('tells the shell to start at load when the browser must render the sections (no server render here), not on the first intent', async () => {
    const hotel = await get('/en/hotels/nirvana-cosmopolitan');
    expect(hotel.body).toMatch(/<body [^>]*\bdata-start-at-load[ >]/);
  });
});

describe('font preloads', () => {
  it('every page preloads the base cut of the latin faces (the text face in both weights; Turkish\'s Ğ ğ İ Ş ş in it), Russian pages the ru subset beside them; never a whole latin, latin-ext or cyrillic file', async () => {
    const { preloadFontNames } = await import('./assets');
    const base = ['inter-base-400-normal', 'inter-base-600-normal', 'playfair-display-base-600-normal'];
    expect(preloadFontNames('tr')).toEqual(base);
    expect(preloadFontNames('en')).toEqual(base);
    expect(preloadFontNames('de')).toEqual(base);
    expect(preloadFontNames('ru')).toEqual([...base, 'inter-ru-400-normal', 'inter-ru-600-normal', 'playfair-display-ru-600-normal']);
  });
});