/** The few texts the shell itself shows, per locale (the sections carry their own messages). */
import type { Locale } from '@nirvana/shared/locales';

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
    sectionFailed: 'Sayfanın bu bölümü yüklenemedi.',
    retry: 'Tekrar dene',
    retrying: 'Yükleniyor…',
    offline: 'İnternet bağlantınız yok. Bağlantı gelince sayfa kaldığı yerden devam eder.',
    loading: 'Sayfa yükleniyor',
  },
  en: {
    skipLink: 'Skip to content',
    sectionFailed: 'This part of the page could not be loaded.',
    retry: 'Try again',
    retrying: 'Loading…',
    offline: 'You are offline. The page carries on when the connection is back.',
    loading: 'Page loading',
  },
  ru: {
    skipLink: 'Перейти к содержанию',
    sectionFailed: 'Не удалось загрузить эту часть страницы.',
    retry: 'Повторить',
    retrying: 'Загрузка…',
    offline: 'Нет подключения к интернету. Страница продолжит работу, когда связь восстановится.',
    loading: 'Страница загружается',
  },
  de: {
    skipLink: 'Zum Inhalt springen',
    sectionFailed: 'Dieser Teil der Seite konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    retrying: 'Wird geladen…',
    offline: 'Sie sind offline. Die Seite macht weiter, sobald die Verbindung zurück ist.',
    loading: 'Seite wird geladen',
  },
};

/** The shell's texts for the page's current language (from `<html data-locale>`). */
export function currentMessages(doc: Document = document): ShellMessages {
  const locale = doc.documentElement.dataset.locale as Locale | undefined;
  return SHELL_MESSAGES[locale && locale in SHELL_MESSAGES ? locale : 'tr'];
}
