/**
 * CORS with @fastify/cors. Reads (GET, HEAD and their preflights) are public content: any origin,
 * `Access-Control-Allow-Origin: *`, no credentials, like any public content API, so a partner
 * embeds the search without asking for a server change. Writes (POST and its preflight) keep an
 * allow-list: the origin the request was sent to (the site, through its proxy: X-Forwarded-Host
 * and -Proto from a trusted hop) always, plus the configured partner origins.
 */
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const ALLOWED_HEADERS = ['content-type', 'accept', 'accept-language', 'if-none-match'];
const READ_METHODS = ['GET', 'HEAD'];
const EXPOSED = 'ETag, Retry-After';

/** The origin this request was addressed to, as the client saw it (through trusted proxies). */
export function ownOriginOf(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

export async function installCors(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const any = allowedOrigins.includes('*');
  const mayWrite = (request: FastifyRequest, origin: string) => any || allowedOrigins.includes(origin) || origin === ownOriginOf(request);

  const common = { credentials: false, exposedHeaders: EXPOSED, allowedHeaders: ALLOWED_HEADERS, maxAge: 600, cacheControl: 'no-store', strictPreflight: false };
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request: FastifyRequest, callback: (error: Error | null, options: FastifyCorsOptions) => void) => {
      const origin = request.headers.origin;
      const preflight = request.method === 'OPTIONS';
      const method = preflight ? String(request.headers['access-control-request-method'] ?? '').toUpperCase() : request.method;
      if (preflight) {
        if (method && !['GET', 'HEAD', 'POST'].includes(method)) return callback(new HttpError(405, `Method ${method.slice(0, 20)} is not allowed`), {});
        const refused = String(request.headers['access-control-request-headers'] ?? '')
          .split(',').map((h) => h.trim().toLowerCase()).filter(Boolean).filter((h) => !ALLOWED_HEADERS.includes(h));
        if (refused.length) return callback(new HttpError(403, `Header ${refused[0]!.slice(0, 60)} is not allowed`), {});
      }
      if (!method || READ_METHODS.includes(method)) return callback(null, { ...common, origin: '*', methods: READ_METHODS });
      // A write: only the site and the listed partners.
      if (origin !== undefined && !mayWrite(request, origin)) {
        return callback(new HttpError(403, `Origin ${origin.slice(0, 100)} may not write here`), {});
      }
      return callback(null, { ...common, origin: origin ?? false, methods: ['GET', 'HEAD', 'POST'] });
    },
  });
}
