/**
 * Concurrency and crashes: 2,000 newsletter subscriptions at once (duplicates, differently-cased
 * duplicates, invalid ones) store exactly the valid unique set; and `main.ts` killed with SIGKILL in
 * the middle of a second batch, then restarted on the same database, has every write it acknowledged.
 */
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { startApi, tempDir } from '../test/harness';
import { DEFAULT_TIMEOUTS } from '../settings';
import { keepAlive, kill, pool, REQUEST_CEILING_MS, rng, send, startMain, type Answer, type Child } from './kit';

const NEWSLETTER = '/v1/web/subscribe-newsletter';
const PROPERTIES = [22, 1, 2, 3];

interface Sub { body: Record<string, unknown>; key: string | null }

/** A mixed batch: about 45% new addresses, 30% repeats (same or other case and spacing), 25% invalid. */
function batch(seed: number, size: number, prefix: string): Sub[] {
  const r = rng(seed);
  const valid: Sub[] = [];
  const subs: Sub[] = [];
  for (let n = 0; n < size; n++) {
    const roll = r.next();
    if (roll < 0.45 || !valid.length) {
      const email = `${prefix}${n}@example.com`;
      const sub = { body: { email, propertyId: r.pick(PROPERTIES), consent: true, locale: r.pick(['tr', 'en', 'ru', 'de']) }, key: '' };
      sub.key = `${email}|${sub.body.propertyId}`;
      valid.push(sub);
      subs.push(sub);
    } else if (roll < 0.75) {
      const original = r.pick(valid);
      const email = String(original.body.email);
      const variant = r.pick([email, email.toUpperCase(), `  ${email} `, email.replace(/^./, (c) => c.toUpperCase()), `\t${email.toUpperCase()}\n`]);
      subs.push({ body: { ...original.body, email: variant }, key: original.key });
    } else {
      const bad = r.pick<Record<string, unknown>>([
        { email: `${prefix}${n}@`, propertyId: 1, consent: true }, { email: `${prefix} ${n}@example.com`, propertyId: 1, consent: true },
        { email: `${prefix}${n}@example.com`, propertyId: 2 }, { email: `${prefix}${n}@example.com`, propertyId: 2, consent: false },
        { email: `${prefix}${n}@example.com`, propertyId: 9, consent: true }, { email: `${prefix}${n}@example.com`, propertyId: '1', consent: true },
        { email: `${prefix}${n}@example.com`, consent: true }, { email: 42, propertyId: 1, consent: true },
      ]);
      subs.push({ body: bad, key: null });
    }
  }
  return subs;
}

const rowsOf = (dbPath: string): string[] => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return (db.prepare('SELECT email, property_id FROM newsletter_subscriptions').all() as { email: string; property_id: number }[])
      .map((row) => `${row.email}|${row.property_id}`).sort();
  } finally {
    db.close();
  }
};

const post = (port: number, agent: ReturnType<typeof keepAlive>, body: unknown) =>
  send(port, agent, { method: 'POST', path: NEWSLETTER, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

test('2,000 subscriptions at once store exactly the valid unique set', async () => {
  // The server's socket ceilings at the client's (REQUEST_CEILING_MS): server and client share this
  // process, which at nice 19 beside the e2e can stall for seconds; a connection whose request the
  // stalled client had not yet written could meet the 10 s headers ceiling (CI once saw one
  // "read ECONNRESET" in this test). Slow clients have their own tests (edges.test.ts).
  const timeouts = { ...DEFAULT_TIMEOUTS, headers: REQUEST_CEILING_MS, request: 2 * REQUEST_CEILING_MS, idle: 3 * REQUEST_CEILING_MS };
  const api = await startApi({ writeLimit: 10_000, timeouts });
  const agent = keepAlive(64);
  try {
    const subs = batch(0xc0ffee, 2000, 'load');
    const port = Number(new URL(api.base).port);
    const answers = await Promise.all(subs.map((s) => post(port, agent, s.body)));
    answers.forEach((a: Answer, i) => {
      const { key } = subs[i]!;
      const body = JSON.parse(a.body.toString());
      if (key === null) {
        expect([i, a.status, body.statusCode]).toEqual([i, 400, 400]);
      } else {
        expect([i, a.status, body.ok]).toEqual([i, 200, true]);
      }
    });
    const unique = new Set(subs.filter((s) => s.key !== null).map((s) => s.key!));
    // The table holds exactly the valid addresses, each once (the unique index and ON CONFLICT).
    expect(rowsOf(api.dbPath)).toEqual([...unique].sort());
    console.log(`Concurrency: ${subs.length} subscriptions at once: ${unique.size} valid unique, ${subs.filter((s) => s.key).length - unique.size} repeats, ${subs.filter((s) => !s.key).length} invalid; table rows ${unique.size}`);
  } finally {
    agent.destroy();
    await api.stop();
  }
});

test('SIGKILL in the middle of a batch: after a restart every acknowledged write is stored, and the database is intact', async () => {
  const dir = tempDir();
  const env = { API_DB_PATH: join(dir, 'crash.db'), API_WRITE_LIMIT: '100000' };
  let child: Child | null = await startMain(env);
  const agent = keepAlive(16);
  try {
    // First batch: all answered.
    const first = batch(0xbadc0de, 300, 'first');
    const acknowledged = new Set<string>();
    await pool(first, 16, async (s) => {
      const a = await post(child!.port, agent, s.body);
      if (s.key) {
        expect(a.status).toBe(200);
        acknowledged.add(s.key);
      }
    });
    // Second batch: SIGKILL once 250 writes have been answered, with more in flight.
    const second = batch(0xdead, 1000, 'second');
    let answered = 0;
    let lost = 0;
    const victim = child;
    let killing: Promise<void> | null = null;
    await pool(second, 16, async (s) => {
      if (killing) return;
      try {
        const a = await post(victim.port, agent, s.body);
        if (a.status === 200 && s.key) acknowledged.add(s.key);
        if (++answered === 250) killing = kill(victim);
      } catch {
        lost++; // In flight when the process died: never acknowledged.
      }
    });
    await killing;
    expect(victim.process.signalCode).toBe('SIGKILL');
    expect(answered).toBeLessThan(second.length);

    // Restart on the same database: every acknowledged subscription is there, and a repeat stores nothing new.
    child = await startMain(env);
    const restartedAgent = keepAlive(4);
    try {
      const stored = new Set(rowsOf(env.API_DB_PATH));
      const missing = [...acknowledged].filter((k) => !stored.has(k));
      expect(missing).toEqual([]);
      const sample = [...acknowledged].slice(0, 50);
      for (const key of sample) {
        const [email, propertyId] = key.split('|');
        const a = await post(child.port, restartedAgent, { email, propertyId: Number(propertyId), consent: true });
        expect([key, a.status]).toEqual([key, 200]);
      }
      expect(rowsOf(env.API_DB_PATH)).toHaveLength(stored.size);
      const health = await fetch(`${child.base}/health`);
      expect(health.status).toBe(200);
    } finally {
      restartedAgent.destroy();
    }
    await kill(child);
    child = null;
    const db = new Database(env.API_DB_PATH, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
    console.log(`Crash: SIGKILL after ${answered} answers of a ${second.length}-write batch (${lost} in flight lost their answer); acknowledged ${acknowledged.size}, missing after restart 0, integrity ok`);
  } finally {
    agent.destroy();
    if (child) await kill(child);
    rmSync(dir, { recursive: true, force: true });
  }
});
