/**
 * Issue 25, item 1: 1,000 seeded write bodies with odd JavaScript in them, sent to both writes of a
 * started server: prototype keys (`__proto__`, `constructor.prototype`), the names of getters and
 * of what makes a value printable (`toString`, `valueOf`, `toJSON`, `__defineGetter__`...) as keys
 * and as objects in place of a field's value, huge and tiny numbers, nested arrays, duplicate keys.
 * None answers 5xx; each is stored or refused as built (a valid body with odd extra keys is stored,
 * a field with an odd value refused with a JSON reason), and the tables hold exactly the rows of
 * the valid ones, with the values sent, beside rows stored before that stay as they were.
 */
import Database from 'better-sqlite3';
import { startApi, type Running } from '../test/harness';
import { keepAlive, pool, rng, send, type Answer, type Rng } from './kit';

const SEED = 0x0dd_b0d1;
const COUNT = 1000;
const NEWSLETTER = '/v1/web/subscribe-newsletter';
const CONTACT = '/v1/web/contact';

/** Names that mean something to JavaScript objects, their prototypes and printing. */
const ODD_KEYS = ['toString', 'valueOf', 'toJSON', 'toLocaleString', 'constructor', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable',
  '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__', 'get', 'set', 'then', 'length', 'prototype', 'Symbol(Symbol.toPrimitive)', '@@toPrimitive'];
/** Raw JSON texts of values that no field accepts (for any field: none is a string, true or a property id). */
const ODD_VALUES = [
  '{"toString":"x"}', '{"valueOf":1,"toString":null}', '{"toJSON":"x"}', '{"toString":{"toString":"x"}}', '[{"toString":"x"}]', '{"length":1e308}',
  '{"then":"x"}', '{"__defineGetter__":"email"}', '{"get":"x","set":"y"}', '{"constructor":{"name":"String"}}', '{}', '[]', '[[[[[]]]]]',
  '1e400', '-1e400', '1e-400', '9007199254740993', '123456789012345678901234567890', '-0', '0.1', 'false', 'null',
  '{"a":{"b":{"c":{"toString":"x"}}}}', '["a@example.com"]', '{"email":"a@example.com"}',
];

type Outcome = 'stored' | 'refused';
interface OddCase { path: string; json: string; outcome: Outcome; key?: string; table?: 'newsletter_subscriptions' | 'contact_messages'; what: string }

const nested = (r: Rng) => {
  const depth = r.between(10, 5000);
  return `${'['.repeat(depth)}${r.chance(0.5) ? '{"toString":"x"}' : ''}${']'.repeat(depth)}`;
};
const oddValue = (r: Rng) => (r.chance(0.15) ? nested(r) : r.pick(ODD_VALUES));
const oddKey = (r: Rng) => r.pick(ODD_KEYS);
/** A JSON object text from [key, raw JSON value] pairs, duplicate keys kept as written. */
const objectText = (pairs: [string, string][]) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

function oddCase(r: Rng, i: number): OddCase {
  const contact = r.chance(0.5);
  const email = `odd-${i}@example.com`;
  const message = `Odd body ${i}: is the spa open?`;
  const fields: [string, string][] = contact
    ? [['fullName', '"Ayşe Yılmaz"'], ['email', JSON.stringify(email)], ['phone', '"5321234567"'], ['message', JSON.stringify(message)], ['propertyId', '1']]
    : [['email', JSON.stringify(email)], ['propertyId', '2'], ['consent', 'true']];
  const path = contact ? CONTACT : NEWSLETTER;
  const stored = (what: string, pairs: [string, string][]): OddCase => ({
    path, json: objectText(pairs), outcome: 'stored', what,
    key: contact ? `${email}|${message}` : `${email}|2`, table: contact ? 'contact_messages' : 'newsletter_subscriptions',
  });
  const refused = (what: string, json: string): OddCase => ({ path, json, outcome: 'refused', what });
  const required = contact ? ['fullName', 'email', 'phone', 'message', 'propertyId'] : ['email', 'propertyId', 'consent'];
  switch (r.int(8)) {
    case 0: case 1: {
      // Odd values in place of one to three required fields.
      const pairs = fields.map(([k, v]): [string, string] => [k, v]);
      const n = r.between(1, 3);
      for (let j = 0; j < n; j++) {
        const field = r.pick(required);
        const at = pairs.findIndex(([k]) => k === field);
        pairs[at] = [pairs[at]![0], oddValue(r)];
      }
      return refused('odd value in a field', objectText(pairs));
    }
    case 2:
      // Odd keys beside a valid body: dropped (unknown fields), so the body is stored as it was meant.
      return stored('odd extra keys', [...fields, ...Array.from({ length: r.between(1, 4) }, (): [string, string] => [oddKey(r), oddValue(r)])]);
    case 3:
      // Prototype poisoning at the top or inside a field: refused by the JSON parser.
      return refused('prototype key', r.chance(0.5)
        ? objectText([...fields, ['__proto__', `{${JSON.stringify(r.pick(required))}:"x","isAdmin":true}`]])
        : objectText([...fields.slice(1), [fields[0]![0], `{"constructor":{"prototype":{"toString":"x"}}}`]]));
    case 4: {
      // A duplicate key: the last one counts.
      const field = r.pick(required);
      const at = fields.findIndex(([k]) => k === field);
      const odd = oddValue(r);
      if (r.chance(0.5)) return stored('duplicate key, valid last', [...fields.slice(0, at), [field, odd], ...fields.slice(at)]);
      return refused('duplicate key, odd last', objectText([...fields, [field, odd]]));
    }
    case 5:
      // Optional fields with odd values: a locale that is no locale is absent (stored in Turkish); a honeypot that is no text is refused.
      if (r.chance(0.5)) return stored('odd locale', [...fields, ['locale', oddValue(r)]]);
      return refused('odd honeypot', objectText([...fields, ['website', r.pick(ODD_VALUES.filter((v) => v !== 'null'))]]));
    case 6:
      // The body itself is no object, or an object of odd keys only.
      return refused('odd body', r.pick([oddValue(r), objectText(Array.from({ length: r.between(1, 6) }, () => [oddKey(r), oddValue(r)]))]));
    default: {
      // Huge or odd numbers for the property, odd strings for the text.
      const pairs = fields.map(([k, v]): [string, string] => (k === 'propertyId' ? [k, r.pick(['1e400', '-1e400', '9007199254740993', '1e-400', '-0', '2.5', '22e0000000000000000001', '-1', '4'])] : [k, v]));
      return refused('odd number', objectText(pairs));
    }
  }
}

let api: Running;
beforeAll(async () => {
  api = await startApi({ writeLimit: 100_000 });
});
afterAll(() => api.stop());

const rowsOf = (sql: string) => {
  const db = new Database(api.dbPath, { readonly: true });
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
};

test('1,000 seeded bodies with odd prototypes, getters, printers, numbers and nesting to both writes: no 5xx, each stored or refused as built, nothing else stored', async () => {
  const r = rng(SEED);
  const cases = Array.from({ length: COUNT }, (_, i) => oddCase(r, i));
  const port = Number(new URL(api.base).port);
  const agent = keepAlive(16);
  // Rows stored before the fuzz stay exactly as they were.
  const before = [
    { email: 'before@example.com', propertyId: 3, consent: true, locale: 'de' },
  ];
  for (const body of before) expect((await fetch(`${api.base}${NEWSLETTER}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status).toBe(200);
  const rowBefore = rowsOf("SELECT * FROM newsletter_subscriptions WHERE email = 'before@example.com'");

  const problems: string[] = [];
  const byStatus = new Map<number, number>();
  try {
    await pool(cases, 16, async (c) => {
      const answer: Answer = await send(port, agent, { method: 'POST', path: c.path, headers: { 'content-type': 'application/json' }, body: Buffer.from(c.json, 'utf8') });
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
      } catch {
        body = null;
      }
      const what = `${c.path} [${c.what}] ${c.json.slice(0, 160)}`;
      if (answer.closed || answer.status >= 500) problems.push(`${what}: ${answer.closed ? 'closed' : answer.status} ${answer.body.subarray(0, 200).toString()}`);
      else if (c.outcome === 'stored' && !(answer.status === 200 && body?.ok === true)) problems.push(`${what}: meant to be stored, answered ${answer.status} ${answer.body.subarray(0, 200).toString()}`);
      else if (c.outcome === 'refused' && !([400, 413].includes(answer.status) && body?.statusCode === answer.status && typeof body.message === 'string' && body.message !== '')) {
        problems.push(`${what}: meant to be refused with a JSON reason, answered ${answer.status} ${answer.body.subarray(0, 200).toString()}`);
      }
    });
  } finally {
    agent.destroy();
  }
  expect(problems.slice(0, 10)).toEqual([]);

  // Exactly the valid bodies' rows, with the values sent (the odd locale stored as Turkish), and the earlier row untouched.
  const expected = (table: string) => cases.filter((c) => c.table === table).map((c) => c.key!).sort();
  const subscriptions = rowsOf('SELECT email, property_id, locale, consent_version FROM newsletter_subscriptions WHERE email != \'before@example.com\'');
  expect(subscriptions.map((row) => `${row.email}|${row.property_id}`).sort()).toEqual(expected('newsletter_subscriptions'));
  const messages = rowsOf('SELECT full_name, email, phone, message, property_id, locale FROM contact_messages');
  expect(messages.map((row) => `${row.email}|${row.message}`).sort()).toEqual(expected('contact_messages'));
  for (const row of messages) expect(row).toMatchObject({ full_name: 'Ayşe Yılmaz', phone: '5321234567', property_id: 1, locale: 'tr' });
  for (const row of subscriptions) expect(row.locale).toBe('tr');
  expect(rowsOf("SELECT * FROM newsletter_subscriptions WHERE email = 'before@example.com'")).toEqual(rowBefore);
  const db = new Database(api.dbPath, { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    db.close();
  }
  const statuses = [...byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
  const kinds = new Map<string, number>();
  for (const c of cases) kinds.set(c.what, (kinds.get(c.what) ?? 0) + 1);
  console.log(`Odd write bodies (seed ${SEED.toString(16)}): ${cases.length} (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}); by status ${statuses}; `
    + `stored ${subscriptions.length + messages.length} (exactly the valid ones); 5xx: 0`);
});
