/**
 * The calendar's prices: the lowest price per night of each day (`GET /v1/hotels/{id}/rates`),
 * fetched for a hotel the first time its calendar draws a day, asked and checked by its contract,
 * and formatted in the page's language (e.g. "€142").
 */
import { nightlyRatesCall } from '@nirvana/shared/api/calls';
import { fetchCall } from '@nirvana/shared/api/fetch-call';
import type { NightlyRates } from '@nirvana/shared/api/schemas';
import { LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import { nightsBetween } from '../rules/dates';

/** How many days of prices one call asks for (the calendar's year ahead). */
export const PRICE_DAYS = 370;

/** Fetches a hotel's nightly rates from today on (10 s, no retry: the calendar shows no prices then). */
export function fetchNightlyRates(apiBase: string, hotelId: number, fetchImpl?: typeof fetch): Promise<NightlyRates> {
  return fetchCall(apiBase, nightlyRatesCall, { params: { id: hotelId }, query: { days: PRICE_DAYS } }, { fetch: fetchImpl });
}

/** The line under a day: its price per night in the page's language, or nothing outside the answer. */
export function priceNote(rates: NightlyRates, locale: Locale): (iso: string) => string | null {
  const format = new Intl.NumberFormat(LOCALE_INFO[locale].iso, { style: 'currency', currency: rates.currency, maximumFractionDigits: 0 });
  return (iso) => {
    const price = rates.prices[nightsBetween(rates.from, iso)];
    return typeof price === 'number' ? format.format(price) : null;
  };
}
