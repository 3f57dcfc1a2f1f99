/**
 * Double opt-in, leaving and the policy's promises, through a really started API and a real SMTP
 * server: the same answer for a new and a known address; NFC and NFD forms are one subscriber; the
 * confirmation mail (in the visitor's language, with RFC 8058 one-click unsubscribe) and its link;
 * expired and tampered links refused with a clear page; the export lists an address only while it
 * is confirmed; the erase command leaves no row; retention with a moved clock deletes what is due.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { startApi, tempDir, type Running } from '../test/harness';
import { rawHeaders, startSmtp, type TestSmtp } from '../test/smtp';
import { REPO_ROOT } from '../settings';
import { readEnv } from '@nirvana/shared/server-env';
import { MAIL_ENV, readMailSettings } from '../mail/settings';
import { pageTexts } from '../mail/texts';
import { signLink } from './links';
import { runRetention } from './retention';
import { openDatabase } from '../db';

const TOKEN = 'staff-export-token-0123456789abcdef';
let smtp: TestSmtp;
let api: Running;

beforeAll(async () => {
  smtp = await startSmtp();
  const dir = tempDir();
  const mail = { ...readMailSettings(readEnv(MAIL_ENV, {}), join(dir, 'test.db'), REPO_ROOT), smtpUrl: smtp.url, exportToken: TOKEN, retry: { baseMs: 40, maxMs: 300 } };
  api = await startApi({ mail }, dir);
});
afterAll(async () => {
  await api.stop();
  await smtp.close();
});

const subscribe = async (email: string, propertyId = 2, locale = 'de') => {
  const res = await fetch(`${api.base}/v1/web/subscribe-newsletter`, {
    method: 'POST', headers: { 'content-type': 'application/json', referer: 'http://localhost:8080/de/hotels/nirvana-cosmopolitan' },
    body: JSON.stringify({ email, propertyId, consent: true, locale }),
  });
  return { status: res.status, body: await res.text(), type: res.headers.get('content-type') };
};
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
const exportCsv = async (file: string, token: string | null = TOKEN) =>
  fetch(`${api.base}/v1/staff/export/${file}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const linkOf = (text: string, kind: 'confirm' | 'unsubscribe') => new RegExp(`http://\\S+/v1/newsletter/${kind}\\?token=[\\w.-]+&lang=\\w+`).exec(text)?.[0];
const rows = (sql: string, ...args: unknown[]) => api.app.db.prepare(sql).all(...args);

test('the same answer for a new and a known address; only the new one gets a confirmation mail, in its language', async () => {
  const first = await subscribe('known@example.com');
  await smtp.waitFor(1);
  const again = await subscribe('known@example.com');
  const fresh = await subscribe('fresh@example.com');
  expect(again).toEqual(first);
  expect(fresh).toEqual(first);
  await settle(500);
  expect(mailsTo('known@example.com')).toHaveLength(1);
  expect(mailsTo('fresh@example.com')).toHaveLength(1);
  const mail = mailsTo('fresh@example.com')[0]!;
  expect(mail.parsed.subject).toBe('Bitte bestätigen Sie Ihr Newsletter-Abonnement: Nirvana Cosmopolitan');
  const headers = rawHeaders(mail.raw);
  expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(headers.find((h) => h.startsWith('List-Unsubscribe: <'))).toMatch(/\/v1\/newsletter\/unsubscribe\?token=/);
});

test('NFC and NFD forms of an address (and its case) are one subscriber', async () => {
  const nfc = 'José.Ivanov@Example.com'.normalize('NFC');
  const nfd = 'josé.ivanov@EXAMPLE.COM'.normalize('NFD');
  expect(nfc).not.toBe(nfd);
  await subscribe(nfc, 1);
  await subscribe(nfd, 1);
  expect(rows("SELECT email FROM newsletter_subscriptions WHERE property_id = 1 AND email LIKE 'jos%'")).toEqual([{ email: 'josé.ivanov@example.com'.normalize('NFC') }]);
});

test('the link confirms, the export lists the address only while confirmed, the one-click POST removes it', async () => {
  const address = 'flow@example.com';
  await subscribe(address, 2, 'ru');
  const [mail] = await (async () => {
    const until = Date.now() + 10_000;
    while (!mailsTo(address).length && Date.now() < until) await settle(25);
    return mailsTo(address);
  })();
  expect(mail!.parsed.subject).toBe('Подтвердите подписку на рассылку: Nirvana Cosmopolitan');
  const confirm = linkOf(mail!.parsed.text!, 'confirm')!;
  const unsubscribe = /<([^>]+)>/.exec(rawHeaders(mail!.raw).find((h) => h.startsWith('List-Unsubscribe: '))!)![1]!;
  expect(await (await exportCsv('subscribers.csv')).text()).not.toContain(address);
  // Opening the link shows a button; only its POST confirms (a mail scanner's GET changes nothing).
  const shown = await fetch(confirm);
  expect(shown.status).toBe(200);
  expect(await shown.text()).toContain(pageTexts('ru').confirmButton);
  expect(rows('SELECT status FROM newsletter_subscriptions WHERE email = ?', address)).toEqual([{ status: 'pending' }]);
  const done = await fetch(confirm, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  expect(done.status).toBe(200);
  expect(await done.text()).toContain(pageTexts('ru').confirmedTitle);
  const csv = await (await exportCsv('subscribers.csv')).text();
  expect(csv.split('\r\n')[0]).toBe('email,property_id,locale,consent_version,created_at,confirmed_at,page');
  expect(csv).toMatch(new RegExp(`^${address},2,ru,[^,]+,[^,]+,[^,]+,http://localhost:8080/de/hotels/nirvana-cosmopolitan$`, 'm'));
  expect((await exportCsv('subscribers.csv', null)).status).toBe(401);
  expect((await exportCsv('subscribers.csv', 'wrong-token-wrong-token-wrong')).status).toBe(401);
  // RFC 8058 one-click: a form POST to the List-Unsubscribe URL.
  const left = await fetch(unsubscribe, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
  expect(left.status).toBe(200);
  expect(rows('SELECT id FROM newsletter_subscriptions WHERE email = ?', address)).toEqual([]);
  expect(await (await exportCsv('subscribers.csv')).text()).not.toContain(address);
  // The link again: the same page, nothing to do.
  expect((await fetch(unsubscribe)).status).toBe(200);
});

test('an expired or tampered link is refused with a clear page', async () => {
  const address = 'late@example.com';
  await subscribe(address, 3, 'en');
  const { id } = rows('SELECT id FROM newsletter_subscriptions WHERE email = ?', address)[0] as { id: number };
  const secret = readFileSync(join(api.dir, 'link-secret'), 'utf8').trim();
  const expired = signLink(secret, 'confirm', id, address, Date.now() - 1000);
  const res = await fetch(`${api.base}/v1/newsletter/confirm?token=${expired}&lang=en`, { method: 'POST' });
  expect(res.status).toBe(410);
  expect(await res.text()).toContain(pageTexts('en').expiredTitle);
  const good = signLink(secret, 'confirm', id, address, Date.now() + 60_000);
  const tampered = [good.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), good.replace(`.${id}.`, `.${id + 1}.`), `${good}x`, 'nonsense', ''];
  for (const token of tampered) {
    const answer = await fetch(`${api.base}/v1/newsletter/confirm?token=${encodeURIComponent(token)}&lang=en`, { method: 'POST' });
    expect([token, answer.status]).toEqual([token, 400]);
    expect(await answer.text()).toContain(pageTexts('en').invalidTitle);
  }
  expect(rows('SELECT status FROM newsletter_subscriptions WHERE email = ?', address)).toEqual([{ status: 'pending' }]);
});

test('the erase command leaves no row of the address', async () => {
  const address = 'erase.me@example.com';
  await subscribe(address, 1);
  await subscribe(address.toUpperCase(), 2);
  await fetch(`${api.base}/v1/web/contact`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Erase Me', email: address, phone: '+905321234567', message: 'Please call me back.', propertyId: 3, locale: 'en' }),
  });
  const before = rows('SELECT id FROM newsletter_subscriptions WHERE email = ? UNION ALL SELECT id FROM contact_messages WHERE email = ?', address, address);
  expect(before).toHaveLength(3);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'api/src/privacy/cli.ts'), 'erase', address], {
    env: { ...process.env, API_DB_PATH: api.dbPath }, encoding: 'utf8',
  });
  expect(run.stdout).toContain('erased 2 subscription(s) and 1 message(s)');
  const db = new Database(api.dbPath, { readonly: true });
  try {
    for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('newsletter_subscriptions', 'contact_messages', 'mail_outbox')").all() as { name: string }[]) {
      const all = db.prepare(`SELECT * FROM ${name}`).all();
      expect([name, JSON.stringify(all).toLowerCase().includes('erase.me')]).toEqual([name, false]);
    }
    const orphans = db.prepare(`SELECT COUNT(*) AS n FROM mail_outbox o WHERE
      (o.kind = 'newsletter-confirm' AND NOT EXISTS (SELECT 1 FROM newsletter_subscriptions s WHERE s.id = o.ref_id))
      OR (o.kind != 'newsletter-confirm' AND NOT EXISTS (SELECT 1 FROM contact_messages m WHERE m.id = o.ref_id))`).get();
    expect(orphans).toEqual({ n: 0 });
  } finally {
    db.close();
  }
});

test('retention with a moved clock: unconfirmed after 72 hours, messages after two years, nothing else', async () => {
  const store = openDatabase(join(tempDir(), 'retention.db'));
  const t0 = Date.parse('2026-01-10T12:00:00Z');
  const iso = (ms: number) => new Date(ms).toISOString();
  const sub = store.prepare("INSERT INTO newsletter_subscriptions (email, property_id, locale, consent_version, created_at, status, confirm_sent_at, confirmed_at) VALUES (?, 2, 'en', 'v1', ?, ?, ?, ?)");
  sub.run('pending@example.com', iso(t0), 'pending', iso(t0), null);
  sub.run('confirmed@example.com', iso(t0), 'confirmed', iso(t0), iso(t0 + 3_600_000));
  const msg = store.prepare("INSERT INTO contact_messages (property_id, full_name, email, phone, message, locale, fingerprint, created_at) VALUES (2, 'A', ?, '+905321234567', 'x', 'en', ?, ?)");
  msg.run('old@example.com', 'f1', iso(t0));
  msg.run('new@example.com', 'f2', iso(t0 + 400 * 86_400_000));
  const left = () => ({
    subs: (store.prepare('SELECT email FROM newsletter_subscriptions ORDER BY email').all() as { email: string }[]).map((r) => r.email),
    msgs: (store.prepare('SELECT email FROM contact_messages ORDER BY email').all() as { email: string }[]).map((r) => r.email),
  });
  expect(runRetention(store, t0 + 71 * 3_600_000)).toEqual({ messages: 0, pendingSubscriptions: 0 });
  expect(runRetention(store, t0 + 73 * 3_600_000)).toEqual({ messages: 0, pendingSubscriptions: 1 });
  expect(left()).toEqual({ subs: ['confirmed@example.com'], msgs: ['new@example.com', 'old@example.com'] });
  expect(runRetention(store, t0 + 729 * 86_400_000)).toEqual({ messages: 0, pendingSubscriptions: 0 });
  expect(runRetention(store, t0 + 731 * 86_400_000)).toEqual({ messages: 1, pendingSubscriptions: 0 });
  expect(left()).toEqual({ subs: ['confirmed@example.com'], msgs: ['new@example.com'] });
  // Ten years on, a confirmed subscription is still kept (until its owner leaves).
  runRetention(store, t0 + 3650 * 86_400_000);
  expect(left()).toEqual({ subs: ['confirmed@example.com'], msgs: [] });
  store.close();
});
