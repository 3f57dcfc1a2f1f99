/**
 * The section's IntlProvider over its messages (`messages.ts`: one chunk per locale, through
 * shared's loader), and a typed `formatMessage`.
 */
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import { useMessages } from '@nirvana/shared/use-messages';
import { newsletterMessages, type MessageId } from './messages';

export type { MessageId } from './messages';

/** Gives its children the messages of a locale (nothing is rendered until they are loaded). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = useMessages(newsletterMessages, locale, 'newsletter');
  if (!messages) return null;
  return (
    <IntlProvider locale={LOCALE_INFO[locale].iso} defaultLocale="tr-TR" messages={messages as never}>
      {children}
    </IntlProvider>
  );
}

/** A typed shortcut to `intl.formatMessage`. */
export function useText() {
  const intl = useIntl();
  return (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
