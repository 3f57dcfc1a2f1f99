import type { Locale } from '@nirvana/shared/locales';
import de from './de.messages.json';
import en from './en.messages.json';
import ru from './ru.messages.json';
import tr from './tr.messages.json';

/** The compiled (AST) messages of each locale; the loader compiles them at build time. */
export const MESSAGES: Record<Locale, Record<string, unknown>> = { tr, en, ru, de } as unknown as Record<Locale, Record<string, unknown>>;
