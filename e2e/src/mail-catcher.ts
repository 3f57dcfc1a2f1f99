/**
 * The e2e run's SMTP server (smtp-server on a loopback port, started by global-setup.ts): the API
 * sends every mail to it over SMTP_URL, and it writes each one, parsed by mailparser, as a JSON file
 * into the mail folder (E2E_MAIL_DIR), which tests read with `mailsTo`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressObject } from 'mailparser';
import { startSmtp } from '../../api/src/test/smtp';

/** A received mail as the tests see it. */
export interface CaughtMail {
  /** The SMTP envelope's recipients. */
  to: string[];
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** Headers by lower-cased name (the first of each), as sent. */
  headers: Record<string, string>;
  receivedAt: number;
}

/** `Name <address>` per address, as the guest typed the name (unquoted), comma-separated. */
const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value)
    .map((a) => (a.name ? `${a.name} <${a.address}>` : (a.address ?? ''))).join(', ');

/** Starts the SMTP server (the API tests' own) writing into `dir`; resolves with its URL and its stop function. */
export async function startMailCatcher(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const smtp = await startSmtp(0, ({ parsed, to }) => {
    const headers: Record<string, string> = {};
    for (const line of parsed.headerLines) headers[line.key] ??= line.line.slice(line.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
    const mail: CaughtMail = {
      to,
      from: addresses(parsed.from),
      replyTo: addresses(parsed.replyTo),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      headers,
      receivedAt: Date.now(),
    };
    // Written whole, then renamed: a reader never sees half a file.
    const file = path.join(dir, `${Date.now()}-${++count}.json`);
    fs.writeFileSync(`${file}.part`, JSON.stringify(mail));
    fs.renameSync(`${file}.part`, file);
  });
  return { url: smtp.url, stop: smtp.close };
}

/** Every mail received so far. */
export function caughtMails(dir: string): CaughtMail[] {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as CaughtMail);
}

/** Waits for the mail to `address` (an envelope recipient) that `match` accepts, and answers it. */
export async function mailTo(dir: string, address: string, match: (mail: CaughtMail) => boolean = () => true, timeoutMs = 15_000): Promise<CaughtMail> {
  const until = Date.now() + timeoutMs;
  const wanted = address.toLowerCase();
  for (;;) {
    const found = caughtMails(dir).filter((m) => m.to.some((t) => t.toLowerCase() === wanted) && match(m));
    if (found.length > 1) throw new Error(`${found.length} mails to ${address} match, expected one`);
    if (found[0]) return found[0];
    if (Date.now() > until) throw new Error(`no matching mail to ${address} arrived within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
