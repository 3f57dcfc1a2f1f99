/** The few texts the shell itself shows, per locale (the sections carry their own messages). */
import { documentLocale, type Locale } from '@nirvana/shared/locales';
import de from './i18n/de.messages.json';
import en from './i18n/en.messages.json';
import ru from './i18n/ru.messages.json';
import tr from './i18n/tr.messages.json';
import { SECTION_FAILURE_TEXT } from '@nirvana/shared/section-text';

export interface ShellMessages {
  skipLink: string;
  sectionFailed: string;
  retry: string;
  retrying: string;
  offline: string;
  loading: string;
  /** The button that loads the live chat when the visitor has not agreed to it yet. */
  chatOffer: string;
}

const CATALOGS: Record<Locale, typeof tr> = { tr, en, ru, de };

/** Per language: the shell's catalog (`i18n/<locale>.messages.json`, plain text: tools/plain-catalogs.js) and the section failure words. */
export const SHELL_MESSAGES: Record<Locale, ShellMessages> = Object.fromEntries(
  (Object.keys(CATALOGS) as Locale[]).map((l) => {
    const own = CATALOGS[l];
    const failure = SECTION_FAILURE_TEXT[l];
    return [l, { skipLink: own['shell.skipLink'], offline: own['shell.offline'], loading: own['shell.loading'], chatOffer: own['chat.offer'], sectionFailed: failure.failed, retry: failure.retry, retrying: failure.retrying }];
  }),
) as Record<Locale, ShellMessages>;

/** The shell's texts for the page's current language (from `<html data-locale>`). */
export function currentMessages(doc: Document = document): ShellMessages {
  return SHELL_MESSAGES[documentLocale(doc)];
}
