/**
 * How mails leave: over SMTP (SMTP_URL, nodemailer's pooled transport), or, with no SMTP server
 * configured, as one `.eml` file per mail in the mail folder (nodemailer's stream transport; the
 * folder 0700, each file 0600, named by its Message-ID, so writing a mail again replaces it).
 * A send resolves only once the SMTP server accepted the message (or the file is on disk).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailSettings } from './settings';

export interface Mailer {
  send(mail: SendMailOptions): Promise<void>;
  /** What the API says at start about where its mails go (no password). */
  describe: string;
  close(): void;
}

/** An error an SMTP server gave for good: a recipient refused with a 5xx reply (retrying cannot help). */
export function isPermanent(error: unknown): boolean {
  const e = error as { responseCode?: unknown; code?: unknown };
  return e.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
}

export function createMailer(settings: MailSettings): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: settings.smtpUrl, pool: true, maxConnections: 4, maxMessages: 200,
      connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000,
    });
    const target = new URL(settings.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail(mail);
      },
      describe: `mails go to ${target.protocol}//${target.host} (SMTP)`,
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let made = false;
  return {
    send: async (mail) => {
      if (!made) {
        mkdirSync(settings.mailDir, { recursive: true, mode: 0o700 });
        made = true;
      }
      const info = await transport.sendMail(mail);
      const name = String(mail.messageId ?? info.messageId).replace(/[^\w.@-]/g, '');
      writeFileSync(join(settings.mailDir, `${name}.eml`), info.message as Buffer, { mode: 0o600 });
    },
    describe: `no SMTP_URL: mails are written as .eml files into ${settings.mailDir}`,
    close: () => transport.close(),
  };
}
