/** Tells the host page about a form's result: a bubbling, composed, namespaced DOM event. */
export function emitResult(from: Element | null, name: 'nirvana-newsletter-result' | 'nirvana-contact-result', detail: { ok: boolean }) {
  from?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** Whether an element has the focus in its own tree (document or shadow root). */
export function hasFocus(el: Element | null): boolean {
  if (!el) return false;
  const root = el.getRootNode() as Document | ShadowRoot;
  return root.activeElement === el;
}
