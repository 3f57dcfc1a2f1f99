import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion (then no carousel autoplays). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/**
 * The visitor's reduced-motion setting, kept current. The server cannot know it: it renders with
 * motion allowed (its markup has the pause buttons), and so does the browser's hydration (React
 * uses the server snapshot there); the visitor's setting applies right after. No carousel moves
 * before its effects run, so nothing moves meanwhile.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
