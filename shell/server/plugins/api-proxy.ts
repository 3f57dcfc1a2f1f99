/**
 * The API on the site's own origin: `/v1/*` and `/media/*` (query strings included) are passed to
 * the content API with @fastify/http-proxy, so the composed site and an embed whose script came
 * from here (its default api-base) make no cross-origin request. Answers keep the API's status,
 * ETag, Cache-Control and body (a 304 stays a 304). The API hears the client's address as the
 * last `X-Forwarded-For` entry (from this trusted hop: client-sent entries are not passed on),
 * and the origin the visitor used as `X-Forwarded-Host`/`-Proto`, so its media URLs point here.
 */
import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Site } from '../site';

/** The headers the API gets: the client's headers without forwarding claims, plus this hop's own. */
export function forwardedHeaders(request: FastifyRequest, origin: string, headers: Record<string, unknown>) {
  const { 'x-forwarded-for': _for, 'x-forwarded-host': _host, 'x-forwarded-proto': _proto, forwarded: _forwarded, 'x-real-ip': _real, ...rest } = headers;
  const url = new URL(origin);
  return {
    ...rest,
    'x-forwarded-for': request.ip,
    'x-forwarded-host': url.host,
    'x-forwarded-proto': url.protocol.replace(':', ''),
  };
}

export async function apiProxyPlugin(app: FastifyInstance, { site }: { site: Site }) {
  const upstream = new URL(site.apiUpstream);
  const basePath = upstream.pathname.replace(/\/+$/, '');
  for (const prefix of ['/v1', '/media']) {
    await app.register(proxy, {
      upstream: upstream.origin,
      prefix,
      rewritePrefix: `${basePath}${prefix}`,
      // Writes go to the API as they came (the API parses and validates them).
      proxyPayloads: true,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => forwardedHeaders(request as FastifyRequest, site.originOf(request as FastifyRequest), headers),
      },
    });
  }
}
