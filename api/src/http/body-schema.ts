/**
 * Request bodies: a write route's body schema is shared's valibot schema itself
 * (`NewsletterRequest`, `ContactRequest` of shared/src/api/schemas.ts, the schemas the client
 * sends with), checked in fastify's validation step by a route-level `validatorCompiler` that runs
 * valibot. The shape is written once, in shared; the form rules (shared/src/forms) then judge
 * the values, in the route.
 */
import type { FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { isLocale } from '@nirvana/shared/locales';

/** A body without its schema's shape (400): the fields at fault (`''`: the body itself), for the route's error handler to word. */
export class BodyShapeError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: readonly string[]) {
    super(fields.length ? `The body's ${fields.map((f) => f || 'whole').join(', ')} does not have the expected shape.` : 'The body does not have the expected shape.');
    this.name = 'BodyShapeError';
  }
}

/** An object schema, as a body's is. */
export type BodySchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptional = (entry: v.ObjectEntries[string]) => entry.type === 'optional';

/**
 * The API's reading of a shared request schema: what the schema says, and tolerant where the API
 * always was: an optional field sent as `null` counts as absent, so does a `locale` that is no
 * site locale (the answer's language then comes from `?lang`, else Turkish), and unknown fields
 * are dropped. Only the schema's own fields are read (`Object.hasOwn`), so a key named like an
 * Object.prototype member (`toString`, `__proto__`) is never taken for one.
 */
export function apiBody<S extends BodySchema>(schema: S): v.GenericSchema<unknown, v.InferOutput<S>> {
  const entries = Object.entries(schema.entries);
  const read = (value: unknown) => {
    if (!isObject(value)) return value;
    const fields: Record<string, unknown> = {};
    for (const [key, entry] of entries) {
      if (!Object.hasOwn(value, key)) continue;
      const field = value[key];
      if (field === null && isOptional(entry)) continue;
      if (key === 'locale' && !isLocale(field)) continue;
      fields[key] = field;
    }
    return fields;
  };
  return v.pipe(v.unknown(), v.transform(read), schema);
}

/** The top-level fields of a body schema (or of the API's reading of it), optional ones marked `?` (for the call list). */
export function fieldsOf(schema: unknown): string[] {
  const steps: unknown[] = isObject(schema) && Array.isArray(schema.pipe) ? schema.pipe : [schema];
  const object = steps.find((step): step is BodySchema => isObject(step) && isObject(step.entries));
  return object ? Object.entries(object.entries).map(([key, entry]) => (isOptional(entry) ? `${key}?` : key)) : [];
}

/** A valibot schema (a route's body), not a parameter schema of params.ts. */
export const isValibotSchema = (value: unknown): value is v.GenericSchema => isObject(value) && value.kind === 'schema' && typeof value['~run'] === 'function';

/**
 * fastify's `validatorCompiler` for a route whose body schema is a valibot schema: the checked
 * body (read as `apiBody` says) replaces the parsed one, or a `BodyShapeError`.
 */
export const schemaValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, url }) => {
  if (!isValibotSchema(schema)) throw new Error(`${url}: the ${httpPart ?? 'request'} schema of a schema-validated route must be a valibot schema`);
  return (data: unknown) => {
    try {
      const result = v.safeParse(schema, data);
      if (result.success) return { value: result.output };
      return { error: new BodyShapeError([...new Set(result.issues.map((issue) => String(issue.path?.[0]?.key ?? '')))]) };
    } catch {
      // Whatever the check throws for a value it cannot read (one nested deeper than the stack), the body has a bad shape: a 400.
      return { error: new BodyShapeError([]) };
    }
  };
};
