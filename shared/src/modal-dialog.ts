/**
 * The one modal layer of the site: a native `<dialog>` shown with `showModal()` (the top layer,
 * above every slot's stacking context; the page behind inert, so focus stays inside and assistive
 * tech reads only the dialog), the page's scroll held while it is open, Esc and the browser's
 * other ways of closing it turned into the caller's `onClose`, and focus back on what opened it.
 * The caller's state says whether it is open: `useModalDialog(open, onClose)` gives the ref for
 * its `<dialog>`. Used by the menu and the cookie preferences (navigation), the search overlay
 * (search) and the picture viewer (content).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

let holders = 0;
let saved: { html: string; body: string; padding: string } | null = null;

/**
 * Holds the page's scroll while a modal layer is open. Counted, so two layers can hold it; the
 * page's own values come back when the last lets go.
 */
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

export interface ModalDialogOptions {
  /** Where focus goes on opening (else the first `[data-autofocus]` inside, else the dialog's first focusable). */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Where focus returns on closing (else what had it when the dialog opened). */
  returnFocus?: RefObject<HTMLElement | null>;
}

function show(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  // A browser without modal dialogs (and jsdom) still shows it; focus and Esc are then the page's.
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function hide(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

export function useModalDialog(open: boolean, onClose: () => void, options: ModalDialogOptions = {}): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement | null>(null);
  const state = useRef({ open, onClose, options });
  state.current = { open, onClose, options };

  // Shown before the browser paints, so the first frame of an opening is the dialog's. Opening and
  // closing happen in the effect itself, not in a cleanup: React puts focus back where it was after
  // a commit's changes, which would undo a cleanup's return of focus.
  const shown = useRef<{ release: () => void; opener: HTMLElement | null } | null>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !shown.current) {
      const opener = state.current.options.returnFocus?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      show(dialog);
      shown.current = { release: lockScroll(), opener };
      const first = state.current.options.initialFocus?.() ?? dialog.querySelector<HTMLElement>('[data-autofocus]');
      first?.focus();
    } else if (!open && shown.current) {
      const { release, opener } = shown.current;
      shown.current = null;
      release();
      if (dialog?.open) hide(dialog);
      if (opener?.isConnected) opener.focus();
    }
  }, [open]);
  // Gone while open (the page changed): the scroll comes back, the dialog closes.
  useLayoutEffect(() => () => {
    if (!shown.current) return;
    shown.current.release();
    shown.current = null;
    if (ref.current?.open) hide(ref.current);
  }, []);

  // Esc (the `cancel` event) and any other closing the browser does (a `close` the caller did not
  // ask for) become the caller's `onClose`; its state closes the dialog. A `close` that arrives after
  // the caller opened the dialog again (it comes a task later) is not a closing any more.
  const onCancel = useCallback((event: Event) => {
    event.preventDefault();
    if (state.current.open) state.current.onClose();
  }, []);
  const onBrowserClose = useCallback(() => {
    const dialog = ref.current;
    if (state.current.open && dialog && !dialog.open) state.current.onClose();
  }, []);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onBrowserClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onBrowserClose);
    };
  });
  return ref;
}
