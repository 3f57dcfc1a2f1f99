/**
 * The footer of the composed page loads when the visitor nears it: it closes every page, so on a
 * long page (a home) it is far below the first screen. Measured once the main content has settled
 * (before that the page is still short), by the shared rule (`whenNearViewport`).
 */
import { lazy, Suspense, useEffect } from 'react';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import { whenSectionSettled } from '@nirvana/shared/slot-state';
import { useNearViewport } from '@nirvana/shared/use-near-viewport';

const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** The main slot's section has its height (at once outside the shell). */
const contentSettled = () => whenSectionSettled('content');

/** The footer, rendered when near the viewport. */
export function DeferredFooter({ items, anchor, onNear }: { items: MenuItem[]; anchor: Element | undefined; onNear?: () => void }) {
  const near = useNearViewport(anchor, { after: contentSettled });
  useEffect(() => {
    if (near) onNear?.();
  }, [near, onNear]);
  if (!near) return null;
  return (
    <Suspense fallback={null}>
      <Footer items={items} />
    </Suspense>
  );
}
