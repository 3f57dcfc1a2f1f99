/**
 * The footer slot's part. Rendered on the server (its links are the site's, for crawlers) and so
 * hydrated at once where the server rendered it (its chunk comes with the page). Rendered by the
 * browser alone (a page the server could not render), it waits, as it did before server rendering,
 * until the visitor nears it: it closes every page, far below the first screen of a long one;
 * measured once the main content has settled (`whenNearViewport`).
 */
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import { whenSectionSettled } from '@nirvana/shared/slot-state';
import { useNearViewport } from '@nirvana/shared/use-near-viewport';

const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** The main slot's section has its height (at once outside the shell). */
const contentSettled = () => whenSectionSettled('content');

const subscribeNothing = () => () => undefined;

/** Whether the component's first render was the server's or hydrated the server's HTML (fixed at mount). */
export function useFromServer(): boolean {
  const now = useSyncExternalStore(subscribeNothing, () => false, () => true);
  const [first] = useState(now);
  return first;
}

export function DeferredFooter({ items, onNear }: { items: MenuItem[]; onNear?: () => void }) {
  const fromServer = useFromServer();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const near = useNearViewport(fromServer ? null : anchor, { after: contentSettled }) || fromServer;
  useEffect(() => {
    if (near) onNear?.();
  }, [near, onNear]);
  // The same element while the items are: the re-render that follows hydration (`useFromServer`)
  // must not reach the footer's boundary while its chunk is on its way (React would drop the
  // server's HTML and render it anew).
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <Footer items={items} />
      </Suspense>
    ),
    [items],
  );
  return near ? footer : <div ref={setAnchor} className="footer-anchor" />;
}
