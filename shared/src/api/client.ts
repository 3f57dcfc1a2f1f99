/**
 * The typed API client: one method per call of spec section 7 (plus the additions the site
 * needs), every answer checked against the schemas. The base URL comes from the runtime config.
 */
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { create, type Struct } from 'superstruct';
import type { Locale } from '../locales';
import { ApiCallError, statusOf } from './errors';
import { EVENT_PUBLISHER_ID, PROPERTY_NETWORK_ID, STORIES_PLATFORM } from '../properties';
import {
  CategoryContent, type CategoryKind, ContactRequest, Event, GalleryCategories, GalleryFiles, Hotels, Menus, Page,
  Plans, Room, Rooms, StayRules, StoryGroups, NewsletterRequest, WriteResult,
} from './schemas';

export interface ApiClientOptions {
  /** Passed to ky: timeout in ms (default 10 s), retry, fetch, hooks... */
  ky?: Options;
}

export { ApiCallError, statusOf } from './errors';

async function toApiError(error: unknown): Promise<never> {
  if (error instanceof HTTPError) {
    let body: unknown;
    try {
      body = await error.response.clone().json();
    } catch {
      body = undefined;
    }
    const message = (body as { message?: string } | undefined)?.message ?? error.message;
    throw new ApiCallError(message, error.response.status, body);
  }
  if (error instanceof ApiCallError) throw error;
  throw new ApiCallError(error instanceof Error ? error.message : String(error), statusOf(error));
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The HTTP instance of a client for the API at `baseUrl`. */
function httpFor(baseUrl: string, options: ApiClientOptions = {}): KyInstance {
  return ky.create({
    prefixUrl: baseUrl.replace(/\/+$/, ''),
    timeout: 10_000,
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    headers: { Accept: 'application/json, text/plain, */*' },
    ...options.ky,
  });
}

/** A GET of one call, its answer checked against `struct`; failures as ApiCallError. */
async function getChecked<T>(http: KyInstance, path: string, struct: Struct<T, unknown>, searchParams?: Record<string, string | number | undefined>) {
  try {
    const clean = Object.fromEntries(
      Object.entries(searchParams ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined),
    );
    const data = await http.get(path, { searchParams: clean }).json();
    return create(data, struct);
  } catch (error) {
    return toApiError(error);
  }
}

/**
 * GET /v1/menus alone, for a part that needs nothing else (the navigation): a bundle that uses
 * only this carries the Menus schema and none of the others.
 */
export function fetchMenus(baseUrl: string, propertyId: number, lang: Locale, options: ApiClientOptions = {}) {
  return getChecked(httpFor(baseUrl, options), 'v1/menus', Menus, { 'property-id': propertyId, lang });
}

/** A client for the API at `baseUrl`. */
export function createApiClient(baseUrl: string, options: ApiClientOptions = {}) {
  const http = httpFor(baseUrl, options);
  const get = <T>(path: string, struct: Struct<T, unknown>, searchParams?: Record<string, string | number | undefined>) =>
    getChecked(http, path, struct, searchParams);

  async function post<T>(path: string, body: unknown, struct: Struct<T, unknown>) {
    try {
      // The page's language also as Accept-Language: the API answers a refused attempt (429) in it before reading the body.
      const locale = (body as { locale?: unknown } | null)?.locale;
      const headers = typeof locale === 'string' ? { 'Accept-Language': locale } : undefined;
      return create(await http.post(path, { json: body, retry: 0, headers }).json(), struct);
    } catch (error) {
      return toApiError(error);
    }
  }

  const enc = encodeURIComponent;

  return {
    /** GET /v1/pages/url-lang: the page at an API url (see pageUrlOf) in a language. */
    page: (url: string, lang: Locale) =>
      get('v1/pages/url-lang', Page, { 'property-network-id': PROPERTY_NETWORK_ID, url, lang }),
    /** GET /v1/pages/not-found: the 404 page content (an addition; the spec leaves it unnamed). */
    notFoundPage: (lang: Locale) => get('v1/pages/not-found', Page, { lang }),
    /** GET /v1/menus: the HEADER, FOOTER and HOTELS menus of a property. */
    menus: (propertyId: number, lang: Locale) => get('v1/menus', Menus, { 'property-id': propertyId, lang }),
    /** GET /v1/stories (platform WEB_ONLY). */
    stories: (propertyId: number, lang: Locale) =>
      get('v1/stories', StoryGroups, { 'property-id': propertyId, lang, platform: STORIES_PLATFORM }),
    /** GET /v1/rooms. */
    rooms: (propertyId: number, lang: Locale) => get('v1/rooms', Rooms, { 'property-id': propertyId, lang }),
    /** GET /v1/rooms/{id or slug}; by slug it needs the property id. */
    room: (idOrSlug: string | number, lang: Locale, propertyId?: number) =>
      get(`v1/rooms/${enc(String(idOrSlug))}`, Room, { lang, 'property-id': propertyId }),
    /** GET /v1/rooms/{id}/plans. */
    roomPlans: (roomId: number, lang?: Locale) => get(`v1/rooms/${roomId}/plans`, Plans, { lang }),
    /** GET /v1/pages/{id}/{gastronomy|outlet|spa|contact|certificate}. */
    categoryContent: (pageId: number, kind: CategoryKind, lang: Locale) =>
      get(`v1/pages/${pageId}/${kind}`, CategoryContent, { lang }),
    /** GET /v1/events/publishers/1/slugs/{slug}. */
    event: (slug: string, lang: Locale) => get(`v1/events/publishers/${EVENT_PUBLISHER_ID}/slugs/${enc(slug)}`, Event, { lang }),
    /** GET /v1/galleries/{id}/categories. */
    galleryCategories: (galleryId: number, lang: Locale) => get(`v1/galleries/${galleryId}/categories`, GalleryCategories, { lang }),
    /** GET /v1/galleries/{id}/files; category and limit only when given. */
    galleryFiles: (galleryId: number, filter: { categoryId?: number; limit?: number; lang?: Locale } = {}) =>
      get(`v1/galleries/${galleryId}/files`, GalleryFiles, { 'category-id': filter.categoryId, limit: filter.limit, lang: filter.lang }),
    /** GET /v1/hotels: the hotels the search offers (an addition). */
    hotels: (lang: Locale) => get('v1/hotels', Hotels, { lang }),
    /** GET /v1/hotels/{id}/stay-rules: the date picker's rules (an addition). */
    stayRules: (hotelId: number) => get(`v1/hotels/${hotelId}/stay-rules`, StayRules),
    /** POST /v1/web/subscribe-newsletter: success or failure only. */
    subscribeNewsletter: (body: NewsletterRequest) =>
      post('v1/web/subscribe-newsletter', create(body, NewsletterRequest), WriteResult),
    /** POST /v1/web/contact: the contact form (an addition; the spec does not name it). */
    sendContact: (body: ContactRequest) => post('v1/web/contact', create(body, ContactRequest), WriteResult),
  };
}
