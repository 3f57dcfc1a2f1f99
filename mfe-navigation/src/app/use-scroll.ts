/**
 * The window's scroll position, read once per animation frame. The server and the first render in
 * the browser (hydration) say "top of the page"; the real position follows in an effect.
 */
import { useEffect, useState } from 'react';

export interface ScrollState {
  y: number;
  /** Share of the scrollable height already scrolled, 0..1 (0 when the page does not scroll). */
  ratio: number;
}

export function readScroll(): ScrollState {
  const y = window.scrollY || document.documentElement.scrollTop || 0;
  const scrollable = (document.documentElement.scrollHeight || 0) - window.innerHeight;
  return { y, ratio: scrollable > 0 ? Math.min(1, y / scrollable) : 0 };
}

export const TOP: ScrollState = { y: 0, ratio: 0 };

export function useScroll(): ScrollState {
  const [state, setState] = useState<ScrollState>(TOP);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = readScroll();
        setState((prev) => (prev.y === next.y && prev.ratio === next.ratio ? prev : next));
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return state;
}
