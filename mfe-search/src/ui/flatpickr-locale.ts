/** flatpickr's texts in the site's four languages, every one with the week starting on Monday. */
import type { CustomLocale } from 'flatpickr/dist/types/locale';
import { english } from 'flatpickr/dist/l10n/default';
import { German } from 'flatpickr/dist/l10n/de';
import { Russian } from 'flatpickr/dist/l10n/ru';
import { Turkish } from 'flatpickr/dist/l10n/tr';
import type { Locale } from '@nirvana/shared/locales';
import { FIRST_DAY_OF_WEEK } from '../rules/dates';

const LOCALES: Record<Locale, CustomLocale> = { tr: Turkish, en: english as CustomLocale, ru: Russian, de: German };

export function flatpickrLocale(locale: Locale): CustomLocale {
  return { ...LOCALES[locale], firstDayOfWeek: FIRST_DAY_OF_WEEK, rangeSeparator: ' – ' };
}
