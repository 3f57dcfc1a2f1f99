/** Puts the section's constructable style sheets into a shadow root (where document CSS cannot reach). */
import { useLayoutEffect } from 'react';

export function adoptStyles(root: ShadowRoot | Document | HTMLElement | null | undefined, sheets: readonly CSSStyleSheet[]): void {
  if (!root || !('adoptedStyleSheets' in root)) return;
  const target = root as ShadowRoot;
  const missing = sheets.filter((sheet) => !target.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) target.adoptedStyleSheets = [...target.adoptedStyleSheets, ...missing];
}

/** Adopts the sheets into an element's shadow root before it paints. */
export function useAdoptedStyles(root: ShadowRoot | HTMLElement | null | undefined, sheets: readonly CSSStyleSheet[]): void {
  useLayoutEffect(() => adoptStyles(root, sheets), [root, sheets]);
}
