/** flatpickr with its style sheet, as one lazily loaded chunk (see calendar-lib.ts). */
import flatpickr from 'flatpickr';
import flatpickrSheet from 'flatpickr/dist/flatpickr.min.css';

const sheets = [flatpickrSheet];

export { flatpickr, sheets };
