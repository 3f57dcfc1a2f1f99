/**
 * The shell server: every page path gets the HTML shell with its head rendered from the page
 * data and the right status; it also serves the runtime config, the shell build, each section's
 * build from its own base path, the search embed and the stand-in chat widgets.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createApiClient, statusOf } from '@nirvana/shared/api/client';
import type { Page } from '@nirvana/shared/api/schemas';
import type { PageState } from '@nirvana/shared/bus';
import { isLocale, localePrefix, negotiateLocale, readLocaleCookie, type Locale } from '@nirvana/shared/locales';
import { buildPath, matchPath, splitLocale, type RouteMatch } from '@nirvana/shared/routes';
import { SECTIONS } from '@nirvana/shared/sections';
import { headOf } from '../src/head-model';
import { loadPageData, type PageData } from '../src/page-data';
import { emptyPage, errorState, layoutOf, readyState, routeStateOf } from '../src/page-state';
import { createAssetsReader } from './assets';
import { CHAT_TEXTS } from './chat-texts';
import { firstScreenHtml } from './first-screen';
import { renderDocument } from './html';
import { registerSeoRoutes, structuredDataOf } from './seo';
import { buildRuntimeConfig, type Env } from './runtime-config';
import { newNonce, registerSecurityHeaders, setPageSecurityHeaders } from './security';
import { createPageCache, createRevalidatingFetch } from './page-cache';
import { cacheControlFor } from './static-files';

export interface ShellServerSettings {
  /** The API's base URL: put into the runtime config and used for the server's page fetches. */
  apiBase: string;
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
  logger?: boolean;
}

const SHELL_PREFIX = '/shell/';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#f5a637"/><path d="M9 24V8h3l8 11V8h3v16h-3l-8-11v11z" fill="#1b1b1b"/></svg>';

/** The shell server (not listening yet). */
export async function buildShellServer(settings: ShellServerSettings): Promise<FastifyInstance> {
  const rootDir = settings.rootDir ?? path.resolve(__dirname, '..', '..');
  const shellDist = settings.shellDist ?? path.join(rootDir, 'shell', 'dist');
  const siteUrl = settings.siteUrl.replace(/\/+$/, '');
  const config = buildRuntimeConfig({ apiBase: settings.apiBase, siteUrl, env: settings.env });
  const apiAbsolute = new URL(settings.apiBase, `${siteUrl}/`).href;
  // Page data is kept for a short time (the API's max-age, at most 60 s; 30 s without one) and
  // revalidated with the API's ETag, so most page requests neither wait for the API nor re-render.
  const api = createApiClient(apiAbsolute, { ky: { timeout: settings.apiTimeoutMs ?? 3000, retry: 0, fetch: createRevalidatingFetch() } });
  const pageCache = createPageCache<PageData>({ defaultTtlMs: settings.pageCacheTtlMs ?? 30_000, maxTtlMs: settings.pageCacheTtlMs === 0 ? 0 : 60_000, maxEntries: 500 });
  /** Rendered documents of a cached page data object, with a stand-in for the per-request nonce. */
  const rendered = new WeakMap<PageData, Map<string, string>>();
  const NONCE_STAND_IN = `n0nce${newNonce().replace(/[^a-zA-Z0-9]/g, '')}`;
  const apiOrigin = new URL(apiAbsolute).origin;
  const preconnect = apiOrigin !== new URL(siteUrl).origin ? [apiOrigin] : [];
  const firstScreenSite = { bookingSite: config.bookingSite, origin: new URL(siteUrl).origin };
  const groupProfiles = Object.values(config.social['22'] ?? {}).filter((u): u is string => typeof u === 'string');

  const app = Fastify({ logger: settings.logger ?? false, routerOptions: { maxParamLength: 1000 }, return503OnClosing: true });
  const assetsFor = createAssetsReader(shellDist, SHELL_PREFIX, (m) => app.log.warn(m));
  const chatSource = readFileSync(path.join(__dirname, 'chat-widget.js'), 'utf8');

  registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });

  const serveDir = async (prefix: string, root: string) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      wildcard: true,
      cacheControl: false,
      index: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    });
  };
  await serveDir(SHELL_PREFIX, shellDist);
  for (const section of SECTIONS) await serveDir(`/mfe/${section}/`, path.join(rootDir, `mfe-${section}`, 'dist'));
  await serveDir('/embed/', path.join(rootDir, 'mfe-search', 'dist-embed'));

  app.get('/runtime-config.json', async (_request, reply) => {
    return reply.header('Cache-Control', 'no-cache').send(config);
  });

  app.get<{ Params: { locale: string } }>('/chat/widget-:locale.js', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale) || !CHAT_TEXTS[locale]) return reply.code(404).type('text/plain').send('Not found');
    const body = `(function (TEXTS) {\n${chatSource}\n})(${JSON.stringify(CHAT_TEXTS[locale])});\n`;
    return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
  });

  app.get('/favicon.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(FAVICON));

  function sendPage(reply: FastifyReply, status: number, match: RouteMatch | null, locale: Locale, state: PageState, data: PageData | null) {
    const headFor = () => ({
      ...headOf({ match, locale, data, statusCode: status, siteUrl, mediaBase: apiAbsolute }),
      structuredData: structuredDataOf({ match, locale, data, statusCode: status, siteUrl, mediaBase: apiAbsolute, sameAs: groupProfiles }),
    });
    const nonce = newNonce();
    const assets = assetsFor(locale);
    const firstScreen = firstScreenHtml(state, data?.room, firstScreenSite);
    let html: string;
    if (data && (settings.pageCacheTtlMs ?? 30_000) > 0) {
      // The same page data, status, path and build give the same document but for the nonce.
      const key = `${status}|${locale}|${state.route.path}|${state.route.layout}|${assets.js.join()}|${assets.css.join()}`;
      let byKey = rendered.get(data);
      if (!byKey) rendered.set(data, (byKey = new Map()));
      let template = byKey.get(key);
      if (template === undefined) {
        template = renderDocument({ locale, head: headFor(), state, config, assets, nonce: NONCE_STAND_IN, preconnect, firstScreen });
        if (byKey.size >= 50) byKey.clear();
        byKey.set(key, template);
      }
      html = template.split(NONCE_STAND_IN).join(nonce);
    } else {
      html = renderDocument({ locale, head: headFor(), state, config, assets, nonce, preconnect, firstScreen });
    }
    setPageSecurityHeaders(reply, { config, siteUrl }, nonce);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
  }

  async function notFound(reply: FastifyReply, pathname: string, match: RouteMatch | null) {
    const locale = match?.locale ?? splitLocale(pathname).locale;
    let data: PageData | null = null;
    try {
      data = await pageCache.get(`404|${locale}`, async () => ({ page: await api.notFoundPage(locale) }));
    } catch (error) {
      app.log.warn({ err: error }, 'not-found page content unavailable');
    }
    const page: Page = data?.page ?? emptyPage();
    const state = errorState({ ...routeStateOf(null, pathname), locale }, 404, page);
    return sendPage(reply, 404, null, locale, state, data ?? { page });
  }

  /** `/`: a remembered or negotiated language other than Turkish goes to its home. */
  function rootRedirect(request: FastifyRequest, reply: FastifyReply, search: string): boolean {
    reply.header('Vary', 'Cookie, Accept-Language');
    const cookie = readLocaleCookie(request.headers.cookie);
    const locale = cookie ?? negotiateLocale(request.headers['accept-language']);
    if (locale === 'tr') return false;
    reply.code(302).redirect(`${localePrefix(locale)}${search}`);
    return true;
  }

  async function pageHandler(request: FastifyRequest, reply: FastifyReply) {
    const raw = request.url;
    const q = raw.indexOf('?');
    const pathname = q < 0 ? raw : raw.slice(0, q);
    const search = q < 0 ? '' : raw.slice(q);
    if (pathname === '/' && rootRedirect(request, reply, search)) return reply;
    const last = pathname.split('/').pop() ?? '';
    if (/\.[a-z0-9]{1,8}$/i.test(last)) return reply.code(404).type('text/plain').send('Not found');

    const match = matchPath(pathname);
    if (!match) return notFound(reply, pathname, null);
    if (match.path !== pathname) return reply.redirect(`${match.path}${search}`, 301);

    let data: PageData;
    try {
      data = await pageCache.get(`${match.path}|${match.locale}`, () => loadPageData(api, match));
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return notFound(reply, pathname, match);
      request.log.warn({ err: error, path: pathname }, 'page fetch failed');
      if (match.route.id !== 'home') return reply.redirect(buildPath('home', match.locale) ?? '/', 301);
      // The home itself is never redirected (no loop): it is served empty, and the browser retries.
      const state = errorState(routeStateOf(match, pathname), 503, emptyPage(), match.layout);
      reply.header('Retry-After', '30');
      return sendPage(reply, 503, match, match.locale, state, null);
    }
    const state = readyState(routeStateOf(match, pathname, layoutOf(match, data.page)), data.page, data.room);
    return sendPage(reply, 200, match, match.locale, state, data);
  }

  registerSeoRoutes(app, { siteUrl, apiBase: apiAbsolute, apiTimeoutMs: settings.apiTimeoutMs });
  app.get('/*', pageHandler);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).type('text/plain').send('Not found');
  });
  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error);
    request.log.warn({ err: error }, 'request failed');
    reply.code(status >= 400 && status < 500 ? status : 500).type('text/plain').send(status < 500 ? 'Bad request' : 'Server error');
  });
  return app;
}
