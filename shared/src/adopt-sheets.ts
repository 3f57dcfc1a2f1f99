/**
 * Style sheets in shadow roots: every part's CSS is a constructable sheet (css-loader
 * `exportType: 'css-style-sheet'`) adopted where it renders, here and only here.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { SECTION_CSS_ATTRIBUTE } from './sections';
import tokens from './design/tokens.css';
import sectionSheet from './design/section.css';

/** What every section's shadow root adopts before the section's own sheets. */
export const BASE_SHEETS: readonly CSSStyleSheet[] = [tokens, sectionSheet];

/** The section a sheet is scoped to (`@scope (.nirvana-<section>-host)`, tools/css-minify-loader.js), or null. */
const scopes = new WeakMap<CSSStyleSheet, string | null>();
function scopedSection(sheet: CSSStyleSheet): string | null {
  let section = scopes.get(sheet);
  if (section === undefined) {
    section = null;
    try {
      for (const rule of Array.from(sheet.cssRules ?? [])) {
        const start = (rule as CSSRule & { start?: string }).start;
        const m = typeof start === 'string' ? /^\.nirvana-([a-z]+)-host$/.exec(start.trim()) : null;
        if (m) section = m[1]!;
        if (section || typeof start === 'string') break;
      }
    } catch {
      section = null;
    }
    scopes.set(sheet, section);
  }
  return section;
}

/**
 * The sections whose sheets the page's linked CSS holds (the server's `data-nirvana-sections`): the
 * document adopts none of their scoped sheets again. Adopted after the link, a copy would come later
 * in the cascade than the link's rules that the section's other sheets (adopted later still, with a
 * lazy part) hold, and reorder them: the policy page's column widened, then narrowed again.
 */
export function linkedSections(doc: Document): readonly string[] {
  const value = doc.querySelector(`link[${SECTION_CSS_ATTRIBUTE}]`)?.getAttribute(SECTION_CSS_ATTRIBUTE);
  return value ? value.split(' ') : [];
}

/**
 * Adopts sheets into the shadow root (or document) that holds `node` (the one way every part
 * does it; a shadow root holds itself): each sheet once,
 * keeping those it has; new ones go last, or just before `before` when that is adopted already.
 * The document skips a section's scoped sheets that the page's linked CSS already holds.
 */
export function adoptSheets(node: Node | null | undefined, sheets: readonly CSSStyleSheet[], before?: CSSStyleSheet): void {
  const root = node?.getRootNode();
  // A shadow root or a document (a detached element is its own root: nowhere to adopt into).
  if (!root || !('host' in root || root.nodeType === root.DOCUMENT_NODE)) return;
  const owner = root as ShadowRoot | Document;
  const linked = 'host' in owner ? [] : linkedSections(owner);
  const wanted = linked.length ? sheets.filter((sheet) => !linked.includes(scopedSection(sheet) ?? '')) : sheets;
  const current = owner.adoptedStyleSheets ?? [];
  const missing = wanted.filter((sheet) => !current.includes(sheet));
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
