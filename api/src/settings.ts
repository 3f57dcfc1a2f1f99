/** The API's settings, read from the environment and validated once at start. */
import { dirname } from 'node:path';
import { packageDir } from '@nirvana/shared/package-dir';
import type { SocketTimeouts } from '@nirvana/shared/server-timeouts';
import {
  EnvError, readEnv, resolvePath, trustProxyValue, withoutTrailingSlash, type Env, type EnvSchema,
} from '@nirvana/shared/server-env';
import type { WorkLimits } from './http/work-queue';
import { MAIL_ENV, readMailSettings, type MailSettings } from './mail/settings';
import { EDITING_ENV, readEditingSettings, type EditingSettings } from './content/editing-settings';

/** A bad setting (the shared EnvError: the message names the variable, the problem and the form expected). */
export { EnvError as SettingsError };

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

export type Timeouts = SocketTimeouts;

/** The API's package folder (api/), from its source or its bundle alike. */
export const API_DIR = packageDir('@nirvana/api', __dirname);
export const REPO_ROOT = dirname(API_DIR);
/** The site at its default address (it also writes through its own proxy, which needs no entry). */
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:8080'];
export const DEFAULT_TRUST_PROXY = ['loopback'];
/** A request waits for its variant at most `maxWaitMs`, well below the idle timeout (30 s) that would drop it unanswered. */
export const DEFAULT_MEDIA_ENCODES: WorkLimits = { concurrency: 1, maxWaiting: 48, perClient: 24, maxWaitMs: 20_000 };
export const DEFAULT_TIMEOUTS: Timeouts = { headers: 10_000, request: 20_000, idle: 30_000, keepAlive: 5_000 };

/**
 * The API's own variables; with the mail's (`mail/settings.ts`) and the editing screen's
 * (`content/editing-settings.ts`) they make `API_ENV`, read by the rules both servers share
 * (`@nirvana/shared/server-env`): trimmed, empty is unset, a bad value stops the start naming it.
 */
export const CORE_ENV = {
  API_PORT: { type: 'integer', minimum: 0, maximum: 65_535, default: 8081, description: 'a port number from 0 to 65535 (0: any free port)' },
  API_HOST: { type: 'string', pattern: '^[A-Za-z0-9.:-]+$', default: '127.0.0.1', description: 'a host name or IP address' },
  /** Relative: under the repository root; `:memory:` for a database in memory. */
  API_DB_PATH: { type: 'string', default: '.data/nirvana.db' },
  API_PUBLIC_URL: { type: 'string', format: 'http-base-url' },
  API_ALLOWED_ORIGINS: {
    type: 'array', items: { anyOf: [{ type: 'string', const: '*' }, { type: 'string', format: 'http-origin' }] }, default: DEFAULT_ALLOWED_ORIGINS,
    description: 'origins such as https://partner.example (scheme and host, no path) separated by commas, or *',
  },
  API_BOOKING_BASE: { type: 'string', format: 'http-base-url' },
  API_WRITE_LIMIT: { type: 'integer', minimum: 1, maximum: 100_000, default: 20 },
  API_TRUST_PROXY: { type: 'string', format: 'trust-proxy', default: DEFAULT_TRUST_PROXY.join(',') },
  API_LOG: { type: 'boolean', default: false },
  /** Relative: under the repository root. */
  API_MEDIA_CACHE: { type: 'string', default: '.data/media-cache' },
  API_MEDIA_ENCODES: { type: 'integer', minimum: 1, maximum: 64, default: DEFAULT_MEDIA_ENCODES.concurrency },
  API_MEDIA_QUEUE: { type: 'integer', minimum: 1, maximum: 100_000, default: DEFAULT_MEDIA_ENCODES.maxWaiting },
  API_MEDIA_PER_CLIENT: { type: 'integer', minimum: 1, maximum: 100_000, default: DEFAULT_MEDIA_ENCODES.perClient },
  /** Relative: under the repository root. */
  CONTENT_DIR: { type: 'string', default: 'content' },
  CONTENT_WATCH: { type: 'boolean', default: true },
} as const satisfies EnvSchema;

/** Every variable the API reads. */
export const API_ENV = { ...CORE_ENV, ...MAIL_ENV, ...EDITING_ENV } as const satisfies EnvSchema;

/** Settings from an environment (process.env by default); throws SettingsError naming the bad variable. */
export function readSettings(env: Env = process.env): ApiSettings {
  const v = readEnv(API_ENV, env);
  const port = v.API_PORT;
  const dbPath = v.API_DB_PATH === ':memory:' ? v.API_DB_PATH : resolvePath(v.API_DB_PATH, REPO_ROOT);
  const publicUrl = v.API_PUBLIC_URL !== undefined ? withoutTrailingSlash(v.API_PUBLIC_URL) : port === 0 ? null : `http://localhost:${port}`;
  const allowedOrigins = v.API_ALLOWED_ORIGINS.map((o) => (o === '*' ? o : new URL(o).origin));
  const contentDir = resolvePath(v.CONTENT_DIR, REPO_ROOT);
  return {
    port,
    host: v.API_HOST,
    dbPath,
    publicUrl,
    allowedOrigins,
    bookingBase: v.API_BOOKING_BASE === undefined ? null : withoutTrailingSlash(v.API_BOOKING_BASE),
    writeLimit: v.API_WRITE_LIMIT,
    trustProxy: trustProxyValue(v.API_TRUST_PROXY),
    timeouts: { ...DEFAULT_TIMEOUTS },
    logger: v.API_LOG,
    mediaCacheDir: resolvePath(v.API_MEDIA_CACHE, REPO_ROOT),
    mediaEncodes: {
      concurrency: v.API_MEDIA_ENCODES,
      maxWaiting: v.API_MEDIA_QUEUE,
      perClient: v.API_MEDIA_PER_CLIENT,
      maxWaitMs: DEFAULT_MEDIA_ENCODES.maxWaitMs,
    },
    mail: readMailSettings(v, dbPath, REPO_ROOT),
    contentDir,
    contentWatch: v.CONTENT_WATCH,
    editing: readEditingSettings(v, contentDir, REPO_ROOT),
  };
}

/** Settings for tests and embedding: defaults with overrides, without reading the environment. */
export function testSettings(overrides: Partial<ApiSettings> = {}): ApiSettings {
  const base = readSettings({});
  // The data folder (mail files, link secret) follows the database a test gives.
  const dbPath = overrides.dbPath ?? base.dbPath;
  const mail = overrides.mail ?? readMailSettings(readEnv(MAIL_ENV, {}), dbPath, REPO_ROOT);
  return { ...base, port: 0, publicUrl: null, writeLimit: 1000, ...overrides, mail };
}
