/**
 * The API's side of the calls' parameters (their schemas are shared/src/api/params.ts): the
 * route generic a schema gives fastify, the query string as its validator reads it, and the 400
 * for a parameter that fails its schema.
 */
import { parse } from 'node:querystring';
import type { FastifyServerOptions } from 'fastify';
import type { Static } from '@nirvana/shared/api/params';
import { badRequest } from './errors';

/** A route's generic for fastify (`app.get<RouteTypes<typeof SCHEMA>>`) from its schema. */
export type RouteTypes<S> = {
  Querystring: S extends { querystring: infer Q } ? Static<Q> : unknown;
  Params: S extends { params: infer P } ? Static<P> : unknown;
};

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
