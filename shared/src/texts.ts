/**
 * Shared's own texts, from its catalog (`i18n/<locale>.messages.json`, ids `<topic>.<name>`): the
 * section failure notice, the error page's top and the form rules' messages. Plain text, every
 * language at once (tools/plain-catalogs.js): they show before react-intl or a messages chunk has
 * loaded, or where one failed. A language added to `LOCALES` without its catalog here is a type error.
 */
import de from './i18n/de.messages.json';
import en from './i18n/en.messages.json';
import ru from './i18n/ru.messages.json';
import tr from './i18n/tr.messages.json';
import type { Locale } from './locales';

export type SharedTextId = keyof typeof tr;

const CATALOGS: Record<Locale, Record<SharedTextId, string>> = { tr, en, ru, de };

/** The names of a topic's texts: `form` gives `required`, `newsletter.success`... */
export type TopicNames<Topic extends string> = SharedTextId extends infer Id ? (Id extends `${Topic}.${infer Name}` ? Name : never) : never;

/** A topic's texts in a language, by name (`topicTexts('ru', 'section').retry`). */
export function topicTexts<Topic extends string>(locale: Locale, topic: Topic): Record<TopicNames<Topic>, string> {
  const prefix = `${topic}.`;
  const out: Record<string, string> = {};
  for (const [id, text] of Object.entries(CATALOGS[locale])) if (id.startsWith(prefix)) out[id.slice(prefix.length)] = text;
  return out as Record<TopicNames<Topic>, string>;
}

/** A topic's texts in every language. */
export function topicTextsByLocale<Topic extends string>(topic: Topic): Record<Locale, Record<TopicNames<Topic>, string>> {
  return Object.fromEntries((Object.keys(CATALOGS) as Locale[]).map((l) => [l, topicTexts(l, topic)])) as Record<Locale, Record<TopicNames<Topic>, string>>;
}
