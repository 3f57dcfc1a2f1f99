/**
 * The navigation section's face: nav bar, menu and breadcrumbs (slot `header`), loyalty banner and
 * footer (slot `footer`), floating and fixed buttons (slot `floating`). The runtime renders the
 * root once per slot (each its own React root, hydrating the server's HTML where there is some).
 */
import { defineSection } from '@nirvana/shared/section-runtime';
import { navigationMessages } from './i18n/catalog';

export const { bootstrap, mount, update, unmount } = defineSection({
  section: 'navigation',
  sheets: () => import('./styles/sheets').then((m) => m.navigationSheets),
  messages: navigationMessages,
  load: () => import('./app/navigation-app'),
});
