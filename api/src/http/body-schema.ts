/**
 * Request bodies: a write route's body schema is shared's superstruct struct itself
 * (`NewsletterRequest`, `ContactRequest` of shared/src/api/schemas.ts, the structs the client
 * sends with), checked in fastify's validation step by a route-level `validatorCompiler` that runs
 * superstruct. The shape is written once, in shared; the form rules (shared/src/forms) then judge
 * the values, in the route.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { coerce, is, literal, object, unknown, validate, Struct, type Failure } from 'superstruct';
import { isLocale } from '@nirvana/shared/locales';

/** A body without its struct's shape (400): every failure, for the route's error handler to word. */
export class BodyShapeError extends Error {
  readonly statusCode = 400;
  constructor(readonly failures: readonly Failure[]) {
    super(failures[0]?.message ?? 'The body does not have the expected shape.');
    this.name = 'BodyShapeError';
  }
}

/** An object struct's fields (superstruct's `ObjectSchema`, which the package does not export by name). */
export type BodyFields = Parameters<typeof object>[0];

/**
 * The API's reading of a shared request struct: what the struct says, and tolerant where the API
 * always was: an optional field sent as `null` counts as absent, so does a `locale` that is no
 * site locale (the answer's language then comes from `?lang`, else Turkish), and unknown fields
 * are dropped. Dropped here, by the struct's own field names: superstruct's `mask` looks a key up
 * in the schema object, so a key named like an Object.prototype member (`toString`, `constructor`,
 * `__lookupGetter__`) counted as a field whose struct is a function, and the check threw.
 */
export function apiBody<T, S extends BodyFields>(struct: Struct<T, S>): Struct<T, S> {
  const fields: BodyFields = {};
  for (const [key, field] of Object.entries(struct.schema)) {
    let read = field;
    if (is(undefined, field)) read = coerce(read, literal(null), () => undefined);
    if (key === 'locale') read = coerce(read, unknown(), (value) => (isLocale(value) ? value : undefined));
    fields[key] = read;
  }
  const known = new Set(Object.keys(fields));
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  return coerce(object(fields), unknown(), (value) => (isObject(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => known.has(key))) : value)) as unknown as Struct<T, S>;
}

/** The top-level fields of a body struct, optional ones marked `?` (for the call list). */
export function fieldsOf<T, S>(struct: Struct<T, S>): string[] {
  const schema = struct.schema as BodyFields | null;
  return schema && typeof schema === 'object' ? Object.entries(schema).map(([key, field]) => (is(undefined, field) ? `${key}?` : key)) : [];
}

/**
 * fastify's `validatorCompiler` for a route whose body schema is a superstruct struct: the
 * checked body (masked, coerced as `apiBody` says) replaces the parsed one, or a `BodyShapeError`.
 */
export const structValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, url }) => {
  if (!(schema instanceof Struct)) throw new Error(`${url}: the ${httpPart ?? 'request'} schema of a struct-validated route must be a superstruct struct`);
  return (data: unknown) => {
    try {
      const [error, value] = validate(data, schema, { coerce: true, mask: true });
      return error ? { error: new BodyShapeError(error.failures()) } : { value };
    } catch {
      // superstruct words a failure with the value in it (`${value}`), which throws for a value that
      // cannot be printed: one nested deeper than the stack (`[[[…]]]` 20,000 deep, a RangeError), an
      // object whose `toString` or `valueOf` is no function (`{"toString":"x"}`, a TypeError). Only a
      // failing value is printed, so whatever the check throws, the body has a bad shape: a 400.
      return { error: new BodyShapeError([]) };
    }
  };
};
