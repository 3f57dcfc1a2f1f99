/**
 * The outbox survives SIGKILL: `main.ts` accepts 30 enquiries while its SMTP server cannot be
 * reached, is killed with SIGKILL before any is sent, and restarted on the same database with the
 * SMTP server up: each of the 60 mails (reception and acknowledgement) arrives exactly once.
 */
import net from 'node:net';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { tempDir } from '../test/harness';
import { startSmtp } from '../test/smtp';
import { kill, startMain, type Child } from './kit';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((r) => server.close(r));
  return port;
}

test('enquiries accepted before a SIGKILL are delivered once after the restart', async () => {
  const dir = tempDir();
  const dbPath = join(dir, 'crash.db');
  const env = { API_DB_PATH: dbPath, API_WRITE_LIMIT: '1000', MAIL_RETRY_MS: '50' };
  const smtpPort = await closedPort();
  let child: Child | null = await startMain({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  const smtp = await startSmtp(smtpPort).catch(async (error) => {
    await kill(child!);
    throw error;
  });
  // The port is taken by the test's server now; the first process must not reach it.
  smtp.down = true;
  try {
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${child.base}/v1/web/contact`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: 'Crash Test', email: `crash${i}@example.com`, phone: '+905321234567', message: `Crash enquiry ${i}`, propertyId: 2, locale: 'de' }),
      });
      expect(res.status).toBe(200);
    }
    await kill(child);
    child = null;
    const db = new Database(dbPath, { readonly: true });
    expect(db.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE state = 'pending'").get()).toEqual({ n: 60 });
    db.close();
    smtp.down = false;
    child = await startMain({ ...env, SMTP_URL: smtp.url });
    await smtp.waitFor(60);
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.mails).toHaveLength(60);
    expect(new Set(smtp.mails.map((m) => m.parsed.messageId)).size).toBe(60);
    const health = await (await fetch(`${child.base}/health`)).json();
    expect(health.mail).toMatchObject({ pending: 0, sent: 60, stuck: 0 });
  } finally {
    if (child) await kill(child);
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
