/**
 * The guest rules of the stay search (spec sections 3, 5 and 9): adults default 2, at least 1,
 * no upper bound; at most 3 children, each with a birthdate typed as dd.mm.yyyy, the age clamped
 * to 0..11 (a child of 12 or more is shown as 11, the birthdate sent as the visitor gave it).
 */
import { isIsoDate, type IsoDate } from './dates';

export const DEFAULT_ADULTS = 2;
export const MIN_ADULTS = 1;
export const MAX_CHILDREN = 3;
export const MIN_CHILD_AGE = 0;
export const MAX_CHILD_AGE = 11;

export interface Guests {
  adults: number;
  /** Each child's birthdate as typed (dd.mm.yyyy once complete). */
  children: string[];
}

export const DEFAULT_GUESTS: Guests = { adults: DEFAULT_ADULTS, children: [] };

export function canRemoveAdult(guests: Guests): boolean {
  return guests.adults > MIN_ADULTS;
}

export function addAdult(guests: Guests): Guests {
  return { ...guests, adults: guests.adults + 1 };
}

/** One adult fewer, never below one. */
export function removeAdult(guests: Guests): Guests {
  return canRemoveAdult(guests) ? { ...guests, adults: guests.adults - 1 } : guests;
}

export function canAddChild(guests: Guests): boolean {
  return guests.children.length < MAX_CHILDREN;
}

/** One more child (with an empty birthdate), at most three. */
export function addChild(guests: Guests): Guests {
  return canAddChild(guests) ? { ...guests, children: [...guests.children, ''] } : guests;
}

/** Removes the last child, or the child at `index`. */
export function removeChild(guests: Guests, index = guests.children.length - 1): Guests {
  if (index < 0 || index >= guests.children.length) return guests;
  return { ...guests, children: guests.children.filter((_, i) => i !== index) };
}

export function setChildBirthdate(guests: Guests, index: number, text: string): Guests {
  if (index < 0 || index >= guests.children.length) return guests;
  return { ...guests, children: guests.children.map((b, i) => (i === index ? text : b)) };
}

/** A dd.mm.yyyy birthdate (one-digit day and month accepted) as YYYY-MM-DD; null when not a real date. */
export function parseBirthdate(text: string): IsoDate | null {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** A YYYY-MM-DD date as dd.mm.yyyy. */
export function formatBirthdate(iso: IsoDate): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** Completed years between a birthdate and a day (both YYYY-MM-DD). */
export function ageOn(birthdate: IsoDate, day: IsoDate): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A child's age clamped to 0..11. */
export function clampChildAge(age: number): number {
  return Math.min(MAX_CHILD_AGE, Math.max(MIN_CHILD_AGE, Math.trunc(age)));
}

export type ChildProblem = 'missing' | 'invalid' | 'future';

/**
 * Why a typed birthdate cannot be sent, or null: it must be a real dd.mm.yyyy date, not after
 * the reference day (check-in). Any age is accepted: it is clamped to 0..11 (spec), not refused.
 */
export function childProblem(text: string, day: IsoDate): ChildProblem | null {
  if (!text.trim()) return 'missing';
  const iso = parseBirthdate(text);
  if (!iso) return 'invalid';
  if (iso > day) return 'future';
  return null;
}

/** The age of a child on a day clamped to 0..11 (a 12-year-old is 11), or null while the birthdate is not a valid one. */
export function childAge(text: string, day: IsoDate): number | null {
  return childProblem(text, day) ? null : clampChildAge(ageOn(parseBirthdate(text)!, day));
}

/** The first child (index) whose birthdate cannot be sent, or -1. */
export function firstChildProblem(guests: Guests, day: IsoDate): number {
  return guests.children.findIndex((text) => childProblem(text, day) !== null);
}

/** The children's birthdates as YYYY-MM-DD (only valid ones; check firstChildProblem first). */
export function childBirthdates(guests: Guests): IsoDate[] {
  return guests.children.map(parseBirthdate).filter((iso): iso is IsoDate => iso !== null);
}

/**
 * Auto-formats a birthdate while it is typed: digits get the dots inserted ("0903" -> "09.03",
 * "09032018" -> "09.03.2018"); a date typed with its own dots ("9.3.2018") is left as typed.
 */
export function maskBirthdate(text: string): string {
  // Anything but digits and dots, or dd[.mm[.yyyy]] so far with its own dots: as typed (at most 10 characters).
  if (/[^\d.]/.test(text) || /^\d{0,2}(\.\d{0,2}(\.\d{0,4})?)?$/.test(text)) return text.slice(0, 10);
  return maskDigits(text.replace(/\D/g, ''));
}

function maskDigits(text: string): string {
  const digits = text.slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}
