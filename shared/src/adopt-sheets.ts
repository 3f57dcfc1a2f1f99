/**
 * Style sheets in shadow roots: every part's CSS is a constructable sheet (css-loader
 * `exportType: 'css-style-sheet'`) adopted where it renders, here and only here.
 */
import { useLayoutEffect, type RefObject } from 'react';
import tokens from './design/tokens.css';
import sectionSheet from './design/section.css';

/** What every section's shadow root adopts before the section's own sheets. */
export const BASE_SHEETS: readonly CSSStyleSheet[] = [tokens, sectionSheet];

/**
 * Adopts sheets into the shadow root (or document) that holds `node` (the one way every part
 * does it; a shadow root holds itself): each sheet once,
 * keeping those it has; new ones go last, or just before `before` when that is adopted already.
 */
export function adoptSheets(node: Node | null | undefined, sheets: readonly CSSStyleSheet[], before?: CSSStyleSheet): void {
  const root = node?.getRootNode();
  // A shadow root or a document (a detached element is its own root: nowhere to adopt into).
  if (!root || !('host' in root || root.nodeType === root.DOCUMENT_NODE)) return;
  const owner = root as ShadowRoot | Document;
  const current = owner.adoptedStyleSheets ?? [];
  const missing = sheets.filter((sheet) => !current.includes(sheet));
  if (missing.length === 0) return;
  const at = before ? current.indexOf(before) : -1;
  owner.adoptedStyleSheets = at < 0 ? [...current, ...missing] : [...current.slice(0, at), ...missing, ...current.slice(at)];
}

/** Adopts `sheets` where `target` renders, before it paints, whenever `active` turns true. */
export function useAdoptedSheets(target: RefObject<Node | null> | Node | null | undefined, sheets: readonly CSSStyleSheet[], active = true): void {
  useLayoutEffect(() => {
    if (active) adoptSheets(target && 'current' in target ? target.current : target, sheets);
  }, [target, sheets, active]);
}
