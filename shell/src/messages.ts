/** The few texts the shell itself shows, per locale (the sections carry their own messages). */
import { documentLocale, type Locale } from '@nirvana/shared/locales';
import { SECTION_FAILURE_TEXT } from '@nirvana/shared/section-text';

export interface ShellMessages {
  skipLink: string;
  sectionFailed: string;
  retry: string;
  retrying: string;
  offline: string;
  loading: string;
}

export const SHELL_MESSAGES: Record<Locale, ShellMessages> = {
  tr: {
    skipLink: 'İçeriğe geç',
    sectionFailed: SECTION_FAILURE_TEXT.tr.failed,
    retry: SECTION_FAILURE_TEXT.tr.retry,
    retrying: SECTION_FAILURE_TEXT.tr.retrying,
    offline: 'İnternet bağlantınız yok. Bağlantı gelince sayfa kaldığı yerden devam eder.',
    loading: 'Sayfa yükleniyor',
  },
  en: {
    skipLink: 'Skip to content',
    sectionFailed: SECTION_FAILURE_TEXT.en.failed,
    retry: SECTION_FAILURE_TEXT.en.retry,
    retrying: SECTION_FAILURE_TEXT.en.retrying,
    offline: 'You are offline. The page carries on when the connection is back.',
    loading: 'Page loading',
  },
  ru: {
    skipLink: 'Перейти к содержанию',
    sectionFailed: SECTION_FAILURE_TEXT.ru.failed,
    retry: SECTION_FAILURE_TEXT.ru.retry,
    retrying: SECTION_FAILURE_TEXT.ru.retrying,
    offline: 'Нет подключения к интернету. Страница продолжит работу, когда связь восстановится.',
    loading: 'Страница загружается',
  },
  de: {
    skipLink: 'Zum Inhalt springen',
    sectionFailed: SECTION_FAILURE_TEXT.de.failed,
    retry: SECTION_FAILURE_TEXT.de.retry,
    retrying: SECTION_FAILURE_TEXT.de.retrying,
    offline: 'Sie sind offline. Die Seite macht weiter, sobald die Verbindung zurück ist.',
    loading: 'Seite wird geladen',
  },
};

/** The shell's texts for the page's current language (from `<html data-locale>`). */
export function currentMessages(doc: Document = document): ShellMessages {
  return SHELL_MESSAGES[documentLocale(doc)];
}
