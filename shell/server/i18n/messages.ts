/**
 * The shell server's texts (the stand-in chat widget's, and the words of its short 429 answers to a
 * client past its page limits), one catalog per language beside this file
 * (shared/src/server-messages.ts says how they are read and formatted).
 */
import type { Locale } from '@nirvana/shared/locales';
import { createServerMessages } from '@nirvana/shared/server-messages';
import de from './de.messages.json';
import en from './en.messages.json';
import ru from './ru.messages.json';
import tr from './tr.messages.json';

const catalogs: Record<Locale, typeof tr> = { tr, en, ru, de };
export const shellServerMessages = createServerMessages(catalogs);
