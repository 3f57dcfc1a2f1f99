/**
 * The section's texts: react-intl messages per locale, compiled to ASTs at build time
 * (tools/intl-messages-loader.js), so no ICU parser ships to the browser.
 */
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessageFormatElement } from 'react-intl';
import { LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import en from './en.messages.json';
import tr from './tr.messages.json';
import ru from './ru.messages.json';
import de from './de.messages.json';

export type MessageId = keyof typeof en;
type Compiled = Record<MessageId, MessageFormatElement[]>;

// The JSON files are typed as strings by TypeScript, but the loader hands over compiled ASTs.
export const MESSAGES: Record<Locale, Compiled> = {
  tr: tr as unknown as Compiled,
  en: en as unknown as Compiled,
  ru: ru as unknown as Compiled,
  de: de as unknown as Compiled,
};

/** Gives its children the messages of a locale. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={LOCALE_INFO[locale].iso} defaultLocale="tr-TR" messages={MESSAGES[locale]}>
      {children}
    </IntlProvider>
  );
}

/** A typed shortcut to `intl.formatMessage`. */
export function useText() {
  const intl = useIntl();
  return (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
