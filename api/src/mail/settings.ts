/** The mail and privacy settings of the API (environment, validated at start with the others). */
import { isAbsolute, join, dirname } from 'node:path';
import { NO_REPLY } from '@nirvana/shared/contact-facts';

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

type Fail = (message: string) => Error;

/** Reads the mail settings; `get` returns a trimmed value or undefined; `fail` makes the settings error. */
export function readMailSettings(get: (name: string) => string | undefined, dbPath: string, repoRoot: string, fail: Fail): MailSettings {
  const url = (name: string, protocols: string[]): string | null => {
    const value = get(name);
    if (value === undefined) return null;
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw fail(`${name} must be an absolute URL, got "${value.replace(/\/\/[^@/]*@/, '//…@')}"`);
    }
    if (!protocols.includes(parsed.protocol)) throw fail(`${name} must use ${protocols.join(' or ')}`);
    return value;
  };
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const from = get('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (/[\r\n]/.test(from) || !/@/.test(from)) throw fail(`MAIL_FROM must be an address such as "Nirvana Hotels <no-reply@example.com>", got "${from}"`);
  const dataDir = dbPath === ':memory:' ? join(repoRoot, '.data') : dirname(dbPath);
  const rawMailDir = get('MAIL_DIR');
  const mailDir = rawMailDir === undefined ? join(dataDir, 'mail') : isAbsolute(rawMailDir) ? rawMailDir : join(repoRoot, rawMailDir);
  const linkSecret = get('LINK_SECRET') ?? null;
  if (linkSecret !== null && linkSecret.length < 32) throw fail('LINK_SECRET must be at least 32 characters long');
  const siteUrl = url('SITE_URL', ['http:', 'https:'])?.replace(/\/+$/, '') ?? null;
  const exportToken = get('EXPORT_TOKEN') ?? null;
  if (exportToken !== null && exportToken.length < 24) throw fail('EXPORT_TOKEN must be at least 24 characters long');
  const webhookUrl = url('ENQUIRY_WEBHOOK_URL', ['http:', 'https:']);
  const webhookSecret = get('ENQUIRY_WEBHOOK_SECRET') ?? null;
  if (webhookUrl && !webhookSecret) throw fail('ENQUIRY_WEBHOOK_URL needs ENQUIRY_WEBHOOK_SECRET (the key of its HMAC signature)');
  const retryRaw = get('MAIL_RETRY_MS');
  let retry = { ...DEFAULT_RETRY };
  if (retryRaw !== undefined) {
    if (!/^\d{2,7}$/.test(retryRaw)) throw fail(`MAIL_RETRY_MS must be a whole number of milliseconds from 10 to 9999999, got "${retryRaw}"`);
    retry = { baseMs: Number(retryRaw), maxMs: Math.max(Number(retryRaw), Math.min(DEFAULT_RETRY.maxMs, Number(retryRaw) * 64)) };
  }
  return { smtpUrl, from, mailDir, dataDir, linkSecret, siteUrl, exportToken, webhookUrl, webhookSecret, retry, stuckAfterMs: DEFAULT_STUCK_AFTER_MS };
}
