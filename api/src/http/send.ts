/** Sending stored JSON: media and booking paths made absolute, Cache-Control set (ETags: @fastify/etag). */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CACHE = {
  /**
   * Pages and content change while the site runs (editors' files): a browser asks again every time
   * (its ETag makes that a 304), while the shell server, a shared cache, keeps them up to
   * `s-maxage` and empties its cache as soon as the content revision changes
   * (`shell/server/content-revision.ts`).
   */
  page: 'public, max-age=0, must-revalidate, s-maxage=60',
  content: 'public, max-age=0, must-revalidate, s-maxage=60',
  rules: 'public, max-age=900',
  media: 'public, max-age=31536000, immutable',
} as const;

/**
 * The CSP of every SVG the API serves (media folders, static maps): an SVG opened as a document (a
 * link, a new tab) is a page of the API's origin, so it may run no script, load nothing, and is
 * sandboxed; its own inline styles still apply.
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface UrlBases { media: string; booking: string }

/** Makes the stored relative "/media/..." and "/booking/..." string values absolute. */
export function absolutize(json: string, bases: UrlBases): string {
  return json.replaceAll('"/media/', `"${bases.media}/media/`).replaceAll('"/booking/', `"${bases.booking}/booking/`);
}

/**
 * Answers a JSON text (already serialized) with its Cache-Control. The validator (a weak ETag) and
 * the 304 for a client whose copy is current come from @fastify/etag (`etagOptions`), registered
 * around the content routes.
 */
export function sendJsonText(_request: FastifyRequest, reply: FastifyReply, json: string, cacheControl: string) {
  return reply.header('cache-control', cacheControl).type('application/json; charset=utf-8').send(json);
}

/** @fastify/etag's options: weak tags of a SHA-1 of the body (the same tags as before the plugin). */
export const etagOptions = {
  weak: true,
  hashFn: (payload: string | Buffer) => createHash('sha1').update(payload).digest('base64url').slice(0, 27),
};
