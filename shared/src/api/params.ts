/**
 * The parameters of the API's calls, as plain data in JSON Schema's words (`type`, `minimum`,
 * `maxLength`, `pattern`, `enum`, `default`): the API compiles each schema into a valibot check
 * that coerces the values and words its 400s (api/src/http/route-schemas.ts), and the calls'
 * contracts (calls.ts) give the same schemas to every client, which reads from them the names and
 * the value types of what it sends. Data, not checks: a browser bundle, which only sends, carries
 * no validation code for them, and keeps only the schemas it uses.
 *
 * The rules every call follows: unknown parameters are ignored (a schema lists what it reads, and
 * none forbids others, but the media service's); an empty parameter counts as absent; a repeated
 * one is a 400; a 400 names the parameter and says what it must be, e.g.
 * `lang must be one of tr, en, ru, de, got "xx"`.
 */
// By their package names: a section consumes the copies the shell provides (webpack.common.js).
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@nirvana/shared/locales';

declare const VALUE: unique symbol;
/** A parameter's schema, carrying (in types only) the value it gives and whether it always has one. */
export type Param<T, Always extends boolean = false> = Readonly<Record<string, unknown>> & { readonly [VALUE]?: [T, Always] };
type ValueOf<P> = P extends Param<infer T, boolean> ? T : never;
type Params = Record<string, Param<unknown, boolean>>;

/** The schema of a query string or of a path's parameters. */
export interface ParamsSchema<P extends Params, R extends keyof P> {
  readonly type: 'object';
  readonly properties: P;
  readonly required: readonly R[];
}
/** The names a schema requires (read from the array's type: inferring them fails for an empty list). */
type RequiredOf<S> = S extends { readonly required: readonly unknown[] } ? S['required'][number] : never;
type AlwaysKeys<P extends Params, R> = { [K in keyof P]: K extends R ? K : P[K] extends Param<unknown, true> ? K : never }[keyof P];
/** The checked values a schema gives a handler: required and defaulted parameters always present. */
export type Static<S> = S extends ParamsSchema<infer P, string>
  ? { [K in AlwaysKeys<P, RequiredOf<S>>]: ValueOf<P[K]> } & { [K in Exclude<keyof P, AlwaysKeys<P, RequiredOf<S>>>]?: ValueOf<P[K]> }
  : unknown;
/** What a client sends for a schema: its required parameters, and any of the others. */
export type Sent<S> = S extends ParamsSchema<infer P, string>
  ? { [K in RequiredOf<S> & keyof P]: ValueOf<P[K]> } & { [K in Exclude<keyof P, RequiredOf<S>>]?: ValueOf<P[K]> | undefined }
  : never;
/** The schema of a query string (or of path parameters) with these parameters, `required` ones a 400 when absent. */
/* @__NO_SIDE_EFFECTS__ */
export function paramsSchema<P extends Params, R extends keyof P & string = never>(properties: P, required: readonly R[] = []): ParamsSchema<P, NoInfer<R>> {
  return { type: 'object', properties, required };
}

/** The largest id SQLite's rows and the parameters take (a 32-bit integer). */
const MAX_ID = 2_147_483_647;

/** A whole number from `minimum` to `maximum`; `title` names it in a 400 (path parameters: "page id"). */
/* @__NO_SIDE_EFFECTS__ */
export function wholeNumber(opts: { title?: string; minimum?: number; maximum?: number } = {}): Param<number> {
  return { type: 'integer', minimum: opts.minimum ?? 0, maximum: opts.maximum ?? MAX_ID, ...(opts.title ? { title: opts.title } : {}) };
}

/** A whole number with a default when absent. */
/* @__NO_SIDE_EFFECTS__ */
export function wholeNumberOr(fallback: number, opts: { title?: string; minimum?: number; maximum?: number } = {}): Param<number, true> {
  return { ...wholeNumber(opts), default: fallback } as Param<number, true>;
}

/** Text of at most `maxLength` characters, matching `pattern` (whose meaning `description` words, for the 400). */
/* @__NO_SIDE_EFFECTS__ */
export function text(opts: { maxLength: number; pattern?: string; description?: string; title?: string }): Param<string> {
  return { type: 'string', ...opts };
}

/** Text with a default when absent. */
/* @__NO_SIDE_EFFECTS__ */
export function textOr(fallback: string, opts: { maxLength: number; pattern?: string; description?: string }): Param<string, true> {
  return { type: 'string', ...opts, default: fallback } as Param<string, true>;
}

/** One of a list of values (strings or numbers). */
/* @__NO_SIDE_EFFECTS__ */
export function choice<const V extends string | number>(values: readonly V[], opts: { title?: string } = {}): Param<V> {
  return { type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values], ...opts };
}

/** `lang`: a site locale (shared's LOCALES), Turkish when absent. */
export const lang: Param<Locale, true> = { type: 'string', enum: [...LOCALES], default: DEFAULT_LOCALE };

