/**
 * "Near the viewport, after the content settled": the one rule for loading a part below the fold
 * (the shell's newsletter section, the navigation's footer, the home's lower blocks).
 *
 * Once `after` resolves (the content above has its height) and a frame has passed, a part counts
 * as near when it is on screen (also at scroll 0, when the page above changed). A scroll brings
 * it in from `margin` px below the viewport, at any time. A part exactly at the bottom edge of a
 * page that cannot scroll can never be scrolled in: it counts as on screen if the page has not
 * grown `EDGE_GRACE_MS` later (a section above still showing its placeholder grows the page; a
 * failed one does not). A part below the fold of a page still at its top waits for a scroll: a
 * visitor who does not scroll never needs it. Without IntersectionObserver: at once.
 */

/** How far below the viewport a scroll starts loading a deferred part (px). */
export const NEAR_MARGIN_PX = 600;
/** How long a part at the bottom edge of an unscrollable page waits for the page to grow (ms). */
export const EDGE_GRACE_MS = 1500;

export interface NearViewportOptions {
  margin?: number;
  /** What to wait for before measuring (the content above settling). */
  after?: () => Promise<unknown>;
  /** Stops watching (the promise then never resolves). */
  signal?: AbortSignal;
}

/** Resolves when any of `elements` is near the viewport (see the module comment). */
export function whenNearViewport(elements: readonly Element[], options: NearViewportOptions = {}): Promise<void> {
  const { margin = NEAR_MARGIN_PX, after, signal } = options;
  if (typeof IntersectionObserver === 'undefined' || elements.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    let observer: IntersectionObserver | undefined;
    let edgeTimer: ReturnType<typeof setTimeout> | undefined;
    const rects = () => elements.map((el) => el.getBoundingClientRect());
    // On screen (reach -1: a part starting exactly at the fold is not), or within `reach` px of it.
    const within = (reach: number) => rects().some(({ top, bottom }) => top < window.innerHeight + reach && bottom > -Math.max(reach, 0));
    const atEdge = () => document.documentElement.scrollHeight <= window.innerHeight && rects().some(({ top }) => top <= window.innerHeight);
    const stop = () => {
      done = true;
      observer?.disconnect();
      if (edgeTimer !== undefined) clearTimeout(edgeTimer);
      window.removeEventListener('scroll', onScroll);
      signal?.removeEventListener('abort', stop);
    };
    const finish = () => {
      if (done) return;
      stop();
      resolve();
    };
    const onScroll = () => {
      if (within(margin)) finish();
    };
    const check = () => {
      if (done) return;
      if (within(window.scrollY > 0 ? margin : -1)) return finish();
      if (edgeTimer === undefined && atEdge()) {
        edgeTimer = setTimeout(() => {
          edgeTimer = undefined;
          if (atEdge()) finish();
        }, EDGE_GRACE_MS);
      }
    };
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop);
    window.addEventListener('scroll', onScroll, { passive: true });
    void Promise.resolve(after?.())
      .then(() => new Promise((r) => requestAnimationFrame(r)))
      .then(() => {
        if (done) return;
        // Margin 0: it fires when a part comes on screen (the page above changed), also at scroll 0.
        observer = new IntersectionObserver((entries) => {
          if (entries.some((e) => e.isIntersecting)) check();
        });
        elements.forEach((el) => observer!.observe(el));
        check();
      });
  });
}
