/**
 * The search's own style sheet, adopted after the shared ones (BASE_SHEETS) by every shadow root
 * of the search. flatpickr's sheet joins them, before ours, when the calendar first loads
 * (ui/calendar-lib.ts).
 */
import { BASE_SHEETS } from '@nirvana/shared/adopt-sheets';
import searchSheet from './ui/search.css';

export { searchSheet };
/** The section's own sheets (the section runtime adopts BASE_SHEETS before them). */
export const SEARCH_SHEETS: readonly CSSStyleSheet[] = [searchSheet];
/** What the stand-alone `<nirvana-search>` adopts. */
export const SEARCH_ELEMENT_SHEETS: readonly CSSStyleSheet[] = [...BASE_SHEETS, searchSheet];
