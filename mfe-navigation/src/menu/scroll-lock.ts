/**
 * Page scroll lock while a full-screen layer is open. Counted, so the menu and the cookie
 * dialog can both hold it; the page's own overflow values come back when the last one lets go.
 */
let holders = 0;
let saved: { html: string; body: string; padding: string } | null = null;

export function lockScroll(): () => void {
  if (holders === 0) {
    const html = document.documentElement;
    const body = document.body;
    saved = { html: html.style.overflow, body: body.style.overflow, padding: body.style.paddingRight };
    // Keep the layout from jumping sideways when the scroll bar disappears.
    const scrollbar = window.innerWidth - html.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    body.dataset.nirvanaScrollLocked = 'true';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      document.documentElement.style.overflow = saved.html;
      document.body.style.overflow = saved.body;
      document.body.style.paddingRight = saved.padding;
      delete document.body.dataset.nirvanaScrollLocked;
      saved = null;
    }
  };
}

/** Whether the page scroll is locked now. */
export function isScrollLocked(): boolean {
  return holders > 0;
}
