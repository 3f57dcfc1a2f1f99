/**
 * When dated content has ended, decided the same way everywhere (the API's lists at request time,
 * the sitemap, a page's head and body): an event once its end has passed; an offer once its last
 * booking day is over at the hotels (Antalya keeps UTC+3 all year).
 */
/** The hotels' offset from UTC (ms): their calendar day starts at 21:00 UTC. */
export const HOTEL_UTC_OFFSET_MS = 3 * 3600_000;
/** The hotels' time zone: an event's times are told as the clock at the hotel reads them, wherever the visitor is. */
export const HOTEL_TIME_ZONE = 'Europe/Istanbul';

/** The hotels' calendar day at `now` (YYYY-MM-DD). */
export function hotelDay(now: number = Date.now()): string {
  return new Date(now + HOTEL_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether an event is over (an end that cannot be read counts as not over: the event stays listed). */
export function eventEnded(event: { endsAt: string }, now: number = Date.now()): boolean {
  const end = Date.parse(event.endsAt);
  return Number.isFinite(end) && end <= now;
}

/** Whether an offer can no longer be booked: its last booking day (YYYY-MM-DD) is over at the hotels. */
export function offerEnded(offer: { bookTo: string }, now: number = Date.now()): boolean {
  return offer.bookTo < hotelDay(now);
}
