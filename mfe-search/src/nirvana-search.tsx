/**
 * The search section's face: the booking search in the shell's `search` slot (a bar on desktops,
 * an overlay on phones). The reservation buttons' requests are listened for from the mount on, so
 * a tap while the section's chunk loads is kept.
 */
import { defineSection } from '@nirvana/shared/section-runtime';
import { listenForOpenRequests } from './section/open-request';
import { SEARCH_SHEETS } from './styles';

export const { bootstrap, mount, update, unmount } = defineSection({
  section: 'search',
  sheets: SEARCH_SHEETS,
  load: () => import('./section/search-section'),
  props: ({ props, containers }) => ({ config: props.config, host: containers.search! }),
  whileMounted: () => listenForOpenRequests(),
});
