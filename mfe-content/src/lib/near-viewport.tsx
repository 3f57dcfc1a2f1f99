import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport a deferred part starts loading, once the visitor scrolls (px). */
export const NEAR_MARGIN_PX = 600;

/**
 * Whether a part below the fold should render yet: true once the visitor scrolls it within
 * `margin` px of the viewport, or at once when it is already visible (a short hero, a page
 * opened scrolled down) or when the browser has no IntersectionObserver. A part that starts
 * exactly at the fold of a page seen from its top waits for the first scroll, so the first load
 * brings only what is on screen.
 */
export function useNearViewport(margin = NEAR_MARGIN_PX) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof window === 'undefined' || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element) return;
    const visible = () => element.getBoundingClientRect().top < window.innerHeight - 1;
    const within = () => element.getBoundingClientRect().top < window.innerHeight + margin;
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      setNear(true);
    };
    const onScroll = () => {
      if (within()) go();
    };
    // Margin 0: it fires when the part comes on screen (the page above changed), also at scroll 0;
    // the scroll listener covers the margin.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && visible()) go();
    });
    observer.observe(element);
    if (window.scrollY > 0 && within()) go();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      done = true;
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [near, margin]);
  return { ref, near };
}

/** Renders `children` once near the viewport; until then an empty block holding `minHeight` of space. */
export function NearViewport({ children, minHeight, className }: { children: ReactNode; minHeight: string; className?: string }) {
  const { ref, near } = useNearViewport();
  return (
    <div ref={ref} className={className} style={near ? undefined : { minHeight }} data-deferred={near ? undefined : 'true'}>
      {near ? children : null}
    </div>
  );
}
