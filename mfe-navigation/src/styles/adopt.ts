/**
 * Adopts a part's own style sheet into the shadow root it renders in, before it paints: parts
 * that load on demand (the full-screen menu, the footer) bring their CSS with them instead of
 * weighing on every page's first load.
 */
import { useLayoutEffect, type RefObject } from 'react';

export function adoptSheet(node: Node | null, sheet: CSSStyleSheet): void {
  const root = node?.getRootNode();
  if (!root || !('adoptedStyleSheets' in root)) return;
  const owner = root as ShadowRoot | Document;
  if (!owner.adoptedStyleSheets.includes(sheet)) owner.adoptedStyleSheets = [...owner.adoptedStyleSheets, sheet];
}

/** Adopts `sheet` where the element behind `ref` is rendered, whenever `active` turns true. */
export function useAdoptedSheet(ref: RefObject<Element | null>, sheet: CSSStyleSheet, active = true): void {
  useLayoutEffect(() => {
    if (active) adoptSheet(ref.current, sheet);
  }, [ref, sheet, active]);
}
