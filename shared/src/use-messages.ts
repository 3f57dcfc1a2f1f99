/** A catalog's messages for a locale in React: undefined until their chunk has arrived. */
import type { Locale } from './locales';
import type { CompiledMessages, MessageCatalog } from './messages';
import { useLoad } from './section-data';

/** `who` names the catalog (one catalog per name) in the key of its load and in the log of a failure. */
export function useMessages(catalog: MessageCatalog, locale: Locale | undefined, who: string): CompiledMessages | undefined {
  // Already loaded (preloaded, or by another element): at once, in this render.
  const ready = locale ? catalog.get(locale) : undefined;
  const loaded = useLoad(`${who} messages`, [locale ?? null], () => (locale ? catalog.load(locale) : Promise.resolve(undefined)));
  return ready ?? loaded;
}
