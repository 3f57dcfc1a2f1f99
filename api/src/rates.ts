/**
 * The lowest price of one night for each day, per hotel: the seeded stand-in for what a hotel's
 * booking engine would answer (its availability and rate calendar). A night costs the hotel's
 * lowest plan price (the rooms' `priceFrom`, the minimum a room card shows) times its season's
 * factor, and a little more on Friday and Saturday nights; so no day is ever below the "from" price.
 */
import type { NightlyRates } from '@nirvana/shared/api/schemas';

const DAY = 86_400_000;

/** The season factor of a night (UTC date): festive 24 Dec to 2 Jan, high 15 Jun to 15 Sep, shoulder April to October. */
export function seasonFactor(day: Date): number {
  const m = day.getUTCMonth() + 1;
  const d = day.getUTCDate();
  const md = m * 100 + d;
  if (md >= 1224 || md <= 102) return 1.4;
  if (md >= 615 && md <= 915) return 1.6;
  if (md >= 401 && md <= 1031) return 1.15;
  return 1;
}

/** The nightly rates of a hotel whose lowest plan price is `lowest`, for `days` days from `from` (a UTC midnight). */
export function nightlyRatesOf(hotelId: number, lowest: number, currency: string, from: Date, days: number): NightlyRates {
  const prices: number[] = [];
  for (let i = 0; i < days; i++) {
    const day = new Date(from.getTime() + i * DAY);
    const weekday = day.getUTCDay();
    const weekend = weekday === 5 || weekday === 6 ? 1.1 : 1;
    prices.push(Math.round(lowest * seasonFactor(day) * weekend));
  }
  return { hotelId, currency, from: from.toISOString().slice(0, 10), prices };
}
