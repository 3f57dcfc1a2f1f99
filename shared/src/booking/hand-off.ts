/**
 * The booking hand-off: the URL of the external booking engine that a stay search opens
 * (spec section 7). Pure functions, shared by the search section and the `<nirvana-search>` embed.
 */
import type { HandOff } from '../runtime-config';
import { isHttpUrl } from '../url';

/** What a visitor searched, in the hand-off's own units (dates as YYYY-MM-DD). */
export interface StaySearch {
  /** The hotel's reservationUrl; no hand-off without one. */
  reservationUrl: string | null | undefined;
  checkin: string;
  checkout: string;
  adults: number;
  /** One birthdate (YYYY-MM-DD) per child. */
  childBirthdates: readonly string[];
  promoCode?: string | null;
  /** The visitor's language: `lang` (the widget scheme: `wlang`), so the engine opens in it. */
  locale?: string;
  /** Who sent the visitor (a partner embed's `partner` attribute): `partner`. */
  partner?: string | null;
}

/** The scheme used when a hotel has no hand-off config: the spec's standard parameters, the promo code as `promo`. */
export const STANDARD_HAND_OFF: HandOff = { scheme: 'standard', promoParam: 'promo' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a URL is absolute http(s): the only kind the search ever opens. */
export { isHttpUrl };

/**
 * The hand-off URL of a search: the reservationUrl (its existing query kept) with the scheme's
 * parameters, the visitor's language, the promo code (under the scheme's `promoParam`) and the partner. Null when there is no reservationUrl, when it is not an absolute http(s) URL, or
 * when the search itself is malformed (dates not YYYY-MM-DD, fewer than one adult).
 */
export function buildHandOffUrl(search: StaySearch, handOff: HandOff = STANDARD_HAND_OFF): string | null {
  if (!isHttpUrl(search.reservationUrl)) return null;
  const dates = [search.checkin, search.checkout, ...search.childBirthdates];
  if (!dates.every((d) => ISO_DATE.test(d))) return null;
  if (!Number.isInteger(search.adults) || search.adults < 1) return null;

  const url = new URL(search.reservationUrl as string);
  const q = url.searchParams;
  const children = search.childBirthdates.length;
  if (handOff.scheme === 'widget') {
    if (handOff.widget) q.set('widget', handOff.widget);
    if (search.locale) q.set('wlang', search.locale);
    if (handOff.hotelList) q.set('hotellist', handOff.hotelList);
    q.set('arrival', search.checkin);
    q.set('departure', search.checkout);
    q.set('adultcount', String(search.adults));
    q.set('childcount', String(children));
    search.childBirthdates.forEach((birthdate, i) => q.set(`child${i + 1}born`, birthdate));
  } else {
    q.set('checkin', search.checkin);
    q.set('checkout', search.checkout);
    q.set('adult', String(search.adults));
    q.set('child', String(children));
    if (children > 0) q.set('childages', search.childBirthdates.join(','));
    if (search.locale) q.set('lang', search.locale);
  }
  const promo = search.promoCode?.trim();
  if (promo && handOff.promoParam) q.set(handOff.promoParam, promo);
  const partner = search.partner?.trim();
  if (partner) q.set('partner', partner);
  // A comma is a legal query character; the engines expect `childages=2018-01-02,2020-03-04` as is.
  url.search = q.toString().replace(/%2C/gi, ',');
  return url.toString();
}
