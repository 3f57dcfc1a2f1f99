/**
 * One way every section loads its texts: react-intl messages compiled to ASTs at build time
 * (tools/intl-messages-loader.js), one chunk per locale, fetched once on first use.
 * `createMessages((locale) => import(`./${locale}.messages.json`))` in a section's i18n folder:
 * the locales are shared's (`Locale`), no list is written out.
 */
import type { Locale } from './locales';
import { onceByKey } from './memo';

export type CompiledMessages = Record<string, unknown>;

export interface MessageCatalog {
  /** The messages of a locale when already loaded (synchronously), else undefined. */
  get(locale: Locale): CompiledMessages | undefined;
  /** Loads (once) the messages of a locale; a failed load may be tried again. */
  load(locale: Locale): Promise<CompiledMessages>;
}

export function createMessages(importLocale: (locale: Locale) => Promise<{ default: unknown }>): MessageCatalog {
  const loaded = new Map<Locale, CompiledMessages>();
  const loads = onceByKey<Locale, CompiledMessages>();
  const get = (locale: Locale) => loaded.get(locale);
  const load = (locale: Locale): Promise<CompiledMessages> =>
    loads.get(locale, () =>
      importLocale(locale).then((m) => {
        const messages = m.default as CompiledMessages;
        loaded.set(locale, messages);
        return messages;
      }),
    );
  return { get, load };
}
