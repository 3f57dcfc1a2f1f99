import type { IntlShape } from 'react-intl';

/**
 * A date range in the page's language, the same text on the server and in the browser: ICU
 * versions differ in the spaces around the range's dash (Node's puts thin spaces, Chromium's
 * plain ones), and a different text would make the browser throw away the server's HTML.
 */
export function formatRange(intl: IntlShape, from: Date | number, to: Date | number, options: Intl.DateTimeFormatOptions): string {
  return intl.formatDateTimeRange(from, to, options).replace(/[\u2009\u202f]/g, ' ');
}
