/**
 * The embeds' messages (`<nirvana-newsletter>`, `<nirvana-contact-form>` on partner pages):
 * the section's catalog in the element's language, with the section runtime's
 * IntlProvider options (`locale` the site locale, `defaultLocale` 'tr'), so an element and the
 * section render the same texts. Nothing is rendered until the language's chunk has arrived.
 */
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@nirvana/shared/locales';
import { useMessages } from '@nirvana/shared/use-messages';
import { newsletterMessages } from '../i18n/messages';

export function EmbedIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = useMessages(newsletterMessages, locale, 'newsletter');
  if (!messages) return null;
  return (
    <IntlProvider locale={locale} defaultLocale="tr" messages={messages as never}>
      {children}
    </IntlProvider>
  );
}
