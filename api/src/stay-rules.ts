/**
 * Each hotel's stay rules for the date picker, computed from "today" (Antalya time) at request
 * time, so the periods and dates always lie ahead: a festive period, the high season with its
 * minimum stay and changeover day, shoulder periods between, and a few closed and half-day dates.
 */
import type { StayRules } from '@nirvana/shared/api/schemas';

interface HotelRules {
  high: { minNights: number; changeover: 'SATURDAY' | 'SUNDAY' | null };
  festiveMin: number;
  shoulderMin: number;
  /** Day offsets from today of the hotel's own closed and half-day dates. */
  closedToArrival: number[];
  closedToDeparture: number[];
  halfDayCheckIn: number[];
  halfDayCheckOut: number[];
}

export const STAY_RULES: Record<number, HotelRules> = {
  // Mediterranean Excellence: a week from Saturday to Saturday in high season.
  1: { high: { minNights: 7, changeover: 'SATURDAY' }, festiveMin: 4, shoulderMin: 2, closedToArrival: [9, 10, 38], closedToDeparture: [16, 45], halfDayCheckIn: [6, 20], halfDayCheckOut: [13, 27] },
  // Cosmopolitan: five nights minimum, Sunday to Sunday, in high season.
  2: { high: { minNights: 5, changeover: 'SUNDAY' }, festiveMin: 3, shoulderMin: 2, closedToArrival: [11, 12], closedToDeparture: [18, 19], halfDayCheckIn: [4, 25], halfDayCheckOut: [8, 29] },
  // Dolce Vita: six nights minimum in high season, any arrival day.
  3: { high: { minNights: 6, changeover: null }, festiveMin: 3, shoulderMin: 1, closedToArrival: [14], closedToDeparture: [21, 22], halfDayCheckIn: [5, 19], halfDayCheckOut: [12, 26] },
};

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

/** Today's date in Antalya (UTC+3, no daylight saving) as a UTC midnight. */
export function antalyaToday(now = new Date()): Date {
  const local = new Date(now.getTime() + 3 * 3600_000);
  return utc(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
}

/** The stay rules of a hotel (1, 2 or 3) as of `today`; null for a property without rules. */
export function stayRulesOf(hotelId: number, today: Date): StayRules | null {
  const rules = STAY_RULES[hotelId];
  if (!rules) return null;
  const year = today.getUTCFullYear();
  const horizon = new Date(today.getTime() + 400 * DAY);

  // Special periods: the high season (15 June to 15 September) and the festive days (24 December to 2 January).
  const specials: { from: Date; to: Date; minNights: number; changeover: 'SATURDAY' | 'SUNDAY' | null }[] = [];
  for (const y of [year, year + 1]) {
    specials.push({ from: utc(y, 6, 15), to: utc(y, 9, 15), ...rules.high });
    specials.push({ from: utc(y - 1, 12, 24), to: utc(y, 1, 2), minNights: rules.festiveMin, changeover: null });
    specials.push({ from: utc(y, 12, 24), to: utc(y + 1, 1, 2), minNights: rules.festiveMin, changeover: null });
  }
  const ahead = specials
    .filter((p) => p.to >= today && p.from <= horizon)
    .map((p) => ({ ...p, from: p.from < today ? today : p.from }))
    .sort((a, b) => a.from.getTime() - b.from.getTime())
    .filter((p, i, all) => i === 0 || p.from.getTime() !== all[i - 1]!.from.getTime());

  // Shoulder periods fill the gaps, from today to the horizon.
  const periods: StayRules['periods'] = [];
  let cursor = today;
  for (const p of ahead) {
    if (p.from > cursor) periods.push({ from: iso(cursor), to: iso(new Date(p.from.getTime() - DAY)), minNights: rules.shoulderMin, changeover: null });
    periods.push({ from: iso(p.from), to: iso(p.to), minNights: p.minNights, changeover: p.changeover });
    cursor = new Date(p.to.getTime() + DAY);
  }
  if (cursor <= horizon) periods.push({ from: iso(cursor), to: iso(horizon), minNights: rules.shoulderMin, changeover: null });

  const days = (offsets: number[]) => offsets.map((n) => iso(new Date(today.getTime() + n * DAY)));
  // New Year's Eve is closed to arrival and New Year's Day closed to departure at every hotel.
  const nye = utc(today > utc(year, 12, 31) ? year + 1 : year, 12, 31);
  const sorted = (list: string[]) => [...new Set(list)].sort();
  return {
    hotelId,
    periods,
    closedToArrival: sorted([...days(rules.closedToArrival), iso(nye)]),
    closedToDeparture: sorted([...days(rules.closedToDeparture), iso(new Date(nye.getTime() + DAY))]),
    halfDayCheckIn: sorted(days(rules.halfDayCheckIn)),
    halfDayCheckOut: sorted(days(rules.halfDayCheckOut)),
  };
}
