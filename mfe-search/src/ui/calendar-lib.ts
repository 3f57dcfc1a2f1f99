/**
 * flatpickr and its style sheet, loaded on first need: when a date input is pressed or focused
 * (prefetch) or the calendar opens. The bar itself formats dates with Intl, so a visitor who never
 * opens the calendar never downloads it. (The embed's single-file build folds this import back in.)
 */
import type flatpickrFn from 'flatpickr';
import { once } from '@nirvana/shared/memo';

export interface CalendarLib {
  flatpickr: typeof flatpickrFn;
  /** flatpickr's sheet. */
  sheets: CSSStyleSheet[];
  /** The sheet flatpickr's go before where it is adopted (the search's own, which overrides them). */
  before: CSSStyleSheet;
}

let loaded: CalendarLib | null = null;

/** flatpickr and its sheet if they have loaded already (so a calendar can open in the same render). */
export function loadedCalendarLib(): CalendarLib | null {
  return loaded;
}

/** Starts (once) and returns the load of flatpickr and its sheet; a failed load is tried again next time. */
export const loadCalendarLib = once((): Promise<CalendarLib> => import('./calendar-bundle').then((lib) => (loaded = lib)));
