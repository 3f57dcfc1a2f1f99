/**
 * Behaviour of a modal layer (the full-screen menu, the cookie dialog): page scroll locked,
 * focus moved inside and kept there (Tab wraps), Esc closes, focus goes back to the opener.
 * Works inside a shadow root: the active element is read from the layer's own root node.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { lockScroll } from './scroll-lock';

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled])', 'select:not([disabled])',
  'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden]') && !el.hasAttribute('inert'),
  );
}

function activeIn(container: HTMLElement): Element | null {
  const root = container.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

export function useModalLayer(
  open: boolean,
  layerRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  returnFocusRef?: RefObject<HTMLElement | null>,
): void {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const layer = layerRef.current;
    if (!layer) return undefined;
    const release = lockScroll();
    const opener = returnFocusRef?.current ?? null;
    const initial = layer.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(layer)[0] ?? layer;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(layer);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = activeIn(layer);
      if (event.shiftKey && (active === first || !layer.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !layer.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that leaves the layer some other way (a click outside, assistive tech) is brought back.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !layer.contains(next)) (focusables(layer)[0] ?? layer).focus();
    };
    window.addEventListener('keydown', onKeyDown);
    layer.addEventListener('focusout', onFocusOut);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      layer.removeEventListener('focusout', onFocusOut);
      release();
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, layerRef, returnFocusRef]);
}
