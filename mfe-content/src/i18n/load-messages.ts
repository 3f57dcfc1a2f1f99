import { createMessages } from '@nirvana/shared/messages';

/** The section's messages, one chunk per locale: a page downloads only its language. */
export const contentMessages = createMessages((locale) => import(`./${locale}.messages.json`));
