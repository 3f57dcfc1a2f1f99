/**
 * The content section's face: the page body in the shell's `main` slot, through the one section
 * runtime (messages, page, device and data come from it). The server renders the same root
 * (src/server.tsx); the browser hydrates that HTML in place, once the app's and the page's layout's
 * code is there. Bootstrap warms the app chunk.
 */
import { defineSection } from '@nirvana/shared/section-runtime';
import { contentMessages } from './i18n/load-messages';

export const { bootstrap, mount, update, unmount } = defineSection({
  section: 'content',
  sheets: () => import('./app/sheets').then((m) => m.CONTENT_SHEETS),
  messages: contentMessages,
  load: () => import('./app/content-app').then((m) => ({ default: m.ContentApp })),
  // The page's layout with the app: the server's HTML hydrates whole, each part taking clicks once committed.
  prepare: (state) => import('./app/content-app').then((m) => m.preloadLayout(state)),
  pending: <div className="content-pending" aria-busy="true" />,
  bootstrap: () => import('./app/content-app'),
});
