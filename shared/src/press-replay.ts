/**
 * A press given again. A button pressed on the server's HTML before the code that answers it has
 * hydrated that HTML does nothing: React drops such a press (and stops it at its root, so it is
 * heard on the document, before React). Whoever hydrates the HTML later keeps where the press
 * went, as a path of child indexes (a part that falls back to a client render makes new nodes),
 * and presses the same button again once hydrated. Only a button that does nothing by itself is
 * given again (a button of type button, or a read-only field that opens a pop-up, such as the
 * booking bar's dates): a link, a form's submit and a disclosure work before any script.
 *
 * Used by the parts whose code loads near the viewport (lazy-near-viewport.tsx) and by the shell
 * for the whole page before it starts (shell/src/intent.ts).
 */
const REPLAYED = 'button[type="button"], [role="button"]:not(a), input[readonly][aria-haspopup]';

/** The button of `root` a press (`event`) went to, if it is one to give again; else null. */
export function replayablePress(event: Event, root: Element): number[] | null {
  const target = event.target instanceof Element ? event.target.closest(REPLAYED) : null;
  return target && root.contains(target) ? pathOf(root, target) : null;
}

/** Presses the button at `path` under `root` again, if it still is one to give a press again. */
export function pressAgain(root: Element, path: readonly number[]): void {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  if (at instanceof HTMLElement && at.matches(REPLAYED)) at.click();
}

/** The child indexes from `root` down to `node`. */
function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== root && at.parentElement; at = at.parentElement) path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  return path;
}
