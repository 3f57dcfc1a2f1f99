/** The style sheets every shadow root of the search adopts: brand tokens, flatpickr's, ours. */
import flatpickrSheet from 'flatpickr/dist/flatpickr.min.css';
import tokens from '../../shared/src/design/tokens.css';
import searchSheet from './ui/search.css';

export const SEARCH_SHEETS: CSSStyleSheet[] = [tokens, flatpickrSheet, searchSheet];

/** Adopts the search's sheets into a shadow root (keeping any it already has). */
export function adoptSearchStyles(root: ShadowRoot): void {
  const current = Array.from(root.adoptedStyleSheets ?? []);
  root.adoptedStyleSheets = [...current.filter((s) => !SEARCH_SHEETS.includes(s)), ...SEARCH_SHEETS];
}
