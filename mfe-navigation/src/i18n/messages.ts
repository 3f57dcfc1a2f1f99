/** Every locale's compiled messages at once (for tests; the section loads only its page's language). */
import type { Locale } from '@nirvana/shared/locales';
import de from './de.messages.json';
import en from './en.messages.json';
import ru from './ru.messages.json';
import tr from './tr.messages.json';

type Compiled = Record<string, unknown>;
export const MESSAGES: Record<Locale, Compiled> = { tr, en, ru, de } as unknown as Record<Locale, Compiled>;
