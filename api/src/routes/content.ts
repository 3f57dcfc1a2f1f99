/** The read calls of spec section 7, plus the additions (not-found page, hotels, stay rules). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildPath, isDataSlug, matchPath, pageUrlOf, pathOfPageUrl, type HotelSlug } from '@nirvana/shared/routes';
import { EVENT_PUBLISHER_ID, PROPERTY_NETWORK_ID, STORIES_PLATFORM } from '@nirvana/shared/properties';
import type { Locale } from '@nirvana/shared/locales';
import type { Db } from '../db';
import { badRequest, notFound } from '../http/errors';
import { intParam, langOf, queryOf, single, toInt } from '../http/params';
import { CACHE, absolutize, sendJsonText, type UrlBases } from '../http/send';
import { antalyaToday, stayRulesOf } from '../stay-rules';

const CATEGORY_KINDS = ['gastronomy', 'outlet', 'spa', 'contact', 'certificate'] as const;
type Row = { doc: string };

export function registerContentRoutes(app: FastifyInstance, db: Db, bases: (request: FastifyRequest) => UrlBases) {
  const q = {
    property: db.prepare('SELECT id, slug, doc FROM properties WHERE id = ?'),
    hotels: db.prepare("SELECT id, slug, doc FROM properties WHERE slug IS NOT NULL ORDER BY id"),
    page: db.prepare('SELECT doc FROM pages WHERE locale = ? AND url = ?'),
    special: db.prepare('SELECT doc FROM special_pages WHERE key = ? AND locale = ?'),
    menus: db.prepare('SELECT doc FROM menus WHERE property_id = ? AND locale = ?'),
    stories: db.prepare('SELECT doc FROM story_groups WHERE property_id = ? AND locale = ? AND platform = ? ORDER BY position'),
    rooms: db.prepare('SELECT doc FROM rooms WHERE property_id = ? AND locale = ? ORDER BY position'),
    roomById: db.prepare('SELECT doc FROM rooms WHERE id = ? AND locale = ?'),
    roomBySlug: db.prepare('SELECT doc FROM rooms WHERE property_id = ? AND locale = ? AND slug = ?'),
    roomBySlugAny: db.prepare('SELECT doc, property_id FROM rooms WHERE locale = ? AND slug = ?'),
    plans: db.prepare('SELECT doc FROM room_plans WHERE room_id = ? AND locale = ?'),
    category: db.prepare('SELECT doc FROM category_contents WHERE page_id = ? AND kind = ? AND locale = ?'),
    pageExists: db.prepare('SELECT 1 FROM pages WHERE id = ? LIMIT 1'),
    event: db.prepare('SELECT doc FROM events WHERE publisher_id = ? AND locale = ? AND slug = ?'),
    events: db.prepare('SELECT doc FROM events WHERE publisher_id = ? AND locale = ? ORDER BY id'),
    galleryCategories: db.prepare('SELECT doc FROM gallery_categories WHERE gallery_id = ? AND locale = ? ORDER BY position'),
    galleryFiles: db.prepare('SELECT doc FROM gallery_files WHERE gallery_id = ? AND locale = ? ORDER BY position LIMIT ?'),
    galleryFilesIn: db.prepare('SELECT doc FROM gallery_files WHERE gallery_id = ? AND locale = ? AND category_id = ? ORDER BY position LIMIT ?'),
  };
  const send = (request: FastifyRequest, reply: FastifyReply, json: string, cache: string) =>
    sendJsonText(request, reply, absolutize(json, bases(request)), cache);
  const list = (rows: unknown[]) => `[${(rows as Row[]).map((r) => r.doc).join(',')}]`;
  const requireProperty = (id: number) => {
    if (!q.property.get(id)) throw notFound(`Unknown property ${id}`);
  };

  /** GET /v1/pages/url-lang: the page at an API url (pageUrlOf) in a language; aliases resolve to their page. */
  app.get('/v1/pages/url-lang', async (request, reply) => {
    const query = queryOf(request);
    const lang = langOf(query);
    const network = intParam(query, 'property-network-id');
    if (network !== undefined && network !== PROPERTY_NETWORK_ID) throw notFound(`Unknown property network ${network}`);
    const raw = single(query, 'url');
    if (raw === undefined || raw === '') throw badRequest('url is required');
    if (raw.length > 512) throw badRequest('url is too long');
    let url = raw.split(/[?#]/)[0]!;
    if (!url.startsWith('/')) url = `/${url}`;
    if (url.length > 1) url = url.replace(/\/+$/, '') || '/';
    let row = q.page.get(lang, url) as Row | undefined;
    if (!row) {
      const match = matchPath(pathOfPageUrl(url, lang));
      if (match && match.locale === lang) row = q.page.get(lang, pageUrlOf(match.path)) as Row | undefined;
    }
    if (!row) throw notFound(`No page at ${url.slice(0, 200)} in ${lang}`);
    return send(request, reply, row.doc, CACHE.page);
  });

  /** GET /v1/pages/not-found: the 404 page content (addition). */
  app.get('/v1/pages/not-found', async (request, reply) => {
    const row = q.special.get('not-found', langOf(queryOf(request))) as Row;
    return send(request, reply, row.doc, CACHE.page);
  });

  /** GET /v1/pages/{id}/{kind}: category content of a page whose category has that kind. */
  app.get<{ Params: { id: string; kind: string } }>('/v1/pages/:id/:kind', async (request, reply) => {
    const { kind } = request.params;
    if (!(CATEGORY_KINDS as readonly string[]).includes(kind)) throw notFound(`Unknown category content ${kind.slice(0, 40)}`);
    const id = toInt(request.params.id, 'page id');
    const lang = langOf(queryOf(request));
    const row = q.category.get(id, kind, lang) as Row | undefined;
    if (!row) throw notFound(q.pageExists.get(id) ? `Page ${id} has no ${kind} content` : `Unknown page ${id}`);
    return send(request, reply, row.doc, CACHE.content);
  });

  /** GET /v1/menus: HEADER and FOOTER of a property. */
  app.get('/v1/menus', async (request, reply) => {
    const query = queryOf(request);
    const propertyId = intParam(query, 'property-id', { required: true });
    const lang = langOf(query);
    const row = q.menus.get(propertyId, lang) as Row | undefined;
    if (!row) throw notFound(`Unknown property ${propertyId}`);
    return send(request, reply, row.doc, CACHE.content);
  });

  /** GET /v1/stories: story groups of a property for a platform (WEB_ONLY by default), items in stored order. */
  app.get('/v1/stories', async (request, reply) => {
    const query = queryOf(request);
    const propertyId = intParam(query, 'property-id', { required: true });
    const lang = langOf(query);
    const platform = single(query, 'platform') || STORIES_PLATFORM;
    if (!/^[A-Z_]{1,32}$/.test(platform)) throw badRequest('platform must be a platform name such as WEB_ONLY');
    requireProperty(propertyId);
    return send(request, reply, list(q.stories.all(propertyId, lang, platform)), CACHE.content);
  });

  /** GET /v1/rooms: the rooms of a property (none for the group). */
  app.get('/v1/rooms', async (request, reply) => {
    const query = queryOf(request);
    const propertyId = intParam(query, 'property-id', { required: true });
    const lang = langOf(query);
    requireProperty(propertyId);
    return send(request, reply, list(q.rooms.all(propertyId, lang)), CACHE.content);
  });

  /** GET /v1/rooms/{id or slug}: by numeric id, or by the slug of that language (with property-id). */
  app.get<{ Params: { idOrSlug: string } }>('/v1/rooms/:idOrSlug', async (request, reply) => {
    const query = queryOf(request);
    const lang = langOf(query);
    const key = request.params.idOrSlug;
    let row: Row | undefined;
    if (/^\d+$/.test(key)) {
      row = q.roomById.get(toInt(key, 'room id'), lang) as Row | undefined;
    } else {
      if (!isDataSlug(key)) throw notFound('No room with this slug');
      const propertyId = intParam(query, 'property-id');
      if (propertyId !== undefined) {
        requireProperty(propertyId);
        row = q.roomBySlug.get(propertyId, lang, key) as Row | undefined;
      } else {
        const rows = q.roomBySlugAny.all(lang, key) as Row[];
        if (rows.length > 1) throw badRequest('property-id is required: several hotels have a room with this slug');
        row = rows[0];
      }
    }
    if (!row) throw notFound(`No room ${key} in ${lang}`);
    return send(request, reply, row.doc, CACHE.content);
  });

  /** GET /v1/rooms/{id}/plans: the plans of a room (lang optional, Turkish by default). */
  app.get<{ Params: { id: string } }>('/v1/rooms/:id/plans', async (request, reply) => {
    const id = toInt(request.params.id, 'room id');
    const row = q.plans.get(id, langOf(queryOf(request))) as Row | undefined;
    if (!row) throw notFound(`Unknown room ${id}`);
    return send(request, reply, row.doc, CACHE.content);
  });

  /** GET /v1/events/publishers/{publisher}/slugs/{slug}: an event by the slug of that language. */
  app.get<{ Params: { publisher: string; slug: string } }>('/v1/events/publishers/:publisher/slugs/:slug', async (request, reply) => {
    const publisher = toInt(request.params.publisher, 'publisher id');
    const lang = langOf(queryOf(request));
    const { slug } = request.params;
    const row = isDataSlug(slug) ? (q.event.get(publisher, lang, slug) as Row | undefined) : undefined;
    if (!row) throw notFound(`No event ${slug.slice(0, 120)} of publisher ${publisher} in ${lang}`);
    return send(request, reply, row.doc, CACHE.content);
  });

  /** GET /v1/events: every event of the publisher (1 unless `publisher-id` says) in a language (addition, for the sitemap). */
  app.get('/v1/events', async (request, reply) => {
    const query = queryOf(request);
    const lang = langOf(query);
    const publisher = intParam(query, 'publisher-id') ?? EVENT_PUBLISHER_ID;
    return send(request, reply, list(q.events.all(publisher, lang)), CACHE.content);
  });

  /** GET /v1/galleries/{id}/categories. */
  app.get<{ Params: { id: string } }>('/v1/galleries/:id/categories', async (request, reply) => {
    const id = toInt(request.params.id, 'gallery id');
    const rows = q.galleryCategories.all(id, langOf(queryOf(request))) as Row[];
    if (!rows.length) throw notFound(`Unknown gallery ${id}`);
    return send(request, reply, `{"items":${list(rows)}}`, CACHE.content);
  });

  /** GET /v1/galleries/{id}/files: filtered by category-id and cut to limit only when given. */
  app.get<{ Params: { id: string } }>('/v1/galleries/:id/files', async (request, reply) => {
    const id = toInt(request.params.id, 'gallery id');
    const query = queryOf(request);
    const lang = langOf(query);
    const categoryId = intParam(query, 'category-id');
    const limit = intParam(query, 'limit', { min: 1, max: 1000 }) ?? -1;
    if (!q.galleryCategories.get(id, lang)) throw notFound(`Unknown gallery ${id}`);
    const rows = categoryId === undefined ? q.galleryFiles.all(id, lang, limit) : q.galleryFilesIn.all(id, lang, categoryId, limit);
    return send(request, reply, list(rows), CACHE.content);
  });

  /** GET /v1/hotels: the hotels the search offers (addition): url is the hotel home in that language. */
  app.get('/v1/hotels', async (request, reply) => {
    const lang: Locale = langOf(queryOf(request));
    const hotels = (q.hotels.all() as { id: number; slug: HotelSlug; doc: string }[]).map((row) => {
      const doc = JSON.parse(row.doc) as { name: string; reservationUrl: string | null };
      return { id: row.id, slug: row.slug, name: doc.name, url: buildPath('hotel-home', lang, { hotel: row.slug }), reservationUrl: doc.reservationUrl };
    });
    return send(request, reply, JSON.stringify(hotels), CACHE.content);
  });

  /** GET /v1/hotels/{id}/stay-rules: the date picker's rules, computed for today (addition). */
  app.get<{ Params: { id: string } }>('/v1/hotels/:id/stay-rules', async (request, reply) => {
    const id = toInt(request.params.id, 'hotel id');
    const rules = stayRulesOf(id, antalyaToday());
    if (!rules) throw notFound(`Unknown hotel ${id}`);
    return send(request, reply, JSON.stringify(rules), CACHE.rules);
  });
}
