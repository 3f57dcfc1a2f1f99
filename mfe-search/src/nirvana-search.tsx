/**
 * The search section's face: the booking search in the shell's `search` slot (a bar on desktops,
 * an overlay on phones), server-rendered and hydrated by the section runtime, which gives its root
 * the page, the device, the language and its messages. The reservation buttons' requests are
 * listened for from the mount on, so a tap while the section's chunk loads is kept.
 */
import { documentLocale } from '@nirvana/shared/locales';
import { defineSection } from '@nirvana/shared/section-runtime';
import { searchMessages } from './i18n/messages';
import { listenForOpenRequests } from './section/open-request';

export const { bootstrap, mount, update, unmount } = defineSection({
  section: 'search',
  sheets: () => import('./styles').then((m) => m.SEARCH_SHEETS),
  messages: searchMessages,
  load: () => import('./section/search-section'),
  // The page's language's texts load beside the section's chunk, not after it.
  bootstrap: () => searchMessages.load(documentLocale()).catch(() => undefined),
  whileMounted: () => listenForOpenRequests(),
});
