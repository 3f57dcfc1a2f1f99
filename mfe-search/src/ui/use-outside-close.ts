import { useEffect, type RefObject } from 'react';

/*
 * A popup closes on a click outside it, not on the press: in the mobile overlay the pickers open
 * in the flow, so closing one on pointerdown moved the fields below it (the search button too)
 * before the pointer came up, and the click landed on something else.
 */
let pressing = false;
let tracking = false;
function trackPointer() {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener('pointerdown', () => { pressing = true; }, true);
  const release = () => { pressing = false; };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Whether a pointer is pressed right now (a blur then comes from the press, which a click will follow). */
export function pointerPressed(): boolean {
  return pressing;
}

/**
 * Calls `close` on a click outside `ref` while `open`. Uses composedPath(), because inside a
 * shadow root the document only sees the host element as the event's target.
 */
export function useOutsideClose(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    trackPointer();
    if (!open) return undefined;
    const onClick = (event: Event) => {
      const el = ref.current;
      if (el && !event.composedPath().includes(el)) close();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [ref, open, close]);
}
