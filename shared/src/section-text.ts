/**
 * The words a section's failure shows, in the page's language: the same for the shell's fallback
 * (a remote that could not load) and for a section's own error boundary (a part that crashed).
 * Plain strings: they must show even when react-intl or a messages chunk is what failed.
 */
import type { Locale } from './locales';
import de from './i18n/section/de.messages.json';
import en from './i18n/section/en.messages.json';
import ru from './i18n/section/ru.messages.json';
import tr from './i18n/section/tr.messages.json';

export interface SectionFailureText {
  failed: string;
  retry: string;
  retrying: string;
}

/** From shared's catalog `i18n/section` (plain text: tools/plain-catalogs.js); a language without one is a type error. */
export const SECTION_FAILURE_TEXT: Record<Locale, SectionFailureText> = { tr, en, ru, de };
