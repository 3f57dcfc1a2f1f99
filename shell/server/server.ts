/**
 * The shell server: a few fastify plugins over one site context (`site.ts`):
 * - `plugins/pages.ts`: every page path gets the HTML shell with its head rendered from the page
 *   data and the right status; `/runtime-config.json`;
 * - `plugins/static.ts`: the shell build, each section's build from its own base path, the search
 *   embed, the favicon;
 * - `seo/`: `/sitemap.xml`, `/robots.txt`;
 * - `plugins/chat.ts`: the stand-in chat widgets;
 * - `plugins/api-proxy.ts`: the content API on the site's own origin (`/v1/`, `/media/`).
 * Every answer gets the security headers; sockets have header, request and idle timeouts. While it
 * runs, a new content revision empties its caches of content (`content-revision.ts`).
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { statusOf } from '@nirvana/shared/api/client';
import { apiCallFetcher, registerSeoRoutes } from './seo';
import { createContentRevisionWatcher } from './content-revision';
import { registerSecurityHeaders } from './security';
import { createSite, DEFAULT_SHELL_TIMEOUTS, type ShellServerSettings } from './site';
import { apiProxyPlugin } from './plugins/api-proxy';
import { chatPlugin } from './plugins/chat';
import { pagesPlugin } from './plugins/pages';
import { staticFilesPlugin } from './plugins/static';
import { privateLogOptions } from '@nirvana/shared/log-privacy';
import { socketTimeoutOptions } from '@nirvana/shared/server-timeouts';
import { detectDevice } from '@nirvana/shared/device';
import { emptyPage, errorState, routeStateOf } from '../src/page-state';

export type { ShellServerSettings, ShellTimeouts } from './site';

/** fastify's trustProxy for a hop count or a list of proxy addresses (a bare number means "trust nothing" to fastify 5.12). */
function trustProxyOption(setting: ShellServerSettings['trustProxy']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting ?? false;
}

/** The shell server (not listening yet). */
export async function buildShellServer(settings: ShellServerSettings): Promise<FastifyInstance> {
  const site = createSite(settings);
  const app = Fastify({
    // No line holds an e-mail address or a link's token (shared/src/log-privacy.ts).
    logger: settings.logger ? { ...(settings.logger === true ? {} : settings.logger), ...privateLogOptions() } : false,
    // One line per answer (below) instead of fastify's two ("incoming request", "request completed").
    disableRequestLogging: true,
    routerOptions: { maxParamLength: 1000 },
    return503OnClosing: true,
    trustProxy: trustProxyOption(settings.trustProxy),
    ...socketTimeoutOptions(settings.timeouts ?? DEFAULT_SHELL_TIMEOUTS),
  });

  if (!settings.trustProxy) {
    // Behind a load balancer without TRUST_PROXY every visitor has the balancer's address: one
    // client for the page limits and the API's write limit. Said once, loudly.
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      request.log.warn({ from: request.socket.remoteAddress }, 'requests arrive with X-Forwarded-For but TRUST_PROXY is not set: every client behind that proxy counts as one (set TRUST_PROXY to the proxy\'s address or hop count)');
    });
  }
  site.sectionRenderer?.setLog(app.log);
  // The sections' workers warm up while the server starts: waited for 5 s at most (a loaded
  // machine takes longer; the first pages then wait for them within their budget).
  app.addHook('onReady', async () => {
    const warming = site.sectionRenderer?.warm(site.configFor(new URL(site.siteUrl).origin), {
      state: errorState({ ...routeStateOf(null, '/'), locale: 'tr' }, 404, emptyPage()),
      device: detectDevice('', Number.NaN),
      api: { base: site.apiUpstream, headers: {} },
      slots: ['header', 'search', 'main', 'newsletter', 'footer', 'floating'],
    });
    await Promise.race([warming, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  });
  app.addHook('onClose', async () => site.sectionRenderer?.close());
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'answered');
  });
  registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(staticFilesPlugin, { site });
  await app.register(chatPlugin);
  await app.register(async (seo) => registerSeoRoutes(seo, { siteUrl: site.siteUrl, apiBase: site.apiUpstream, apiTimeoutMs: settings.apiTimeoutMs, sitemap: site.sitemap }));
  await app.register(apiProxyPlugin, { site });
  await app.register(pagesPlugin, { site });

  const pollMs = settings.contentRevisionPollMs ?? 1000;
  if (pollMs > 0) {
    const revision = createContentRevisionWatcher({
      read: apiCallFetcher(site.apiUpstream, settings.apiTimeoutMs),
      caches: site.contentCaches,
      intervalMs: pollMs,
      onChange: (current, previous) => {
        if (previous !== null) app.log.info({ revision: current, previous }, 'content changed: page, 404, known-pages and sitemap caches emptied');
      },
    });
    app.addHook('onReady', async () => revision.start());
    app.addHook('onClose', async () => revision.stop());
  }

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).type('text/plain').send('Not found');
  });
  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.warn({ err: error }, 'request failed');
    reply.code(status >= 400 && status < 500 ? status : 500).type('text/plain').send(status < 500 ? 'Bad request' : 'Server error');
  });
  return app;
}
