/**
 * The API's texts: the mails, the newsletter's pages, the form and rate-limit errors, one catalog
 * per language beside this file (shared/src/server-messages.ts says how they are read and formatted).
 */
import type { Locale } from '@nirvana/shared/locales';
import { createServerMessages } from '@nirvana/shared/server-messages';
import de from './de.messages.json';
import en from './en.messages.json';
import ru from './ru.messages.json';
import tr from './tr.messages.json';

const catalogs: Record<Locale, typeof tr> = { tr, en, ru, de };
export const apiMessages = createServerMessages(catalogs);
export type ApiMessageId = (typeof apiMessages.ids)[number];
