/** The content API server: fastify over the seeded SQLite database (not listening: see main.ts). */
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import { openDatabase, type Db } from './db';
import type { SeedReport } from './seed/index';
import { createContentStore, type ContentStore } from './content/store';
import { registerContentEditing } from './content/admin';
import { API_DIR, type ApiSettings } from './settings';
import { installErrorHandlers, frameworkError, clientError, notFound } from './http/errors';
import { installJsonBodyParser } from './http/json-body';
import { installCors, ownOriginOf } from './http/cors';
import { installRateLimit } from './http/rate-limit';
import { warnOnUntrustedForwarding } from './http/forwarded';
import { CACHE, SVG_CSP, etagOptions, type UrlBases } from './http/send';
import { paramsSchema, text } from '@nirvana/shared/api/params';
import { contentRevisionCall } from '@nirvana/shared/api/calls';
import { serveCall } from './http/serve-call';
import { installValidation, parseQuery, type RouteTypes } from './http/route-schemas';
import { collectCalls } from './http/call-list';
import { registerContentRoutes } from './routes/content';
import { registerWriteRoutes } from './routes/writes';
import { registerBookingRoutes } from './routes/booking';
import { registerMediaImageRoutes } from './routes/media';
import { registerNewsletterPages } from './routes/newsletter-pages';
import { registerStaffRoutes } from './routes/staff';
import { outboxStore } from './mail/outbox';
import { composerOf } from './mail/compose';
import { createMailer } from './mail/transport';
import { startOutboxWorker, type OutboxWorker } from './mail/worker';
import { privateLogOptions } from '@nirvana/shared/log-privacy';
import { socketTimeoutOptions } from '@nirvana/shared/server-timeouts';
import { loadLinkSecret } from './privacy/links';
import { RETENTION_INTERVAL_MS, runRetention } from './privacy/retention';

export const MEDIA_ROOT = join(API_DIR, 'media');

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (closed with the server). */
    db: Db;
    /** What seeding did at start; null when the database was already current. */
    seedReport: SeedReport | null;
    /** The content files in the store (loaded at start, again when they change). */
    content: ContentStore;
    /** Where mails go and whether the link secret was generated now (said at start by main.ts). */
    mailReport: { describe: string; secretGenerated: boolean };
    /** The outbox worker (stopped with the server). */
    outbox: OutboxWorker;
  }
}

/**
 * fastify's `trustProxy` for the setting. A hop count becomes proxy-addr's own hop rule (trust the
 * `n` closest hops), since fastify 5.12 takes a bare number as "trust nothing": only right when
 * the API is reachable through those proxies alone (addresses are the safer choice).
 */
export function trustProxyOption(setting: ApiSettings['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** Builds the API server over the database of `settings` (created and seeded when needed). */
export async function buildApiServer(settings: ApiSettings): Promise<FastifyInstance> {
  const db = openDatabase(settings.dbPath);
  // The content files into the store; a database that never held good content cannot serve.
  const content = createContentStore({
    db, dir: settings.contentDir, mediaDir: MEDIA_ROOT,
    log: { warn: (m) => process.stderr.write(`${m}\n`), info: (m) => (settings.logger ? process.stdout.write(`${m}\n`) : undefined) },
  });
  let seedReport: SeedReport | null;
  try {
    seedReport = await content.load();
    const { revision, errors } = content.status();
    if (!revision) throw new Error(`the content files cannot be served:\n${errors.map((e) => `  ${e.file}${e.field ? ` ${e.field}` : ''}: ${e.message}`).join('\n')}`);
  } catch (error) {
    db.close();
    throw error;
  }
  if (settings.contentWatch) content.watch();
  const app = Fastify({
    // Requests are logged with API_LOG; warnings and errors (every 5xx) always, to stderr.
    // No line holds an e-mail address or a link's token (shared/src/log-privacy.ts).
    logger: { level: settings.logger ? 'info' : 'warn', stream: process.stderr, ...privateLogOptions() },
    bodyLimit: 64 * 1024,
    trustProxy: trustProxyOption(settings.trustProxy),
    ...socketTimeoutOptions(settings.timeouts),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200, querystringParser: parseQuery },
    // A malformed URL (bad percent-encoding, an over-long parameter): the same JSON error as any other.
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });
  // Query, path parameters and bodies are checked by each route's schema, with valibot (http/route-schemas.ts, http/body-schema.ts).
  installValidation(app);
  // The list of calls (GET /) is taken from every route registered from here on.
  const calls = collectCalls(app);
  // Writes take JSON only: anything else is a 415.
  app.removeContentTypeParser('text/plain');
  installJsonBodyParser(app);
  app.decorate('db', db);
  app.decorate('seedReport', seedReport);
  app.decorate('content', content);
  // The outbox worker (below) finishes its sends before the database closes.
  let stopWorker = async () => {};
  app.addHook('onClose', async () => {
    await content.close();
    await stopWorker();
    db.close();
  });

  /** The address the server listens on, as a base URL (when no public URL is set). */
  const listenBase = () => {
    const address = app.server.address() as AddressInfo | null;
    const host = !address || ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(address.address) ? 'localhost' : address.address;
    return `http://${host}:${address?.port ?? settings.port}`;
  };
  /**
   * Absolute bases for media and booking URLs. Media in an answer that goes out through a trusted
   * proxy (the shell server's /v1/ and /media/ proxy: X-Forwarded-Host from a trusted hop) point at
   * that proxy's origin, so the site loads its media from itself whatever host or port it is
   * reached by; otherwise (and booking links always) API_PUBLIC_URL, else the listening address.
   */
  const bases = (request: FastifyRequest): UrlBases => {
    const forwarded = request.headers['x-forwarded-host'];
    const proxied = typeof forwarded === 'string' && forwarded !== '' && request.host === forwarded.split(',').pop()!.trim();
    const own = proxied && /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(request.host) ? ownOriginOf(request) : null;
    const direct = settings.publicUrl ?? listenBase();
    // The stand-in booking engine is not proxied: its links stay on the API's own address.
    return { media: own ?? direct, booking: settings.bookingBase ?? direct };
  };

  installErrorHandlers(app);
  // Every answer: no MIME sniffing (JSON, media, the booking stand-in, errors). An SVG (media
  // folders, maps) also gets a CSP of its own: opened as a document, it runs and loads nothing.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (String(reply.getHeader('content-type') ?? '').startsWith('image/svg+xml')) reply.header('content-security-policy', SVG_CSP);
    return payload;
  });
  await installCors(app, settings.allowedOrigins);
  warnOnUntrustedForwarding(app);
  await installRateLimit(app);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerMediaImageRoutes(app, { imagesDir: join(MEDIA_ROOT, 'images'), cacheDir: settings.mediaCacheDir, encodes: settings.mediaEncodes });
  await app.register(fastifyStatic, {
    root: MEDIA_ROOT,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', CACHE.media),
  });

  // The content reads get weak ETags and their 304s from @fastify/etag (in their own scope: errors,
  // writes and media do not).
  await app.register(async (scope) => {
    await scope.register(etag, etagOptions);
    registerContentRoutes(scope, db, bases);
  });
  // Mails: the outbox, written with each form, and its worker in this process.
  const { secret, generated } = loadLinkSecret(settings.mail.linkSecret, settings.mail.dataDir);
  const linkBase = () => settings.mail.siteUrl ?? settings.publicUrl ?? listenBase();
  const mailer = createMailer(settings.mail);
  const store = outboxStore(db);
  const worker = startOutboxWorker({
    store, mailer, settings: settings.mail, log: app.log,
    compose: composerOf({ db, from: settings.mail.from, secret, linkBase, now: Date.now }),
  });
  app.decorate('outbox', worker);
  app.decorate('mailReport', { describe: mailer.describe, secretGenerated: generated });
  stopWorker = worker.stop;
  registerWriteRoutes(app, db, settings.writeLimit, { store, wake: worker.wake, webhook: settings.mail.webhookUrl !== null });
  registerNewsletterPages(app, db, secret, settings.writeLimit);
  registerStaffRoutes(app, db, settings.mail.exportToken);
  // Retention as the policy states it: at start, then every six hours.
  runRetention(db);
  const retention = setInterval(() => runRetention(db), RETENTION_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(retention));
  registerBookingRoutes(app);
  // The editing screen at /admin, only with CONTENT_EDITING (content/admin.ts).
  await registerContentEditing(app, settings, { mediaDir: MEDIA_ROOT });
  // The static map pictures made at seed time (a more specific route than the media folder's).
  const mapSvg = db.prepare('SELECT svg FROM static_maps WHERE property_id = ?');
  const mapSchema = { params: paramsSchema({ file: text({ maxLength: 200, title: 'file' }) }, ['file']) };
  app.get<RouteTypes<typeof mapSchema>>('/media/maps/:file', { schema: mapSchema }, async (request, reply) => {
    const id = /^(\d{1,6})\.svg$/.exec(request.params.file)?.[1];
    const row = id ? (mapSvg.get(Number(id)) as { svg: string } | undefined) : undefined;
    if (!row) throw notFound('No such map');
    reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', CACHE.media);
    return row.svg;
  });

  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Liveness, the mail delivery's state (`stuck` > 0: mails wait too long or were given up) and
    // the content's: the revision served, and what keeps a change of the files from being served.
    return { ok: true, mail: worker.stats(), content: content.status() };
  });
  // The revision of the content served: the shell server asks it every second and drops its caches when it changes.
  serveCall(app, contentRevisionCall, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { revision: content.status().revision };
  });
  app.get('/', async () => ({ name: 'Nirvana content API', docs: 'api/README.md', calls: calls() }));
  return app;
}
