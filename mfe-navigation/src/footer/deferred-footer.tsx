/**
 * The footer slot's part. It closes every page, far below the first screen of a long one: its code
 * loads when the visitor nears it, measured once the main content has settled (before that the page
 * is still short). Rendered on the server (its links are the site's, for crawlers), its HTML stays
 * as it is until then and is hydrated in place (`lazyNearViewport`).
 */
import type { MenuItem } from '@nirvana/shared/api/schemas';
import { lazyNearViewport } from '@nirvana/shared/lazy-near-viewport';
import { whenSectionSettled } from '@nirvana/shared/slot-state';

export const DeferredFooter = lazyNearViewport<{ items: MenuItem[] }>(
  () => import('./footer').then((m) => ({ default: m.Footer })),
  // The main slot's section has its height (at once outside the shell).
  { after: () => whenSectionSettled('content') },
);
