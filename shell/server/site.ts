/**
 * What the shell server's plugins share: its settings, the runtime config, and the site's origin
 * as each visitor reached it. The site works under any host name, address and port: the runtime
 * config's `apiBase` is, unless `API_BASE` says otherwise, the origin the request came to (the
 * shell proxies `/v1/` and `/media/` to the API there), and the page data is fetched with that
 * origin as the forwarded host, so its media URLs point at it too. `SITE_URL` only sets the
 * canonical origin (links in the head, sitemap, JSON-LD).
 */
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { packageDir } from '@nirvana/shared/package-dir';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createApiClient, type ApiClient } from '@nirvana/shared/api/client';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import type { SocketTimeouts } from '@nirvana/shared/server-timeouts';
import { buildRuntimeConfig, type Env } from './runtime-config';
import { createClientLimiter, createCoalescingFetch, createNegativeCachingFetch, createPageCache, createRevalidatingFetch, type ClearableFetch } from './page-cache';
import type { PageData } from '../src/page-data';
import { createClientCounter } from './client-counter';
import { createKnownPages } from './known-pages';
import { apiCallFetcher } from './seo';
import { createSitemapCache, type SitemapCache } from './seo/sitemap';
import { createSectionRenderer, type SectionRenderer } from './section-renders';

export type ShellTimeouts = SocketTimeouts;

export const DEFAULT_SHELL_TIMEOUTS: ShellTimeouts = { headers: 10_000, request: 30_000, idle: 30_000, keepAlive: 5_000 };

export interface ShellServerSettings {
  /** The content API's address as the server reaches it: server-side page fetches and the `/v1/`, `/media/` proxy. */
  apiBase: string;
  /**
   * The API base put into the runtime config (`API_BASE`). Absent: the origin each request came
   * to, served by this server's proxy, so the site makes no cross-origin request.
   */
  publicApiBase?: string;
  /** Public origin of the site, for canonical and hreflang links. */
  siteUrl: string;
  /** Optional overrides of the runtime config (REMOTE_<SECTION>_URL, CHAT_<LOCALE>_URL, MAPS_KEY...). */
  env?: Env;
  /** The repository root (where shell/dist and mfe-<section>/dist live). */
  rootDir?: string;
  /** The shell build folder (default `<rootDir>/shell/dist`). */
  shellDist?: string;
  /** Timeout of the server's API calls in ms (default 3000). */
  apiTimeoutMs?: number;
  /** How long page data is kept when the API sends no max-age (ms, default 30 000; 0: not kept). */
  pageCacheTtlMs?: number;
  /** How long the API's 404 answers are kept, by url (ms, default 10 000; 0: not kept). */
  notFoundCacheTtlMs?: number;
  /**
   * Page loads a client may have in flight that no cache answers (default 8); its next ones wait
   * for a slot (at most `missQueuePerClient`, default 512, for 5 s), beyond that 429.
   */
  maxMissesPerClient?: number;
  missQueuePerClient?: number;
  /** Missing pages a client may ask for in a minute before it gets 429 (default 240). */
  notFoundPerMinute?: number;
  /**
   * How long a client past that limit waits for each 429 (ms, default 1000): a client that asks
   * one missing page after another on each of its connections then asks about one a second on each,
   * and a flood of them no longer takes the server's time from other visitors.
   */
  notFoundHoldMs?: number;
  /** How old the list of room and event pages may get before a path not in it refreshes it (ms, default 10 000). */
  knownPagesRefreshMs?: number;
  /**
   * How often the API's content revision is asked (ms, default 1000; 0: never). A new revision
   * empties every cache of content (`contentCaches`), so an edit shows on the next request.
   */
  contentRevisionPollMs?: number;
  /**
   * Host names (with or without a port) the site answers as itself besides SITE_URL's, this
   * machine's own addresses and loopback (`ALLOWED_HOSTS`). A request for any other host is
   * answered as the canonical origin: its Host header is never written into a URL.
   */
  allowedHosts?: readonly string[];
  /** Which proxies in front of this server are trusted for the client's address, host and protocol (fastify's trustProxy). */
  trustProxy?: number | string[] | false;
  /** Socket timeouts (default DEFAULT_SHELL_TIMEOUTS). */
  timeouts?: ShellTimeouts;
  /** Each section's time to render a page on the server (ms, default 2500; `SECTION_RENDER_BUDGET_MS`); past it the browser renders that section. */
  sectionBudgetMs?: number;
  /** Render the sections on the server (default true; false: every section is rendered by the browser). */
  serverRender?: boolean;
  /** fastify's logger: on, off, or at a level. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** A host header value we may put into a URL: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
/** Loopback names and addresses: a visitor on this machine, on any port. */
const LOOPBACK = /^(?:localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** This machine's own addresses (a visitor on the local network reaching it by address). */
function ownAddresses(): Set<string> {
  const list = Object.values(networkInterfaces()).flat().filter((i) => !!i);
  return new Set(list.map((i) => (i!.family === 'IPv6' ? `[${i!.address.toLowerCase()}]` : i!.address)));
}

/**
 * Whether a Host header (name or address, and port) is one the site may write into its URLs: the
 * canonical host, an allowed one (a name alone allows any port, `name:port` that port), loopback
 * and this machine's addresses on any port.
 */
export function hostChecker(canonicalHost: string, allowed: readonly string[] = []) {
  const entries = [canonicalHost, ...allowed].map((h) => h.trim().toLowerCase()).filter(Boolean);
  const withPort = new Set(entries.filter((h) => /:\d{1,5}$/.test(h)));
  const anyPort = new Set(entries.filter((h) => !/:\d{1,5}$/.test(h)));
  const addresses = ownAddresses();
  return (host: string): boolean => {
    const h = host.toLowerCase();
    const name = h.replace(/:\d{1,5}$/, '');
    return withPort.has(h) || anyPort.has(name) || LOOPBACK.test(name) || addresses.has(name);
  };
}

/** At most this many origins get their own API client (each origin a visitor used); more use the canonical one. */
const MAX_ORIGINS = 32;

export interface Site {
  rootDir: string;
  shellDist: string;
  /** The canonical origin (SITE_URL), without a trailing slash. */
  siteUrl: string;
  /** The API as the server reaches it (absolute). */
  apiUpstream: string;
  /** The origin a request came to (its Host, the canonical protocol for the canonical host). */
  originOf(request: FastifyRequest): string;
  /** The runtime config for visitors on an origin. */
  configFor(origin: string): RuntimeConfig;
  /** The API client for page data whose media URLs should point at an origin. */
  apiFor(origin: string): ApiClient;
  /** Page data by `<origin>|<key>`. */
  pageCache: ReturnType<typeof createPageCache<PageData>>;
  /** Each client's page loads in flight that no cache answered (by address). */
  missLimiter: ReturnType<typeof createClientLimiter>;
  /** The room and event pages the site has (a random slug is a 404 without an API call). */
  knownPages: ReturnType<typeof createKnownPages>;
  /** Each client's missing pages this minute. */
  notFoundCounter: ReturnType<typeof createClientCounter>;
  /** `/sitemap.xml`, built from the API and kept in memory. */
  sitemap: SitemapCache;
  /** Every cache of content the server keeps (pages, 404s, known pages, sitemap): emptied on a new content revision. */
  contentCaches: readonly { clear(): void }[];
  /** Where head tags (og:image) point for media given as paths: the public API base, else the canonical origin. */
  mediaBase: string;
  /** The sections' server renders (null: turned off). */
  sectionRenderer: SectionRenderer | null;
  settings: ShellServerSettings;
}

export function createSite(settings: ShellServerSettings): Site {
  const rootDir = settings.rootDir ?? path.dirname(packageDir('@nirvana/shell', __dirname));
  const shellDist = settings.shellDist ?? path.join(rootDir, 'shell', 'dist');
  const siteUrl = settings.siteUrl.replace(/\/+$/, '');
  const canonical = new URL(siteUrl);
  const apiUpstream = new URL(settings.apiBase, `${siteUrl}/`).href;
  const publicApiBase = settings.publicApiBase ? new URL(settings.publicApiBase, `${siteUrl}/`).href.replace(/\/+$/, '') : undefined;
  // Validated once: a bad setting stops the server with the field's name.
  const base = buildRuntimeConfig({ apiBase: publicApiBase ?? canonical.origin, siteUrl, env: settings.env });
  /** The config of each origin visitors used (the MAX_ORIGINS last ones). */
  const configs = new LRUCache<string, RuntimeConfig>({ max: MAX_ORIGINS, memoMethod: (origin) => ({ ...base, apiBase: origin }) });
  /**
   * Each origin's API client: the first MAX_ORIGINS origins visitors used get their own, every later
   * one the canonical origin's (the one entry more), so none is ever evicted.
   */
  const clients = new LRUCache<string, ApiClient>({ max: MAX_ORIGINS + 1, memoMethod: (origin) => createClient(origin) });
  /** Each API client's remembered 404s. */
  const notFoundCaches: ClearableFetch[] = [];
  const isOwnHost = hostChecker(canonical.host, settings.allowedHosts);

  function originOf(request: FastifyRequest): string {
    const host = request.host;
    if (!host || !HOST.test(host) || !isOwnHost(host)) return canonical.origin;
    if (host.toLowerCase() === canonical.host) return canonical.origin;
    const protocol = request.protocol === 'https' ? 'https' : 'http';
    try {
      return new URL(`${protocol}://${host}`).origin;
    } catch {
      return canonical.origin;
    }
  }

  function configFor(origin: string): RuntimeConfig {
    return publicApiBase ? base : configs.memo(origin);
  }

  function createClient(origin: string): ApiClient {
    const { protocol, host } = new URL(origin);
    const notFoundCache = createNegativeCachingFetch(createCoalescingFetch(fetch), { ttlMs: settings.notFoundCacheTtlMs });
    notFoundCaches.push(notFoundCache);
    return createApiClient(apiUpstream, {
      ky: {
        timeout: settings.apiTimeoutMs ?? 3000,
        retry: 0,
        // Under the revalidation: 404s kept briefly by url, identical concurrent calls sent once.
        fetch: createRevalidatingFetch(notFoundCache),
        // The API writes absolute media URLs on the origin the page is served from.
        headers: { 'X-Forwarded-Host': host, 'X-Forwarded-Proto': protocol.replace(':', '') },
      },
    });
  }

  function apiFor(origin: string): ApiClient {
    return clients.memo(clients.has(origin) || clients.size < MAX_ORIGINS ? origin : canonical.origin);
  }

  // Page data is kept for a short time (the API's s-maxage, at most 60 s; 30 s without one) and
  // revalidated with the API's ETag, so most page requests neither wait for the API nor re-render.
  // A new content revision empties it at once (content-revision.ts).
  // A reload that finds every answer unchanged (304s) keeps the same data object, so its renders and
  // compressed documents are not made again every minute (page-cache.ts; an event page's until its end).
  const pageCache = createPageCache<PageData>({
    defaultTtlMs: settings.pageCacheTtlMs ?? 30_000, maxTtlMs: settings.pageCacheTtlMs === 0 ? 0 : 60_000, maxEntries: 500,
    changesAt: (data) => (data.event ? Date.parse(data.event.endsAt) : undefined),
  });
  const missLimiter = createClientLimiter({ max: settings.maxMissesPerClient ?? 8, maxWaiting: settings.missQueuePerClient ?? 512 });
  const knownPages = createKnownPages(apiCallFetcher(apiUpstream, settings.apiTimeoutMs), { refreshMs: settings.knownPagesRefreshMs });
  const notFoundCounter = createClientCounter({ limit: settings.notFoundPerMinute ?? 240 });
  const sitemap = createSitemapCache(apiCallFetcher(apiUpstream, settings.apiTimeoutMs), siteUrl);
  const notFound = { clear: () => notFoundCaches.forEach((cache) => cache.clear()) };
  return {
    rootDir, shellDist, siteUrl, apiUpstream, originOf, configFor, apiFor, pageCache, missLimiter, knownPages, notFoundCounter, sitemap,
    contentCaches: [pageCache, notFound, knownPages, sitemap], mediaBase: publicApiBase ?? canonical.origin, settings,
    sectionRenderer: settings.serverRender === false ? null : createSectionRenderer({ rootDir, budgetMs: settings.sectionBudgetMs }),
  };
}
