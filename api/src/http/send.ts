/** Sending stored JSON: media and booking paths made absolute, ETag and Cache-Control set, 304 when fresh. */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CACHE = {
  /** Pages change with the CMS: short, then revalidate with the ETag. */
  page: 'public, max-age=60, stale-while-revalidate=600',
  content: 'public, max-age=300, stale-while-revalidate=3600',
  rules: 'public, max-age=900',
  media: 'public, max-age=31536000, immutable',
} as const;

export interface UrlBases { media: string; booking: string }

/** Makes the stored relative "/media/..." and "/booking/..." string values absolute. */
export function absolutize(json: string, bases: UrlBases): string {
  return json.replaceAll('"/media/', `"${bases.media}/media/`).replaceAll('"/booking/', `"${bases.booking}/booking/`);
}

function fresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** Answers a JSON text (already serialized) with validators; 304 when the client's copy is current. */
export function sendJsonText(request: FastifyRequest, reply: FastifyReply, json: string, cacheControl: string) {
  const etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (fresh(request, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
