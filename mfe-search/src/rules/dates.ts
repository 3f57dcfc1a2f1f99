/**
 * The date rules of the stay search (spec sections 4, 5 and 9), as pure functions over
 * YYYY-MM-DD strings, so the same rules drive the calendar, the validation and the tests.
 */
import type { StayRules } from '@nirvana/shared/api/schemas';

export type IsoDate = string;

/** Default stay length and the mobile minimum distance between check-in and check-out. */
export const DEFAULT_NIGHTS = 3;
export const MOBILE_MIN_NIGHTS = 3;
/** Week starts on Monday (flatpickr's firstDayOfWeek). */
export const FIRST_DAY_OF_WEEK = 1;
/** How far ahead the calendar looks for the first valid check-out. */
const SEARCH_HORIZON_DAYS = 120;

export type RuleSet = Pick<StayRules, 'periods' | 'closedToArrival' | 'closedToDeparture' | 'halfDayCheckIn' | 'halfDayCheckOut'>;

export const NO_RULES: RuleSet = { periods: [], closedToArrival: [], closedToDeparture: [], halfDayCheckIn: [], halfDayCheckOut: [] };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar date of a Date as YYYY-MM-DD. */
export function toIso(date: Date): IsoDate {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD date as a local-midnight Date (what flatpickr works with). */
export function fromIso(iso: IsoDate): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** Whether a string is a real YYYY-MM-DD calendar date. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return toIso(fromIso(value)) === value;
}

// Day arithmetic in UTC, so daylight-saving changes never shift a date.
const utcDay = (iso: IsoDate) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};
const fromUtcDay = (day: number): IsoDate => new Date(day * 86_400_000).toISOString().slice(0, 10);

export function addDays(iso: IsoDate, days: number): IsoDate {
  return fromUtcDay(utcDay(iso) + days);
}

/** Calendar months later, keeping the day where the month has it (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  // Date.UTC carries a month index past December (or before January) into the year; day 0 is the month before's last.
  const lastDay = new Date(Date.UTC(y, m + months, 0)).getUTCDate();
  return fromUtcDay(Date.UTC(y, m - 1 + months, Math.min(d, lastDay)) / 86_400_000);
}

/** Nights between check-in and check-out (negative when check-out comes first). */
export function nightsBetween(checkin: IsoDate, checkout: IsoDate): number {
  return utcDay(checkout) - utcDay(checkin);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(iso: IsoDate): number {
  return (((utcDay(iso) + 4) % 7) + 7) % 7;
}

/** Position in a Monday-first week: 0 = Monday ... 6 = Sunday. */
export function mondayIndex(iso: IsoDate): number {
  return (weekday(iso) + 6) % 7;
}

export function todayIso(now: Date = new Date()): IsoDate {
  return toIso(now);
}

export interface Stay {
  checkin: IsoDate | null;
  checkout: IsoDate | null;
}

/** The default stay: check-in today, check-out today + 3. */
export function defaultStay(today: IsoDate): { checkin: IsoDate; checkout: IsoDate } {
  return { checkin: today, checkout: addDays(today, DEFAULT_NIGHTS) };
}

type Period = RuleSet['periods'][number];

/** The stay-rule period a date falls in (the first one listed, when periods overlap). */
export function periodOf(rules: RuleSet, iso: IsoDate): Period | undefined {
  return rules.periods.find((p) => p.from <= iso && iso <= p.to);
}

const CHANGEOVER_WEEKDAY = { SATURDAY: 6, SUNDAY: 0 } as const;

export type ArrivalProblem = 'past' | 'closed-to-arrival' | 'changeover';
export type DepartureProblem = 'not-after-checkin' | 'closed-to-departure' | 'min-nights' | 'changeover' | 'mobile-min-nights';

/** Why a day cannot be a check-in, or null when it can. */
export function arrivalProblem(iso: IsoDate, rules: RuleSet, today: IsoDate): ArrivalProblem | null {
  if (iso < today) return 'past';
  if (rules.closedToArrival.includes(iso)) return 'closed-to-arrival';
  const changeover = periodOf(rules, iso)?.changeover;
  if (changeover && weekday(iso) !== CHANGEOVER_WEEKDAY[changeover]) return 'changeover';
  return null;
}

/** The minimum nights of a stay starting on a day (the check-in day's period; 1 outside periods). */
export function minNightsFor(rules: RuleSet, checkin: IsoDate, mobile = false): number {
  const period = Math.max(1, periodOf(rules, checkin)?.minNights ?? 1);
  return mobile ? Math.max(period, MOBILE_MIN_NIGHTS) : period;
}

/**
 * Why a day cannot be the check-out of a stay from `checkin`, or null when it can.
 * The check-in day's period decides the minimum nights and the changeover weekday;
 * on mobile a stay is at least three nights.
 */
export function departureProblem(checkin: IsoDate, checkout: IsoDate, rules: RuleSet, mobile = false): DepartureProblem | null {
  const nights = nightsBetween(checkin, checkout);
  if (nights < 1) return 'not-after-checkin';
  if (mobile && nights < MOBILE_MIN_NIGHTS) return 'mobile-min-nights';
  const period = periodOf(rules, checkin);
  if (nights < Math.max(1, period?.minNights ?? 1)) return 'min-nights';
  if (rules.closedToDeparture.includes(checkout)) return 'closed-to-departure';
  if (period?.changeover && weekday(checkout) !== CHANGEOVER_WEEKDAY[period.changeover]) return 'changeover';
  return null;
}

/** The first valid check-out on or after `from` for a stay from `checkin`, within four months. */
export function firstValidCheckout(checkin: IsoDate, rules: RuleSet, mobile: boolean, from: IsoDate = addDays(checkin, 1)): IsoDate | null {
  for (let day = from, i = 0; i < SEARCH_HORIZON_DAYS; i++, day = addDays(day, 1)) {
    if (!departureProblem(checkin, day, rules, mobile)) return day;
  }
  return null;
}

/** Whether a stay is complete and valid under the rules. */
export function stayProblem(stay: Stay, rules: RuleSet, today: IsoDate, mobile = false): ArrivalProblem | DepartureProblem | 'incomplete' | null {
  if (!stay.checkin || !stay.checkout) return 'incomplete';
  return arrivalProblem(stay.checkin, rules, today) ?? departureProblem(stay.checkin, stay.checkout, rules, mobile);
}

/** Half-day check-in or check-out on a day (the calendar shows a tooltip). */
export function halfDayOf(iso: IsoDate, rules: RuleSet): { checkIn: boolean; checkOut: boolean } {
  return { checkIn: rules.halfDayCheckIn.includes(iso), checkOut: rules.halfDayCheckOut.includes(iso) };
}

/** Which end of the stay the next picked day sets. */
export type StayEnd = 'checkin' | 'checkout';

export interface PickState extends Stay {
  next: StayEnd;
}

export interface PickResult {
  state: PickState;
  /** False when the day was refused (the state is unchanged). */
  accepted: boolean;
  problem: ArrivalProblem | DepartureProblem | null;
  /** True once both ends are chosen by this pick (the calendar may close). */
  complete: boolean;
}

/**
 * A day picked in the calendar.
 * Desktop: a new check-in clears check-out; a day after the check-in then sets check-out.
 * On both, a day on or before the check-in while picking check-out starts over as a new check-in.
 * Mobile: a new check-in moves check-out to check-in + 3 (or the first valid day after that);
 * check-out is never earlier than check-in + 3.
 */
export function pickDay(state: PickState, iso: IsoDate, rules: RuleSet, today: IsoDate, mobile: boolean): PickResult {
  const refuse = (problem: ArrivalProblem | DepartureProblem): PickResult => ({ state, accepted: false, problem, complete: false });
  if (state.next === 'checkin' || !state.checkin || iso <= state.checkin) {
    const problem = arrivalProblem(iso, rules, today);
    if (problem) return refuse(problem);
    const checkout = mobile ? firstValidCheckout(iso, rules, true, addDays(iso, MOBILE_MIN_NIGHTS)) : null;
    return { state: { checkin: iso, checkout, next: 'checkout' }, accepted: true, problem: null, complete: false };
  }
  const problem = departureProblem(state.checkin, iso, rules, mobile);
  if (problem) return refuse(problem);
  return { state: { checkin: state.checkin, checkout: iso, next: 'checkin' }, accepted: true, problem: null, complete: true };
}

/**
 * How a day looks in the calendar while the next pick sets `next`: unavailable days are shown
 * (and announced) as such; they stay focusable so the keyboard can move across them.
 */
export function dayStatus(iso: IsoDate, state: PickState, rules: RuleSet, today: IsoDate, mobile: boolean): ArrivalProblem | DepartureProblem | null {
  if (state.next === 'checkout' && state.checkin && iso > state.checkin) {
    return departureProblem(state.checkin, iso, rules, mobile);
  }
  return arrivalProblem(iso, rules, today);
}
