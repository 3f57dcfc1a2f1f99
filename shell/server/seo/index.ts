/** What the shell server adds for search engines: `/sitemap.xml`, `/robots.txt` and the page's JSON-LD. */
import type { FastifyInstance } from 'fastify';
import { callFetcher, type CallFetcher } from '@nirvana/shared/api/fetch-call';
import { createSitemapCache, renderRobots, type SitemapCache } from './sitemap';

export { jsonLdScript, structuredDataOf, type JsonLd } from './structured-data';

export interface SeoSettings {
  /** Public origin of the site, without a trailing slash. */
  siteUrl: string;
  /** The API's absolute base URL. */
  apiBase: string;
  /** How long a built sitemap is served from memory (default 5 minutes). */
  sitemapTtlMs?: number;
  /** The sitemap's cache, when the server empties it itself (on a new content revision); else one of its own. */
  sitemap?: SitemapCache;
  apiTimeoutMs?: number;
}

/**
 * The shell server's reader of API calls by their contracts (shared's fetch-call.ts): no retry, `timeoutMs`
 * per call (default 5 s); throws on a non-2xx answer, after the timeout, when `signal` aborts, or on an answer of another shape.
 */
export function apiCallFetcher(apiBase: string, timeoutMs = 5000): CallFetcher {
  return callFetcher(apiBase, { timeoutMs });
}

export function registerSeoRoutes(app: FastifyInstance, settings: SeoSettings): void {
  const siteUrl = settings.siteUrl.replace(/\/+$/, '');
  const sitemap = settings.sitemap ?? createSitemapCache(apiCallFetcher(settings.apiBase, settings.apiTimeoutMs), siteUrl, settings.sitemapTtlMs);
  const robots = renderRobots(siteUrl);

  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const body = await sitemap();
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(body);
    } catch (error) {
      request.log.warn({ err: error }, 'sitemap unavailable');
      return reply.code(503).header('Retry-After', '30').type('text/plain').send('Sitemap temporarily unavailable');
    }
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots));
}
