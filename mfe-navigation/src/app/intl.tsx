/** The section's messages (precompiled ICU ASTs) and its IntlProvider. */
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@nirvana/shared/locales';
import { LOCALE_INFO } from '@nirvana/shared/locales';
import de from '../i18n/de.messages.json';
import en from '../i18n/en.messages.json';
import ru from '../i18n/ru.messages.json';
import tr from '../i18n/tr.messages.json';

type Compiled = Record<string, unknown>;
export const MESSAGES: Record<Locale, Compiled> = { tr, en, ru, de } as unknown as Record<Locale, Compiled>;

/** Provides the messages of a locale to everything below. */
export function NavIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider
      locale={LOCALE_INFO[locale].iso}
      defaultLocale="tr-TR"
      messages={MESSAGES[locale] as never}
      onError={(error) => console.warn('[navigation] intl:', error.message)}
    >
      {children}
    </IntlProvider>
  );
}
