import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `target` lies in the viewport, even in part, kept current: what moves on its own (the
 * hero's slides and its video) stops while the visitor has scrolled it out of sight and goes on
 * when it comes back, so a phone does not decode a video or animate slides nobody sees. True until
 * measured, on the server, and where nothing can tell (no IntersectionObserver).
 */
export function useOnScreen(target: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}
