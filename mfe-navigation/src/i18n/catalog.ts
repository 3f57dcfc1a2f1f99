/** The section's messages (precompiled ICU ASTs, one chunk per language): the runtime loads the page's language and provides them. */
import { createMessages } from '@nirvana/shared/messages';

export const navigationMessages = createMessages((locale) => import(`./${locale}.messages.json`));
