/**
 * The navigation section's face: nav bar, menu and breadcrumbs (slot `header`), loyalty banner and
 * footer (slot `footer`), floating and fixed buttons (slot `floating`). One React root in the first
 * slot given; the other parts are portalled into their slots' containers.
 */
import { documentLocale } from '@nirvana/shared/locales';
import { defineSection } from '@nirvana/shared/section-runtime';
import { navigationMessages } from './app/intl';
import { navigationSheets } from './styles/sheets';

export const { bootstrap, mount, update, unmount } = defineSection({
  section: 'navigation',
  sheets: navigationSheets,
  load: () => import('./app/navigation-app'),
  props: ({ props, containers, rootSlot }) => ({ config: props.config, targets: containers, rootPart: rootSlot }),
  bootstrap: async () => void navigationMessages.load(documentLocale()).catch(() => undefined),
});
