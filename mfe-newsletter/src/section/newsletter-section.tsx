/** The section's body: the newsletter block for the current page, where it belongs (nothing elsewhere). */
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { LocaleProvider } from '../i18n/intl';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { newsletterViewOf } from './page-newsletter';
import { usePageState } from './use-page-state';

export default function NewsletterSection({ config }: { config: RuntimeConfig }) {
  const view = newsletterViewOf(usePageState());
  if (!view) return null;
  return (
    <LocaleProvider locale={view.locale}>
      <NewsletterForm locale={view.locale} propertyId={view.propertyId} apiBase={config.apiBase} privacyHref={view.privacyHref} />
    </LocaleProvider>
  );
}
