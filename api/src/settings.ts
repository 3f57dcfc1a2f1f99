/** The API's settings, read from the environment and validated once at start. */
import { isIP } from 'node:net';
import { dirname, isAbsolute, join } from 'node:path';
import { packageDir } from '@nirvana/shared/package-dir';
import type { WorkLimits } from './http/work-queue';
import { readMailSettings, type MailSettings } from './mail/settings';
import { readEditingSettings, type EditingSettings } from './content/editing-settings';

export interface ApiSettings {
  port: number;
  host: string;
  /** Absolute path of the SQLite file, or ':memory:'. */
  dbPath: string;
  /** Absolute base of media and stand-in booking URLs; null: the address the server listens on. */
  publicUrl: string | null;
  /**
   * Partner origins allowed to write (POST) besides the site itself ('*' allows any). Reads are
   * public (`Access-Control-Allow-Origin: *`); a request whose Origin is the origin it was sent to
   * (the site, through its proxy) may always write.
   */
  allowedOrigins: string[];
  /** Base of the hotels' reservationUrl (`<base>/booking/<slug>`); null: the public URL. */
  bookingBase: string | null;
  /** Writes (POST) allowed per client IP per minute, per form. */
  writeLimit: number;
  /**
   * Which proxies are trusted for the client's address (X-Forwarded-For), protocol and host:
   * fastify's `trustProxy`, as a hop count or a list of addresses and ranges (`loopback` by
   * default: the shell server on the same machine is the proxy), or false.
   */
  trustProxy: number | string[] | false;
  /** Socket timeouts in ms: headers must arrive within `headers`, the whole request within `request`; an idle socket is closed after `idle`. */
  timeouts: Timeouts;
  /** Log every request (pino, API_LOG); off by default. Warnings and errors, every 5xx among them, are logged to stderr either way. */
  logger: boolean;
  /** Folder of the image variants the media service makes once and keeps (created when missing). */
  mediaCacheDir: string;
  /**
   * The caps on image encodes (routes/media.ts): `concurrency` at once (API_MEDIA_ENCODES), at most
   * `maxWaiting` waiting (API_MEDIA_QUEUE), `perClient` running or waiting per client
   * (API_MEDIA_PER_CLIENT), and no request waiting for its variant over `maxWaitMs` (queue and
   * encode; a job not started by then is dropped); beyond: 503 with Retry-After.
   */
  mediaEncodes: WorkLimits;
  /** Mail delivery, signed links, export and webhook (`mail/settings.ts`). */
  mail: MailSettings;
  /** The content files (CONTENT_DIR, default content/ at the repository's root), loaded at start. */
  contentDir: string;
  /** Load the content files again when they change (CONTENT_WATCH, on by default). */
  contentWatch: boolean;
  /** The editing screen at /admin (CONTENT_EDITING, off by default) and its backends (`content/editing-settings.ts`). */
  editing: EditingSettings;
}

export interface Timeouts {
  headers: number;
  request: number;
  idle: number;
  keepAlive: number;
}

/** The API's package folder (api/), from its source or its bundle alike. */
export const API_DIR = packageDir('@nirvana/api', __dirname);
export const REPO_ROOT = dirname(API_DIR);
/** The site at its default address (it also writes through its own proxy, which needs no entry). */
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:8080'];
export const DEFAULT_TRUST_PROXY = ['loopback'];
/** A request waits for its variant at most `maxWaitMs`, well below the idle timeout (30 s) that would drop it unanswered. */
export const DEFAULT_MEDIA_ENCODES: WorkLimits = { concurrency: 1, maxWaiting: 48, perClient: 24, maxWaitMs: 20_000 };
export const DEFAULT_TIMEOUTS: Timeouts = { headers: 10_000, request: 20_000, idle: 30_000, keepAlive: 5_000 };
/** Names proxy-addr knows for address ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SettingsError(`${name} must use http or https, got "${value}"`);
  if (url.search || url.hash) throw new SettingsError(`${name} must not carry a query or fragment, got "${value}"`);
  return value.replace(/\/+$/, '');
}

function integer(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value.trim())) throw new SettingsError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  const n = Number(value.trim());
  if (n < min || n > max) throw new SettingsError(`${name} must be from ${min} to ${max}, got ${n}`);
  return n;
}

function flag(name: string, value: string): boolean {
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(v)) return false;
  throw new SettingsError(`${name} must be true or false, got "${value}"`);
}

/**
 * API_TRUST_PROXY: a hop count (1 = the closest proxy, e.g. the shell server), or a comma list of
 * proxy addresses and ranges (`10.0.0.0/8`, `::1`, `loopback`), or `false`/`none`. `true` (trust
 * every hop) is refused: any client could then name its own address in X-Forwarded-For.
 */
export function parseTrustProxy(value: string): number | string[] | false {
  const v = value.trim().toLowerCase();
  if (['0', 'false', 'no', 'off', 'none'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) {
    throw new SettingsError(`API_TRUST_PROXY=${value} would let any client choose its address: give the number of proxy hops or their addresses`);
  }
  if (/^\d+$/.test(v)) return integer('API_TRUST_PROXY', v, 0, 20) || false;
  return v.split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (RANGE_NAMES.includes(entry) || (family && okBits && extra === undefined)) return entry;
    throw new SettingsError(`API_TRUST_PROXY entries are a hop count, IP addresses, CIDR ranges or ${RANGE_NAMES.join('/')}, got "${entry}"`);
  });
}

/** Settings from an environment (process.env by default); throws SettingsError naming the bad variable. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): ApiSettings {
  const get = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const port = get('API_PORT') === undefined ? 8081 : integer('API_PORT', get('API_PORT')!, 0, 65535);
  const host = get('API_HOST') ?? '127.0.0.1';
  if (!/^[a-z0-9.:-]+$/i.test(host)) throw new SettingsError(`API_HOST must be a host name or IP address, got "${host}"`);
  const rawDb = get('API_DB_PATH') ?? '.data/nirvana.db';
  const dbPath = rawDb === ':memory:' ? rawDb : isAbsolute(rawDb) ? rawDb : join(REPO_ROOT, rawDb);
  const publicUrl = get('API_PUBLIC_URL') ? httpUrl('API_PUBLIC_URL', get('API_PUBLIC_URL')!) : port === 0 ? null : `http://localhost:${port}`;
  const originsRaw = get('API_ALLOWED_ORIGINS');
  const allowedOrigins = originsRaw === undefined
    ? [...DEFAULT_ALLOWED_ORIGINS]
    : originsRaw.split(',').map((o) => o.trim()).filter(Boolean).map((o) => {
      if (o === '*') return o;
      const clean = httpUrl('API_ALLOWED_ORIGINS', o);
      if (new URL(clean).pathname !== '/') throw new SettingsError(`API_ALLOWED_ORIGINS entries are origins without a path, got "${o}"`);
      return new URL(clean).origin;
    });
  const bookingBase = get('API_BOOKING_BASE') ? httpUrl('API_BOOKING_BASE', get('API_BOOKING_BASE')!) : null;
  const writeLimit = get('API_WRITE_LIMIT') === undefined ? 20 : integer('API_WRITE_LIMIT', get('API_WRITE_LIMIT')!, 1, 100000);
  const trustProxy = get('API_TRUST_PROXY') === undefined ? [...DEFAULT_TRUST_PROXY] : parseTrustProxy(get('API_TRUST_PROXY')!);
  const logger = get('API_LOG') === undefined ? false : flag('API_LOG', get('API_LOG')!);
  const rawCache = get('API_MEDIA_CACHE') ?? '.data/media-cache';
  const mediaCacheDir = isAbsolute(rawCache) ? rawCache : join(REPO_ROOT, rawCache);
  const limit = (name: string, fallback: number, max: number) => (get(name) === undefined ? fallback : integer(name, get(name)!, 1, max));
  const mediaEncodes: WorkLimits = {
    concurrency: limit('API_MEDIA_ENCODES', DEFAULT_MEDIA_ENCODES.concurrency, 64),
    maxWaiting: limit('API_MEDIA_QUEUE', DEFAULT_MEDIA_ENCODES.maxWaiting, 100_000),
    perClient: limit('API_MEDIA_PER_CLIENT', DEFAULT_MEDIA_ENCODES.perClient, 100_000),
    maxWaitMs: DEFAULT_MEDIA_ENCODES.maxWaitMs,
  };
  const mail = readMailSettings(get, dbPath, REPO_ROOT, (message) => new SettingsError(message));
  const rawContent = get('CONTENT_DIR') ?? 'content';
  const contentDir = isAbsolute(rawContent) ? rawContent : join(REPO_ROOT, rawContent);
  const contentWatch = get('CONTENT_WATCH') === undefined ? true : flag('CONTENT_WATCH', get('CONTENT_WATCH')!);
  const editing = readEditingSettings(get, flag, contentDir, REPO_ROOT, (message) => new SettingsError(message));
  return {
    port, host, dbPath, publicUrl, allowedOrigins, bookingBase, writeLimit, trustProxy, timeouts: { ...DEFAULT_TIMEOUTS }, logger, mediaCacheDir,
    mediaEncodes, mail, contentDir, contentWatch, editing,
  };
}

/** Settings for tests and embedding: defaults with overrides, without reading the environment. */
export function testSettings(overrides: Partial<ApiSettings> = {}): ApiSettings {
  const base = readSettings({});
  // The data folder (mail files, link secret) follows the database a test gives.
  const dbPath = overrides.dbPath ?? base.dbPath;
  const mail = overrides.mail ?? readMailSettings(() => undefined, dbPath, REPO_ROOT, (message) => new SettingsError(message));
  return { ...base, port: 0, publicUrl: null, writeLimit: 1000, ...overrides, mail };
}
