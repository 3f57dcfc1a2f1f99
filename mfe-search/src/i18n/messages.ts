/**
 * The search's texts through shared's one message loader: one chunk per locale (ICU ASTs compiled
 * at build time by tools/intl-messages-loader.js), loaded on first use. The site's search warms its
 * page's language while its section chunk loads; the embed, one file, carries them all.
 */
import type { MessageFormatElement } from 'react-intl';
import { createMessages } from '@nirvana/shared/messages';

export type Messages = Record<string, MessageFormatElement[]>;

export const searchMessages = createMessages((locale) => import(`./${locale}.messages.json`));
