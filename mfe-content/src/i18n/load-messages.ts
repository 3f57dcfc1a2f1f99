import type { Locale } from '@nirvana/shared/locales';

type Messages = Record<string, unknown>;

/** Each locale's compiled messages are their own chunk: a page downloads only its language. */
const LOADERS: Record<Locale, () => Promise<{ default: unknown }>> = {
  tr: () => import('./tr.messages.json'),
  en: () => import('./en.messages.json'),
  ru: () => import('./ru.messages.json'),
  de: () => import('./de.messages.json'),
};

const loaded = new Map<Locale, Messages>();
const pending = new Map<Locale, Promise<Messages>>();

/** The messages of a locale when already loaded (synchronously), else undefined. */
export function messagesIfLoaded(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/** Loads (once) the messages of a locale. */
export function loadMessages(locale: Locale): Promise<Messages> {
  const done = loaded.get(locale);
  if (done) return Promise.resolve(done);
  let p = pending.get(locale);
  if (!p) {
    const loader = LOADERS[locale] ?? LOADERS.tr;
    p = loader().then((m) => {
      const messages = m.default as Messages;
      loaded.set(locale, messages);
      pending.delete(locale);
      return messages;
    }, (error: unknown) => {
      pending.delete(locale);
      throw error;
    });
    pending.set(locale, p);
  }
  return p;
}
