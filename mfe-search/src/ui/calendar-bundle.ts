/**
 * flatpickr with its style sheet, as one lazily loaded chunk (see calendar-lib.ts), and the search's
 * own sheet, which flatpickr's goes before (ours override it). The search's sheet is no import of
 * the bar's first chunk: a composed page links the search's CSS and never loads that text.
 */
import flatpickr from 'flatpickr';
import flatpickrSheet from 'flatpickr/dist/flatpickr.min.css';
import { searchSheet } from '../styles';

const sheets = [flatpickrSheet];

export { flatpickr, sheets, searchSheet as before };
