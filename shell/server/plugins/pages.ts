/**
 * The pages plugin: every page path gets the HTML shell with its head rendered from the page data
 * and the right status, and `/runtime-config.json` the config for the origin the visitor used.
 *
 * - `/` goes to a remembered (cookie) or negotiated (Accept-Language) language's home; a cookie
 *   or header that cannot be read counts as none (an unreadable locale cookie is deleted).
 * - A page whose data the API cannot give: a browser navigating to it (`Sec-Fetch-Mode:
 *   navigate`, not a crawler) goes to its language's home by a temporary redirect (302, `no-store`:
 *   the spec's redirect home, but never a permanent one, so no browser or index keeps it); every
 *   other client (crawlers, link previews, monitors, scripts) gets 503 with `Retry-After`, so an
 *   outage never moves a page out of an index and a monitor on a deep page sees it.
 * - A missing page: the 404 document is rendered (and compressed) once per language and origin,
 *   whatever the path; a room, event or offer path whose slug the site does not have is answered from
 *   the list of its pages (`known-pages.ts`) without asking the API; and each client's 404s are
 *   counted: past `notFoundPerMinute` it gets a short 429 until its minute is over (in the path's
 *   language, its words from shell/server/i18n).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { once } from '@nirvana/shared/memo';
import { statusOf } from '@nirvana/shared/api/client';
import type { Page } from '@nirvana/shared/api/schemas';
import type { PageState } from '@nirvana/shared/bus';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { detectDevice, type DeviceInfo } from '@nirvana/shared/device';
import { LOCALE_COOKIE, localePrefix, negotiateLocale, readLocaleCookie, type Locale } from '@nirvana/shared/locales';
import { buildPath, hasDataSlug, hotelOfPath, matchPath, splitLocale, type RouteMatch } from '@nirvana/shared/routes';
import { headOf } from '../../src/head-model';
import { shellServerMessages } from '../i18n/messages';
import { loadPageData, type PageData } from '../../src/page-data';
import { emptyPage, errorState, layoutOf, readyState, routeStateOf } from '../../src/page-state';
import { createAssetsReader } from '../assets';
import { renderDocument, type ShellAssetUrls } from '../html';
import { SECTION_CSS_PREFIX, renderTasks, type ComposedSections } from '../section-renders';
import { structuredDataOf } from '../seo';
import { newNonce, setPageSecurityHeaders } from '../security';
import type { Site } from '../site';
import { acceptedEncodings, createRenderedPages, encodeDocument, type NonceBody } from '../compressed-page';
import { memoPerObject } from '../object-memo';
import { SHELL_PREFIX } from './static';

/** How long a client past its missing pages for the minute waits for each 429 (ms). */
export const NOT_FOUND_HOLD_MS = 1000;
/** Seconds a crawler is asked to wait when the API is down. */
export const RETRY_AFTER_S = 120;
const HAS_LOCALE_COOKIE = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}=`);
/** Deletes the locale cookie (the same attributes it is written with). */
const clearLocaleCookie = (secure: boolean) => `${LOCALE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

const isCrawler = (request: FastifyRequest) => {
  const ua = request.headers['user-agent'];
  return detectDevice(typeof ua === 'string' ? ua : '', 1280).isCrawler;
};
/** A browser loading the page for a visitor (not a crawler, a script, a monitor or a prefetch). */
const isNavigatingBrowser = (request: FastifyRequest) => request.headers['sec-fetch-mode'] === 'navigate' && !isCrawler(request);
/**
 * The path an unmatched page's state is rendered with: one document serves every missing path of
 * a language and hotel (the browser puts in its own), the home of the hotel the path lies under
 * (the 404's feature links go to that hotel's pages), else the group's.
 */
function notFoundPath(pathname: string, locale: Locale): string {
  const hotel = hotelOfPath(pathname);
  return (hotel && buildPath('hotel-home', locale, { hotel })) || localePrefix(locale) || '/';
}

/** Whether every section was rendered on the server with all its data and parts (a page worth keeping). */
const isWhole = (composed: ComposedSections) => composed.failed.length === 0 && composed.incomplete.length === 0;

export async function pagesPlugin(app: FastifyInstance, { site }: { site: Site }) {
  const { siteUrl, settings, pageCache, knownPages, notFoundCounter } = site;
  const assetsFor = createAssetsReader(site.shellDist, SHELL_PREFIX, (m) => app.log.warn(m));
  /** Rendered documents of a cached page data object, with a stand-in for the per-request nonce. */
  const NONCE_STAND_IN = `n0nce${newNonce().replace(/[^a-zA-Z0-9]/g, '')}`;
  const renderedPages = createRenderedPages<PageData>(NONCE_STAND_IN, { quality: 11 });
  const siteOrigin = new URL(siteUrl).origin;
  const base = site.configFor(siteOrigin);
  /** The API's origin when it is not the page's own (a preconnect hint), once per origin and API base. */
  const preconnects = new LRUCache<string, string[], { origin: string; apiBase: string }>({
    max: 1000,
    memoMethod: (_key, _old, { context: { origin, apiBase } }) => {
      const apiOrigin = new URL(apiBase, `${origin}/`).origin;
      return apiOrigin !== origin ? [apiOrigin] : [];
    },
  });
  const preconnectOf = (config: RuntimeConfig, origin: string) =>
    preconnects.memo(`${origin} ${config.apiBase}`, { context: { origin, apiBase: config.apiBase } });
  /** The part of a document's cache key that names the build (its shell files), once per asset list. */
  const buildKeys = new WeakMap<ShellAssetUrls, string>();
  const buildKeyOf = (assets: ShellAssetUrls) => {
    let key = buildKeys.get(assets);
    if (key === undefined) buildKeys.set(assets, (key = `${assets.js.join()}|${assets.css.join()}`));
    return key;
  };
  const groupProfiles = Object.values(base.social['22'] ?? {}).filter((u): u is string => typeof u === 'string');

  /**
   * The sections' server renders of a cached page data object, by device class, builds, origin and
   * path: made once (all sections in parallel) and kept with the data (the 50 last used), unless a
   * section failed or was rendered without some of its data or parts: that composition is made again
   * for the next request (from the renders still going on, by the first request's settings).
   */
  const compositions = memoPerObject<PageData, () => Promise<ComposedSections & { device: DeviceInfo }>>(50);
  function composeSections(request: FastifyRequest, state: PageState, data: PageData, config: RuntimeConfig, origin: string): { key: string; composed: Promise<ComposedSections & { device: DeviceInfo }> } | null {
    const renderer = site.sectionRenderer;
    if (!renderer) return null;
    const ua = request.headers['user-agent'];
    const device = detectDevice(typeof ua === 'string' ? ua : '', Number.NaN);
    const builds = renderer.buildsFor(config);
    const key = `${device.isMobile ? 'm' : device.isTablet ? 't' : 'd'}|${Object.values(builds).map((b) => b.build).join(',')}`;
    const cacheKey = `${key}|${origin}|${state.statusCode}|${state.route.path}`;
    const compose = compositions(data, cacheKey, () => {
      const { host, protocol } = new URL(origin);
      const tasks = renderTasks();
      return once(() => renderer.compose(config, {
        state,
        device,
        api: { base: site.apiUpstream, headers: { 'X-Forwarded-Host': host, 'X-Forwarded-Proto': protocol.replace(':', '') } },
        slots: ['header', 'search', 'main', 'newsletter', 'footer', 'floating'],
      }, tasks).then((result) => ({ ...result, device })), isWhole);
    });
    return { key, composed: compose() };
  }

  app.get(`${SECTION_CSS_PREFIX}:name`, async (request, reply) => {
    const file = site.sectionRenderer?.cssFile((request.params as { name: string }).name);
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable').header('Vary', 'Accept-Encoding')
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    const encoding = accepted[0];
    if (encoding) return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? file.br : file.gzip);
    return reply.send(file.text);
  });

  app.get('/runtime-config.json', async (request, reply) => {
    return reply.header('Cache-Control', 'no-cache').send(site.configFor(site.originOf(request)));
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, match: RouteMatch | null, locale: Locale, state: PageState, data: PageData | null, cacheControl = 'no-cache') {
    const origin = site.originOf(request);
    const config = site.configFor(origin);
    const preconnect = preconnectOf(config, origin);
    const headFor = () => ({
      ...headOf({ match, locale, data, statusCode: status, siteUrl, mediaBase: site.mediaBase }),
      structuredData: structuredDataOf({ match, locale, data, statusCode: status, siteUrl, mediaBase: site.mediaBase, sameAs: groupProfiles }),
    });
    const nonce = newNonce();
    const assets = assetsFor(locale);
    // The sections' HTML, rendered once per cached page (and device class, and builds), not per answer.
    const composing = data ? composeSections(request, state, data, config, origin) : null;
    const composed = composing ? await composing.composed.catch(() => undefined) : undefined;
    const sections = composed ? { sections: composed, device: composed.device } : {};
    // The policy is for the origin the visitor is on: the API through the proxy is 'self' there.
    setPageSecurityHeaders(reply, { config, siteUrl: origin }, nonce);
    reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', cacheControl);
    // A page with a section the server could not render (whole) is not kept: the next answer tries again.
    if (data && (settings.pageCacheTtlMs ?? 30_000) > 0 && (!composed || isWhole(composed))) {
      // The same page data, status, path, origin and build give the same document but for the nonce:
      // rendered once, and for a 200 compressed once (compressed-page.ts), the nonce spliced in.
      const key = `${status}|${origin}|${locale}|${state.route.path}|${state.route.layout}|${buildKeyOf(assets)}|${composing?.key ?? ''}`;
      const page = renderedPages.get(data, key, () => renderDocument({ locale, head: headFor(), state, config, assets, nonce: NONCE_STAND_IN, preconnect, ...sections }));
      const accepted = acceptedEncodings(request.headers['accept-encoding']);
      // The body's buffer serves another answer once this one is the kernel's (compressed-page.ts).
      const answer = ({ body, sent }: NonceBody) => {
        reply.raw.once('finish', sent);
        return reply.send(body);
      };
      if ((status === 200 || status === 404) && accepted.length) {
        return encodeDocument(page.compressed(), nonce, accepted).then(
          (encoded) => {
            if (!encoded) return answer(page.withNonce(nonce));
            const vary = reply.getHeader('Vary');
            reply.header('Content-Encoding', encoded.encoding).header('Content-Length', encoded.body.length)
              .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
            return answer(encoded);
          },
          (error: unknown) => {
            reply.log.warn({ err: error }, 'page compression failed');
            return answer(page.withNonce(nonce));
          },
        );
      }
      return answer(page.withNonce(nonce));
    }
    return reply.send(renderDocument({ locale, head: headFor(), state, config, assets, nonce, preconnect, ...sections }));
  }

  /**
   * A client past its missing pages for the minute: a short answer that costs nothing to make,
   * held for `notFoundHoldMs` (a timer, no work). A flood on N connections then asks about N pages
   * a second instead of as many as the server can answer, and other visitors' pages are not queued
   * behind it (issue 25's flood: a visitor's p99 went past 1 s while the 429s took the server's core).
   */
  function tooManyMissing(request: FastifyRequest, reply: FastifyReply, locale: Locale): boolean {
    const wait = notFoundCounter.hit(request.ip);
    if (!wait) return false;
    reply.code(429).header('Retry-After', String(wait)).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8');
    const send = () => {
      if (!reply.sent && !request.raw.socket?.destroyed) reply.send(shellServerMessages.format(locale, 'limit.missingPages'));
    };
    const holdMs = settings.notFoundHoldMs ?? NOT_FOUND_HOLD_MS;
    if (holdMs > 0) setTimeout(send, holdMs).unref();
    else send();
    return true;
  }

  async function notFound(request: FastifyRequest, reply: FastifyReply, pathname: string, match: RouteMatch | null) {
    const locale = match?.locale ?? splitLocale(pathname).locale;
    if (tooManyMissing(request, reply, locale)) return reply;
    const origin = site.originOf(request);
    let data: PageData | null = null;
    try {
      data = await pageCache.get(`${origin}|404|${locale}`, async () => ({ page: await site.apiFor(origin).notFoundPage(locale) }));
    } catch (error) {
      app.log.warn({ err: error }, 'not-found page content unavailable');
    }
    const page: Page = data?.page ?? emptyPage();
    // The same document for every missing path of a language and hotel (the shell takes the path from the address bar).
    const state = errorState({ ...routeStateOf(null, notFoundPath(pathname, locale)), locale }, 404, page);
    return sendPage(request, reply, 404, null, locale, state, data ?? { page });
  }

  /** `/`: a remembered or negotiated language other than Turkish goes to its home. */
  function rootRedirect(request: FastifyRequest, reply: FastifyReply, search: string): boolean {
    reply.header('Vary', 'Cookie, Accept-Language');
    const header = typeof request.headers.cookie === 'string' ? request.headers.cookie : undefined;
    const cookie = readLocaleCookie(header);
    // A locale cookie that cannot be read would otherwise stay for its whole year.
    if (cookie === null && header && HAS_LOCALE_COOKIE.test(header)) reply.header('Set-Cookie', clearLocaleCookie(request.protocol === 'https'));
    const accepted = request.headers['accept-language'];
    const locale = cookie ?? negotiateLocale(typeof accepted === 'string' ? accepted : undefined);
    if (locale === 'tr') return false;
    reply.code(302).redirect(`${localePrefix(locale)}${search}`);
    return true;
  }

  /** The API could not give a page: a browser navigating goes home (302, uncached); the home itself and every other client get 503. */
  function unavailable(request: FastifyRequest, reply: FastifyReply, match: RouteMatch, pathname: string) {
    if (match.route.id !== 'home' && isNavigatingBrowser(request)) {
      return reply.header('Cache-Control', 'no-store').redirect(buildPath('home', match.locale) ?? '/', 302);
    }
    // The home itself is never redirected (no loop): it is served empty, and the browser retries.
    const state = errorState(routeStateOf(match, pathname), 503, emptyPage(), match.layout);
    reply.header('Retry-After', String(RETRY_AFTER_S));
    return sendPage(request, reply, 503, match, match.locale, state, null, 'no-store');
  }

  async function pageHandler(request: FastifyRequest, reply: FastifyReply) {
    const raw = request.url;
    const q = raw.indexOf('?');
    const pathname = q < 0 ? raw : raw.slice(0, q);
    const search = q < 0 ? '' : raw.slice(q);
    if (pathname === '/' && rootRedirect(request, reply, search)) return reply;
    const last = pathname.split('/').pop() ?? '';
    if (/\.[a-z0-9]{1,8}$/i.test(last)) {
      if (tooManyMissing(request, reply, splitLocale(pathname).locale)) return reply;
      return reply.code(404).type('text/plain').send('Not found');
    }

    const match = matchPath(pathname);
    if (!match) return notFound(request, reply, pathname, null);
    if (match.path !== pathname) return reply.redirect(`${match.path}${search}`, 301);
    // A room, event or offer slug the site does not have: no API call.
    if (hasDataSlug(match.route) && !(await knownPages.mayExist(match.path))) return notFound(request, reply, pathname, match);

    const origin = site.originOf(request);
    let data: PageData;
    const cacheKey = `${origin}|${match.path}|${match.locale}`;
    // A load no cache answers counts against the client's cap until it ends; beyond the cap it waits in line.
    const release = pageCache.has(cacheKey) ? () => undefined : await site.missLimiter.acquire(request.ip);
    if (!release) {
      return reply.code(429).header('Retry-After', '1').header('Cache-Control', 'no-store').type('text/plain; charset=utf-8')
        .send(shellServerMessages.format(match.locale, 'limit.pagesAtOnce'));
    }
    if (request.raw.socket?.destroyed) {
      release(); // gone while waiting in line
      return reply;
    }
    try {
      data = await pageCache.get(cacheKey, () => loadPageData(site.apiFor(origin), match)).finally(release);
    } catch (error) {
      if (statusOf(error) === 404) return notFound(request, reply, pathname, match);
      request.log.warn({ err: error, path: pathname }, 'page fetch failed');
      return unavailable(request, reply, match, pathname);
    }
    const state = readyState(routeStateOf(match, pathname, layoutOf(match, data.page)), data.page, data.room);
    return sendPage(request, reply, 200, match, match.locale, state, data);
  }

  app.get('/*', pageHandler);
}
