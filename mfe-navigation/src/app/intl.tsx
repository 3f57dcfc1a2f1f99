/** The section's messages (precompiled ICU ASTs, one chunk per language) and its IntlProvider. */
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import { createMessages } from '@nirvana/shared/messages';
import { useMessages } from '@nirvana/shared/use-messages';

export const navigationMessages = createMessages((locale) => import(`../i18n/${locale}.messages.json`));

/** Provides the messages of a locale to everything below (nothing is rendered until they are loaded). */
export function NavIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = useMessages(navigationMessages, locale, 'navigation');
  if (!messages) return null;
  return (
    <IntlProvider
      locale={LOCALE_INFO[locale].iso}
      defaultLocale="tr-TR"
      messages={messages as never}
      onError={(error) => console.warn('[navigation] intl:', error.message)}
    >
      {children}
    </IntlProvider>
  );
}
