/**
 * Signed links in mails (confirm a subscription, unsubscribe): `<action>.<id>.<expires>.<mac>`,
 * the MAC an HMAC-SHA256 over action, row id, expiry and the row's address, so a link works only
 * for its own row and address, until it expires, and cannot be made without the secret. The secret
 * is LINK_SECRET, or one generated on first start and kept in the data folder (0600).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type LinkAction = 'confirm' | 'unsubscribe';
const CODES: Record<LinkAction, string> = { confirm: 'c', unsubscribe: 'u' };

/** How long a confirmation link works; an unconfirmed subscription is deleted after the same time. */
export const CONFIRM_LINK_TTL_MS = 72 * 3_600_000;

export const SECRET_FILE = 'link-secret';

/** The secret of the signed links: the configured one, else the data folder's, made once (0600). */
export function loadLinkSecret(configured: string | null, dataDir: string): { secret: string; generated: boolean } {
  if (configured) return { secret: configured, generated: false };
  const file = join(dataDir, SECRET_FILE);
  try {
    return { secret: readFileSync(file, 'utf8').trim(), generated: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { secret: readFileSync(file, 'utf8').trim(), generated: false };
    throw error;
  }
  return { secret, generated: true };
}

const mac = (secret: string, code: string, id: number, expires: number, email: string) =>
  createHmac('sha256', secret).update(`${code}.${id}.${expires}.${email}`).digest('base64url');

/** A token for `action` on row `id` of `email`; `expires` in ms since the epoch, 0 for never (unsubscribe). */
export function signLink(secret: string, action: LinkAction, id: number, email: string, expires: number): string {
  const code = CODES[action];
  return `${code}.${id}.${expires}.${mac(secret, code, id, expires, email)}`;
}

/** What a token claims, before the row's address is known; null when it is no token of `action`. */
export function readLink(token: unknown, action: LinkAction): { id: number; expires: number; mac: string } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const m = /^([cu])\.(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!m || m[1] !== CODES[action]) return null;
  return { id: Number(m[2]), expires: Number(m[3]), mac: m[4]! };
}

export type LinkCheck = 'ok' | 'expired' | 'invalid';

/** Checks a read token against the row's address and the clock. */
export function checkLink(secret: string, action: LinkAction, link: { id: number; expires: number; mac: string }, email: string, now: number): LinkCheck {
  const expected = Buffer.from(mac(secret, CODES[action], link.id, link.expires, email));
  const given = Buffer.from(link.mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (link.expires !== 0 && now > link.expires) return 'expired';
  return 'ok';
}
