/**
 * API fuzzing: over 10,000 generated malformed requests (seeded, so every run sends the same ones)
 * against a started server, 16 at a time over keep-alive connections, raw sockets where bytes must
 * arrive as written. No 5xx, the server answers its health check after every batch, every bad write
 * is refused with a JSON reason, and the database holds exactly the rows of the valid writes.
 */
import Database from 'better-sqlite3';
import { startApi, type Running } from '../test/harness';
import { generateCases, type Case } from './generate';
import { keepAlive, pool, send, type Answer } from './kit';

const SEED = 0x5eed_0009;
const COUNT = 10_400;
const BATCH = 800;
const WIDTH = 16;
const SECRETS = ['"dependencies"', 'SQLite format 3', 'registerContentRoutes', 'root:x:0:0'];

let api: Running;
beforeAll(async () => {
  api = await startApi({ writeLimit: 100_000 });
});
afterAll(() => api.stop());

const jsonOf = (answer: Answer): Record<string, unknown> | null => {
  try {
    const value = JSON.parse(answer.body.toString('utf8'));
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
};

/** What is wrong with an answer to a case; null when it is what the case must get. */
function problem(c: Case, a: Answer): string | null {
  if (a.closed) return c.mayClose ? null : 'closed without an answer';
  if (a.status >= 500 || a.status < 100) return `status ${a.status}`;
  const body = jsonOf(a);
  const isError = a.status >= 400;
  const errorShape = body && body.statusCode === a.status && typeof body.error === 'string' && typeof body.message === 'string' && body.message !== '';
  if (isError && c.method !== 'HEAD' && !errorShape) return `error without a JSON reason: ${a.body.subarray(0, 120).toString()}`;
  if (a.status === 200 && SECRETS.some((s) => a.body.includes(s))) return 'served a file outside the media folder';
  switch (c.expect) {
    case 'bad-write':
      return [400, 413, 415, 429].includes(a.status) ? null : `bad write answered ${a.status}: ${a.body.subarray(0, 160).toString()}`;
    case 'valid-write':
      return a.status === 200 && body?.ok === true ? null : `valid write answered ${a.status}: ${a.body.subarray(0, 200).toString()}`;
    case 'bot-write': {
      // A text honeypot gets exactly a real success (stored nothing: checked below); any other value is a 400 naming it.
      const website = (JSON.parse(String(c.body)) as { website?: unknown }).website;
      if (typeof website === 'string') return a.status === 200 && body?.ok === true && body?.ok === true ? null : `honeypot answered ${a.status}`;
      return a.status === 400 && (body?.fields as Record<string, unknown> | undefined)?.website ? null : `non-text honeypot answered ${a.status}`;
    }
    default:
      return null;
  }
}

test('10,000+ malformed requests across every call: no 5xx, the server stays up, bad writes refused, only valid writes stored', async () => {
  const cases = generateCases(SEED, COUNT);
  const port = Number(new URL(api.base).port);
  const agent = keepAlive(WIDTH);
  const byStatus = new Map<number | string, number>();
  const byCall = new Map<string, number>();
  const problems: string[] = [];
  const started = performance.now();
  let healthChecks = 0;
  try {
    for (let from = 0; from < cases.length; from += BATCH) {
      await pool(cases.slice(from, from + BATCH), WIDTH, async (c) => {
        let answer: Answer;
        try {
          answer = await send(port, agent, c);
        } catch (error) {
          problems.push(`${c.call} [${c.fault}] ${c.method} ${c.path.slice(0, 100)}: ${(error as Error).message}`);
          return;
        }
        const status = answer.closed ? 'closed' : answer.status;
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        byCall.set(c.call, (byCall.get(c.call) ?? 0) + 1);
        const p = problem(c, answer);
        if (p) problems.push(`${c.call} [${c.fault}] ${c.method} ${JSON.stringify(c.path.slice(0, 100))}: ${p}`);
      });
      // The server is still up: a health check on a fresh connection after every batch.
      const health = await fetch(`${api.base}/health`, { headers: { connection: 'close' } });
      expect(health.status).toBe(200);
      healthChecks++;
    }
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  expect(problems.slice(0, 20)).toEqual([]);

  // Every call was tried.
  const calls = [...byCall.keys()];
  for (const name of ['pages/url-lang', 'pages/not-found', 'pages/{id}/{kind}', 'menus', 'stories', 'rooms', 'rooms/{id|slug}', 'rooms/{id}/plans',
    'events/publishers/1/slugs/{slug}', 'galleries/{id}/categories', 'galleries/{id}/files', 'hotels', 'hotels/{id}/stay-rules', 'media/*', 'booking/{slug}']) {
    expect(calls).toContain(`GET ${name}`);
  }
  expect(calls).toEqual(expect.arrayContaining(['POST subscribe-newsletter', 'POST contact']));

  // The database holds exactly the valid writes, each once.
  const valid = cases.filter((c) => c.expect === 'valid-write');
  const expected = { newsletter_subscriptions: new Set<string>(), contact_messages: new Set<string>() };
  for (const c of valid) expected[c.table!].add(c.key!);
  const db = new Database(api.dbPath, { readonly: true });
  try {
    const subs = (db.prepare('SELECT email, property_id FROM newsletter_subscriptions').all() as { email: string; property_id: number }[])
      .map((row) => `${row.email}|${row.property_id}`);
    const messages = (db.prepare('SELECT email, message FROM contact_messages').all() as { email: string; message: string }[])
      .map((row) => `${row.email}|${row.message}`);
    expect(subs.sort()).toEqual([...expected.newsletter_subscriptions].sort());
    expect(messages.sort()).toEqual([...expected.contact_messages].sort());
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    db.close();
  }

  const writes = cases.filter((c) => c.call.startsWith('POST'));
  const statusTable = [...byStatus.entries()].sort(([a], [b]) => String(a).localeCompare(String(b))).map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log([
    `API fuzzing (seed ${SEED.toString(16)}): ${cases.length} requests in ${seconds.toFixed(1)} s, ${WIDTH} at a time, ${healthChecks} health checks`,
    `  reads ${cases.filter((c) => c.expect === 'read').length}, writes ${writes.length} (bad ${writes.filter((c) => c.expect === 'bad-write').length}, valid ${valid.length}, honeypot ${writes.filter((c) => c.expect === 'bot-write').length}), protocol faults ${cases.filter((c) => c.expect === 'protocol').length}, raw-socket ${cases.filter((c) => c.raw || c.bytes).length}`,
    `  by status: ${statusTable}`,
    `  rows stored: ${expected.newsletter_subscriptions.size + expected.contact_messages.size} (exactly the valid writes), 5xx: 0`,
  ].join('\n'));
  expect(cases.length).toBeGreaterThanOrEqual(10_000);
});
