/**
 * What a search hands out: the `nirvana-search` DOM event (cancelable, bubbling, composed), a
 * GA4-style dataLayer entry, and, unless a listener cancelled the event, the booking engine in a
 * new window. Shared by the site's search bar and the `<nirvana-search>` embed.
 */
import { isHttpUrl } from '@nirvana/shared/booking/hand-off';
import type { NirvanaSearchDetail } from './nirvana-search-element';

export const SEARCH_EVENT = 'nirvana-search';

/**
 * The detail of the `nirvana-search` event: the published type itself (nirvana-search-element.d.ts,
 * the file partners copy), so the two cannot drift; search-element-types.test.ts holds the rest equal.
 */
export type SearchDetail = NirvanaSearchDetail;

export type SearchEvent = CustomEvent<SearchDetail>;

/** Pushes a GA4-style `nirvana_search` event when the page has a dataLayer. */
export function pushDataLayer(detail: SearchDetail, win: Window = window): void {
  const layer = (win as unknown as { dataLayer?: { push?: (entry: unknown) => unknown } }).dataLayer;
  if (!layer || typeof layer.push !== 'function') return;
  layer.push({
    event: 'nirvana_search',
    hotel_id: detail.hotel,
    check_in_date: detail.checkin,
    check_out_date: detail.checkout,
    number_of_adults: detail.adults,
    number_of_children: detail.childBirthdates.length,
    promo_code: detail.promoCode ?? undefined,
  });
}

/** Opens a hand-off URL in a new window without an opener; never anything but http(s). */
export function openHandOff(url: string, win: Window = window): boolean {
  if (!isHttpUrl(url)) return false;
  win.open(url, '_blank', 'noopener');
  return true;
}

/**
 * Dispatches the search event on `target`, records it in the dataLayer and, unless a listener
 * called preventDefault(), opens the hand-off URL. Returns whether the URL was opened.
 */
export function handOffSearch(target: EventTarget, detail: SearchDetail, win: Window = window): boolean {
  const event: SearchEvent = new CustomEvent(SEARCH_EVENT, { detail, bubbles: true, composed: true, cancelable: true });
  const proceed = target.dispatchEvent(event);
  pushDataLayer(detail, win);
  return proceed ? openHandOff(detail.url, win) : false;
}
