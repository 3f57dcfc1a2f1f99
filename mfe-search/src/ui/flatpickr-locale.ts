/**
 * flatpickr's texts in the site's four languages, every one with the week starting on Monday.
 * Month and weekday names come from the browser's Intl data instead of flatpickr's l10n files:
 * those are UMD scripts (each with its own wrapper, English twice), about 2.5 KB gzip that the
 * section's 40 KB budget is better without.
 */
import type { CustomLocale } from 'flatpickr/dist/types/locale';
import { LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import { FIRST_DAY_OF_WEEK } from '../rules/dates';

type Seven = [string, string, string, string, string, string, string];
type Twelve = [string, string, string, string, string, string, string, string, string, string, string, string];

const cache = new Map<Locale, CustomLocale>();

/** "янв." → "Янв", "So." → "So": a calendar header's capitalised short form. */
const tidy = (name: string) => {
  const bare = name.replace(/\.$/, '');
  return bare.charAt(0).toLocaleUpperCase() + bare.slice(1);
};

function names(locale: Locale, options: Intl.DateTimeFormatOptions, count: number, dateOf: (i: number) => number): string[] {
  const format = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { ...options, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => tidy(format.format(dateOf(i))));
}

export function flatpickrLocale(locale: Locale): CustomLocale {
  let result = cache.get(locale);
  if (!result) {
    // 2024-01-07 was a Sunday: flatpickr lists weekdays from Sunday.
    const weekday = (i: number) => Date.UTC(2024, 0, 7 + i);
    const month = (i: number) => Date.UTC(2024, i, 15);
    result = {
      weekdays: {
        shorthand: names(locale, { weekday: 'short' }, 7, weekday) as Seven,
        longhand: names(locale, { weekday: 'long' }, 7, weekday) as Seven,
      },
      months: {
        shorthand: names(locale, { month: 'short' }, 12, month) as Twelve,
        longhand: names(locale, { month: 'long' }, 12, month) as Twelve,
      },
      firstDayOfWeek: FIRST_DAY_OF_WEEK,
      rangeSeparator: ' – ',
    };
    cache.set(locale, result);
  }
  return result;
}
