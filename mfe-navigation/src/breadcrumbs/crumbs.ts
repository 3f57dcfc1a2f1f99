/** The breadcrumb trail of a page: the last item is the current page and is not linked. */
import type { Breadcrumb } from '@nirvana/shared/api/schemas';
import type { BusEvents } from '@nirvana/shared/bus';
import type { Layout } from '@nirvana/shared/routes';

export interface Crumb {
  text: string;
  /** null for the current page (not linked). */
  url: string | null;
}

/**
 * On a room page (layout room-detail) the room's name from `nirvana:room` is appended, so the
 * page's own last crumb (the rooms list) becomes a link. On the error page the current crumb is the
 * status code: the page's title below already says "page not found" (said once).
 */
export function crumbsOf(
  breadcrumbs: readonly Breadcrumb[],
  layout: Layout,
  room: BusEvents['nirvana:room'] | undefined,
  roomSlug?: string,
  statusCode?: number,
): Crumb[] {
  const trail: Crumb[] = breadcrumbs.map((b) => ({ text: b.text, url: b.url }));
  if (layout === 'error' && statusCode && statusCode >= 400 && trail.length > 1) {
    trail[trail.length - 1] = { text: String(statusCode), url: null };
    return trail;
  }
  const roomMatches = room && (!roomSlug || room.slug === roomSlug);
  if (layout === 'room-detail' && roomMatches) {
    trail.push({ text: room.name, url: null });
    return trail;
  }
  const lastCrumb = trail[trail.length - 1];
  if (lastCrumb) lastCrumb.url = null;
  return trail;
}
