/**
 * The schemas of the calls' query and path parameters (JSON Schema, checked and coerced by
 * fastify's own validator, ajv), and the API's 400 for a parameter that fails them. Each route
 * declares `schema: { querystring, params }` built from these; the handler gets typed, checked
 * values (`RouteTypes`). Request bodies are shared's superstruct structs (`body-schema.ts`).
 *
 * The rules every call follows: unknown parameters are ignored (a schema lists what it reads, and
 * none forbids others, but the media service's); an empty parameter counts as absent; a repeated
 * one is a 400; a 400 names the parameter and says what it must be, e.g.
 * `lang must be one of tr, en, ru, de, got "xx"`.
 */
import { parse } from 'node:querystring';
import type { FastifyServerOptions } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@nirvana/shared/locales';
import { badRequest } from './errors';

declare const VALUE: unique symbol;
/** A parameter's JSON Schema, carrying (in types only) the value it gives and whether it always has one. */
export type Param<T, Always extends boolean = false> = Readonly<Record<string, unknown>> & { readonly [VALUE]?: [T, Always] };
type ValueOf<P> = P extends Param<infer T, boolean> ? T : never;
type Params = Record<string, Param<unknown, boolean>>;

/** The schema of a query string or of a path's parameters. */
export interface ParamsSchema<P extends Params, R extends keyof P> {
  readonly type: 'object';
  readonly properties: P;
  readonly required: readonly R[];
}
type AlwaysKeys<P extends Params, R> = { [K in keyof P]: K extends R ? K : P[K] extends Param<unknown, true> ? K : never }[keyof P];
/** The checked values a schema gives a handler: required and defaulted parameters always present. */
export type Static<S> = S extends ParamsSchema<infer P, infer R>
  ? { [K in AlwaysKeys<P, R>]: ValueOf<P[K]> } & { [K in Exclude<keyof P, AlwaysKeys<P, R>>]?: ValueOf<P[K]> }
  : unknown;
/** A route's generic for fastify (`app.get<RouteTypes<typeof SCHEMA>>`) from its schema. */
export type RouteTypes<S> = {
  Querystring: S extends { querystring: infer Q } ? Static<Q> : unknown;
  Params: S extends { params: infer P } ? Static<P> : unknown;
};

/** The schema of a query string (or of path parameters) with these parameters, `required` ones a 400 when absent. */
export function paramsSchema<P extends Params, R extends keyof P & string = never>(properties: P, required: readonly R[] = []): ParamsSchema<P, R> {
  return { type: 'object', properties, required };
}

/** The largest id SQLite's rows and the parameters take (a 32-bit integer). */
const MAX_ID = 2_147_483_647;

/** A whole number from `minimum` to `maximum`; `title` names it in a 400 (path parameters: "page id"). */
export function wholeNumber(opts: { title?: string; minimum?: number; maximum?: number } = {}): Param<number> {
  return { type: 'integer', minimum: opts.minimum ?? 0, maximum: opts.maximum ?? MAX_ID, ...(opts.title ? { title: opts.title } : {}) };
}

/** A whole number with a default when absent. */
export function wholeNumberOr(fallback: number, opts: { title?: string; minimum?: number; maximum?: number } = {}): Param<number, true> {
  return { ...wholeNumber(opts), default: fallback } as Param<number, true>;
}

/** Text of at most `maxLength` characters, matching `pattern` (whose meaning `description` words, for the 400). */
export function text(opts: { maxLength: number; pattern?: string; description?: string; title?: string }): Param<string> {
  return { type: 'string', ...opts };
}

/** Text with a default when absent. */
export function textOr(fallback: string, opts: { maxLength: number; pattern?: string; description?: string }): Param<string, true> {
  return { type: 'string', ...opts, default: fallback } as Param<string, true>;
}

/** One of a list of values (strings or numbers). */
export function choice<const V extends string | number>(values: readonly V[], opts: { title?: string } = {}): Param<V> {
  return { type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values], ...opts };
}

/** `lang`: a site locale (shared's LOCALES), Turkish when absent. */
export const lang: Param<Locale, true> = { type: 'string', enum: [...LOCALES], default: DEFAULT_LOCALE };

/**
 * The query string as fastify's validator reads it: repeated parameters become arrays (a 400: a
 * parameter is given once), an empty value is dropped (`?lang=` is Turkish, as when absent).
 */
export function parseQuery(query: string): Record<string, string | string[]> {
  const parsed = parse(query);
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(parsed)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/** An error of ajv (fastify's validator) with `verbose` on: the failing value and its schema. */
interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  data?: unknown;
  parentSchema?: Record<string, unknown>;
}

const shown = (value: unknown) => JSON.stringify(typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** The reason of a parameter's failure, naming it (`name`) as the client wrote it, or by its title. */
export function schemaErrorMessage(error: SchemaError): string {
  const schema = error.parentSchema ?? {};
  const segment = error.instancePath.split('/').pop() ?? '';
  const name = (schema.title as string | undefined) ?? segment.replaceAll('~1', '/').replaceAll('~0', '~');
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  switch (error.keyword) {
    case 'required':
      return `${String(error.params.missingProperty)} is required`;
    case 'dependencies':
    case 'dependentRequired': {
      const missing = String(error.params.missingProperty);
      const values = properties[missing]?.enum as unknown[] | undefined;
      return `${missing} is required with ${String(error.params.property)}${values ? `: one of ${values.join(', ')}` : ''}`;
    }
    case 'additionalProperties':
      return `Unknown parameter ${shown(error.params.additionalProperty)}: only ${Object.keys(properties).join(' and ')} are allowed`;
  }
  if (Array.isArray(error.data)) return `${name} must be given once`;
  if (Array.isArray(schema.enum)) return `${name} must be one of ${schema.enum.join(', ')}, got ${shown(error.data)}`;
  if (schema.type === 'integer') return `${name} must be a whole number from ${String(schema.minimum)} to ${String(schema.maximum)}`;
  if (error.keyword === 'maxLength') return `${name} is too long (at most ${String(schema.maxLength)} characters)`;
  if (error.keyword === 'pattern' && typeof schema.description === 'string') return `${name} must be ${schema.description}`;
  return `${name} ${error.message ?? 'is not valid'}`;
}

/**
 * fastify's options for the schemas: ajv keeps unknown parameters unless a schema forbids them
 * (the media service's), reports the failing value and schema (`verbose`, for the message), and
 * a failure becomes the API's 400 JSON with that reason (errors.ts answers it).
 */
export const SCHEMA_OPTIONS = {
  ajv: { customOptions: { removeAdditional: false, verbose: true } },
  schemaErrorFormatter: (errors: SchemaError[]) => badRequest(errors[0] ? schemaErrorMessage(errors[0]) : 'The request is not valid.'),
} satisfies Pick<FastifyServerOptions, 'ajv' | 'schemaErrorFormatter'>;
