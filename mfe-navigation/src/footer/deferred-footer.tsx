/**
 * The footer of the composed page loads when the visitor nears it: it closes every page, so on a
 * long page (a home) it is far below the first screen. Measured once the main content has
 * mounted (before that the page is still short); then it renders at once if already on screen,
 * else when a scroll brings it within `NEAR_MARGIN_PX` of the viewport.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import { slotId } from '@nirvana/shared/sections';

const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

export const NEAR_MARGIN_PX = 600;
/** How long an empty footer slot at the bottom edge of an unscrollable page waits for the page to grow (ms). */
export const EDGE_GRACE_MS = 1500;

/** Resolves once the shell marks the main slot's section mounted or failed (at once outside the shell). */
function mainSettled(): Promise<void> {
  const main = typeof document === 'undefined' ? null : document.getElementById(slotId('main'));
  const settled = () => !main || !main.dataset.sectionState || ['mounted', 'failed'].includes(main.dataset.sectionState);
  if (settled() || typeof MutationObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!settled()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(main!, { attributes: true, attributeFilter: ['data-section-state'] });
  });
}

/** Whether an element is on screen or near it (see the module comment). */
export function useNearViewport(anchor: Element | null | undefined, margin = NEAR_MARGIN_PX): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !anchor) return;
    let stopped = false;
    let observer: IntersectionObserver | undefined;
    const top = () => anchor.getBoundingClientRect().top;
    const stop = () => {
      stopped = true;
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
    const go = () => {
      if (stopped) return;
      stop();
      setNear(true);
    };
    const onScroll = () => {
      if (top() < window.innerHeight + margin) go();
    };
    void mainSettled()
      .then(() => new Promise((r) => requestAnimationFrame(r)))
      .then(() => {
        if (stopped) return;
        // An empty footer slot exactly at the bottom edge of a page that cannot scroll: the visitor
        // can never bring it in; it counts as on screen if the page has not grown a moment later
        // (a section above still showing its placeholder grows the page; a failed one does not).
        const atEdge = () => document.documentElement.scrollHeight <= window.innerHeight && top() <= window.innerHeight;
        const edge = () => {
          if (atEdge()) setTimeout(() => atEdge() && go(), EDGE_GRACE_MS);
        };
        observer = new IntersectionObserver((entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          if (top() < window.innerHeight) go();
          else edge();
        });
        observer.observe(anchor);
        if (top() < window.innerHeight || (window.scrollY > 0 && top() < window.innerHeight + margin)) go();
        else edge();
      });
    // Until the content has mounted, only a scroll counts (the page is still short).
    window.addEventListener('scroll', onScroll, { passive: true });
    return stop;
  }, [near, anchor, margin]);
  return near;
}

/** The footer, rendered when near the viewport. */
export function DeferredFooter({ items, anchor, onNear }: { items: MenuItem[]; anchor: Element | undefined; onNear?: () => void }) {
  const near = useNearViewport(anchor);
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
