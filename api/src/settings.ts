/** The API's settings, read from the environment and validated once at start. */
import { isAbsolute, join, resolve } from 'node:path';

export interface ApiSettings {
  port: number;
  host: string;
  /** Absolute path of the SQLite file, or ':memory:'. */
  dbPath: string;
  /** Absolute base of media and stand-in booking URLs; null: the address the server listens on. */
  publicUrl: string | null;
  /** Origins allowed by CORS ('*' allows any). */
  allowedOrigins: string[];
  /** Base of the hotels' reservationUrl (`<base>/booking/<slug>`); null: the public URL. */
  bookingBase: string | null;
  /** Writes (POST) allowed per client IP per minute. */
  writeLimit: number;
  /** Trust X-Forwarded-For (behind a proxy) for the client IP of the rate limit. */
  trustProxy: boolean;
  /** Log requests (pino); off by default in tests. */
  logger: boolean;
  /** Folder of the image variants the media service makes once and keeps (created when missing). */
  mediaCacheDir: string;
}

export const REPO_ROOT = resolve(__dirname, '..', '..');
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:8080', 'http://localhost:8090', 'http://localhost:8091'];

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
  const trustProxy = get('API_TRUST_PROXY') === undefined ? false : flag('API_TRUST_PROXY', get('API_TRUST_PROXY')!);
  const logger = get('API_LOG') === undefined ? false : flag('API_LOG', get('API_LOG')!);
  const rawCache = get('API_MEDIA_CACHE') ?? '.data/media-cache';
  const mediaCacheDir = isAbsolute(rawCache) ? rawCache : join(REPO_ROOT, rawCache);
  return { port, host, dbPath, publicUrl, allowedOrigins, bookingBase, writeLimit, trustProxy, logger, mediaCacheDir };
}

/** Settings for tests and embedding: defaults with overrides, without reading the environment. */
export function testSettings(overrides: Partial<ApiSettings> = {}): ApiSettings {
  return { ...readSettings({}), port: 0, publicUrl: null, writeLimit: 1000, ...overrides };
}
