/**
 * The typed API client over ky: one method per call of spec section 7 the site makes (plus the
 * additions it needs), each request built and each answer checked by its contract (calls.ts). The
 * base URL comes from the runtime config.
 */
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { Locale } from '../locales';
import { ApiCallError, statusOf } from './errors';
import { EVENT_PUBLISHER_ID, PROPERTY_NETWORK_ID, STORIES_PLATFORM } from '../properties';
import { parse, type CategoryKind, type ContactRequest, type NewsletterRequest } from '@nirvana/shared/api/schemas';
import {
  callTarget, categoryCall, contactCall, eventCall, galleryCategoriesCall, galleryFilesCall, hotelsCall, menusCall, notFoundPageCall, pageCall,
  readAnswer, roomCall, roomPlansCall, roomsCall, stayRulesCall, storiesCall, subscribeNewsletterCall, type AnswerOf, type Call, type CallInput,
} from './calls';

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

/** A GET of one call, its answer checked against its contract; failures as ApiCallError. */
async function getChecked<C extends Call>(http: KyInstance, call: C, input: CallInput<C>): Promise<AnswerOf<C>> {
  try {
    return readAnswer(call, await http.get(callTarget(call, input)).json());
  } catch (error) {
    return toApiError(error);
  }
}

/**
 * GET /v1/menus alone, for a part that needs nothing else (the navigation): a bundle that uses
 * only this carries the Menus schema and none of the others.
 */
export function fetchMenus(baseUrl: string, propertyId: number, lang: Locale, options: ApiClientOptions = {}) {
  return getChecked(httpFor(baseUrl, options), menusCall, { query: { 'property-id': propertyId, lang } });
}

/** A client for the API at `baseUrl`: a method per call its parts make (the contracts of calls.ts). */
export function createApiClient(baseUrl: string, options: ApiClientOptions = {}) {
  const http = httpFor(baseUrl, options);
  const get = <C extends Call>(call: C, input: CallInput<C>) => getChecked(http, call, input);

  async function post<C extends Call>(call: C, body: CallInput<C>['body']): Promise<AnswerOf<C>> {
    try {
      // The page's language also as Accept-Language: the API answers a refused attempt (429) in it before reading the body.
      const locale = (body as { locale?: unknown } | undefined)?.locale;
      const headers = typeof locale === 'string' ? { 'Accept-Language': locale } : undefined;
      return readAnswer(call, await http.post(callTarget(call, {} as CallInput<C>), { json: parse(call.body!, body), retry: 0, headers }).json());
    } catch (error) {
      return toApiError(error);
    }
  }

  return {
    /** Any GET call by its contract (calls.ts): a call a section adds needs no method here. */
    call: get,
    /** The page at an API url (see pageUrlOf) in a language. */
    page: (url: string, lang: Locale) => get(pageCall, { query: { 'property-network-id': PROPERTY_NETWORK_ID, url, lang } }),
    notFoundPage: (lang: Locale) => get(notFoundPageCall, { query: { lang } }),
    menus: (propertyId: number, lang: Locale) => get(menusCall, { query: { 'property-id': propertyId, lang } }),
    stories: (propertyId: number, lang: Locale) => get(storiesCall, { query: { 'property-id': propertyId, lang, platform: STORIES_PLATFORM } }),
    rooms: (propertyId: number, lang: Locale) => get(roomsCall, { query: { 'property-id': propertyId, lang } }),
    /** A room by id or slug; by slug it needs the property id. */
    room: (idOrSlug: string | number, lang: Locale, propertyId?: number) =>
      get(roomCall, { params: { idOrSlug: String(idOrSlug) }, query: { lang, 'property-id': propertyId } }),
    roomPlans: (roomId: number, lang?: Locale) => get(roomPlansCall, { params: { id: roomId }, query: { lang } }),
    categoryContent: (pageId: number, kind: CategoryKind, lang: Locale) => get(categoryCall, { params: { id: pageId, kind }, query: { lang } }),
    event: (slug: string, lang: Locale) => get(eventCall, { params: { publisher: EVENT_PUBLISHER_ID, slug }, query: { lang } }),
    galleryCategories: (galleryId: number, lang: Locale) => get(galleryCategoriesCall, { params: { id: galleryId }, query: { lang } }),
    /** A gallery's files; category and limit only when given. */
    galleryFiles: (galleryId: number, filter: { categoryId?: number; limit?: number; lang?: Locale } = {}) =>
      get(galleryFilesCall, { params: { id: galleryId }, query: { 'category-id': filter.categoryId, limit: filter.limit, lang: filter.lang } }),
    hotels: (lang: Locale) => get(hotelsCall, { query: { lang } }),
    stayRules: (hotelId: number) => get(stayRulesCall, { params: { id: hotelId } }),
    /** Success or failure only. */
    subscribeNewsletter: (body: NewsletterRequest) => post(subscribeNewsletterCall, body),
    sendContact: (body: ContactRequest) => post(contactCall, body),
  };
}
