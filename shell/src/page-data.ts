/**
 * What a page needs before its head can be written: the page at its API url and, for a room or
 * an event detail, the room or event itself (its name and its per-language slugs). Used by the
 * shell server for the first response and by the browser for each client-side navigation.
 */
import { ApiCallError, type ApiClient } from '@nirvana/shared/api/client';
import type { Event, Page, Room } from '@nirvana/shared/api/schemas';
import { propertyBySlug } from '@nirvana/shared/properties';
import { pageUrlOf, type RouteMatch } from '@nirvana/shared/routes';

export interface PageData {
  page: Page;
  room?: Room;
  event?: Event;
}

/** Loads a matched page; rejects with the API's error (an ApiCallError with its status). */
export async function loadPageData(client: ApiClient, match: RouteMatch): Promise<PageData> {
  const { route, params, locale } = match;
  const pagePromise = client.page(pageUrlOf(match.path), locale);
  if (route.scope === 'room' && params.slug) {
    const propertyId = propertyBySlug(params.hotel)?.id;
    const [page, room] = await Promise.all([pagePromise, client.room(params.slug, locale, propertyId)]);
    if (propertyId !== undefined && room.propertyId !== propertyId) {
      throw new ApiCallError(`Room ${params.slug} is not a room of ${params.hotel}`, 404);
    }
    return { page, room };
  }
  if (route.scope === 'event' && params.slug) {
    const [page, event] = await Promise.all([pagePromise, client.event(params.slug, locale)]);
    return { page, event };
  }
  return { page: await pagePromise };
}
