/**
 * The one modal layer of the site: a native `<dialog>` shown with `showModal()` (the top layer,
 * above every slot's stacking context; the page behind inert, so focus stays inside and assistive
 * tech reads only the dialog), the page's scroll held while it is open, Esc and the browser's
 * other ways of closing it turned into the caller's `onClose`, and focus back on what opened it.
 * The caller's state says whether it is open: `useModalDialog(open, onClose)` gives the ref for
 * its `<dialog>`. Used by the menu and the cookie preferences (navigation), the search overlay
 * (search) and the picture viewer (content); in place (`inPlace`) by the search's calendar.
 * Beside it, `useDismiss`: the one Esc of the pop-ups that are not modal (lists, panels, menus).
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
  /**
   * Where focus returns on closing: a ref (read as the dialog opens), or a function asked as it
   * closes (null: focus stays where it is); else what had focus when the dialog opened.
   */
  returnFocus?: RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined);
  /**
   * In place: a pop-up by its field (in the page's flow and stacking, not the top layer), which
   * the page around keeps its pointer and its scroll for, yet modal to the keyboard: Tab and
   * Shift+Tab go round inside it and Esc is `onClose` (taken from anything inside or around it).
   * Shown with the `open` attribute (no focusing of its first control); it may be rendered `open`,
   * so that what it holds can measure itself and take focus in its own layout effects.
   */
  inPlace?: boolean;
}

function show(dialog: HTMLDialogElement, inPlace: boolean): void {
  if (dialog.open) return;
  // A browser without modal dialogs (and jsdom) still shows it; focus and Esc are then the page's.
  if (!inPlace && typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([hidden]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** Tab from the last control of an in-place dialog goes to its first, Shift+Tab from the first to its last. */
function keepTabInside(event: KeyboardEvent): void {
  const dialog = event.currentTarget as HTMLDialogElement;
  if (event.key !== 'Tab') return;
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.tabIndex >= 0);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  // The page's or a shadow root's (an embed's): either knows its focused element.
  const current = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  if (event.shiftKey ? current === first : current === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

function hide(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

export function useModalDialog(open: boolean, onClose: () => void, options: ModalDialogOptions = {}): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement | null>(null);
  const state = useRef({ open, onClose, options });
  state.current = { open, onClose, options };
  const inPlace = !!options.inPlace;

  // Shown before the browser paints, so the first frame of an opening is the dialog's. Opening and
  // closing happen in the effect itself, not in a cleanup: React puts focus back where it was after
  // a commit's changes, which would undo a cleanup's return of focus.
  const shown = useRef<{ release: () => void; opener: HTMLElement | null } | null>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    const { returnFocus, initialFocus } = state.current.options;
    if (open && dialog && !shown.current) {
      const given = typeof returnFocus === 'function' ? null : returnFocus?.current;
      const opener = given ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      show(dialog, inPlace);
      shown.current = { release: inPlace ? () => undefined : lockScroll(), opener };
      const first = initialFocus?.() ?? dialog.querySelector<HTMLElement>('[data-autofocus]');
      first?.focus();
    } else if (!open && shown.current) {
      const { release, opener } = shown.current;
      shown.current = null;
      release();
      if (dialog?.open) hide(dialog);
      const target = typeof returnFocus === 'function' ? returnFocus() : opener;
      if (target?.isConnected) target.focus();
    }
  }, [open, inPlace]);
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
    if (inPlace) dialog.addEventListener('keydown', keepTabInside);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onBrowserClose);
      dialog.removeEventListener('keydown', keepTabInside);
    };
  });
  // In place, the browser sends no `cancel`: Esc is the layer's own.
  useDismiss(open && inPlace, onCancel, { within: ref });
  return ref;
}

export interface DismissOptions {
  /** Where focus goes back after Esc (the pop-up's button); else it stays where it is. */
  returnFocus?: RefObject<HTMLElement | null>;
  /**
   * The pop-up: Esc is heard while focus is inside it and is its alone (nothing inside, and no
   * dialog around it, closes as well). Else Esc is heard anywhere in the document.
   */
  within?: RefObject<HTMLElement | null>;
}

/**
 * Esc closes an open pop-up that is not modal (the search's hotel list and guests panel, the
 * phone's contact menu; the layer in place above) and puts focus back on its button: `onClose`,
 * then `returnFocus`.
 */
export function useDismiss(open: boolean, onClose: (event: Event) => void, options: DismissOptions = {}): void {
  const state = useRef({ onClose, options });
  state.current = { onClose, options };
  useEffect(() => {
    const within = state.current.options.within;
    const target = within ? within.current : document;
    if (!open || !target) return undefined;
    const onKey = (event: Event) => {
      if ((event as KeyboardEvent).key !== 'Escape') return;
      if (within) {
        event.preventDefault();
        event.stopPropagation();
      }
      state.current.onClose(event);
      state.current.options.returnFocus?.current?.focus();
    };
    // Inside a pop-up, before what it holds (the calendar's own Esc).
    target.addEventListener('keydown', onKey, !!within);
    return () => target.removeEventListener('keydown', onKey, !!within);
  });
}
