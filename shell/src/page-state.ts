/** Page state as the shell publishes it: the route of a path, the empty page of a reset, the layout. */
import type { Page, Room } from '@nirvana/shared/api/schemas';
import { emptyPage } from '@nirvana/shared/api/empty-page';
import type { PageState, RouteState } from '@nirvana/shared/bus';
import { resolveLayout, splitLocale, type Layout, type RouteMatch } from '@nirvana/shared/routes';

export const NOT_FOUND_ROUTE_ID = 'not-found';

/** The page of a reset lives with the page's schema in shared; the shell's users import it from here too. */
export { emptyPage };

/**
 * The layout of a page: the route's, unless the data names one (an unknown name falls back to
 * the default layout); 'error' for a path that is no page.
 */
export function layoutOf(match: RouteMatch | null, page?: Pick<Page, 'layout'> | null): Layout {
  if (!match) return 'error';
  if (page && page.layout !== null && page.layout !== undefined) return resolveLayout(page.layout);
  return match.layout;
}

/** The route state of a path: its match, or the not-found route in the path's locale. */
export function routeStateOf(match: RouteMatch | null, pathname: string, layout: Layout = layoutOf(match)): RouteState {
  if (!match) {
    return { locale: splitLocale(pathname).locale, routeId: NOT_FOUND_ROUTE_ID, params: {}, layout: 'error', path: pathname };
  }
  return { locale: match.locale, routeId: match.route.id, params: { ...match.params }, layout, path: match.path };
}

/** The state published first on every navigation. */
export function loadingState(route: RouteState): PageState {
  return { route, status: 'loading', statusCode: 0, page: emptyPage() };
}

/** The state of a loaded page (a room page with its room). */
export function readyState(route: RouteState, page: Page, room?: Room): PageState {
  return room ? { route, status: 'ready', statusCode: 200, page, room } : { route, status: 'ready', statusCode: 200, page };
}

/**
 * The state of a failed page. A 404 is the not-found page (its content, the error layout); any
 * other failure keeps the route and shows the error layout unless told otherwise.
 */
export function errorState(route: RouteState, statusCode: number, page: Page = emptyPage(), layout: Layout = 'error'): PageState {
  const routeId = statusCode === 404 ? NOT_FOUND_ROUTE_ID : route.routeId;
  return { route: { ...route, routeId, layout }, status: 'error', statusCode, page };
}
