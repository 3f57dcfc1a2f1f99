/**
 * The hand-over from the server's first screen (the hero or the room's picture in the page's
 * HTML): once this section's own first screen is in the DOM, the server's is removed in the same
 * frame (a layout effect runs before the browser paints), so the visitor sees one swap of
 * identical boxes and nothing moves.
 */
import { useContext, useLayoutEffect } from 'react';
import { ContentContext } from './content-context';

/** Removes the server's first screen once `ready` (this section's own first screen is rendered). */
export function useFirstScreenDone(ready = true): void {
  const release = useContext(ContentContext)?.releaseFirstScreen;
  useLayoutEffect(() => {
    if (ready) release?.();
  }, [ready, release]);
}

/** The same, as an element: rendered beside a body whose first render is its first screen. */
export function FirstScreenDone(): null {
  useFirstScreenDone(true);
  return null;
}
