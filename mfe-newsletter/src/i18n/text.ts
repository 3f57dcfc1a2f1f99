/**
 * The section's texts in its components: a typed `formatMessage`. The IntlProvider above them is
 * the section runtime's (`locale` the page's language, `defaultLocale` 'tr'); the embeds give the
 * same one (`embed/embed-intl.tsx`).
 */
import { useIntl } from 'react-intl';
import type { MessageId } from './messages';

export type { MessageId } from './messages';

/** A typed shortcut to `intl.formatMessage`. */
export function useText() {
  const intl = useIntl();
  return (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
