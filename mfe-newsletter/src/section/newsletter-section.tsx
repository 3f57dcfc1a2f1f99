/** The section's body: the newsletter block for the current page, where it belongs. */
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { NewsletterForm } from '../newsletter/newsletter-form';
import type { NewsletterView } from './page-newsletter';

export default function NewsletterSection({ config, view }: { config: RuntimeConfig; view: NewsletterView }) {
  return <NewsletterForm locale={view.locale} propertyId={view.propertyId} apiBase={config.apiBase} privacyHref={view.privacyHref} />;
}
