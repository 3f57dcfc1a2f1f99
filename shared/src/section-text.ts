/**
 * The words a section's failure shows, in the page's language: the same for the shell's fallback
 * (a remote that could not load) and for a section's own error boundary (a part that crashed).
 * Plain strings: they must show even when react-intl or a messages chunk is what failed.
 */
import type { Locale } from './locales';

export interface SectionFailureText {
  failed: string;
  retry: string;
  retrying: string;
}

export const SECTION_FAILURE_TEXT: Record<Locale, SectionFailureText> = {
  tr: { failed: 'Sayfanın bu bölümü yüklenemedi.', retry: 'Tekrar dene', retrying: 'Yükleniyor…' },
  en: { failed: 'This part of the page could not be loaded.', retry: 'Try again', retrying: 'Loading…' },
  ru: { failed: 'Не удалось загрузить эту часть страницы.', retry: 'Повторить', retrying: 'Загрузка…' },
  de: { failed: 'Dieser Teil der Seite konnte nicht geladen werden.', retry: 'Erneut versuchen', retrying: 'Wird geladen…' },
};
