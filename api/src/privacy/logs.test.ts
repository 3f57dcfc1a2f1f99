/**
 * The API's logs hold no e-mail address, no message text and no link token (issue 26), with every
 * request logged (API_LOG) and a mail refused by the SMTP server with the address in its reply:
 * `main.ts` as a child process, its whole output read. Also the redaction itself, line by line.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { redactPersonal } from '@nirvana/shared/log-privacy';
import { tempDir } from '../test/harness';
import { kill, startMain, type Child } from '../reliability/kit';

const GUEST = 'leak.check+ivan@example.com';
const TEXT = 'Secret-message-text: our anniversary, room 412';

test('redactPersonal: addresses (also percent-encoded) and query values other than the API\'s own parameters', () => {
  expect(redactPersonal(`550 <${GUEST}>: mailbox unavailable`)).toBe('550 <[address]>: mailbox unavailable');
  expect(redactPersonal('/v1/newsletter/confirm?token=c.1.2.abc&lang=de')).toBe('/v1/newsletter/confirm?token=…&lang=de');
  expect(redactPersonal('/v1/pages?url=%2Fru%2Fcontact&lang=ru&email=ivan%40example.com&message=hello')).toBe('/v1/pages?url=%2Fru%2Fcontact&lang=ru&email=…&message=…');
  expect(redactPersonal('/x/ivan%40example.com/y')).toBe('/x/[address]/y');
  expect(redactPersonal('/media/images/jetty.jpg?w=1600&fm=avif')).toBe('/media/images/jetty.jpg?w=1600&fm=avif');
  expect(redactPersonal('Иван <иван@пример.рф>')).toBe('Иван <[address]>');
});

test('with every request logged and a mail refused with the address in the reply, no line holds an address, a message or a token', async () => {
  // An SMTP server that refuses the guest's address, quoting it (as real servers do).
  const smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      callback(Object.assign(new Error(`<${address.address}>: mailbox unavailable`), { responseCode: 550 }));
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  const dir = tempDir();
  let child: Child | null = null;
  try {
    child = await startMain({ API_DB_PATH: join(dir, 'logs.db'), API_LOG: 'true', SMTP_URL: smtpUrl, MAIL_RETRY_MS: '50' });
    const post = (path: string, body: string) => fetch(`${child!.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const contact = { fullName: 'Ivan Petrov', email: GUEST, phone: '+905321234567', message: TEXT, propertyId: 2, locale: 'ru' };
    expect((await post('/v1/web/contact', JSON.stringify(contact))).status).toBe(200);
    // Refused bodies: invalid fields, broken JSON, a body too large.
    expect((await post('/v1/web/contact', JSON.stringify({ ...contact, phone: 'x' }))).status).toBe(400);
    expect((await post('/v1/web/contact', `{"email":"${GUEST}","message":"${TEXT}"`)).status).toBe(400);
    expect((await post('/v1/web/subscribe-newsletter', JSON.stringify({ email: GUEST, message: TEXT.repeat(4000) }))).status).toBe(413);
    // Addresses and tokens in URLs.
    const token = 'c.1.99999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await fetch(`${child.base}/v1/newsletter/confirm?token=${token}&lang=de`)).status).toBe(400);
    await fetch(`${child.base}/v1/pages?url=/ru&lang=ru&email=${encodeURIComponent(GUEST)}&message=${encodeURIComponent(TEXT)}`);
    await fetch(`${child.base}/v1/no-such/${encodeURIComponent(GUEST)}`);
    // The refused mail (the reception's, then the acknowledgement to the guest) is given up and logged.
    const until = Date.now() + 20_000;
    while (!/given up[^\n]*contact-ack|contact-ack[^\n]*given up/.test(child.output()) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    const output = child.output();
    expect(output).toMatch(/given up/);
    expect(output).toContain('[address]');
    expect(output).toContain('"url":"/v1/newsletter/confirm?token=…&lang=de"');
    for (const secret of ['leak.check', 'leak%2Echeck', 'example.com', 'Secret-message', 'Secret%20message', 'anniversary', token]) {
      expect({ secret, found: output.includes(secret) }).toEqual({ secret, found: false });
    }
  } finally {
    if (child) await kill(child);
    await new Promise((r) => smtp.close(() => r(undefined)));
    rmSync(dir, { recursive: true, force: true });
  }
});
