/**
 * The style sheets every shadow root of the search adopts: brand tokens and ours. flatpickr's
 * sheet joins them, before ours, when the calendar first loads (ui/calendar-lib.ts).
 */
import tokens from '../../shared/src/design/tokens.css';
import searchSheet from './ui/search.css';

export const SEARCH_SHEETS: CSSStyleSheet[] = [tokens, searchSheet];
/** The sheets that come after flatpickr's (they override it). */
export const OVERRIDING_SHEETS: CSSStyleSheet[] = [searchSheet];

/** Adopts the search's sheets into a shadow root (keeping any it already has). */
export function adoptSearchStyles(root: ShadowRoot): void {
  const current = Array.from(root.adoptedStyleSheets ?? []);
  root.adoptedStyleSheets = [...current.filter((s) => !SEARCH_SHEETS.includes(s)), ...SEARCH_SHEETS];
}
