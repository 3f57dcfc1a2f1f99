/** Writes, durability, settings and seeding time, against really started servers. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createApiClient, ApiCallError } from '@nirvana/shared/api/client';
import { FORM_MESSAGES } from '@nirvana/shared/forms/rules';
import { ruleKeyOfReason } from '@nirvana/shared/forms/reasons';
import { openDatabase } from './db';
import { createContentStore } from './content/store';
import { API_DIR, readSettings, SettingsError, REPO_ROOT } from './settings';
import { startApi, tempDir, type Running } from './test/harness';

const post = (base: string, path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const count = (dbPath: string, table: string) => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('writes', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  test('newsletter: stored normalized with property, locale, consent version and time; a repeat stores nothing new', async () => {
    const client = createApiClient(api.base, { ky: { retry: 0 } });
    const first = await client.subscribeNewsletter({ email: '  Guest@Example.COM ', propertyId: 2, consent: true, locale: 'de', consentVersion: 'kvkk-2024-01' });
    const again = await client.subscribeNewsletter({ email: 'guest@example.com', propertyId: 2, consent: true });
    // The answer does not say whether the address was known (issue 25).
    expect([first, again]).toEqual([{ ok: true, message: FORM_MESSAGES.de['newsletter.success'] }, { ok: true, message: FORM_MESSAGES.tr['newsletter.success'] }]);
    const db = new Database(api.dbPath, { readonly: true });
    const rows = db.prepare('SELECT * FROM newsletter_subscriptions').all() as Record<string, unknown>[];
    db.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'guest@example.com', property_id: 2, locale: 'de', consent_version: 'kvkk-2024-01' });
    expect(Date.parse(rows[0]!.created_at as string)).toBeGreaterThan(Date.now() - 60_000);
    // Another property is another subscription.
    expect(await client.subscribeNewsletter({ email: 'guest@example.com', propertyId: 22, consent: true })).toMatchObject({ ok: true });
    expect(count(api.dbPath, 'newsletter_subscriptions')).toBe(2);
  });

  test('newsletter: bad e-mail, unknown property or missing consent answer 400 with a reason per field', async () => {
    const res = await post(api.base, '/v1/web/subscribe-newsletter', { email: 'not-an-email', propertyId: 9, locale: 'en' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: FORM_MESSAGES.en['newsletter.failure'] });
    expect(body.fields).toEqual({ email: FORM_MESSAGES.en.email, consent: FORM_MESSAGES.en['required.kvkk'], propertyId: 'Unknown property.' });
    expect(ruleKeyOfReason(body.fields.email)).toBe('email');
    const ru = await (await post(api.base, '/v1/web/subscribe-newsletter', { email: '', propertyId: 1, consent: false, locale: 'ru' })).json();
    expect(ru.fields).toEqual({ email: FORM_MESSAGES.ru.required, consent: FORM_MESSAGES.ru['required.kvkk'] });
    const client = createApiClient(api.base, { ky: { retry: 0 } });
    await expect(client.subscribeNewsletter({ email: 'a@b.co', propertyId: 1 })).rejects.toMatchObject({ status: 400 } satisfies Partial<ApiCallError>);
    expect(count(api.dbPath, 'newsletter_subscriptions')).toBe(2);
  });

  test('contact: the four fields by the shared rules, stored once, 400 per field', async () => {
    const client = createApiClient(api.base, { ky: { retry: 0 } });
    const message = { fullName: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '532 123 45 67', message: 'Do you have a cot for a baby in the family room?', propertyId: 3, locale: 'tr' as const };
    const answers = [await client.sendContact(message), await client.sendContact(message)];
    expect(answers).toEqual([{ ok: true, message: FORM_MESSAGES.tr['contact.success'] }, { ok: true, message: FORM_MESSAGES.tr['contact.success'] }]);
    expect(count(api.dbPath, 'contact_messages')).toBe(1);
    const res = await post(api.base, '/v1/web/contact', { fullName: 'R2-D2', email: 'x@', phone: 'call me', message: '  ', propertyId: 5, locale: 'en' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(FORM_MESSAGES.en['contact.failure']);
    expect(body.fields).toEqual({
      fullName: FORM_MESSAGES.en.lettersAndSpaces, email: FORM_MESSAGES.en.email, phone: FORM_MESSAGES.en.phone, message: FORM_MESSAGES.en.required,
      propertyId: 'Unknown property.',
    });
    const long = await post(api.base, '/v1/web/contact', { ...message, message: 'a'.repeat(4001) });
    expect((await long.json()).fields).toEqual({ message: 'En fazla 4000 karakter.' });
    expect(count(api.dbPath, 'contact_messages')).toBe(1);
  });

  test('honeypot: a filled `website` answers exactly what a real success would, and stores nothing', async () => {
    const before = [count(api.dbPath, 'newsletter_subscriptions'), count(api.dbPath, 'contact_messages')];
    const real = await post(api.base, '/v1/web/subscribe-newsletter', { email: 'human@example.com', propertyId: 1, consent: true });
    const bot = await post(api.base, '/v1/web/subscribe-newsletter', { email: 'bot@example.com', propertyId: 1, consent: true, website: 'http://spam.example' });
    expect(bot.status).toBe(real.status);
    expect(await bot.json()).toEqual(await real.json()); // { ok: true, message }
    const b = await post(api.base, '/v1/web/contact', { fullName: 'Bot', email: 'bot@example.com', phone: '5321234567', message: 'buy', propertyId: 1, website: 'x' });
    expect(b.status).toBe(200);
    expect(await b.json()).toEqual({ ok: true, message: FORM_MESSAGES.tr['contact.success'] });
    expect([count(api.dbPath, 'newsletter_subscriptions'), count(api.dbPath, 'contact_messages')]).toEqual([before[0]! + 1, before[1]]);
  });
});

test('rate limit: writes beyond the per-client limit of a form answer 429 JSON with Retry-After; the other form has its own bucket', async () => {
  const api = await startApi({ writeLimit: 3 });
  try {
    const body = { email: 'r@example.com', propertyId: 1, consent: true };
    for (let i = 0; i < 3; i++) expect((await post(api.base, '/v1/web/subscribe-newsletter', body)).status).toBe(200);
    const limited = await post(api.base, '/v1/web/subscribe-newsletter', body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect((await post(api.base, '/v1/web/contact', {})).status).toBe(400);
    // Reads are not limited.
    expect((await fetch(`${api.base}/v1/hotels`)).status).toBe(200);
  } finally {
    await api.stop();
  }
});

test('data survives a restart, and the database is not reseeded when current', async () => {
  const dir = tempDir();
  const first = await startApi({}, dir);
  expect(first.app.seedReport).not.toBeNull();
  await post(first.base, '/v1/web/subscribe-newsletter', { email: 'keep@example.com', propertyId: 3, consent: true });
  await first.stop(true);
  const second = await startApi({}, dir);
  try {
    expect(second.app.seedReport).toBeNull();
    expect(count(second.dbPath, 'newsletter_subscriptions')).toBe(1);
    const again = await post(second.base, '/v1/web/subscribe-newsletter', { email: 'keep@example.com', propertyId: 3, consent: true });
    expect(again.status).toBe(200);
    expect(count(second.dbPath, 'newsletter_subscriptions')).toBe(1);
  } finally {
    await second.stop();
  }
});

test('an acknowledged write survives SIGKILL of the process running main.ts', async () => {
  const dir = tempDir();
  const dbPath = join(dir, 'kill.db');
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'api', 'src', 'main.ts')], {
    cwd: REPO_ROOT, env: { ...process.env, API_PORT: '0', API_DB_PATH: dbPath, API_LOG: 'false' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`main.ts did not start: ${out}`)), 30_000);
      child.stdout!.on('data', (chunk) => {
        out += chunk;
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      child.stderr!.on('data', (chunk) => (out += chunk));
      child.once('exit', (code) => reject(new Error(`main.ts exited with ${code}: ${out}`)));
    });
    const res = await post(base, '/v1/web/subscribe-newsletter', { email: 'durable@example.com', propertyId: 2, consent: true });
    expect(res.status).toBe(200);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const db = new Database(dbPath, { readonly: true });
    expect(db.prepare('SELECT email FROM newsletter_subscriptions').all()).toEqual([{ email: 'durable@example.com' }]);
    db.close();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});

test('loading the content files into a fresh database makes every page', async () => {
  const db = openDatabase(join(tempDir(), 'seed.db'));
  const store = createContentStore({ db, dir: join(REPO_ROOT, 'content'), mediaDir: join(API_DIR, 'media'), log: { warn: () => {}, info: () => {} } });
  const report = await store.load();
  db.close();
  expect(store.status().errors).toEqual([]);
  expect(report!.pages).toBeGreaterThan(700);
});

describe('settings', () => {
  test('defaults', () => {
    const s = readSettings({});
    expect(s).toMatchObject({ port: 8081, host: '127.0.0.1', publicUrl: 'http://localhost:8081', bookingBase: null });
    expect(s.dbPath).toBe(join(REPO_ROOT, '.data', 'nirvana.db'));
    expect(s.allowedOrigins).toEqual(['http://localhost:8080']);
    expect(s.trustProxy).toEqual(['loopback']);
  });
  test('values from the environment', () => {
    const s = readSettings({ API_PORT: '9000', API_ALLOWED_ORIGINS: 'https://a.example, https://b.example/', API_BOOKING_BASE: 'https://book.example/', API_WRITE_LIMIT: '5' });
    expect(s).toMatchObject({ port: 9000, publicUrl: 'http://localhost:9000', allowedOrigins: ['https://a.example', 'https://b.example'], bookingBase: 'https://book.example', writeLimit: 5 });
  });
  test.each([
    [{ API_PORT: 'eighty' }, /API_PORT/],
    [{ API_PORT: '70000' }, /API_PORT/],
    [{ API_PUBLIC_URL: 'ftp://x' }, /API_PUBLIC_URL/],
    [{ API_ALLOWED_ORIGINS: 'localhost:8080' }, /API_ALLOWED_ORIGINS/],
    [{ API_WRITE_LIMIT: '0' }, /API_WRITE_LIMIT/],
    [{ API_BOOKING_BASE: 'https://x.example/?a=1' }, /API_BOOKING_BASE/],
  ])('%j is refused with a clear message', (env, message) => {
    expect(() => readSettings(env)).toThrow(SettingsError);
    expect(() => readSettings(env)).toThrow(message);
  });
});
