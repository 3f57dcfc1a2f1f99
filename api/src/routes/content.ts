/** The read calls of spec section 7, plus the additions (not-found page, hotels, stay rules). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildPath, isDataSlug, matchPath, pageUrlOf, pathOfPageUrl, type HotelSlug } from '@nirvana/shared/routes';
import { PROPERTY_NETWORK_ID } from '@nirvana/shared/properties';
import type { ContentSection } from '@nirvana/shared/api/schemas';
import { eventEnded, hotelDay, offerEnded } from '@nirvana/shared/ended';
import type { Db } from '../db';
import { badRequest, notFound } from '../http/errors';
import {
  categoryCall, eventCall, eventsCall, galleryCategoriesCall, galleryFilesCall, hotelsCall, menusCall, notFoundPageCall, offersCall, pageCall,
  roomCall, roomPlansCall, roomsCall, stayRulesCall, storiesCall,
} from '@nirvana/shared/api/calls';
import { serveCall } from '../http/serve-call';
import { CACHE, absolutize, sendJsonText, type UrlBases } from '../http/send';
import { antalyaToday, stayRulesOf } from '../stay-rules';
import { STAND_IN_HAND_OFF } from './booking';
import { registerRateRoutes } from './rates';

type Row = { doc: string };

/**
 * A page with lists of dated things (the offers and events pages) as it reads now: an offer whose
 * booking has closed and an event that is over leave its lists at request time, not when the content
 * was loaded, so nothing ended is offered however long the API runs between two edits.
 */
export function withoutEnded(doc: string, now = Date.now()): string {
  const page = JSON.parse(doc) as { contents?: ContentSection[] };
  for (const section of page.contents ?? []) {
    if (!section.items) continue;
    section.items = section.items.filter((item) => !(item.offer && offerEnded(item.offer, now)) && !(item.event && eventEnded(item.event, now)));
  }
  return JSON.stringify(page);
}

export function registerContentRoutes(app: FastifyInstance, db: Db, bases: (request: FastifyRequest) => UrlBases) {
  const q = {
    property: db.prepare('SELECT id, slug, doc FROM properties WHERE id = ?'),
    hotels: db.prepare("SELECT id, slug, doc FROM properties WHERE slug IS NOT NULL ORDER BY id"),
    page: db.prepare('SELECT doc, dated FROM pages WHERE locale = ? AND url = ?'),
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
    events: db.prepare('SELECT doc FROM events WHERE publisher_id = ? AND locale = ? AND (? OR ends_at > ?) ORDER BY starts_at, id'),
    offers: db.prepare('SELECT doc FROM offers WHERE locale = ? AND (? OR book_to >= ?) ORDER BY position'),
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
  serveCall(app, pageCall, async (request, reply) => {
    const { lang, url: raw, 'property-network-id': network } = request.query;
    if (network !== PROPERTY_NETWORK_ID) throw notFound(`Unknown property network ${network}`);
    let url = raw.split(/[?#]/)[0]!;
    if (!url.startsWith('/')) url = `/${url}`;
    if (url.length > 1) url = url.replace(/\/+$/, '') || '/';
    type PageRow = Row & { dated: number };
    let row = q.page.get(lang, url) as PageRow | undefined;
    if (!row) {
      const match = matchPath(pathOfPageUrl(url, lang));
      if (match && match.locale === lang) row = q.page.get(lang, pageUrlOf(match.path)) as PageRow | undefined;
    }
    if (!row) throw notFound(`No page at ${url.slice(0, 200)} in ${lang}`);
    return send(request, reply, row.dated ? withoutEnded(row.doc) : row.doc, CACHE.page);
  });

  /** GET /v1/pages/not-found: the 404 page content (addition). */
  serveCall(app, notFoundPageCall, async (request, reply) => {
    const row = q.special.get('not-found', request.query.lang) as Row;
    return send(request, reply, row.doc, CACHE.page);
  });

  /** GET /v1/pages/{id}/{kind}: category content of a page whose category has that kind. */
  serveCall(app, categoryCall, async (request, reply) => {
    const { id, kind } = request.params;
    const { lang } = request.query;
    const row = q.category.get(id, kind, lang) as Row | undefined;
    if (!row) throw notFound(q.pageExists.get(id) ? `Page ${id} has no ${kind} content` : `Unknown page ${id}`);
    return send(request, reply, row.doc, CACHE.content);
  });

  /** GET /v1/menus: HEADER and FOOTER of a property. */
  serveCall(app, menusCall, async (request, reply) => {
    const { 'property-id': propertyId, lang } = request.query;
    const row = q.menus.get(propertyId, lang) as Row | undefined;
    if (!row) throw notFound(`Unknown property ${propertyId}`);
    return send(request, reply, row.doc, CACHE.content);
  });

  /** GET /v1/stories: story groups of a property for a platform (WEB_ONLY by default), items in stored order. */
  serveCall(app, storiesCall, async (request, reply) => {
    const { 'property-id': propertyId, lang, platform } = request.query;
    requireProperty(propertyId);
    return send(request, reply, list(q.stories.all(propertyId, lang, platform)), CACHE.content);
  });

  /** GET /v1/rooms: the rooms of a property (none for the group). */
  serveCall(app, roomsCall, async (request, reply) => {
    const { 'property-id': propertyId, lang } = request.query;
    requireProperty(propertyId);
    return send(request, reply, list(q.rooms.all(propertyId, lang)), CACHE.content);
  });

  /** GET /v1/rooms/{id or slug}: by numeric id, or by the slug of that language (with property-id). */
  serveCall(app, roomCall, async (request, reply) => {
    const { lang, 'property-id': propertyId } = request.query;
    const key = request.params.idOrSlug;
    let row: Row | undefined;
    if (/^\d+$/.test(key)) {
      row = key.length <= 10 ? (q.roomById.get(Number(key), lang) as Row | undefined) : undefined;
    } else {
      if (!isDataSlug(key)) throw notFound('No room with this slug');
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
  serveCall(app, roomPlansCall, async (request, reply) => {
    const { id } = request.params;
    const row = q.plans.get(id, request.query.lang) as Row | undefined;
    if (!row) throw notFound(`Unknown room ${id}`);
    return send(request, reply, row.doc, CACHE.content);
  });

  /** GET /v1/events/publishers/{publisher}/slugs/{slug}: an event by the slug of that language. */
  serveCall(app, eventCall, async (request, reply) => {
    const { publisher, slug } = request.params;
    const { lang } = request.query;
    const row = isDataSlug(slug) ? (q.event.get(publisher, lang, slug) as Row | undefined) : undefined;
    if (!row) throw notFound(`No event ${slug.slice(0, 120)} of publisher ${publisher} in ${lang}`);
    return send(request, reply, row.doc, CACHE.content);
  });

  /**
   * GET /v1/events: the events of the publisher (1 unless `publisher-id` says) in a language, by start
   * (addition, for the sitemap): those not over at request time, or all with `include=ended`.
   */
  serveCall(app, eventsCall, async (request, reply) => {
    const { lang, 'publisher-id': publisher, include } = request.query;
    return send(request, reply, list(q.events.all(publisher, lang, include === 'ended' ? 1 : 0, new Date(Date.now()).toISOString())), CACHE.content);
  });

  /**
   * GET /v1/offers: the offers in a language, as the offers list orders them (addition, for the
   * sitemap): those still bookable at request time (through their last booking day at the hotels),
   * or all with `include=ended`.
   */
  serveCall(app, offersCall, async (request, reply) => {
    const { lang, include } = request.query;
    return send(request, reply, list(q.offers.all(lang, include === 'ended' ? 1 : 0, hotelDay())), CACHE.content);
  });

  /** GET /v1/galleries/{id}/categories. */
  serveCall(app, galleryCategoriesCall, async (request, reply) => {
    const { id } = request.params;
    const rows = q.galleryCategories.all(id, request.query.lang) as Row[];
    if (!rows.length) throw notFound(`Unknown gallery ${id}`);
    return send(request, reply, `{"items":${list(rows)}}`, CACHE.content);
  });

  /** GET /v1/galleries/{id}/files: filtered by category-id and cut to limit only when given. */
  serveCall(app, galleryFilesCall, async (request, reply) => {
    const { id } = request.params;
    const { lang, 'category-id': categoryId, limit = -1 } = request.query;
    if (!q.galleryCategories.get(id, lang)) throw notFound(`Unknown gallery ${id}`);
    const rows = categoryId === undefined ? q.galleryFiles.all(id, lang, limit) : q.galleryFilesIn.all(id, lang, categoryId, limit);
    return send(request, reply, list(rows), CACHE.content);
  });

  /**
   * GET /v1/hotels: the hotels the search offers (addition): url is the hotel home in that language,
   * handOff the parameter scheme of the booking engine its reservationUrl opens.
   */
  serveCall(app, hotelsCall, async (request, reply) => {
    const { lang } = request.query;
    const hotels = (q.hotels.all() as { id: number; slug: HotelSlug; doc: string }[]).map((row) => {
      const doc = JSON.parse(row.doc) as { name: string; reservationUrl: string | null };
      const handOff = doc.reservationUrl ? STAND_IN_HAND_OFF : undefined;
      return { id: row.id, slug: row.slug, name: doc.name, url: buildPath('hotel-home', lang, { hotel: row.slug }), reservationUrl: doc.reservationUrl, handOff };
    });
    return send(request, reply, JSON.stringify(hotels), CACHE.content);
  });

  /** GET /v1/hotels/{id}/stay-rules: the date picker's rules, computed for today (addition). */
  serveCall(app, stayRulesCall, async (request, reply) => {
    const { id } = request.params;
    const rules = stayRulesOf(id, antalyaToday());
    if (!rules) throw notFound(`Unknown hotel ${id}`);
    return send(request, reply, JSON.stringify(rules), CACHE.rules);
  });

  registerRateRoutes(app, db);
}
