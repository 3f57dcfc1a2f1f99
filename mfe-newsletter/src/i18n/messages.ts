/**
 * The section's texts through shared's one message loader: one chunk per locale (ICU ASTs compiled
 * at build time by tools/intl-messages-loader.js), loaded on first use; the section warms its page's
 * language when it bootstraps.
 */
import { createMessages } from '@nirvana/shared/messages';
import type en from './en.messages.json';

export type MessageId = keyof typeof en;

export const newsletterMessages = createMessages((locale) => import(`./${locale}.messages.json`));
