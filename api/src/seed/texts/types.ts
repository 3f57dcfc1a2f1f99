import type { Locale } from '@nirvana/shared/locales';

/** A topic's words in one language: title, lead sentence, body, and a few highlights. */
export type TopicText = [title: string, lead: string, body: string, points?: string[]];
export type Topic = Record<Locale, TopicText>;
