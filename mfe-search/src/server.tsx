/**
 * The search section's server render (built into `dist-server/` beside the client build): the bar
 * (or the closed overlay) in its initial state with the hotels, for the shell server to compose.
 */
import flatpickrSheet from 'flatpickr/dist/flatpickr.min.css';
import { serveSection } from '@nirvana/shared/section-server';
import { searchMessages } from './i18n/messages';
import SearchSection from './section/search-section';
import { SEARCH_SHEETS } from './styles';

export const { render, css, section } = serveSection({
  section: 'search',
  // Every sheet, in the order the browser ends up with them: flatpickr's (adopted before ours when
  // the calendar first loads, ui/date-picker.tsx), then the section's own.
  sheets: [flatpickrSheet, ...SEARCH_SHEETS],
  messages: searchMessages,
  Root: SearchSection,
  slots: ['search'],
});
