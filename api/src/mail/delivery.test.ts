/**
 * Enquiries reach the hotel: through a real SMTP server (smtp-server on loopback), the reception's
 * mail with the guest's Reply-To, page, language and text (escaped in HTML), the guest's
 * acknowledgement in their language; a name with CR/LF adds no header; SMTP refusing for a while,
 * then back: every mail delivered exactly once; 1,000 enquiries at once: 1,000 rows, 1,000 mails
 * to the reception, no duplicate.
 */
import { join } from 'node:path';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { PROPERTY_CONTACTS } from '@nirvana/shared/contact-facts';
import { startApi, tempDir, type Running } from '../test/harness';
import { rawHeaders, startSmtp, type Received, type TestSmtp } from '../test/smtp';
import { keepAlive, send } from '../reliability/kit';
import { REPO_ROOT } from '../settings';
import { readEnv } from '@nirvana/shared/server-env';
import { MAIL_ENV, readMailSettings, type MailSettings } from './settings';

const COSMOPOLITAN = 2;
const RECEPTION = PROPERTY_CONTACTS[COSMOPOLITAN]!.reception.email;

function mailSettings(dir: string, overrides: Partial<MailSettings>): MailSettings {
  return { ...readMailSettings(readEnv(MAIL_ENV, {}), join(dir, 'test.db'), REPO_ROOT), ...overrides };
}

async function startWithSmtp(smtp: TestSmtp, overrides: Partial<MailSettings> = {}): Promise<Running> {
  const dir = tempDir();
  return startApi({ writeLimit: 10_000, mail: mailSettings(dir, { smtpUrl: smtp.url, retry: { baseMs: 40, maxMs: 300 }, ...overrides }) }, dir);
}

const contact = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Анна Петрова', email: 'anna@example.com', phone: '+79161234567', message: 'Здравствуйте! Есть ли свободные номера на май? <b>спасибо</b>',
  propertyId: COSMOPOLITAN, locale: 'ru', ...overrides,
});

async function post(api: Running, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() as Record<string, unknown> };
}

const messageIds = (mails: Received[]) => mails.map((m) => m.parsed.messageId);
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('contact messages delivered', () => {
  let smtp: TestSmtp;
  let api: Running;
  beforeAll(async () => {
    smtp = await startSmtp();
    api = await startWithSmtp(smtp);
  });
  afterAll(async () => {
    await api.stop();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.mails.length = 0;
    smtp.down = false;
  });

  test('a Russian enquiry reaches Cosmopolitan\'s reception with Reply-To, page, language and text; the guest is answered in Russian', async () => {
    const res = await post(api, '/v1/web/contact', contact(), { referer: 'http://localhost:8080/ru/hotels/nirvana-cosmopolitan/contact?x=secret' });
    expect(res).toEqual({ status: 200, body: { ok: true, message: expect.any(String) } });
    const mails = await smtp.waitFor(2);
    await settle(200);
    expect(mails).toHaveLength(2);
    const reception = mails.find((m) => m.to.includes(RECEPTION))!;
    const ack = mails.find((m) => m.to.includes('anna@example.com'))!;
    expect(reception.parsed.replyTo?.value).toEqual([{ name: 'Анна Петрова', address: 'anna@example.com' }]);
    expect(reception.parsed.text).toContain('Есть ли свободные номера на май? <b>спасибо</b>');
    expect(reception.parsed.text).toContain('http://localhost:8080/ru/hotels/nirvana-cosmopolitan/contact');
    expect(reception.parsed.text).not.toContain('secret');
    expect(reception.parsed.text).toContain('(ru)');
    expect(String(reception.parsed.html)).toContain('&#60;b&#62;спасибо&#60;/b&#62;');
    expect(String(reception.parsed.html)).not.toContain('<b>спасибо');
    expect(ack.parsed.subject).toBe('Мы получили ваше сообщение: Nirvana Cosmopolitan');
    expect(ack.parsed.text).toContain('Здравствуйте, Анна Петрова!');
    expect(ack.parsed.replyTo?.value[0]?.address).toBe(RECEPTION);
    // The same message again (a double click) is neither stored nor sent twice.
    await post(api, '/v1/web/contact', contact());
    await settle(400);
    expect(smtp.mails).toHaveLength(2);
  });

  test('a German guest is acknowledged in German', async () => {
    await post(api, '/v1/web/contact', contact({ fullName: 'Jörg Müller', email: 'joerg@example.de', locale: 'de', message: 'Gibt es ein Zimmer mit Meerblick?' }));
    const mails = await smtp.waitFor(2);
    const ack = mails.find((m) => m.to.includes('joerg@example.de'))!;
    expect(ack.parsed.subject).toBe('Wir haben Ihre Nachricht erhalten: Nirvana Cosmopolitan');
    expect(ack.parsed.text).toContain('Guten Tag Jörg Müller,');
  });

  test('a name with CR/LF cannot add a mail header', async () => {
    const fullName = 'Eve\r\nBcc: victim@example.net\r\nX-Injected: yes';
    const res = await post(api, '/v1/web/contact', contact({ fullName, email: 'eve@example.com', message: 'hello\r\nBcc: other@example.net' }));
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) await smtp.waitFor(2);
    await settle(300);
    for (const mail of smtp.mails) {
      const headers = rawHeaders(mail.raw);
      expect(headers.filter((h) => /^(bcc|x-injected):/i.test(h))).toEqual([]);
      expect(mail.to).not.toContain('victim@example.net');
      expect(mail.to).not.toContain('other@example.net');
    }
  });

  test('SMTP refusing for a while, then back: every mail delivered exactly once', async () => {
    smtp.down = true;
    const sent = Array.from({ length: 20 }, (_, i) => contact({ email: `down${i}@example.com`, message: `Enquiry number ${i}` }));
    for (const body of sent) expect((await post(api, '/v1/web/contact', body)).status).toBe(200);
    await settle(800);
    expect(smtp.mails).toHaveLength(0);
    const health = await (await fetch(`${api.base}/health`)).json() as { mail: { pending: number } };
    expect(health.mail.pending).toBeGreaterThanOrEqual(40);
    smtp.down = false;
    await smtp.waitFor(40);
    await settle(800);
    expect(smtp.mails).toHaveLength(40);
    expect(new Set(messageIds(smtp.mails)).size).toBe(40);
    for (let i = 0; i < 20; i++) {
      expect(smtp.mails.filter((m) => m.to.includes(RECEPTION) && m.parsed.text?.includes(`Enquiry number ${i}\n`))).toHaveLength(1);
    }
    const after = await (await fetch(`${api.base}/health`)).json() as { mail: { pending: number; stuck: number } };
    expect(after.mail).toMatchObject({ pending: 0, stuck: 0 });
  });

  test('1,000 enquiries at once: 1,000 rows, 1,000 mails at the reception, no duplicate', async () => {
    const agent = keepAlive(64);
    const port = Number(new URL(api.base).port);
    const before = (api.app.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get() as { n: number }).n;
    const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => send(port, agent, {
      method: 'POST', path: '/v1/web/contact', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact({ email: `load${i}@example.com`, message: `Load enquiry ${i}`, locale: ['tr', 'en', 'ru', 'de'][i % 4] })),
    }, 60_000)));
    agent.destroy();
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1000);
    expect((api.app.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get() as { n: number }).n - before).toBe(1000);
    await smtp.waitFor(2000, 90_000);
    await settle(1000);
    const reception = smtp.mails.filter((m) => m.to.includes(RECEPTION));
    expect(reception).toHaveLength(1000);
    expect(new Set(messageIds(smtp.mails)).size).toBe(smtp.mails.length);
    expect(smtp.mails).toHaveLength(2000);
  });
});

test('stuck mails are said loudly: /health counts them', async () => {
  const smtp = await startSmtp();
  smtp.down = true;
  const api = await startWithSmtp(smtp, { stuckAfterMs: 100 });
  try {
    await post(api, '/v1/web/contact', contact());
    await settle(700);
    const health = await (await fetch(`${api.base}/health`)).json() as { ok: boolean; mail: { stuck: number; oldestPendingSeconds: number } };
    expect(health.ok).toBe(true);
    expect(health.mail.stuck).toBe(2);
  } finally {
    await api.stop();
    await smtp.close();
  }
});

test('without SMTP_URL each mail is an .eml file in the data folder; the files the API makes are its owner\'s only', async () => {
  const api = await startApi();
  try {
    await post(api, '/v1/web/contact', contact());
    const mailDir = join(api.dir, 'mail');
    const until = Date.now() + 10_000;
    while (Date.now() < until && (readdirSafe(mailDir).length < 2)) await settle(50);
    const files = readdirSafe(mailDir);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    expect(files.map((f) => readFileSync(join(mailDir, f), 'utf8')).join('\n')).toContain(`To: Nirvana Cosmopolitan <${RECEPTION}>`);
    expect(statSync(mailDir).mode & 0o777).toBe(0o700);
    for (const f of files) expect(statSync(join(mailDir, f)).mode & 0o777).toBe(0o600);
    expect(statSync(api.dbPath).mode & 0o777).toBe(0o600);
    expect(statSync(join(api.dir, 'link-secret')).mode & 0o777).toBe(0o600);
  } finally {
    await api.stop();
  }
});

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
