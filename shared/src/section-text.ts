/**
 * The words a section's failure shows, in the page's language: the same for the shell's fallback
 * (a remote that could not load) and for a section's own error boundary (a part that crashed).
 * Plain strings: they must show even when react-intl or a messages chunk is what failed.
 */
import type { Locale } from './locales';
import { topicTextsByLocale } from './texts';

export interface SectionFailureText {
  failed: string;
  retry: string;
  retrying: string;
}

export const SECTION_FAILURE_TEXT: Record<Locale, SectionFailureText> = topicTextsByLocale('section');
