/** A catalog's messages for a locale in React: undefined until their chunk has arrived. */
import { useEffect, useState } from 'react';
import type { Locale } from './locales';
import type { CompiledMessages, MessageCatalog } from './messages';

export function useMessages(catalog: MessageCatalog, locale: Locale | undefined, who: string): CompiledMessages | undefined {
  const [, setVersion] = useState(0);
  const messages = locale ? catalog.get(locale) : undefined;
  const have = !!messages;
  useEffect(() => {
    // What this render had, not the catalog: they may have arrived (preloaded) since it ran.
    if (!locale || have) return undefined;
    let live = true;
    catalog.load(locale).then(
      () => live && setVersion((n) => n + 1),
      (error: unknown) => console.warn(`[${who}] messages unavailable:`, error),
    );
    return () => {
      live = false;
    };
  }, [catalog, locale, have, who]);
  return messages;
}
