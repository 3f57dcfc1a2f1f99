/**
 * Every language's compiled messages at once, for tests that render synchronously: read the way
 * the section's loader reads them (`i18n/<locale>.messages.json`), for each of `LOCALES`, so a new
 * language needs no line here. The section itself loads only its page's language.
 */
import { LOCALES, type Locale } from '@nirvana/shared/locales';

export const MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [locale, require(`../i18n/${locale}.messages.json`) as Record<string, unknown>]),
) as Record<Locale, Record<string, unknown>>;
