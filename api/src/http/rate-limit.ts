/**
 * The write limit, with @fastify/rate-limit: per client address (fastify's `request.ip`, so the
 * real client behind the trusted proxies of API_TRUST_PROXY, never an address a client names
 * itself), per form (each write route its own bucket), counted at `onRequest`: every attempt
 * counts, a malformed or refused one too. The 429 is the API's JSON error, in the visitor's
 * language (`?lang=`, else Accept-Language, which the shared client sets to the page's language), with Retry-After. In memory: one API process per database.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, negotiateLocale, type Locale } from '@nirvana/shared/locales';
import { apiMessages } from '../i18n/messages';
import { HttpError } from './errors';

export const WRITE_WINDOW_MS = 60_000;

/** The visitor's language before the body is read: the `lang` query, else Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(lang)) return lang;
  const accepted = request.headers['accept-language'];
  return typeof accepted === 'string' ? negotiateLocale(accepted) : DEFAULT_LOCALE;
}

export function tooManyMessage(locale: Locale, seconds: number): string {
  return apiMessages.format(locale, 'rateLimit.tooMany', { seconds });
}

/** Registers the plugin (no global limit); each write route opts in with `writeLimitConfig`. */
export async function installRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    hook: 'onRequest',
    keyGenerator: (request) => request.ip,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: (request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, tooManyMessage(requestLocale(request), seconds));
    },
  });
}

/** The route config of a write: `limit` attempts per client per minute in the bucket `bucket`. */
export function writeLimitConfig(bucket: string, limit: number) {
  return { rateLimit: { max: limit, timeWindow: WRITE_WINDOW_MS, groupId: bucket } };
}
