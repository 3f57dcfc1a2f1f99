/**
 * The API's edges (issue 17), against really started servers: public reads for any origin, the
 * write allow-list, the rate limit's key, counting and buckets, the honeypot, the consent record,
 * socket timeouts, nosniff, the stand-in booking page's CSP, media URLs through the site's proxy.
 */
import { rmSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { NEWSLETTER_CONSENT_VERSION } from '@nirvana/shared/forms/consent';
import { readSettings, SettingsError } from './settings';
import { startApi, tempDir, type Running } from './test/harness';
import { kill, startMain } from './reliability/kit';

type Headers = Record<string, string>;
const post = (base: string, path: string, body: unknown, headers: Headers = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const newsletter = (n: number | string) => ({ email: `guest${n}@example.com`, propertyId: 2, consent: true, locale: 'en' });
const rows = (dbPath: string, sql: string) => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
};

describe('CORS: public reads, listed writes (defect 1)', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startApi({ allowedOrigins: ['https://partner.example'] });
  });
  afterAll(() => api.stop());

  test('GET and HEAD of content answer * to any origin, without credentials; their preflight too', async () => {
    const origin = `https://random-${Date.now()}.example`;
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(`${api.base}/v1/hotels?lang=en`, { method, headers: { origin } });
      expect([method, res.status, res.headers.get('access-control-allow-origin')]).toEqual([method, 200, '*']);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-expose-headers')).toContain('ETag');
    }
    const stay = await fetch(`${api.base}/v1/hotels/3/stay-rules`, { headers: { origin } });
    expect(stay.headers.get('access-control-allow-origin')).toBe('*');
    const pre = await fetch(`${api.base}/v1/hotels`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'accept' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('a write from an unlisted origin is refused (preflight and POST) and stores nothing; a listed partner and the site itself may write', async () => {
    const evil = 'https://evil.example';
    const pre = await fetch(`${api.base}/v1/web/subscribe-newsletter`, { method: 'OPTIONS', headers: { origin: evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(pre.status).toBe(403);
    const refused = await post(api.base, '/v1/web/subscribe-newsletter', newsletter('evil'), { origin: evil });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ statusCode: 403 });
    expect(rows(api.dbPath, "SELECT 1 FROM newsletter_subscriptions WHERE email = 'guestevil@example.com'")).toHaveLength(0);
    const partner = await post(api.base, '/v1/web/subscribe-newsletter', newsletter('partner'), { origin: 'https://partner.example' });
    expect(partner.status).toBe(200);
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    // The site, through its proxy (a trusted loopback hop): its origin is the one the request was sent to.
    const site = await post(api.base, '/v1/web/subscribe-newsletter', newsletter('site'), {
      origin: 'http://127.0.0.1:18080', 'x-forwarded-host': '127.0.0.1:18080', 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9',
    });
    expect(site.status).toBe(200);
    // A direct client naming the site's host proves nothing when it is no trusted hop.
    const untrusted = await startApi({ trustProxy: false });
    try {
      const forged = await post(untrusted.base, '/v1/web/subscribe-newsletter', newsletter('forged'), { origin: 'http://127.0.0.1:18080', 'x-forwarded-host': '127.0.0.1:18080' });
      expect(forged.status).toBe(403);
    } finally {
      await untrusted.stop();
    }
  });

  test('answers through the proxy carry media URLs on the proxy\'s origin; direct ones the API\'s', async () => {
    const url = `${api.base}/v1/pages/url-lang?url=%2F&lang=en`;
    const direct = await (await fetch(url)).text();
    expect(direct).toContain(`"${api.base.replace('localhost', 'localhost')}/media/`);
    const proxied = await (await fetch(url, { headers: { 'x-forwarded-host': '127.0.0.1:18080', 'x-forwarded-proto': 'http' } })).text();
    expect(proxied).toContain('"http://127.0.0.1:18080/media/');
    expect(proxied).not.toContain(`${api.base}/media/`);
  });
});

describe('the write limit (defect 6)', () => {
  let api: Running;
  beforeEach(async () => {
    api = await startApi({ writeLimit: 3 });
  });
  afterEach(() => api.stop());

  test('behind the proxy each client has its own bucket; changing X-Forwarded-For does not escape it', async () => {
    // The proxy (a trusted loopback hop) appends the address it saw: the client's own entries come first.
    const as = (client: string, spoofed?: string) => ({ 'x-forwarded-for': spoofed ? `${spoofed}, ${client}` : client });
    for (let i = 0; i < 3; i++) expect((await post(api.base, '/v1/web/subscribe-newsletter', newsletter(i), as('198.51.100.7'))).status).toBe(200);
    for (const spoofed of ['1.2.3.4', '10.0.0.1', '127.0.0.1']) {
      expect((await post(api.base, '/v1/web/subscribe-newsletter', newsletter(spoofed), as('198.51.100.7', spoofed))).status).toBe(429);
    }
    // Another visitor behind the same proxy is not limited by the first.
    expect((await post(api.base, '/v1/web/subscribe-newsletter', newsletter('other'), as('198.51.100.8'))).status).toBe(200);
  });

  test('every attempt counts, malformed and refused ones too; each form has its own bucket', async () => {
    expect((await post(api.base, '/v1/web/subscribe-newsletter', '{not json')).status).toBe(400);
    expect((await post(api.base, '/v1/web/subscribe-newsletter', { email: 'x' })).status).toBe(400);
    expect((await fetch(`${api.base}/v1/web/subscribe-newsletter`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(415);
    const limited = await post(api.base, '/v1/web/subscribe-newsletter', newsletter('valid'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const contact = await post(api.base, '/v1/web/contact', { fullName: 'Ayşe Yılmaz', email: 'a@example.com', phone: '5321234567', message: 'Hello', propertyId: 1 });
    expect(contact.status).toBe(200);
  });

  test('the 429 message is in the visitor\'s language (the lang query, else Accept-Language)', async () => {
    for (let i = 0; i < 3; i++) await post(api.base, '/v1/web/contact', {});
    const ru = await (await post(api.base, '/v1/web/contact?lang=ru', {})).json();
    expect(ru).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(ru.message).toMatch(/Слишком много попыток/);
    const de = await (await post(api.base, '/v1/web/contact', {}, { 'accept-language': 'de-DE,de;q=0.9' })).json();
    expect(de.message).toMatch(/Zu viele Versuche/);
    const tr = await (await post(api.base, '/v1/web/contact', {})).json();
    expect(tr.message).toMatch(/Çok fazla deneme/);
  });
});

describe('settings: API_TRUST_PROXY (defect 6)', () => {
  test('a hop count, a list of addresses and ranges, or none; never "trust everyone"', () => {
    expect(readSettings({}).trustProxy).toEqual(['loopback']);
    expect(readSettings({ API_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readSettings({ API_TRUST_PROXY: '10.0.0.0/8, 192.168.1.4, ::1, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.4', '::1', 'loopback']);
    expect(readSettings({ API_TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    for (const bad of ['true', 'yes', '10.0.0.0/40', 'proxy.example', '1.2.3']) {
      expect(() => readSettings({ API_TRUST_PROXY: bad })).toThrow(SettingsError);
    }
  });

  test('with a hop count of 1 the client is the entry the proxy appended', async () => {
    const api = await startApi({ writeLimit: 1, trustProxy: 1 });
    try {
      expect((await post(api.base, '/v1/web/subscribe-newsletter', newsletter(1), { 'x-forwarded-for': '203.0.113.1' })).status).toBe(200);
      expect((await post(api.base, '/v1/web/subscribe-newsletter', newsletter(2), { 'x-forwarded-for': '9.9.9.9, 203.0.113.1' })).status).toBe(429);
      expect((await post(api.base, '/v1/web/subscribe-newsletter', newsletter(3), { 'x-forwarded-for': '203.0.113.2' })).status).toBe(200);
    } finally {
      await api.stop();
    }
  });
});

describe('honeypot and consent (defects 7 and 8)', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  test('a filled honeypot and a real submission answer exactly alike, sent once or twice; no answer says whether an address was known (issue 25, item 8)', async () => {
    const twice = async (path: string, body: Record<string, unknown>) => {
      const answers = [];
      for (let i = 0; i < 2; i++) {
        const res = await post(api.base, path, body);
        answers.push([res.status, res.headers.get('content-type'), await res.json()]);
      }
      return answers;
    };
    const real = await twice('/v1/web/subscribe-newsletter', newsletter('real'));
    expect(real[1]).toEqual(real[0]);
    expect(await twice('/v1/web/subscribe-newsletter', { ...newsletter('bot'), website: 'spam' })).toEqual(real);
    // A bot naming an address that is subscribed learns nothing either.
    expect(await twice('/v1/web/subscribe-newsletter', { ...newsletter('real'), website: 'spam' })).toEqual(real);
    expect(real[0]![2]).toEqual({ ok: true, message: expect.any(String) });
    const message = { fullName: 'Ayşe Yılmaz', email: 'a@example.com', phone: '5321234567', message: 'Is the spa open in March?', propertyId: 1 };
    const contact = await twice('/v1/web/contact', message);
    expect(contact[1]).toEqual(contact[0]);
    expect(await twice('/v1/web/contact', { ...message, message: 'Buy now', website: 'spam' })).toEqual(contact);
    expect(rows(api.dbPath, "SELECT 1 FROM newsletter_subscriptions WHERE email = 'guestbot@example.com'")).toHaveLength(0);
    expect(rows(api.dbPath, "SELECT 1 FROM contact_messages WHERE message = 'Buy now'")).toHaveLength(0);
    // A bot's invalid form is refused like anyone's.
    expect((await post(api.base, '/v1/web/subscribe-newsletter', { email: 'nope', propertyId: 2, consent: true, website: 'spam' })).status).toBe(400);
  });

  test('a honeypot that is not text is a 400 naming the field, not a silent pass', async () => {
    for (const website of [1, true, ['x'], { a: 1 }]) {
      const res = await post(api.base, '/v1/web/contact', { fullName: 'Ayşe Yılmaz', email: 'a@example.com', phone: '5321234567', message: 'Hi', propertyId: 1, website });
      expect([website, res.status]).toEqual([website, 400]);
      expect((await res.json()).fields).toHaveProperty('website');
    }
  });

  test('the consent record holds the server\'s consent version, the time and the page\'s locale, whatever the client claims', async () => {
    const before = Date.now();
    expect((await post(api.base, '/v1/web/subscribe-newsletter', { ...newsletter('consent'), locale: 'ru', consentVersion: 'forged-2099' })).status).toBe(200);
    const [row] = rows(api.dbPath, "SELECT * FROM newsletter_subscriptions WHERE email = 'guestconsent@example.com'");
    expect(row).toMatchObject({ consent_version: NEWSLETTER_CONSENT_VERSION, locale: 'ru' });
    expect(Date.parse(row!.created_at as string)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('headers (defect 10)', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startApi({ writeLimit: 1 });
  });
  afterAll(() => api.stop());

  test('every answer carries nosniff: JSON, errors, 304, media, preflight, 429, the booking page', async () => {
    const hotels = await fetch(`${api.base}/v1/hotels`);
    const answers = [
      hotels,
      await fetch(`${api.base}/v1/hotels`, { headers: { 'if-none-match': hotels.headers.get('etag')! } }),
      await fetch(`${api.base}/v1/nothing`),
      await fetch(`${api.base}/v1/rooms/%E0%A4%A`),
      await fetch(`${api.base}/media/files/spa-menu.pdf`),
      await fetch(`${api.base}/v1/hotels`, { method: 'OPTIONS', headers: { origin: 'https://a.example', 'access-control-request-method': 'GET' } }),
      await post(api.base, '/v1/web/contact', {}),
      await post(api.base, '/v1/web/contact', {}),
      await fetch(`${api.base}/booking/nirvana-cosmopolitan?checkin=2027-01-01`),
      await fetch(`${api.base}/health`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 304, 404, 400, 200, 204, 400, 429, 200, 200]);
    for (const res of answers) expect([res.url, res.headers.get('x-content-type-options')]).toEqual([res.url, 'nosniff']);
  });

  test('the stand-in booking page has a strict CSP whose nonce is on its one style element', async () => {
    const res = await fetch(`${api.base}/booking/nirvana-dolce-vita?x=1`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html.match(/<style[^>]*>/g)).toEqual([`<style nonce="${nonce}">`]);
    expect(html).not.toMatch(/<script|style="/);
  });
});

/** Opens `count` sockets that send a request's first bytes and then nothing more. */
async function slowClients(port: number, count: number, partial: string) {
  const sockets: net.Socket[] = [];
  const closed: Promise<number>[] = [];
  for (let i = 0; i < count; i++) {
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    socket.on('error', () => undefined);
    let got = '';
    socket.on('data', (d) => (got += d.toString()));
    const t0 = Date.now();
    closed.push(new Promise((resolve) => socket.on('close', () => resolve(Date.now() - t0))));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(partial);
    sockets.push(socket);
  }
  return { sockets, closed };
}

describe('socket timeouts (defect 9)', () => {
  test('slow clients are dropped after the header and request timeouts, and nobody else waits for them', async () => {
    const api = await startApi({ timeouts: { headers: 1000, request: 2000, idle: 3000, keepAlive: 1000 } });
    const port = Number(new URL(api.base).port);
    try {
      // Half send a request line and never finish the headers; half finish the headers and trickle no body.
      const headers = await slowClients(port, 150, 'GET /v1/hotels HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      const bodies = await slowClients(port, 150, 'POST /v1/web/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"a":');
      const t0 = performance.now();
      const ok = await fetch(`${api.base}/v1/hotels?lang=en`);
      expect(ok.status).toBe(200);
      expect(performance.now() - t0).toBeLessThan(1000);
      const times = await Promise.all([...headers.closed, ...bodies.closed]);
      // Every one is closed by the server, within the timeouts plus node's check interval.
      expect(Math.max(...times)).toBeLessThan(6000);
      expect(Math.min(...times)).toBeGreaterThanOrEqual(900);
    } finally {
      await api.stop();
    }
  });

  test('the defaults are set: 10 s for headers, 20 s per request, 30 s idle', () => {
    expect(readSettings({}).timeouts).toEqual({ headers: 10_000, request: 20_000, idle: 30_000, keepAlive: 5_000 });
  });
});

describe('SVG media has a CSP of its own (issue 25, item 9)', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  test('every SVG the API serves (logos, pictures, static maps) runs and loads nothing as a document; other media keeps no CSP', async () => {
    for (const path of ['/media/logos/nirvana.svg', '/media/images/experience-1-top.svg', '/media/maps/2.svg']) {
      const res = await fetch(`${api.base}${path}`);
      expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, expect.stringContaining('image/svg+xml')]);
      expect([path, res.headers.get('content-security-policy')]).toEqual([path, "default-src 'none'; style-src 'unsafe-inline'; sandbox"]);
      await res.arrayBuffer();
    }
    const photo = await fetch(`${api.base}/media/images/jetty-sunset.jpg`);
    expect(photo.headers.get('content-security-policy')).toBeNull();
    await photo.arrayBuffer();
  });
});

describe('operators are told what the defaults hide (issue 25, items 1 and 9): main.ts as a child process', () => {
  const warningsOf = (output: string, text: RegExp) => output.split('\n').filter((line) => line.includes('"level":40') && text.test(line));
  /** stderr and stdout arrive on their own pipes: waits (up to 3 s) until `lines` finds `count` lines. */
  const linesOf = async (lines: () => string[], count: number) => {
    for (let waited = 0; lines().length < count && waited < 3000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    return lines();
  };

  test('with API_LOG unset, a 5xx is logged to stderr, with its cause', async () => {
    const dir = tempDir();
    const dbPath = join(dir, 'logged.db');
    const child = await startMain({ API_DB_PATH: dbPath, API_LOG: '', API_TRUST_PROXY: 'loopback' });
    try {
      // A real fault under a running server: its table is gone.
      const db = new Database(dbPath);
      db.exec('DROP TABLE contact_messages');
      db.close();
      const res = await post(child.base, '/v1/web/contact', { fullName: 'Ayşe Yılmaz', email: 'a@example.com', phone: '5321234567', message: 'Hello', propertyId: 1 });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'The server could not answer this request.' });
      const errors = await linesOf(() => child.output().split('\n').filter((line) => line.includes('"level":50')), 1);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/no such table: contact_messages/);
      expect(errors[0]).toContain('/v1/web/contact');
      // Requests themselves are not logged without API_LOG.
      expect(child.output()).not.toMatch(/"level":30/);
    } finally {
      await kill(child);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('API_TRUST_PROXY unset: a warning at start; set: none', async () => {
    const dir = tempDir();
    const unset = await startMain({ API_DB_PATH: join(dir, 'a.db'), API_TRUST_PROXY: '' });
    const set = await startMain({ API_DB_PATH: join(dir, 'b.db'), API_TRUST_PROXY: 'loopback' });
    try {
      expect(await linesOf(() => warningsOf(unset.output(), /API_TRUST_PROXY is not set/), 1)).toHaveLength(1);
      expect(warningsOf(set.output(), /API_TRUST_PROXY/)).toHaveLength(0);
    } finally {
      await Promise.all([kill(unset), kill(set)]);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('X-Forwarded-For from a peer that is no trusted proxy: warned once, and the header still names no client', async () => {
    const dir = tempDir();
    // A load balancer's address is trusted, loopback (this test) is not: the test plays an untrusted peer.
    const child = await startMain({ API_DB_PATH: join(dir, 'c.db'), API_TRUST_PROXY: '10.0.0.5', API_WRITE_LIMIT: '1' });
    try {
      await (await fetch(`${child.base}/v1/hotels`)).arrayBuffer();
      expect(warningsOf(child.output(), /X-Forwarded-For/)).toHaveLength(0);
      expect((await post(child.base, '/v1/web/subscribe-newsletter', newsletter(1), { 'x-forwarded-for': '203.0.113.1' })).status).toBe(200);
      // Another X-Forwarded-For from the same peer is the same client: the one bucket is spent.
      expect((await post(child.base, '/v1/web/subscribe-newsletter', newsletter(2), { 'x-forwarded-for': '203.0.113.2' })).status).toBe(429);
      const warnings = await linesOf(() => warningsOf(child.output(), /X-Forwarded-For/), 1);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/API_TRUST_PROXY does not trust/);
    } finally {
      await kill(child);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
