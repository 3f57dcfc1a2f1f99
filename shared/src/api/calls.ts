/**
 * One contract per API call: its method and path, its parameters (params.ts: JSON Schema, which
 * the API checks with fastify's validator), its body and its answer (schemas.ts). The API serves
 * each call from its contract (api/src/http/serve-call.ts), every client builds its request from it
 * (`callTarget`) and checks the answer with it (`readAnswer`; the shared client's `call` takes any
 * contract), the API's list of calls comes from the routes so served and the table of calls in
 * api/README.md from these (`npm run calls --workspace api`). A new call is a contract here, its
 * handler and its data: nothing else names it.
 *
 * Each contract is a plain object, its builders free of side effects (valibot's, and params.ts's,
 * marked so where they are declared): a bundle keeps the ones it uses.
 */
import type { GenericSchema } from 'valibot';
// By its package name: a section consumes the copy the shell provides (webpack.common.js).
import { EVENT_PUBLISHER_ID, PROPERTY_NETWORK_ID, STORIES_PLATFORM } from '@nirvana/shared/properties';
import { choice, lang, paramsSchema, text, textOr, wholeNumber, wholeNumberOr, type Param, type ParamsSchema, type Sent } from './params';
import {
  CATEGORY_KINDS, CategoryContent, ContactRequest, ContentRevision, Event, Events, GalleryCategories, GalleryFiles, Hotels, Menus, NewsletterRequest, NightlyRates,
  OfferEntries, Page, Plans, Room, Rooms, StayRules, StoryGroups, WriteResult, parse,
} from '@nirvana/shared/api/schemas';

type AnySchema = ParamsSchema<Record<string, Param<unknown, boolean>>, string>;

/** A call's contract. */
export interface Call<A = unknown, Q extends AnySchema | undefined = AnySchema | undefined, P extends AnySchema | undefined = AnySchema | undefined, B = unknown> {
  readonly method: 'GET' | 'POST';
  /** Its path, without the leading slash; a path parameter is `:name`, its schema in `params`. */
  readonly path: string;
  readonly query?: Q;
  readonly params?: P;
  /** A write's body: the schema the client sends with and the API reads (api/src/http/body-schema.ts). */
  readonly body?: GenericSchema<B>;
  /** The answer, checked by every client. */
  readonly answer: GenericSchema<unknown, A>;
}

/** What a client gives a call: its path's parameters, its query (those not required may be left out) and a write's body. */
export type CallInput<C> = (C extends { readonly query: infer Q } ? { query: Sent<Q> } : { query?: undefined })
  & (C extends { readonly params: infer P } ? { params: Sent<P> } : { params?: undefined })
  & (C extends { readonly body: GenericSchema<infer B> } ? { body: B } : { body?: undefined });
/** What a call answers. */
export type AnswerOf<C> = C extends { readonly answer: GenericSchema<unknown, infer A> } ? A : never;

const propertyId = wholeNumber();
/* @__NO_SIDE_EFFECTS__ */
function idOf(title: string) {
  return paramsSchema({ id: wholeNumber({ title }) }, ['id']);
}
const LANG_ONLY = paramsSchema({ lang });
const PROPERTY_AND_LANG = paramsSchema({ 'property-id': propertyId, lang }, ['property-id']);
/** `include=ended` on the lists of events and offers: the ended ones too (the shell's list of the pages that answer). */
const include = choice(['ended'] as const, { title: 'also list' });
/** The most days of prices one rates call answers (the date picker's horizon is about a year). */
export const MAX_RATE_DAYS = 400;

export const pageCall = {
  method: 'GET', path: 'v1/pages/url-lang',
  query: paramsSchema({ url: text({ maxLength: 512 }), lang, 'property-network-id': wholeNumberOr(PROPERTY_NETWORK_ID) }, ['url']),
  answer: Page,
} as const satisfies Call;

export const notFoundPageCall = {
  method: 'GET', path: 'v1/pages/not-found', query: LANG_ONLY, answer: Page,
} as const satisfies Call;

export const categoryCall = {
  method: 'GET', path: 'v1/pages/:id/:kind',
  params: paramsSchema({ id: wholeNumber({ title: 'page id' }), kind: choice(CATEGORY_KINDS, { title: 'content kind' }) }, ['id', 'kind']),
  query: LANG_ONLY, answer: CategoryContent,
} as const satisfies Call;

export const menusCall = {
  method: 'GET', path: 'v1/menus', query: PROPERTY_AND_LANG, answer: Menus,
} as const satisfies Call;

export const storiesCall = {
  method: 'GET', path: 'v1/stories',
  query: paramsSchema({
    'property-id': propertyId, lang,
    platform: textOr(STORIES_PLATFORM, { maxLength: 32, pattern: '^[A-Z_]+$', description: `a platform name such as ${STORIES_PLATFORM}` }),
  }, ['property-id']),
  answer: StoryGroups,
} as const satisfies Call;

export const roomsCall = {
  method: 'GET', path: 'v1/rooms', query: PROPERTY_AND_LANG, answer: Rooms,
} as const satisfies Call;

export const roomCall = {
  method: 'GET', path: 'v1/rooms/:idOrSlug',
  params: paramsSchema({ idOrSlug: text({ maxLength: 200, title: 'room id or slug' }) }, ['idOrSlug']),
  query: paramsSchema({ lang, 'property-id': propertyId }),
  answer: Room,
} as const satisfies Call;

export const roomPlansCall = {
  method: 'GET', path: 'v1/rooms/:id/plans', params: idOf('room id'), query: LANG_ONLY, answer: Plans,
} as const satisfies Call;

export const eventCall = {
  method: 'GET', path: 'v1/events/publishers/:publisher/slugs/:slug',
  params: paramsSchema({ publisher: wholeNumber({ title: 'publisher id' }), slug: text({ maxLength: 200, title: 'event slug' }) }, ['publisher', 'slug']),
  query: LANG_ONLY, answer: Event,
} as const satisfies Call;

export const eventsCall = {
  method: 'GET', path: 'v1/events',
  query: paramsSchema({ lang, 'publisher-id': wholeNumberOr(EVENT_PUBLISHER_ID), include }),
  answer: Events,
} as const satisfies Call;

export const offersCall = {
  method: 'GET', path: 'v1/offers',
  query: paramsSchema({ lang, include }), answer: OfferEntries,
} as const satisfies Call;

export const galleryCategoriesCall = {
  method: 'GET', path: 'v1/galleries/:id/categories', params: idOf('gallery id'), query: LANG_ONLY, answer: GalleryCategories,
} as const satisfies Call;

export const galleryFilesCall = {
  method: 'GET', path: 'v1/galleries/:id/files',
  params: idOf('gallery id'),
  query: paramsSchema({ 'category-id': wholeNumber(), limit: wholeNumber({ minimum: 1, maximum: 1000 }), lang }),
  answer: GalleryFiles,
} as const satisfies Call;

export const hotelsCall = {
  method: 'GET', path: 'v1/hotels', query: LANG_ONLY, answer: Hotels,
} as const satisfies Call;

export const stayRulesCall = {
  method: 'GET', path: 'v1/hotels/:id/stay-rules', params: idOf('hotel id'), answer: StayRules,
} as const satisfies Call;

export const nightlyRatesCall = {
  method: 'GET', path: 'v1/hotels/:id/rates',
  params: idOf('hotel id'),
  query: paramsSchema({
    from: text({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a date YYYY-MM-DD' }),
    days: wholeNumberOr(62, { minimum: 1, maximum: MAX_RATE_DAYS }),
  }),
  answer: NightlyRates,
} as const satisfies Call;

export const contentRevisionCall = {
  method: 'GET', path: 'v1/content/revision', answer: ContentRevision,
} as const satisfies Call;

export const subscribeNewsletterCall = {
  method: 'POST', path: 'v1/web/subscribe-newsletter',
  body: NewsletterRequest, answer: WriteResult,
} as const satisfies Call;

export const contactCall = {
  method: 'POST', path: 'v1/web/contact',
  body: ContactRequest, answer: WriteResult,
} as const satisfies Call;

/** Every call the site's parts make, in the README's order. */
export const CALLS: readonly Call[] = [
  pageCall, notFoundPageCall, categoryCall, menusCall, storiesCall, roomsCall, roomCall, roomPlansCall, eventCall, eventsCall, offersCall,
  galleryCategoriesCall, galleryFilesCall, hotelsCall, stayRulesCall, nightlyRatesCall, contentRevisionCall, subscribeNewsletterCall, contactCall,
];

/**
 * Where a call goes, relative to the API's base: its path with its parameters filled in (encoded)
 * and its query's given values in the schema's order, e.g. `v1/rooms?property-id=2&lang=tr`.
 */
export function callTarget<C extends Call>(call: C, input: CallInput<C>): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  const search = new URLSearchParams();
  for (const name in call.query?.properties) {
    const value = query?.[name];
    if (value != null && value !== '') search.append(name, String(value));
  }
  const qs = `${search}`;
  return call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params![name]!)) + (qs && `?${qs}`);
}

/** A call's answer, checked against its contract (throws when it has another shape). */
export function readAnswer<C extends Call>(call: C, data: unknown): AnswerOf<C> {
  return parse(call.answer, data) as AnswerOf<C>;
}
