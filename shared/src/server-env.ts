/**
 * How both servers (the content API, `api/src/settings.ts`, and the shell server,
 * `shell/server/env.ts`) read their environment: each declares its variables as JSON Schema
 * properties and reads them once at start with `readEnv` (fastify's env-schema over ajv). Node only.
 *
 * One rule for every variable of both servers:
 * - the value is trimmed, and an empty value is unset: the declared default applies;
 * - a whole number (`integer`) is digits only (no sign, decimals, exponent or hex), within its range;
 * - a flag (`boolean`) is true/false, 1/0, yes/no or on/off, in any case;
 * - a list (`array`) is comma-separated, spaces around entries ignored, empty entries dropped;
 * - words of an `enum` match in any case;
 * - a value that can be switched off (`nullable`) is null for none, off, false or no;
 * - a bad value throws an EnvError naming the variable, what is wrong with the value and the form
 *   expected (`description`, or one said from the schema), and the server does not start.
 *   A `secret` variable's value is never repeated; a URL's user and password never are either.
 *
 * What a schema cannot say (a default that depends on another variable, a path made absolute, one
 * variable needing another) the server's own settings module does after `readEnv`, throwing
 * `envError(...)`, so every message has the same form.
 */
import { isIP } from 'node:net';
import { isAbsolute, join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import envSchema from 'env-schema';

/** An environment: process.env, or what a test gives. */
export type Env = Readonly<Record<string, string | undefined>>;

/** The value formats the schemas may name (`format`). */
export type EnvFormat = 'http-url' | 'http-base-url' | 'http-origin' | 'smtp-url' | 'trust-proxy';

interface Annotations {
  /** The form the value must have, said in the error message (`expected …`). */
  description?: string;
  /** Never repeat the value in a message (passwords, tokens). */
  secret?: boolean;
}

/** What a string (or each entry of a list) must be. */
export interface StringCheck {
  type: 'string';
  enum?: readonly string[];
  const?: string;
  pattern?: string;
  format?: EnvFormat;
  minLength?: number;
}

export interface IntegerVar extends Annotations {
  type: 'integer';
  minimum: number;
  maximum: number;
  default?: number;
}

export interface BooleanVar extends Annotations {
  type: 'boolean';
  default?: boolean;
}

export interface StringVar extends Annotations, StringCheck {
  /** One of several forms (each with its `type: 'string'`). */
  anyOf?: readonly StringCheck[];
  /** none, off, false or no make the value null (the thing is switched off). */
  nullable?: boolean;
  default?: string;
}

export interface ListVar extends Annotations {
  type: 'array';
  items: StringCheck | { anyOf: readonly StringCheck[] };
  default?: readonly string[];
}

export type EnvVar = IntegerVar | BooleanVar | StringVar | ListVar;
/** A server's variables: name → JSON Schema of its value. */
export type EnvSchema = Readonly<Record<string, EnvVar>>;

type ValueOf<V> = V extends { type: 'integer' }
  ? number
  : V extends { type: 'boolean' }
    ? boolean
    : V extends { type: 'array'; items: { enum: readonly (infer E)[] } }
      ? E[]
      : V extends { type: 'array' }
        ? string[]
        : V extends { enum: readonly (infer E)[] }
          ? E
          : string;
type Unset<V> = (V extends { default: unknown } ? never : undefined) | (V extends { nullable: true } ? null : never);
/** The values `readEnv` returns for a schema: typed, defaults applied; undefined when unset without a default. */
export type EnvValues<S extends EnvSchema> = { -readonly [K in keyof S]: ValueOf<S[K]> | Unset<S[K]> };

/** A bad environment variable: the message names it, says what is wrong and the form expected. */
export class EnvError extends Error {
  readonly variable: string;

  constructor(variable: string, message: string) {
    super(message);
    this.name = 'EnvError';
    this.variable = variable;
  }
}

/** A value as a message may show it: a URL's user and password left out, cut at 200 characters. */
function shown(value: string): string {
  // A scheme (with its colon or slashes, however mistyped) followed by user and password.
  const clean = value.replace(/^([a-z][a-z0-9+.-]*(?::\/*|\/\/))[^@/\s]*@/i, '$1…@');
  return JSON.stringify(clean.length > 200 ? `${clean.slice(0, 200)}…` : clean);
}

/**
 * The one form of a bad-setting message: `NAME="value" <problem>; expected <form>` (`value` null: not
 * shown, for a secret or a rule between variables).
 */
export function envError(variable: string, value: string | null, problem: string, expected?: string): EnvError {
  const subject = value === null ? variable : `${variable}=${shown(value)}`;
  return new EnvError(variable, `${subject} ${problem}${expected ? `; expected ${expected}` : ''}`);
}

const OFF_WORDS = ['none', 'off', 'false', 'no'];
const FLAG_WORDS: Readonly<Record<string, boolean>> = { 1: true, true: true, yes: true, on: true, 0: false, false: false, no: false, off: false };
/** Names proxy-addr knows for address ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** More proxy hops than any real chain has. */
const MAX_PROXY_HOPS = 20;

/** An empty or blank value counts as unset, in every variable of both servers. */
export function isUnset(value: string | undefined): value is undefined {
  return value === undefined || value.trim() === '';
}

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const isHttpUrl = (value: string) => /^https?:$/.test(parsedUrl(value)?.protocol ?? '') && /^https?:\/\//i.test(value);
const isHttpBase = (value: string) => isHttpUrl(value) && !value.includes('?') && !value.includes('#');

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  return family !== 0 && extra === undefined && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32)));
}

/**
 * The proxies a server trusts for the client's address, protocol and host (fastify's `trustProxy`),
 * from a value of the `trust-proxy` format: none (none, off, false, no or 0), a hop count (1 = the
 * closest proxy), or a comma list of proxy addresses and ranges (`10.0.0.0/8`, `::1`, `loopback`).
 * `true` (trust every hop) is no such value: any client could then name its own address.
 */
export function trustProxyValue(value: string): number | string[] | false {
  const v = value.trim().toLowerCase();
  if (OFF_WORDS.includes(v)) return false;
  if (/^\d+$/.test(v)) return Number(v) || false;
  return v.split(',').map((entry) => entry.trim()).filter(Boolean);
}

const TRUST_PROXY_FORMAT = (value: string): boolean => {
  const v = value.trim().toLowerCase();
  if (OFF_WORDS.includes(v)) return true;
  if (/^\d+$/.test(v)) return Number(v) <= MAX_PROXY_HOPS;
  const entries = trustProxyValue(v);
  return Array.isArray(entries) && entries.length > 0 && entries.every(isProxyEntry);
};

/** The expected form of a value of each format (a variable's `description` may say more). */
export const FORMAT_FORMS: Readonly<Record<EnvFormat, string>> = {
  'http-url': 'an absolute http(s) URL',
  'http-base-url': 'an absolute http(s) URL without query or fragment',
  'http-origin': 'an origin such as https://www.example.com (scheme, host and port, no path)',
  'smtp-url': 'an smtp:// or smtps:// URL (smtp://user:pass@host:587)',
  'trust-proxy': `a hop count from 0 to ${MAX_PROXY_HOPS}, proxy addresses and ranges (10.0.0.0/8, ::1, ${RANGE_NAMES.join(', ')}) separated by commas, or none; `
    + 'never true (any client could then choose its own address)',
};

/**
 * The ajv both servers validate with: no type coercion of its own (readEnv converts digits and flag
 * words, anything else stays a string and is refused), defaults filled in, the formats above.
 */
const AJV = new Ajv({
  allErrors: true,
  useDefaults: true,
  coerceTypes: false,
  removeAdditional: true,
  allowUnionTypes: true,
  addUsedSchema: false,
  keywords: ['secret'],
  formats: {
    'http-url': isHttpUrl,
    'http-base-url': isHttpBase,
    'http-origin': (value: string) => isHttpBase(value) && parsedUrl(value)?.pathname === '/',
    'smtp-url': (value: string) => /^smtps?:$/.test(parsedUrl(value)?.protocol ?? '') && /^smtps?:\/\/[^/]/i.test(value),
    'trust-proxy': TRUST_PROXY_FORMAT,
  },
});

/** The object schemas given to env-schema, made once per server schema. */
const objectSchemas = new WeakMap<EnvSchema, Record<string, unknown>>();

function objectSchema(schema: EnvSchema): Record<string, unknown> {
  let made = objectSchemas.get(schema);
  if (!made) {
    made = { type: 'object', properties: schema, additionalProperties: false };
    objectSchemas.set(schema, made);
  }
  return made;
}

const enumOf = (check: StringCheck | { anyOf: readonly StringCheck[] }): readonly string[] | undefined => ('enum' in check ? check.enum : undefined);

/** A word of an enum in the enum's own case. */
function enumWord(value: string, words: readonly string[] | undefined): string {
  return words?.find((w) => w.toLowerCase() === value.toLowerCase()) ?? value;
}

/** A set value (trimmed, not empty) as the schema's type; a value that is no such thing stays a string for ajv to refuse. */
function converted(spec: EnvVar, value: string): unknown {
  switch (spec.type) {
    case 'integer':
      return /^\d+$/.test(value) ? Number(value) : value;
    case 'boolean':
      return FLAG_WORDS[value.toLowerCase()] ?? value;
    case 'array':
      return value.split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => enumWord(entry, enumOf(spec.items)));
    case 'string':
      if (spec.nullable && OFF_WORDS.includes(value.toLowerCase())) return null;
      return enumWord(value, spec.enum);
  }
}

/** The form a variable's value must have, for messages. */
export function expectedForm(spec: EnvVar): string {
  if (spec.description) return spec.description;
  switch (spec.type) {
    case 'integer':
      return `a whole number from ${spec.minimum} to ${spec.maximum}`;
    case 'boolean':
      return 'true or false (1/0, yes/no, on/off)';
    case 'array': {
      const words = enumOf(spec.items);
      const format = 'format' in spec.items ? spec.items.format : undefined;
      if (words) return `a comma-separated list of ${words.join(', ')}`;
      return format ? `a comma-separated list, each ${FORMAT_FORMS[format]}` : 'a comma-separated list';
    }
    case 'string':
      if (spec.enum) return `one of ${spec.enum.join(', ')}`;
      if (spec.format) return FORMAT_FORMS[spec.format];
      if (spec.minLength) return `at least ${spec.minLength} characters`;
      return spec.pattern ? `text matching /${spec.pattern}/` : 'text';
  }
}

/** What is wrong with a value, from ajv's error. */
function problemOf(error: ErrorObject): string {
  const params = error.params as { limit?: number; type?: string };
  switch (error.keyword) {
    case 'type':
      if (params.type === 'integer') return 'is not a whole number';
      if (params.type === 'boolean') return 'is not true or false';
      return `is not ${params.type === 'array' ? 'a list' : 'text'}`;
    case 'minimum':
      return `is below ${params.limit}`;
    case 'maximum':
      return `is above ${params.limit}`;
    case 'minLength':
      return `is shorter than ${params.limit} characters`;
    case 'enum':
      return 'is none of the choices';
    default:
      return 'is not in the expected form';
  }
}

/** The message of the first variable ajv refused (a list's entry named as such). */
function refusal(schema: EnvSchema, data: Record<string, unknown>, errors: readonly ErrorObject[]): EnvError {
  const first = errors.find((e) => /^\/[^/]+/.test(e.instancePath)) ?? errors[0];
  const [, name = '(environment)', entry] = (first?.instancePath ?? '').split('/');
  const spec = schema[name];
  if (!first || !spec) return new EnvError(name, `the environment was refused: ${first?.message ?? 'unknown error'}`);
  const value = data[name];
  const listEntry = Array.isArray(value) && entry !== undefined ? value[Number(entry)] : undefined;
  const problem = problemOf(first);
  const expected = expectedForm(spec);
  if (spec.secret) return envError(name, null, problem, expected);
  if (typeof listEntry === 'string') return new EnvError(name, `${name} entry ${shown(listEntry)} ${problem}; expected ${expected}`);
  return envError(name, String(Array.isArray(value) ? value.join(',') : value), problem, expected);
}

/**
 * Reads the variables of `schema` from `env` by the rule above: typed values, defaults filled in;
 * throws an EnvError for the first bad one. Other variables of `env` are ignored.
 */
export function readEnv<S extends EnvSchema>(schema: S, env: Env = process.env): EnvValues<S> {
  const data: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(schema)) {
    const raw = env[name];
    if (isUnset(raw)) continue;
    data[name] = converted(spec, raw.trim());
  }
  try {
    return envSchema<EnvValues<S>>({ schema: objectSchema(schema), data, env: false, dotenv: false, ajv: AJV });
  } catch (error) {
    const errors = (error as { errors?: ErrorObject[] }).errors;
    if (!errors) throw error;
    throw refusal(schema, data, errors);
  }
}

/** A path from the environment: as it is when absolute, else under `base` (the repository root). */
export function resolvePath(value: string, base: string): string {
  return isAbsolute(value) ? value : join(base, value);
}

/** A base URL without the slashes it may end with. */
export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Ends a server's start on a bad variable: `<server>: bad setting: …` and exit code 2, the same for both servers. */
export function exitBadSetting(server: string, error: EnvError): never {
  console.error(`${server}: bad setting: ${error.message}`);
  return process.exit(2);
}

/** Reads a server's settings at start; a bad variable ends the process (`exitBadSetting`), other errors are thrown. */
export function settingsOrExit<T>(server: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof EnvError) exitBadSetting(server, error);
    throw error;
  }
}
