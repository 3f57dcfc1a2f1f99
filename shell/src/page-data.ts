/**
 * What a page needs before its head can be written: the page at its API url and, for a room or
 * an event detail, the room or event itself (its name and its per-language slugs). Used by the
 * shell server for the first response and by the browser for each client-side navigation.
 */
import type { ApiClient } from '@nirvana/shared/api/client';
import { ApiCallError } from '@nirvana/shared/api/errors';
import type { Event, Page, Room } from '@nirvana/shared/api/schemas';
import { propertyBySlug } from '@nirvana/shared/properties';
import { pageUrlOf, type RouteMatch } from '@nirvana/shared/routes';

export interface PageData {
  page: Page;
  room?: Room;
  event?: Event;
}

export interface LoadOptions {
  /**
   * A room page asks its calls in the spec's order: the page, the property's menus, the room by
   * slug (the content section then asks the rooms list and, after the room, its plans). The
   * browser sets it: the menus' answer is kept by the browser (revalidated with its ETag) for the
   * navigation section, which asks them once its menu or footer is needed. The server, which
   * needs no menus for the head and the first screen, leaves it off.
   */
  menusBeforeRoom?: boolean;
}

/** Loads a matched page; rejects with the API's error (an ApiCallError with its status). */
export async function loadPageData(client: ApiClient, match: RouteMatch, options: LoadOptions = {}): Promise<PageData> {
  const { route, params, locale } = match;
  const pagePromise = client.page(pageUrlOf(match.path), locale);
  if (route.scope === 'room' && params.slug) {
    const propertyId = propertyBySlug(params.hotel)?.id;
    // The menus are the navigation's business: a failure here is its to report, not the page's.
    if (options.menusBeforeRoom && propertyId !== undefined) void client.menus(propertyId, locale).catch(() => undefined);
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
