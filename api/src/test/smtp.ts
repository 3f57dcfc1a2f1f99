/**
 * A real SMTP server for the tests (smtp-server on a loopback port): it keeps every mail it
 * accepted (parsed by mailparser, with its raw bytes), hands each to `onMail` when given (the e2e
 * run's catcher writes them to files, e2e/src/mail-catcher.ts), and can refuse mail for a while
 * (`down`: 451 to every MAIL FROM, as a server that is briefly unavailable answers).
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { ceilingMs } from '../../../jest/ceilings';

export interface Received { raw: string; parsed: ParsedMail; to: string[] }

export interface TestSmtp {
  port: number;
  url: string;
  mails: Received[];
  down: boolean;
  /** Resolves when at least `count` mails arrived (rejects after `aloneMs`, longer at nice 19: ceilingMs). */
  waitFor: (count: number, aloneMs?: number) => Promise<Received[]>;
  close: () => Promise<void>;
}

export async function startSmtp(port = 0, onMail?: (mail: Received) => void): Promise<TestSmtp> {
  const mails: Received[] = [];
  const state = { down: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    size: 1024 * 1024,
    onMailFrom(_address, _session, callback) {
      if (!state.down) return callback();
      const error = Object.assign(new Error('Service briefly unavailable, try again later'), { responseCode: 451 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then((parsed) => {
          const mail = { raw, parsed, to: session.envelope.rcptTo.map((r) => r.address) };
          mails.push(mail);
          onMail?.(mail);
          callback();
        }, callback);
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    waitFor: async (count, aloneMs = 30_000) => {
      // At nice 19 beside the e2e, 1,834 of 2,000 mails came within 90 s (a clean clone's run of 2eea209).
      const timeoutMs = ceilingMs(aloneMs, 12);
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`only ${mails.length} of ${count} mails arrived within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The header block of a raw mail, unfolded, one header per entry. */
export function rawHeaders(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  return head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
}
