/**
 * Generated malformed requests for every call of the API, from a seeded generator. Each case says
 * what it is (call, fault) and what must come back: a read never answers 5xx and every error is
 * JSON; a bad write is refused (400, 413, 415 or 429) with a JSON reason; a valid write is stored.
 */
import { gzipSync } from 'node:zlib';
import { LOCALES } from '@nirvana/shared/locales';
import { rng, type Outgoing, type Rng } from './kit';

export type Expect = 'read' | 'bad-write' | 'valid-write' | 'bot-write' | 'protocol';
export interface Case extends Outgoing {
  call: string;
  fault: string;
  expect: Expect;
  /** Valid writes: the row it must leave (newsletter `email|property`, contact `email|message`). */
  key?: string;
  table?: 'newsletter_subscriptions' | 'contact_messages';
  /** CONNECT has no handler: the server may close the socket without an answer. */
  mayClose?: boolean;
}

const LANGS: readonly string[] = LOCALES;
const PROPERTIES = [22, 1, 2, 3];

/** Values that are wrong in some way for nearly every parameter. */
export const FUZZ: readonly string[] = [
  '', ' ', '0', '-1', '1.5', '1e3', '0x10', '+1', '01', 'NaN', 'Infinity', '99999999999', '9'.repeat(40), 'true', 'null', 'undefined', '[]', '{}',
  "' OR '1'='1", "1; DROP TABLE newsletter_subscriptions;--", '" OR ""="', "1' UNION SELECT sql FROM sqlite_master--", "%' AND 1=1 --",
  "1) OR (1=1", 'admin\'--', "'; ATTACH DATABASE '/tmp/x.db' AS x;--", 'SELECT * FROM pages', '../../etc/passwd', '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '\u0000', 'a\u0000b', '\ud800', '\uffff', '\ufeff', '💥', 'İstanbul', 'ǅ', '\u202eevil',
  '\r\nX-Injected: 1', 'javascript:alert(1)', '__proto__', 'constructor', 'prototype', 'toString', 'WEB_ONLY', 'TR', 'en-US', '*', '%', '/', '//',
  'x'.repeat(250), 'é'.repeat(300),
];
/** Already percent-encoded: broken escapes, invalid UTF-8, encoded traversal and NUL. */
export const ENCODED: readonly string[] = [
  '%', '%G1', '%ff', '%c3%28', '%ed%a0%80', '%f0%28%8c%bc', '%e0%80%af', '%c0%ae%c0%ae%c0%af', '%00', '%2e%2e%2f%2e%2e%2fpackage.json',
  '%252e%252e%252f', '..%2f..%2fpackage.json', '..%5c..%5cpackage.json', '%2fetc%2fpasswd', '%0d%0aSet-Cookie:%20x=1', '%u002e%u002e',
];
const TRAVERSALS: readonly string[] = [
  '/media/../package.json', '/media/../../package.json', '/media/%2e%2e/%2e%2e/package.json', '/media/..%2f..%2fpackage.json',
  '/media/images/..%2f..%2f..%2fapi%2fsrc%2fserver.ts', '/media/..%5c..%5cpackage.json', '/media/images/%2e%2e%2f%2e%2e%2f.data%2fnirvana.db',
  '/media/.%2e/.%2e/package.json', '/media/%252e%252e/package.json', '/media/....//....//package.json', '/media/images/pool-loungers.jpg%00.json',
  '/media//etc/passwd', '/media/.git/config', '/media/%c0%ae%c0%ae/package.json', '/v1/rooms/..%2f..%2fhealth', '/v1/pages/../../package.json',
  '/booking/..%2f..%2fpackage.json', '/v1/galleries/1/../../../../etc/passwd', '/media/images/../images/pool-loungers.jpg',
];
/** Raw bytes (latin1 chars) that fetch would have encoded: invalid UTF-8, controls, spaces. */
const RAW_BYTES: readonly string[] = ['\xff\xfe', '\xc3\x28', '\xed\xa0\x80', '\x80', '\xc0\xae', 'a\x00b', '\x01\x7f', 'a b', '\t', '"<>', '\xf5\x80\x80\x80'];

function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ed%a0%80';
  }
}

interface ReadCall {
  name: string;
  /** Path segments; a function is a parameter (valid value). */
  path: (string | ((r: Rng) => string))[];
  query: Record<string, (r: Rng) => string>;
}

const lang = (r: Rng) => r.pick(LANGS);
const property = (r: Rng) => String(r.pick(PROPERTIES));
const READS: ReadCall[] = [
  { name: 'GET pages/url-lang', path: ['v1', 'pages', 'url-lang'], query: { 'property-network-id': () => '1', url: (r) => r.pick(['/', '/oteller', '/hotels', '/oteller/nirvana-cosmopolitan', '/hotels/nirvana-dolce-vita/rooms']), lang } },
  { name: 'GET pages/not-found', path: ['v1', 'pages', 'not-found'], query: { lang } },
  { name: 'GET pages/{id}/{kind}', path: ['v1', 'pages', (r) => String(r.pick([8, 9, 11, 13, 100, 120, 140])), (r) => r.pick(['gastronomy', 'outlet', 'spa', 'contact', 'certificate'])], query: { lang } },
  { name: 'GET menus', path: ['v1', 'menus'], query: { 'property-id': property, lang } },
  { name: 'GET stories', path: ['v1', 'stories'], query: { 'property-id': property, lang, platform: () => 'WEB_ONLY' } },
  { name: 'GET rooms', path: ['v1', 'rooms'], query: { 'property-id': property, lang } },
  { name: 'GET rooms/{id|slug}', path: ['v1', 'rooms', (r) => (r.chance(0.5) ? String(r.between(1, 20)) : r.pick(['deluxe-room', 'family-room', 'standart-oda', 'suite']))], query: { lang, 'property-id': property } },
  { name: 'GET rooms/{id}/plans', path: ['v1', 'rooms', (r) => String(r.between(1, 20)), 'plans'], query: { lang } },
  { name: 'GET events/publishers/1/slugs/{slug}', path: ['v1', 'events', 'publishers', () => '1', 'slugs', (r) => r.pick(['summer-gala', 'new-year', 'jazz-night'])], query: { lang } },
  { name: 'GET galleries/{id}/categories', path: ['v1', 'galleries', property, 'categories'], query: { lang } },
  { name: 'GET galleries/{id}/files', path: ['v1', 'galleries', property, 'files'], query: { 'category-id': (r) => String(r.between(1, 30)), limit: (r) => String(r.between(1, 50)), lang } },
  { name: 'GET hotels', path: ['v1', 'hotels'], query: { lang } },
  { name: 'GET hotels/{id}/stay-rules', path: ['v1', 'hotels', (r) => String(r.between(1, 3)), 'stay-rules'], query: {} },
  { name: 'GET media/*', path: ['media', (r) => r.pick(['images', 'videos', 'logos', 'files']), (r) => r.pick(['pool-loungers.jpg', 'evening-boats.mp4', 'room-junior-suite.jpg', 'nope.pdf'])], query: {} },
  { name: 'GET booking/{slug}', path: ['booking', (r) => r.pick(['nirvana-cosmopolitan', 'nirvana-dolce-vita', 'nirvana-mediterranean-excellence'])], query: { checkin: () => '2027-07-03', checkout: () => '2027-07-10', adult: () => '2', child: () => '0' } },
];

function buildRead(r: Rng): Case {
  const call = r.pick(READS);
  const faults: string[] = [];
  const segments = call.path.map((s) => (typeof s === 'function' ? s(r) : s));
  const params = call.path.map((s, i) => (typeof s === 'function' ? i : -1)).filter((i) => i >= 0);
  let query: [string, string][] = Object.entries(call.query).map(([k, f]) => [k, enc(f(r))]);
  let method = 'GET';
  const headers: Record<string, string> = {};
  let raw = false;
  let prefix = '';
  let suffix = '';
  let whole: string | null = null;
  const n = r.between(1, 3);
  for (let i = 0; i < n; i++) {
    const fault = r.pick(['param', 'param', 'query-value', 'query-value', 'query-missing', 'query-repeat', 'query-unknown', 'query-array', 'long', 'encoded',
      'traversal', 'raw-bytes', 'method', 'headers', 'path-shape', 'sql']);
    faults.push(fault);
    switch (fault) {
      case 'param':
        if (params.length) segments[r.pick(params)] = enc(r.pick(FUZZ));
        else query.push([r.pick(['id', 'slug']), enc(r.pick(FUZZ))]);
        break;
      case 'query-value':
        if (query.length) query[r.int(query.length)]![1] = enc(r.pick(FUZZ));
        else query.push(['lang', enc(r.pick(FUZZ))]);
        break;
      case 'query-missing':
        if (query.length) query.splice(r.int(query.length), 1);
        break;
      case 'query-repeat': {
        const [k, v] = query.length ? r.pick(query) : ['lang', 'tr'];
        for (let j = r.between(1, 4); j > 0; j--) query.push([k, r.chance(0.5) ? v : enc(r.pick(FUZZ))]);
        break;
      }
      case 'query-unknown':
        for (let j = r.between(1, 20); j > 0; j--) query.push([enc(r.pick(['utm_source', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'a[b]', 'x', '', r.pick(FUZZ)])), enc(r.pick(FUZZ))]);
        break;
      case 'query-array': {
        const k = query.length ? r.pick(query)[0] : 'lang';
        query = query.filter(([key]) => key !== k);
        query.push([`${k}${r.pick(['[]', '[0]', '[a]', '[__proto__]', '.x'])}`, enc(r.pick(FUZZ))]);
        break;
      }
      case 'long': {
        const value = r.pick(['a', '%41', 'é', '9', '/', '../']).repeat(r.between(500, 4000));
        if (r.chance(0.5) && params.length) segments[r.pick(params)] = enc(value).slice(0, 6000);
        else query.push([r.pick([...Object.keys(call.query), 'lang', 'q']), enc(value).slice(0, 8000)]);
        break;
      }
      case 'encoded':
        if (params.length && r.chance(0.6)) segments[r.pick(params)] = r.pick(ENCODED);
        else query.push([r.pick([...Object.keys(call.query), 'lang']), r.pick(ENCODED)]);
        break;
      case 'traversal':
        whole = r.pick(TRAVERSALS);
        break;
      case 'raw-bytes':
        raw = true;
        if (params.length && r.chance(0.5)) segments[r.pick(params)] = r.pick(RAW_BYTES);
        else query.push([r.pick([...Object.keys(call.query), 'lang']), r.pick(RAW_BYTES)]);
        break;
      case 'method':
        method = r.pick(['HEAD', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH', 'FOO', 'get']);
        if (method === 'FOO' || method === 'get') raw = true;
        if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
          headers['content-type'] = r.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']);
        }
        if (method === 'OPTIONS' && r.chance(0.7)) {
          headers.origin = r.pick(['http://localhost:8080', 'https://evil.example', 'null', '\xff']);
          headers['access-control-request-method'] = r.pick(['POST', 'GET', 'DELETE', 'FOO']);
          if (r.chance(0.5)) headers['access-control-request-headers'] = r.pick(['content-type', 'x-evil', 'content-type, authorization']);
          if (headers.origin === '\xff') raw = true;
        }
        break;
      case 'headers':
        Object.assign(headers, r.pick<Record<string, string>>([
          { 'accept-encoding': 'br;q=abc, *;q=-1, gzip;q=1e999' }, { 'if-none-match': 'W/"x", *, "y"'.repeat(r.between(1, 50)) }, { 'if-none-match': '*' },
          { range: r.pick(['bytes=999999999-1', 'bytes=0-1,5-6,-1', 'bytes=abc', 'bytes=-0', 'items=0-1']) }, { origin: 'https://evil.example' },
          { accept: 'text/html;q=0.1, application/xml' }, { 'accept-language': 'xx;q=2,,,' }, { 'x-forwarded-for': '1.2.3.4, ::1, nonsense' },
          { 'content-type': 'application/json', 'content-length': '0' }, { cookie: `a=${'x'.repeat(2000)}` }, { host: 'evil.example' },
        ]));
        break;
      case 'path-shape':
        r.pick([() => (prefix = '/'), () => (suffix = '/'), () => (suffix = '//'), () => (suffix = ';jsessionid=1'), () => (segments[0] = segments[0]!.toUpperCase()),
          () => (suffix = '/extra'), () => (suffix = '.json'), () => (prefix = '//')])();
        break;
      case 'sql': {
        const sqlish = r.pick(FUZZ.filter((v) => /SELECT|DROP|OR|ATTACH|--|'/.test(v)));
        if (params.length && r.chance(0.5)) segments[r.pick(params)] = enc(sqlish);
        else if (query.length) query[r.int(query.length)]![1] = enc(sqlish);
        break;
      }
    }
  }
  if (headers['content-type'] && method !== 'GET' && method !== 'HEAD') (headers as Record<string, string>)['content-length'] ??= '0';
  const qs = query.map(([k, v]) => `${k}=${v}`).join('&');
  const path = whole ?? `${prefix}/${segments.join('/')}${suffix}${qs ? `?${qs}` : ''}`;
  const out: Case = { call: call.name, fault: faults.join('+'), expect: 'read', method, path, headers, raw };
  if (headers['content-length'] === '0') out.body = '';
  return out;
}

/** Valid bodies: unique addresses (some SQL-looking), every property, odd but harmless extras. */
function validNewsletter(r: Rng, n: number) {
  const local = r.pick([`fuzz${n}`, `o'neil.${n}`, `x'or'1'='1.${n}`, `${n}+tag`, `Ünal${n}`]);
  const email = `${local}@${r.pick(['example.com', 'EXAMPLE.org', 'mail.example.net'])}`;
  const body: Record<string, unknown> = { email: r.chance(0.3) ? `  ${email.toUpperCase()} ` : email, propertyId: r.pick(PROPERTIES), consent: true };
  if (r.chance(0.5)) body.locale = r.pick([...LANGS, 'xx', 5, null]);
  if (r.chance(0.3)) body[r.pick(['extra', 'role', 'isAdmin', 'id'])] = r.pick(FUZZ);
  if (r.chance(0.1)) body.website = r.pick(['', null, '   ']);
  return { body, key: `${String(body.email).trim().toLowerCase()}|${body.propertyId}` };
}
function validContact(r: Rng, n: number) {
  const email = `contact${n}@example.com`;
  const message = `Fuzz message ${n}: ' OR 1=1; DROP TABLE contact_messages;-- <script>alert(1)</script> ${r.pick(['', '💥', 'İğüşöç', 'Привет'])}`;
  const body: Record<string, unknown> = {
    fullName: r.pick(['Ayşe Yılmaz', 'John Smith', 'Иван Петров', 'Jürgen Müller']), email, phone: r.pick(['5321234567', '+4915112345678', '532 123 45 67']),
    message, propertyId: r.pick(PROPERTIES),
  };
  if (r.chance(0.4)) body.locale = r.pick(LANGS);
  return { body, key: `${email}|${message.trim()}` };
}

const BAD_EMAILS: readonly unknown[] = [undefined, '', ' ', 5, ['a@b.co'], { $gt: '' }, null, true, 'a', 'a@', '@b.co', 'a@b', 'a b@c.co', 'a@b..co',
  "x'; DROP TABLE newsletter_subscriptions;--@example.com", 'a\u0000b@example.com', 'a\u200b@example.com', '\ud800@example.com', `${'x'.repeat(300)}@example.com`,
  '<script>@x.co', 'a@b.co\r\nBcc: x@y.co', 'a\u202e@example.com'];
const BAD_CONSENTS: readonly unknown[] = [undefined, false, 'true', 1, null, 'yes', [true], {}];
const BAD_PROPERTIES: readonly unknown[] = [undefined, 0, 9, -1, '1', 1.5, null, true, [1], 4, 2147483648, 'DROP TABLE'];
const BAD_VERSIONS: readonly unknown[] = ['', 'x'.repeat(41), 'a b', 5, {}, '../x', "'--"];
const BAD_NAMES: readonly unknown[] = [undefined, '', 'R2-D2', 123, 'a'.repeat(121), 'Ali\u0000', "Robert'); DROP TABLE contact_messages;--", '<b>x</b>'];
const BAD_PHONES: readonly unknown[] = [undefined, 'call me', '123', '+', '5'.repeat(30), 12345, "5' OR '1'='1"];
const BAD_MESSAGES: readonly unknown[] = [undefined, '', '   ', 'a'.repeat(4001), 'hi\u0000there', 42, 'x\ud800', ['hi']];

function setOrDelete(body: Record<string, unknown>, key: string, value: unknown) {
  if (value === undefined) delete body[key];
  else body[key] = value;
}

/** Turns a valid body into a surely invalid one (one to three bad fields), keeping the honeypot empty. */
function spoil(r: Rng, body: Record<string, unknown>, contact: boolean): string {
  const choices: readonly (readonly [string, readonly unknown[]])[] = contact
    ? [['fullName', BAD_NAMES], ['email', BAD_EMAILS], ['phone', BAD_PHONES], ['message', BAD_MESSAGES], ['propertyId', BAD_PROPERTIES]] as const
    : [['email', BAD_EMAILS], ['consent', BAD_CONSENTS], ['propertyId', BAD_PROPERTIES], ['consentVersion', BAD_VERSIONS]] as const;
  const spoiled: string[] = [];
  for (let i = r.between(1, 3); i > 0; i--) {
    const [field, values] = r.pick(choices);
    setOrDelete(body, field, r.pick(values));
    spoiled.push(field);
  }
  return spoiled.join(',');
}

const JSON_CT = 'application/json';

function buildWrite(r: Rng, n: number): Case {
  const contact = r.chance(0.4);
  const call = contact ? 'POST contact' : 'POST subscribe-newsletter';
  const path = contact ? '/v1/web/contact' : '/v1/web/subscribe-newsletter';
  const { body, key } = contact ? validContact(r, n) : validNewsletter(r, n);
  const table = contact ? 'contact_messages' as const : 'newsletter_subscriptions' as const;
  const headers: Record<string, string> = { 'content-type': JSON_CT };
  const roll = r.next();
  if (roll < 0.04) return { call, fault: 'none', expect: 'valid-write', method: 'POST', path, headers, body: JSON.stringify(body), key, table };
  if (roll < 0.05) return { call, fault: 'honeypot', expect: 'bot-write', method: 'POST', path, headers, body: JSON.stringify({ ...body, website: r.pick(['http://spam.example', 'x', 0, false, {}]) }) };
  const fault = r.pick(['fields', 'fields', 'fields', 'fields', 'bad-json', 'not-object', 'content-type', 'charset', 'huge', 'long-field', 'utf8', 'proto',
    'duplicate-keys', 'deep', 'encoding', 'framing', 'query']);
  const bad = (b: Buffer | string, h = headers, f = fault): Case => ({ call, fault: f, expect: 'bad-write', method: 'POST', path, headers: h, body: b });
  switch (fault) {
    case 'fields': {
      const spoiled = spoil(r, body, contact);
      return bad(JSON.stringify(body), headers, `fields:${spoiled}`);
    }
    case 'bad-json': {
      const text = JSON.stringify(body);
      return bad(r.pick([text.slice(0, r.between(1, text.length - 1)), text.replace(/"/g, "'"), `${text.slice(0, -1)},}`, 'NaN', '{"email": undefined}',
        `// comment\n${text}`, `${text}${text}`, '{', '}', ',', '{"a":1 "b":2}', text.replace(':', '='), `{"email":"a@b.co","propertyId":1e309,"consent":true}`,
        '\u0000', `${text}\u0000`]));
    }
    case 'not-object': return bad(r.pick(['null', '[]', '[{"email":"a@b.co"}]', '"x"', '1', 'true', '', ' ', '\t\n']));
    case 'content-type':
      return bad(JSON.stringify(body), r.pick<Record<string, string>>([{ 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' },
        { 'content-type': 'multipart/form-data; boundary=x' }, {}, { 'content-type': 'application/jsonx' }, { 'content-type': 'application/json-seq' },
        { 'content-type': 'text/json' }, { 'content-type': ';;;' }, { 'content-type': 'application/xml' }, { 'content-type': '*/*' }]));
    case 'charset': return bad(JSON.stringify(body), { 'content-type': `application/json; charset=${r.pick(['latin1', 'utf-16', 'iso-8859-9', 'ascii', 'x'])}` });
    case 'huge': {
      const size = r.between(66_000, 160_000);
      return bad(r.chance(0.5) ? JSON.stringify({ ...body, pad: 'x'.repeat(size) }) : `{"email":"${'a'.repeat(size)}"}`);
    }
    case 'long-field': {
      body[r.pick(contact ? ['fullName', 'email', 'phone', 'message'] : ['email', 'consentVersion'])] = 'é'.repeat(r.between(5_000, 30_000));
      return bad(JSON.stringify(body));
    }
    case 'utf8': {
      // Raw bytes that are not UTF-8 inside an otherwise valid body.
      const text = JSON.stringify(body);
      const at = text.indexOf('@');
      return bad(Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(r.pick(RAW_BYTES.filter((b) => /[\x80-\xff]/.test(b))), 'latin1'), Buffer.from(text.slice(at))]));
    }
    case 'proto':
      return bad(r.pick([`{"__proto__":{"consent":true},${JSON.stringify(body).slice(1)}`, `{"constructor":{"prototype":{"isAdmin":true}},${JSON.stringify(body).slice(1)}`]));
    case 'duplicate-keys': {
      // The last value wins in JSON.parse: a bad one.
      const field = contact ? 'email' : r.pick(['email', 'consent']);
      const last = field === 'email' ? '"not-an-email"' : 'false';
      return bad(`${JSON.stringify(body).slice(0, -1)},"${field}":${last}}`);
    }
    case 'deep': {
      const depth = r.between(1_000, 20_000);
      return bad(r.chance(0.5) ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `{"email":${'{"a":'.repeat(depth / 10)}1${'}'.repeat(depth / 10)}}`);
    }
    case 'encoding': {
      const text = JSON.stringify({ ...body, email: 'not-an-email' });
      const kind = r.pick(['garbage-gzip', 'bomb', 'unknown', 'gzip-bad-body']);
      if (kind === 'garbage-gzip') return bad(text, { ...headers, 'content-encoding': 'gzip' }, `encoding:${kind}`);
      if (kind === 'bomb') return bad(gzipSync(`{"email":"${'a'.repeat(2_000_000)}"}`), { ...headers, 'content-encoding': 'gzip' }, `encoding:${kind}`);
      if (kind === 'unknown') return bad(text, { ...headers, 'content-encoding': r.pick(['foo', 'compress', 'gzip, gzip']) }, `encoding:${kind}`);
      return bad(gzipSync(text), { ...headers, 'content-encoding': 'gzip' }, `encoding:${kind}`);
    }
    case 'framing': {
      const text = JSON.stringify(body);
      const kind = r.int(6);
      const head = `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\nconnection: close\r\n`;
      const bytes = [
        `${head}content-length: abc\r\n\r\n${text}`,
        `${head}content-length: ${text.length}\r\ncontent-length: ${text.length + 1}\r\n\r\n${text}`,
        `${head}transfer-encoding: chunked\r\n\r\nzz\r\n${text}\r\n0\r\n\r\n`,
        `${head}transfer-encoding: chunked\r\ncontent-length: 5\r\n\r\n${text.length.toString(16)}\r\n${text}\r\n0\r\n\r\n`,
        `POST ${path}\x00 HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${text.length}\r\n\r\n${text}`,
        `POST ${path}?x=\xff HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${text.length}\r\n\r\n${text}`,
      ][kind]!;
      return { call, fault: `framing:${kind}`, expect: 'bad-write', method: 'POST', path, bytes: Buffer.from(bytes, 'latin1') };
    }
    case 'query': {
      // A hostile query on the write path does not make a spoiled body acceptable.
      spoil(r, body, contact);
      return bad(JSON.stringify(body), headers, 'query+fields');
    }
  }
  throw new Error(`unknown fault ${fault}`);
}

/** Odd methods on the write paths and protocol-level garbage anywhere. */
function buildProtocol(r: Rng): Case {
  const path = r.pick(['/v1/web/subscribe-newsletter', '/v1/web/contact', '/v1/hotels', '/media/images/pool-loungers.jpg', '/health']);
  const kind = r.int(9);
  const mk = (fault: string, req: Partial<Case>): Case => ({ call: `protocol ${path}`, fault, expect: 'protocol', method: 'GET', path, ...req });
  switch (kind) {
    case 0: return mk('method', { method: r.pick(['PUT', 'DELETE', 'PATCH', 'GET', 'HEAD', 'TRACE', 'PROPFIND']), headers: { 'content-type': JSON_CT }, body: '{}' });
    case 1: {
      const token = r.pick(['FOO', 'G E T', 'P\x00ST', 'get', 'CONNECT']);
      // Node hands CONNECT to a 'connect' listener; with none it closes the socket, which is fine.
      return mk('method-token', { bytes: Buffer.from(`${token} ${path} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`, 'latin1'), mayClose: token === 'CONNECT' });
    }
    case 2: return mk('version', { bytes: Buffer.from(`GET ${path} ${r.pick(['HTTP/0.9', 'HTTP/2.0', 'HTTP/1.1x', 'FTP/1.0', 'HTTP/1.0'])}\r\nhost: x\r\nconnection: close\r\n\r\n`, 'latin1') });
    case 3: return mk('no-slash', { bytes: Buffer.from(`GET ${path.slice(1)} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`) });
    case 4: return mk('header-injection', { bytes: Buffer.from(`GET ${path} HTTP/1.1\r\nhost: x\r\nx-a: 1\rx-b: 2\r\nconnection: close\r\n\r\n`) });
    case 5: return mk('huge-header', { bytes: Buffer.from(`GET ${path} HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(r.between(17_000, 40_000))}\r\nconnection: close\r\n\r\n`) });
    case 6: return mk('tls-hello', { bytes: Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03, ...Array.from({ length: 32 }, () => r.int(256))]) });
    case 7: return mk('absolute-uri', { bytes: Buffer.from(`GET http://evil.example${path} HTTP/1.1\r\nhost: evil.example\r\nconnection: close\r\n\r\n`) });
    default: return mk('space-in-header-name', { bytes: Buffer.from(`GET ${path} HTTP/1.1\r\nhost: x\r\nbad header: 1\r\nconnection: close\r\n\r\n`) });
  }
}

/** `count` cases from `seed`: about 60% reads, 33% writes, 7% protocol faults. */
export function generateCases(seed: number, count: number): Case[] {
  const r = rng(seed);
  const cases: Case[] = [];
  for (let n = 0; n < count; n++) {
    const roll = r.next();
    cases.push(roll < 0.6 ? buildRead(r) : roll < 0.93 ? buildWrite(r, n) : buildProtocol(r));
  }
  return cases;
}
