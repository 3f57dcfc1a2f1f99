/** The API's variables (API_ENV), read by the rules both servers share (`@nirvana/shared/server-env`). */
import { join } from 'node:path';
import { EnvError } from '@nirvana/shared/server-env';
import { API_ENV, readSettings, REPO_ROOT, SettingsError } from './settings';
import { DEFAULT_MAIL_FROM } from './mail/settings';

describe('API_ENV', () => {
  test('the defaults of every variable', () => {
    const s = readSettings({});
    expect(s).toMatchObject({
      port: 8081,
      host: '127.0.0.1',
      dbPath: join(REPO_ROOT, '.data', 'nirvana.db'),
      publicUrl: 'http://localhost:8081',
      allowedOrigins: ['http://localhost:8080'],
      bookingBase: null,
      writeLimit: 20,
      trustProxy: ['loopback'],
      logger: false,
      mediaCacheDir: join(REPO_ROOT, '.data', 'media-cache'),
      mediaEncodes: { concurrency: 1, maxWaiting: 48, perClient: 24, maxWaitMs: 20_000 },
      contentDir: join(REPO_ROOT, 'content'),
      contentWatch: true,
    });
    expect(s.mail).toEqual({
      smtpUrl: null, from: DEFAULT_MAIL_FROM, mailDir: join(REPO_ROOT, '.data', 'mail'), dataDir: join(REPO_ROOT, '.data'), linkSecret: null, siteUrl: null,
      exportToken: null, webhookUrl: null, webhookSecret: null, retry: { baseMs: 5_000, maxMs: 3_600_000 }, stuckAfterMs: 15 * 60_000,
    });
    expect(s.editing.enabled).toBe(false);
  });

  test('a good value of each kind', () => {
    const s = readSettings({
      API_PORT: '0', API_HOST: '0.0.0.0', API_DB_PATH: '/srv/nirvana/site.db', API_PUBLIC_URL: 'https://api.example.com/',
      API_ALLOWED_ORIGINS: 'https://a.example, *', API_BOOKING_BASE: 'https://book.example/', API_WRITE_LIMIT: '5', API_TRUST_PROXY: '1',
      API_LOG: 'on', API_MEDIA_CACHE: 'cache/media', API_MEDIA_ENCODES: '2', API_MEDIA_QUEUE: '100000', API_MEDIA_PER_CLIENT: '7',
      CONTENT_DIR: '/srv/site/content', CONTENT_WATCH: 'no',
      SMTP_URL: 'smtp://user:pass@mail.example:587', MAIL_FROM: 'Hotel <desk@example.com>', MAIL_DIR: 'outbox', LINK_SECRET: 'x'.repeat(32),
      SITE_URL: 'https://www.example.com/', EXPORT_TOKEN: 't'.repeat(24), ENQUIRY_WEBHOOK_URL: 'https://crm.example/hook?source=web',
      ENQUIRY_WEBHOOK_SECRET: 'hook-secret', MAIL_RETRY_MS: '200',
    });
    expect(s).toMatchObject({
      port: 0, host: '0.0.0.0', dbPath: '/srv/nirvana/site.db', publicUrl: 'https://api.example.com', allowedOrigins: ['https://a.example', '*'],
      bookingBase: 'https://book.example', writeLimit: 5, trustProxy: 1, logger: true, mediaCacheDir: join(REPO_ROOT, 'cache', 'media'),
      mediaEncodes: { concurrency: 2, maxWaiting: 100_000, perClient: 7 }, contentDir: '/srv/site/content', contentWatch: false,
    });
    expect(s.mail).toMatchObject({
      smtpUrl: 'smtp://user:pass@mail.example:587', from: 'Hotel <desk@example.com>', mailDir: join(REPO_ROOT, 'outbox'), dataDir: '/srv/nirvana',
      linkSecret: 'x'.repeat(32), siteUrl: 'https://www.example.com', exportToken: 't'.repeat(24), webhookUrl: 'https://crm.example/hook?source=web',
      webhookSecret: 'hook-secret', retry: { baseMs: 200, maxMs: 12_800 },
    });
    // Port 0 (any free port) has no public URL of its own.
    expect(readSettings({ API_PORT: '0' }).publicUrl).toBeNull();
    expect(readSettings({ API_DB_PATH: ':memory:' }).dbPath).toBe(':memory:');
  });

  test('an empty or blank value of any variable is unset: its default applies', () => {
    const defaults = readSettings({});
    for (const name of Object.keys(API_ENV)) {
      expect([name, readSettings({ [name]: '' })]).toEqual([name, defaults]);
      expect([name, readSettings({ [name]: '   ' })]).toEqual([name, defaults]);
    }
  });

  test.each([
    ['API_PORT', '80a'],
    ['API_PORT', '65536'],
    ['API_HOST', 'my host'],
    ['API_PUBLIC_URL', 'api.example.com'],
    ['API_ALLOWED_ORIGINS', 'https://a.example/path'],
    ['API_BOOKING_BASE', 'https://book.example/#top'],
    ['API_WRITE_LIMIT', '100001'],
    ['API_TRUST_PROXY', 'on'],
    ['API_LOG', 'loud'],
    ['API_MEDIA_ENCODES', '65'],
    ['API_MEDIA_QUEUE', '0'],
    ['API_MEDIA_PER_CLIENT', 'many'],
    ['CONTENT_WATCH', 'sometimes'],
    ['SMTP_URL', 'mail.example:587'],
    ['MAIL_FROM', 'Nirvana Hotels'],
    ['LINK_SECRET', 'too-short'],
    ['SITE_URL', 'www.example.com'],
    ['EXPORT_TOKEN', 'short-token'],
    ['ENQUIRY_WEBHOOK_URL', 'ftp://crm.example'],
    ['MAIL_RETRY_MS', '9'],
  ])('%s=%s is refused, naming the variable', (name, value) => {
    let error: unknown;
    try {
      readSettings({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).variable).toBe(name);
    expect((error as EnvError).message).toMatch(new RegExp(`^${name}\\b.* (is|entry) .*; expected .+`));
  });

  test('secrets are not repeated in the message', () => {
    expect(() => readSettings({ LINK_SECRET: 'not-long-enough' })).toThrow(/^LINK_SECRET is shorter than 32 characters/);
    expect(() => readSettings({ LINK_SECRET: 'not-long-enough' })).not.toThrow(/not-long-enough/);
    expect(() => readSettings({ SMTP_URL: 'smtp:/user:hunter2@mail.example' })).not.toThrow(/hunter2/);
  });

  test('a rule between variables: the webhook needs its secret', () => {
    expect(() => readSettings({ ENQUIRY_WEBHOOK_URL: 'https://crm.example/hook' })).toThrow(/^ENQUIRY_WEBHOOK_URL is set without ENQUIRY_WEBHOOK_SECRET/);
  });
});
