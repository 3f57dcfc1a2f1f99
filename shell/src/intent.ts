/**
 * When the shell starts: on the visitor's first intent, not at load. The server's HTML is the
 * whole page (every section rendered, links that work, forms that post), so until the visitor
 * moves, touches, scrolls, types or focuses something, no script but this one runs: a phone spends
 * its first seconds on the page's text and pictures, and a visitor who only reads never pays for
 * hydration. The first intent starts the shell (and the sections' code), as Angular's incremental
 * hydration and Qwik do with interactions.
 *
 * The shell starts at load when the server says the browser must render a section itself
 * (`START_AT_LOAD_ATTRIBUTE` on `<body>`: a server render that failed or ran late), and on a
 * reload (the visitor's, or the shell's own after a chunk failed to load).
 *
 * A press that comes before its section has hydrated (the first tap on the booking bar's dates)
 * is given again once that section's host is committed (press-replay.ts).
 */
import { earlyPress, pressAgain, type EarlyPress } from '@nirvana/shared/press-replay';
import { COMMITTED_ATTRIBUTE, HOST_CLASS, START_AT_LOAD_ATTRIBUTE } from '@nirvana/shared/sections';

/** What counts as intent: any input, a scroll, a focus (a keyboard's Tab, a screen reader's move). */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin', 'click'] as const;

/** Resolves on the visitor's first intent, or at once where the page needs the browser to render. */
export function whenIntended(win: Window = window, doc: Document = document): Promise<void> {
  if (doc.body?.hasAttribute(START_AT_LOAD_ATTRIBUTE) || reloaded(win)) return Promise.resolve();
  return new Promise((resolve) => {
    const intended = () => {
      for (const type of INTENT_EVENTS) win.removeEventListener(type, intended, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) win.addEventListener(type, intended, { capture: true, passive: true });
  });
}

/**
 * A page reloaded (by the visitor, or by the shell itself after a chunk failed to load, in the
 * middle of what the visitor was doing: reload-guard.ts) starts at once: the intent came before.
 */
function reloaded(win: Window): boolean {
  const [entry] = win.performance?.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'reload';
}

/**
 * Hears presses on section hosts not yet committed, and presses the same button again once its
 * host is (the last press per host: two presses on a closed menu before it hydrated leave it open).
 * A press whose host was committed before the press's dispatch ended is React's (it hydrated the
 * host for the press and answered it, press-replay.ts): it is forgotten when the host commits
 * during the dispatch, or when the press reaches the window with its host committed (a press React
 * could not answer stops at its root and never does).
 */
export function replayEarlyPresses(doc: Document = document): void {
  const pending = new Map<Element, EarlyPress>();
  doc.addEventListener('click', (event) => {
    const host = event.target instanceof Element ? event.target.closest(`.${HOST_CLASS}`) : null;
    if (!host || host.hasAttribute(COMMITTED_ATTRIBUTE)) return;
    const press = earlyPress(event, host);
    if (!press) return;
    if (!pending.has(host)) {
      void whenCommitted(host).then(() => {
        const last = pending.get(host);
        pending.delete(host);
        if (last) pressAgain(host, last);
      });
    }
    pending.set(host, press);
  }, true);
  doc.defaultView?.addEventListener('click', (event) => {
    for (const [host, press] of pending) if (press.event === event && host.hasAttribute(COMMITTED_ATTRIBUTE)) pending.delete(host);
  });
}

function whenCommitted(host: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!host.hasAttribute(COMMITTED_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(host, { attributes: true, attributeFilter: [COMMITTED_ATTRIBUTE] });
  });
}
