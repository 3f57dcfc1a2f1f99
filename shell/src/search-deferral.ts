/**
 * When to load the search section. On a phone (and a tablet on the intro layout) the search is
 * an overlay that nobody sees before asking for it (the nav bar's reservation button), so it
 * waits until the page's main content has settled and the browser is idle, or until a visitor
 * asks for it (`nirvana:search-open`; the search opens on arrival, as that request is kept on
 * the bus). Its code then does not compete with the page's first screen for a slow connection.
 * Elsewhere the bar is part of the first screen and loads at once.
 */
import { on } from '@nirvana/shared/bus';
import { currentDevice, usesMobileLayout } from '@nirvana/shared/device';
import { resolveLayout } from '@nirvana/shared/routes';
import { whenSectionSettled } from '@nirvana/shared/slot-state';

/** Longest wait for an idle moment once the content has settled. */
const IDLE_TIMEOUT_MS = 1500;

export function whenSearchNeeded(win: Window = window, doc: Document = document): Promise<void> {
  if (!usesMobileLayout(currentDevice(), resolveLayout(doc.body.dataset.layout))) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      stop();
      resolve();
    };
    const stop = on('nirvana:search-open', finish);
    void whenSectionSettled('content', doc).then(() => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(finish, { timeout: IDLE_TIMEOUT_MS });
      else win.setTimeout(finish, 200);
    });
  });
}
