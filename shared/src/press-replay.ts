/**
 * A press given again. A button pressed on the server's HTML before the code that answers it has
 * come does nothing: React cannot hydrate the pressed part, drops the press and stops it at its
 * root (so it is heard on the document, before React). Whoever hydrates the HTML later keeps the
 * press (the event, and where it went as a path of child indexes: a part that falls back to a
 * client render makes new nodes), and presses the same button again once hydrated. Only a button
 * that does nothing by itself is given again (a button of type button, or a read-only field that
 * opens a pop-up, such as the booking bar's dates): a link, a form's submit and a disclosure work
 * before any script.
 *
 * A press on HTML whose code has come is React's own: react-dom hydrates the pressed part on the
 * spot, in the press's dispatch, and then answers it. Given again, it would undo itself (the
 * phone's menu opened and closed at once, in a CI run). So a part that says it hydrated while its
 * kept press is still being dispatched gives nothing again (`pressAgain`).
 *
 * Used by the parts whose code loads near the viewport (lazy-near-viewport.tsx) and by the shell
 * for the whole page before it starts (shell/src/intent.ts).
 */
const REPLAYED = 'button[type="button"], [role="button"]:not(a), input[readonly][aria-haspopup]';

/** A press kept for a part that has not hydrated: the event, and the path from the part's root to its button. */
export interface EarlyPress {
  event: Event;
  path: number[];
}

/** The press `event` on `root`'s server HTML, if it went to a button to give again; else null. */
export function earlyPress(event: Event, root: Element): EarlyPress | null {
  const target = event.target instanceof Element ? event.target.closest(REPLAYED) : null;
  return target && root.contains(target) ? { event, path: pathOf(root, target) } : null;
}

/** Whether the press is still being dispatched: a part hydrated now was hydrated by React for it, which answers it. */
export const stillDispatching = (press: EarlyPress): boolean => press.event.eventPhase !== Event.NONE;

/**
 * Once `root`'s part has hydrated: presses the button at the press's place again, if it still is
 * one to give a press again, and unless React is answering the press itself.
 */
export function pressAgain(root: Element, press: EarlyPress): void {
  if (stillDispatching(press)) return;
  let at: Element | undefined = root;
  for (const index of press.path) at = at?.children[index];
  if (at instanceof HTMLElement && at.matches(REPLAYED)) at.click();
}

/** The child indexes from `root` down to `node`. */
function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== root && at.parentElement; at = at.parentElement) path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  return path;
}
