/**
 * The API's side of the calls' parameters (their schemas are shared/src/api/params.ts): each
 * parameter schema compiled into a valibot schema that reads the query string or the path's
 * parameters as fastify's validator (ajv) used to, and words the 400 that names the parameter;
 * the route generic a schema gives fastify; the query string as the check reads it. With the
 * bodies' (body-schema.ts), one validation language on the server: `installValidation` makes it
 * the validator of every route.
 */
import { parse } from 'node:querystring';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import type { Param, ParamsSchema, Static } from '@nirvana/shared/api/params';
import { isValibotSchema, schemaValidatorCompiler } from './body-schema';
import { badRequest } from './errors';

/** A route's generic for fastify (`app.get<RouteTypes<typeof SCHEMA>>`) from its schema. */
export type RouteTypes<S> = {
  Querystring: S extends { querystring: infer Q } ? Static<Q> : unknown;
  Params: S extends { params: infer P } ? Static<P> : unknown;
};

/**
 * The query string as the check reads it: repeated parameters become arrays (a 400: a parameter
 * is given once), an empty value is dropped (`?lang=` is Turkish, as when absent).
 */
export function parseQuery(query: string): Record<string, string | string[]> {
  const parsed = parse(query);
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(parsed)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/** A parameter's schema as params.ts writes it (plain data). */
interface ParamData {
  type: 'integer' | 'string';
  title?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  description?: string;
  enum?: readonly (string | number)[];
  default?: unknown;
}
/** Any parameter schema of params.ts (`paramsSchema`). */
type AnyParams = Pick<ParamsSchema<Record<string, Param<unknown, boolean>>, string>, 'properties' | 'required'>;

/** A value as a reason shows it: JSON, a long one cut. */
export const shown = (value: unknown) => JSON.stringify(typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** A whole number written as text is that number (`"22"`, `"1.0"`); anything else stays as it is, to be refused. */
const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

/** One parameter's check, its reasons naming it (`title`, else its name). */
function paramCheck(key: string, param: ParamData): v.GenericSchema {
  const name = param.title ?? key;
  const once = v.check((value: unknown) => !Array.isArray(value), `${name} must be given once`);
  if (param.enum) {
    const values = param.enum;
    return v.pipe(
      v.unknown(), once, v.transform(param.type === 'integer' ? toNumber : (value: unknown) => value),
      v.check((value: unknown) => values.includes(value as string | number), (issue) => `${name} must be one of ${values.join(', ')}, got ${shown(issue.input)}`),
    );
  }
  if (param.type === 'integer') {
    const reason = `${name} must be a whole number from ${param.minimum ?? 0} to ${param.maximum ?? 0}`;
    return v.pipe(v.unknown(), once, v.transform(toNumber), v.number(reason), v.integer(reason), v.minValue(param.minimum ?? 0, reason), v.maxValue(param.maximum ?? 0, reason));
  }
  const { maxLength, pattern, description } = param;
  let text: v.GenericSchema<unknown, string> = v.pipe(v.unknown(), once, v.string(`${name} must be text`));
  if (maxLength !== undefined) text = v.pipe(text, v.maxLength(maxLength, `${name} is too long (at most ${maxLength} characters)`));
  if (pattern !== undefined) text = v.pipe(text, v.regex(new RegExp(pattern, 'u'), description ? `${name} must be ${description}` : `${name} must match ${pattern}`));
  return text;
}

/**
 * A parameter schema's check: every parameter its own (a missing required one, `name is
 * required`), defaults filled in, unknown parameters kept out of the way unless the schema is
 * strict (`additionalProperties: false`, the media service's), a parameter that needs another
 * (`dependencies`).
 */
export function paramsCheck(schema: AnyParams): v.GenericSchema<unknown, Record<string, unknown>> {
  const entries: v.ObjectEntries = {};
  const properties = schema.properties as unknown as Record<string, ParamData>;
  for (const [key, param] of Object.entries(properties)) {
    const check = paramCheck(key, param);
    entries[key] = schema.required.includes(key) ? check : v.optional(check, param.default as never);
  }
  const missing = (issue: v.BaseIssue<unknown>) => (issue.path?.length ? `${String(issue.path.at(-1)!.key)} is required` : 'The parameters must be an object');
  const known = Object.keys(schema.properties);
  const { dependencies = {}, additionalProperties } = schema as AnyParams & { dependencies?: Record<string, readonly string[]>; additionalProperties?: boolean };
  const needed = (value: Record<string, unknown>) => {
    for (const [key, needs] of Object.entries(dependencies)) for (const need of needs) if (Object.hasOwn(value, key) && !Object.hasOwn(value, need)) return [key, need] as const;
    return null;
  };
  const unknownOf = (value: Record<string, unknown>) => Object.keys(value).find((key) => !known.includes(key));
  return v.pipe(
    v.looseObject(entries, missing),
    v.check((value) => !needed(value), (issue) => {
      const [key, need] = needed(issue.input)!;
      const values = properties[need]?.enum;
      return `${need} is required with ${key}${values ? `: one of ${values.join(', ')}` : ''}`;
    }),
    v.check((value) => additionalProperties !== false || unknownOf(value) === undefined,
      (issue) => `Unknown parameter ${shown(unknownOf(issue.input))}: only ${known.join(' and ')} are allowed`),
  );
}

const checks = new WeakMap<object, v.GenericSchema<unknown, Record<string, unknown>>>();

/**
 * The validator of every route: a body's valibot schema as body-schema.ts reads it, a query's or
 * path's parameter schema compiled by `paramsCheck`; a failure is the API's 400 JSON with the
 * first reason (errors.ts answers it).
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  if (isValibotSchema(route.schema)) return schemaValidatorCompiler(route);
  const schema = route.schema as Partial<AnyParams>;
  if (typeof schema.properties !== 'object' || !Array.isArray(schema.required)) {
    throw new Error(`${route.url}: the ${route.httpPart ?? 'request'} schema must be a valibot schema or a parameter schema of shared/src/api/params.ts`);
  }
  let check = checks.get(schema);
  if (!check) checks.set(schema, (check = paramsCheck(schema as AnyParams)));
  return (data: unknown) => {
    const result = v.safeParse(check, data ?? {}, { abortEarly: true });
    return result.success ? { value: result.output } : { error: badRequest(result.issues[0].message) };
  };
};

/** Checks every route of `app` (registered in its context) by `validatorCompiler`: fastify's own validator (ajv) checks nothing of the API. */
export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
}
