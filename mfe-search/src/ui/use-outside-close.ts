import { useEffect, type RefObject } from 'react';

/**
 * Calls `close` on a pointer press outside `ref` while `open`. Uses composedPath(), because
 * inside a shadow root the document only sees the host element as the event's target.
 */
export function useOutsideClose(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      const el = ref.current;
      if (el && !event.composedPath().includes(el)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [ref, open, close]);
}
