/**
 * The embed's pop-ups (hotel list, calendar, guests) in the top layer: each `.nv-popup` that
 * appears in the shadow root becomes a manual popover, so no `overflow: hidden`, `contain` or
 * stacking context of the partner's page can clip or cover it. Placed by its field (below it, or
 * above where there is more room), kept inside the window, and placed again as the page scrolls,
 * resizes or the pop-up's content changes. The pop-ups stay where they are in the DOM, so focus,
 * keys and outside clicks work as before. A browser without popovers keeps them in the flow.
 */
const GAP = 8;
const MARGIN = 8;

/** Places a shown pop-up by its anchor (its parent: the field or the dates' pair). */
export function placePopup(popup: HTMLElement, win: Window = window): void {
  const anchor = popup.parentElement;
  if (!anchor) return;
  const a = anchor.getBoundingClientRect();
  const vw = win.document.documentElement.clientWidth || win.innerWidth;
  const vh = win.innerHeight;
  popup.style.setProperty('--nv-anchor-width', `${Math.round(a.width)}px`);
  const { width, height } = popup.getBoundingClientRect();
  const below = vh - a.bottom - GAP - MARGIN;
  const above = a.top - GAP - MARGIN;
  const down = height <= below || below >= above;
  const room = Math.max(120, down ? below : above);
  popup.style.maxHeight = `${Math.round(room)}px`;
  const top = down ? a.bottom + GAP : a.top - GAP - Math.min(height, room);
  // Centred on a narrow anchor (the stacked card), else from the anchor's start; always inside the window.
  const left = Math.min(Math.max(MARGIN, width > a.width ? a.left + (a.width - width) / 2 : a.left), Math.max(MARGIN, vw - width - MARGIN));
  popup.style.top = `${Math.round(top)}px`;
  popup.style.left = `${Math.round(left)}px`;
}

/** Lifts every pop-up of `root` into the top layer while it is shown; returns the stop function. */
export function liftPopups(root: ShadowRoot, win: Window = window): () => void {
  if (typeof HTMLElement === 'undefined' || typeof HTMLElement.prototype.showPopover !== 'function') return () => undefined;
  const shown = new Set<HTMLElement>();
  const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => shown.forEach((p) => placePopup(p, win)));
  const placeAll = () => shown.forEach((p) => placePopup(p, win));

  const scan = () => {
    for (const popup of shown) {
      if (!popup.isConnected) {
        shown.delete(popup);
        resize?.unobserve(popup);
      }
    }
    root.querySelectorAll<HTMLElement>('.nv-popup').forEach((popup) => {
      if (shown.has(popup)) return;
      popup.setAttribute('popover', 'manual');
      // A <dialog> shown as a popover takes the focus to its first control: it stays where the pop-up put it.
      const focused = root.activeElement;
      try {
        popup.showPopover();
      } catch {
        return;
      }
      if (focused instanceof HTMLElement && root.activeElement !== focused) focused.focus();
      shown.add(popup);
      placePopup(popup, win);
      resize?.observe(popup);
    });
  };
  const observer = new MutationObserver(scan);
  observer.observe(root, { childList: true, subtree: true });
  win.addEventListener('scroll', placeAll, { capture: true, passive: true });
  win.addEventListener('resize', placeAll);
  scan();
  return () => {
    observer.disconnect();
    resize?.disconnect();
    win.removeEventListener('scroll', placeAll, { capture: true });
    win.removeEventListener('resize', placeAll);
  };
}
