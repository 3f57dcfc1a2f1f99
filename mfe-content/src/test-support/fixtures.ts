/** Test data that satisfies the shared schemas, and an API client whose only fake is `fetch` (the network boundary). */
import { createApiClient } from '@nirvana/shared/api/client';
import { emptyPage } from '@nirvana/shared/api/empty-page';
import type { Page, Plan, Room } from '@nirvana/shared/api/schemas';
import type { PageState } from '@nirvana/shared/bus';
import type { DeviceInfo } from '@nirvana/shared/device';
import type { Locale } from '@nirvana/shared/locales';
import type { Layout, RouteParams } from '@nirvana/shared/routes';
import { testRuntimeConfig } from '@nirvana/shared/test-config';

export const API = 'http://api.test';

export const config = testRuntimeConfig({
  apiBase: API,
  bookingSite: 'https://booking.example.com/cosmopolitan',
  phone: '+90 242 000 00 00',
  messagingUrl: 'https://wa.me/902420000000',
  loyaltyUrl: 'https://club.example.com',
  mapsKey: null,
});

export const desktop: DeviceInfo = {
  isMobile: false, isTablet: false, isDesktop: true, isIos: false, isAndroid: false, isWindows: false, isMacOS: false,
  isChrome: true, isFirefox: false, isSafari: false, isEdge: false, isCrawler: false,
};
export const mobile: DeviceInfo = { ...desktop, isMobile: true, isDesktop: false };
export const tablet: DeviceInfo = { ...desktop, isTablet: true, isDesktop: false };

export function page(overrides: Partial<Page> = {}): Page {
  return {
    ...emptyPage(),
    id: 40,
    propertyId: 2,
    property: { id: 2, name: 'Nirvana Cosmopolitan', contact: null },
    title: 'Nirvana Cosmopolitan',
    meta: { title: 'Nirvana Cosmopolitan', description: 'A city resort' },
    ...overrides,
  };
}

export function pageState(layout: Layout, overrides: { locale?: Locale; routeId?: string; params?: RouteParams; path?: string; statusCode?: number; page?: Page; status?: PageState['status'] } = {}): PageState {
  return {
    route: { locale: overrides.locale ?? 'tr', routeId: overrides.routeId ?? 'hotel-home', params: overrides.params ?? {}, layout, path: overrides.path ?? '/x' },
    status: overrides.status ?? 'ready',
    statusCode: overrides.statusCode ?? 200,
    page: overrides.page ?? page(),
  };
}

export const plans: Plan[] = [
  { id: 501, code: 'BB', name: 'Bed and breakfast', description: 'Breakfast included', board: 'BB', cancellation: 'Free until 7 days', priceFrom: 180, currency: 'EUR' },
  { id: 502, code: 'AI', name: 'All inclusive', description: 'Everything included', board: 'AI', cancellation: 'Non-refundable', priceFrom: 260, currency: 'EUR' },
];

export function room(id: number, slug: string, name: string): Room {
  return {
    id, slug, name, propertyId: 2, category: { code: 'DELUXE' }, summary: `${name} summary`, html: '<p>Room text</p>',
    sizeM2: 32, maxOccupancy: 3, bed: 'King', view: 'Sea', amenities: ['Minibar', 'Balcony'],
    images: [{ sourceUrl: `${API}/media/rooms/${slug}.jpg`, width: 1600, height: 1067 }], hrefLangs: [],
  };
}

export interface Recorded {
  url: URL;
}

/**
 * An API client for `API` whose fetch answers from `routes` (path → JSON, a Response, or a promise of either), records
 * every request in order, and answers 404 for anything else.
 */
export function fakeApi(routes: Record<string, unknown | ((url: URL) => unknown)>) {
  const calls: URL[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    calls.push(url);
    const key = url.pathname;
    if (!(key in routes)) return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'nope' }), { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = routes[key];
    const body = await (typeof answer === 'function' ? (answer as (u: URL) => unknown)(url) : answer);
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const api = createApiClient(API, { ky: { fetch: fetchImpl as typeof fetch, retry: 0 } });
  return { api, calls, paths: () => calls.map((c) => c.pathname) };
}

export const failing = () => new Response('boom', { status: 500 });
