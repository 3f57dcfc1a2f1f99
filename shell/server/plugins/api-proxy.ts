/**
 * The API on the site's own origin: `/v1/*` and `/media/*` (query strings included) are passed to
 * the content API with @fastify/http-proxy, so the composed site and an embed whose script came
 * from here (its default api-base) make no cross-origin request. Answers keep the API's status,
 * ETag, Cache-Control and body (a 304 stays a 304), but for Cache-Control's `s-maxage`: that
 * lifetime is this server's own page cache's, which a new content revision empties; a CDN in
 * front of this server would hear of no such change, so it gets the browser's rules (revalidate
 * every time). The API hears the client's address as the
 * last `X-Forwarded-For` entry (from this trusted hop: client-sent entries are not passed on),
 * and the origin the visitor used as `X-Forwarded-Host`/`-Proto`, so its media URLs point here.
 *
 * Whatever a request carries, it passes: a body goes on as it came, compressed or not (the API
 * decompresses it itself, so this hop does not, and its length stays true); `Expect:
 * 100-continue` is answered here (node's own `100 Continue`) and not passed on; `Connection` and
 * the hop-by-hop headers of either side stay on their side. An API that cannot be reached, times
 * out or breaks off answers 503, 504 or 502 with `Retry-After`, `no-store` and a body that names
 * nothing internal, and is logged.
 */
import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '../site';

/** Seconds a client is asked to wait when the API cannot answer. */
export const PROXY_RETRY_AFTER_S = 30;

/** Headers that belong to one connection, never passed across the proxy (RFC 9110 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'upgrade', 'expect'];

const withoutHopHeaders = (headers: Record<string, unknown>) => {
  const rest = { ...headers };
  for (const name of HOP_BY_HOP) delete rest[name];
  return rest;
};

/** A Cache-Control value without its `s-maxage` directive (null when nothing else is left). */
export function withoutSharedMaxAge(value: string): string | null {
  const kept = value.split(',').map((d) => d.trim()).filter((d) => d && !/^s-maxage\s*=/i.test(d));
  return kept.length ? kept.join(', ') : null;
}

/** The API's answer headers as passed on: no hop-by-hop headers, no `s-maxage`. */
function answerHeaders(headers: Record<string, unknown>) {
  const rest = withoutHopHeaders(headers);
  const cacheControl = rest['cache-control'];
  if (typeof cacheControl === 'string') {
    const downstream = withoutSharedMaxAge(cacheControl);
    if (downstream === null) delete rest['cache-control'];
    else rest['cache-control'] = downstream;
  }
  return rest;
}

/** The headers the API gets: the client's headers without forwarding claims, plus this hop's own. */
export function forwardedHeaders(request: FastifyRequest, origin: string, headers: Record<string, unknown>) {
  const { 'x-forwarded-for': _for, 'x-forwarded-host': _host, 'x-forwarded-proto': _proto, forwarded: _forwarded, 'x-real-ip': _real, ...rest } = withoutHopHeaders(headers);
  const url = new URL(origin);
  return {
    ...rest,
    'x-forwarded-for': request.ip,
    'x-forwarded-host': url.host,
    'x-forwarded-proto': url.protocol.replace(':', ''),
  };
}

/** The status for an upstream failure: unreachable 503, too slow 504, anything else 502. */
export function upstreamFailureStatus(error: unknown): 502 | 503 | 504 {
  const codes: string[] = [];
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') codes.push(e.code);
  }
  if (codes.some((c) => /TIMEOUT|ETIMEDOUT/.test(c))) return 504;
  if (codes.some((c) => ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'FST_REPLY_FROM_SERVICE_UNAVAILABLE'].includes(c))) return 503;
  return 502;
}

/** The answer to a request the API could not take: generic, uncached, retry later. */
export function sendUpstreamFailure(reply: FastifyReply, error: unknown): FastifyReply {
  const status = upstreamFailureStatus(error);
  reply.log.error({ err: error, url: reply.request.url, statusCode: status }, 'content API unreachable through the proxy');
  return reply.code(status).header('Retry-After', String(PROXY_RETRY_AFTER_S)).header('Cache-Control', 'no-store')
    .removeHeader('content-length').removeHeader('content-encoding').removeHeader('etag').removeHeader('keep-alive').removeHeader('connection')
    .type('application/json; charset=utf-8')
    .send({ statusCode: status, error: status === 504 ? 'Gateway Timeout' : status === 503 ? 'Service Unavailable' : 'Bad Gateway', message: 'The content service is briefly unavailable; try again shortly.' });
}

export async function apiProxyPlugin(app: FastifyInstance, { site }: { site: Site }) {
  const upstream = new URL(site.apiUpstream);
  const basePath = upstream.pathname.replace(/\/+$/, '');
  for (const prefix of ['/v1', '/media']) {
    await app.register(proxy, {
      upstream: upstream.origin,
      prefix,
      rewritePrefix: `${basePath}${prefix}`,
      // Writes go to the API as they came (the API parses, decompresses and validates them).
      proxyPayloads: true,
      config: { decompress: false },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => forwardedHeaders(request as FastifyRequest, site.originOf(request as FastifyRequest), headers),
        rewriteHeaders: (headers) => answerHeaders(headers) as typeof headers,
        onError: (reply, { error }) => {
          sendUpstreamFailure(reply as FastifyReply, error);
        },
      },
    });
  }
}
