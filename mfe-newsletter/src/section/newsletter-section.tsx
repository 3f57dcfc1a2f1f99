/** The section's body: the newsletter block for the current page. */
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { LocaleProvider } from '../i18n/intl';
import { NewsletterForm } from '../newsletter/newsletter-form';
import type { NewsletterView } from './page-newsletter';

export default function NewsletterSection({ config, view }: { config: RuntimeConfig; view: NewsletterView }) {
  return (
    <LocaleProvider locale={view.locale}>
      <NewsletterForm locale={view.locale} propertyId={view.propertyId} apiBase={config.apiBase} privacyHref={view.privacyHref} />
    </LocaleProvider>
  );
}
