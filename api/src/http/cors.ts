/** CORS for the site's origin and the partner origins: a hook on every request, and the preflight. */
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

const ALLOWED_HEADERS = ['content-type', 'accept', 'accept-language', 'if-none-match'];

export function installCors(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const any = allowedOrigins.includes('*');
  const allowed = (origin: string | undefined): boolean => !!origin && (any || allowedOrigins.includes(origin));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin && allowed(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', 'ETag, Retry-After');
    }
  });

  app.options('/*', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed(origin)) return sendError(reply, 403, `Origin ${origin.slice(0, 100)} is not allowed`);
    const method = String(request.headers['access-control-request-method'] ?? '').toUpperCase();
    if (method && !['GET', 'HEAD', 'POST'].includes(method)) return sendError(reply, 405, `Method ${method.slice(0, 20)} is not allowed`);
    const asked = String(request.headers['access-control-request-headers'] ?? '')
      .split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
    const refused = asked.filter((h) => !ALLOWED_HEADERS.includes(h));
    if (refused.length) return sendError(reply, 403, `Header ${refused[0]!.slice(0, 60)} is not allowed`);
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, POST, OPTIONS')
      .header('access-control-allow-headers', ALLOWED_HEADERS.join(', '))
      .header('access-control-max-age', '600')
      .header('cache-control', 'no-store')
      .send();
  });
}
