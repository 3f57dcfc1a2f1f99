/** The mail and privacy settings of the API (environment, validated at start with the others). */
import { join, dirname } from 'node:path';
import { NO_REPLY } from '@nirvana/shared/contact-facts';
import { envError, resolvePath, withoutTrailingSlash, type EnvSchema, type EnvValues } from '@nirvana/shared/server-env';

export interface MailSettings {
  /** SMTP server (`smtp://user:pass@host:587`, `smtps://…`); null: each mail is written as an .eml file into `mailDir`. */
  smtpUrl: string | null;
  /** The sender of every mail (`Name <address>`). */
  from: string;
  /** Folder of the .eml files when no SMTP server is configured (created 0700). */
  mailDir: string;
  /** Folder of the data the API keeps beside the database: the generated link secret. */
  dataDir: string;
  /** Secret of the signed links (LINK_SECRET); null: generated on first start and kept in `dataDir` (0600). */
  linkSecret: string | null;
  /** Public origin written into the links of mails (SITE_URL); null: the API's public URL. */
  siteUrl: string | null;
  /** Bearer token of `GET /v1/staff/export/*` (EXPORT_TOKEN); null: the endpoint answers 404. */
  exportToken: string | null;
  /** Optional CRM webhook: each new enquiry POSTed as JSON, signed with HMAC-SHA256 of `webhookSecret`. */
  webhookUrl: string | null;
  webhookSecret: string | null;
  /** Back-off of a failed delivery: `baseMs` doubled per attempt up to `maxMs` (MAIL_RETRY_MS). */
  retry: { baseMs: number; maxMs: number };
  /** A mail still undelivered this long after it was written counts as stuck (logged, `/health`). */
  stuckAfterMs: number;
}

export const DEFAULT_MAIL_FROM = `Nirvana Hotels <${NO_REPLY.email}>`;
export const DEFAULT_RETRY = { baseMs: 5_000, maxMs: 3_600_000 };
export const DEFAULT_STUCK_AFTER_MS = 15 * 60_000;

/** The API's mail and privacy variables (read with the others, `settings.ts`; rules in `@nirvana/shared/server-env`). */
export const MAIL_ENV = {
  SMTP_URL: { type: 'string', format: 'smtp-url' },
  MAIL_FROM: { type: 'string', pattern: '^[^\\r\\n]*@[^\\r\\n]*$', default: DEFAULT_MAIL_FROM, description: 'an address such as "Nirvana Hotels <no-reply@example.com>"' },
  /** Relative: under the repository root. */
  MAIL_DIR: { type: 'string' },
  LINK_SECRET: { type: 'string', minLength: 32, secret: true },
  SITE_URL: { type: 'string', format: 'http-base-url' },
  EXPORT_TOKEN: { type: 'string', minLength: 24, secret: true },
  ENQUIRY_WEBHOOK_URL: { type: 'string', format: 'http-url' },
  ENQUIRY_WEBHOOK_SECRET: { type: 'string', secret: true },
  MAIL_RETRY_MS: { type: 'integer', minimum: 10, maximum: 9_999_999, description: 'a whole number of milliseconds from 10 to 9999999' },
} as const satisfies EnvSchema;
export type MailEnv = EnvValues<typeof MAIL_ENV>;

/** The mail settings from the API's variables (`readEnv(MAIL_ENV, env)` alone in tests). */
export function readMailSettings(env: MailEnv, dbPath: string, repoRoot: string): MailSettings {
  const dataDir = dbPath === ':memory:' ? join(repoRoot, '.data') : dirname(dbPath);
  const mailDir = env.MAIL_DIR === undefined ? join(dataDir, 'mail') : resolvePath(env.MAIL_DIR, repoRoot);
  const webhookUrl = env.ENQUIRY_WEBHOOK_URL ?? null;
  const webhookSecret = env.ENQUIRY_WEBHOOK_SECRET ?? null;
  if (webhookUrl && !webhookSecret) throw envError('ENQUIRY_WEBHOOK_URL', null, 'is set without ENQUIRY_WEBHOOK_SECRET', 'ENQUIRY_WEBHOOK_SECRET too (the key of its HMAC signature)');
  const retryMs = env.MAIL_RETRY_MS;
  const retry = retryMs === undefined ? { ...DEFAULT_RETRY } : { baseMs: retryMs, maxMs: Math.max(retryMs, Math.min(DEFAULT_RETRY.maxMs, retryMs * 64)) };
  return {
    smtpUrl: env.SMTP_URL ?? null,
    from: env.MAIL_FROM,
    mailDir,
    dataDir,
    linkSecret: env.LINK_SECRET ?? null,
    siteUrl: env.SITE_URL === undefined ? null : withoutTrailingSlash(env.SITE_URL),
    exportToken: env.EXPORT_TOKEN ?? null,
    webhookUrl,
    webhookSecret,
    retry,
    stuckAfterMs: DEFAULT_STUCK_AFTER_MS,
  };
}
