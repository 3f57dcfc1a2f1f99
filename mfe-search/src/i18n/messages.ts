/** The search's messages per locale, compiled to ICU ASTs at build time (tools/intl-messages-loader.js). */
import type { MessageFormatElement } from 'react-intl';
import { isLocale, type Locale } from '@nirvana/shared/locales';
import de from './de.messages.json';
import en from './en.messages.json';
import ru from './ru.messages.json';
import tr from './tr.messages.json';

export type Messages = Record<string, MessageFormatElement[]>;

const MESSAGES = { tr, en, ru, de } as unknown as Record<Locale, Messages>;

/** The messages of a locale; Turkish for anything unknown. */
export function messagesFor(locale: string | null | undefined): { locale: Locale; messages: Messages } {
  const code = isLocale(locale) ? locale : 'tr';
  return { locale: code, messages: MESSAGES[code] };
}
