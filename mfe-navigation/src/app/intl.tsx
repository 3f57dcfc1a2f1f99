/** The section's messages (precompiled ICU ASTs, one chunk per language) and its IntlProvider. */
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@nirvana/shared/locales';
import { LOCALE_INFO } from '@nirvana/shared/locales';

type Compiled = Record<string, unknown>;

const LOADERS: Record<Locale, () => Promise<{ default: unknown }>> = {
  tr: () => import('../i18n/tr.messages.json'),
  en: () => import('../i18n/en.messages.json'),
  ru: () => import('../i18n/ru.messages.json'),
  de: () => import('../i18n/de.messages.json'),
};
const loaded = new Map<Locale, Compiled>();
const pending = new Map<Locale, Promise<Compiled>>();

/** Loads (once) the messages of a locale; the page's own is asked for at mount, beside the app chunk. */
export function loadMessages(locale: Locale): Promise<Compiled> {
  const done = loaded.get(locale);
  if (done) return Promise.resolve(done);
  let p = pending.get(locale);
  if (!p) {
    p = (LOADERS[locale] ?? LOADERS.tr)().then(
      (m) => {
        loaded.set(locale, m.default as Compiled);
        pending.delete(locale);
        return m.default as Compiled;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, p);
  }
  return p;
}

/** Provides the messages of a locale to everything below (nothing is rendered until they are loaded). */
export function NavIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [, setVersion] = useState(0);
  const messages = loaded.get(locale);
  const have = !!messages;
  useEffect(() => {
    // What this render had, not the map: they may have arrived (preloaded) since it ran.
    if (have) return;
    let live = true;
    loadMessages(locale).then(
      () => live && setVersion((n) => n + 1),
      (error: unknown) => console.warn('[navigation] messages unavailable:', error),
    );
    return () => {
      live = false;
    };
  }, [locale, have]);
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
