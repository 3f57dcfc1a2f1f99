/** Reading query and path parameters: strict where it matters, unknown parameters ignored. */
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@nirvana/shared/locales';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

type Query = Record<string, unknown>;
export const queryOf = (request: FastifyRequest): Query => (request.query && typeof request.query === 'object' ? (request.query as Query) : {});

/** A single string parameter; a repeated parameter is a 400. */
export function single(q: Query, name: string): string | undefined {
  const value = q[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
  return value;
}

/** The `lang` parameter: Turkish when absent, 400 when not a site locale. */
export function langOf(q: Query): Locale {
  const value = single(q, 'lang');
  if (value === undefined || value === '') return DEFAULT_LOCALE;
  if (!isLocale(value)) throw badRequest(`lang must be one of ${LOCALES.join(', ')}`);
  return value;
}

/** A whole number from a string (path or query), or a 400 naming the parameter. */
export function toInt(value: string, name: string, min = 0, max = 2_147_483_647): number {
  if (!/^\d{1,10}$/.test(value)) throw badRequest(`${name} must be a whole number`);
  const n = Number(value);
  if (n < min || n > max) throw badRequest(`${name} must be from ${min} to ${max}`);
  return n;
}

export function intParam(q: Query, name: string, opts: { required: true; min?: number; max?: number }): number;
export function intParam(q: Query, name: string, opts?: { required?: false; min?: number; max?: number }): number | undefined;
export function intParam(q: Query, name: string, opts: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
  const value = single(q, name);
  if (value === undefined || value === '') {
    if (opts.required) throw badRequest(`${name} is required`);
    return undefined;
  }
  return toInt(value, name, opts.min, opts.max);
}
