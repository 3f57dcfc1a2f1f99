/**
 * The section's root: decides from the page whether the block belongs here (not on the error
 * page) before its chunk (the form, the API client) is asked for.
 */
import { lazy, Suspense } from 'react';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { newsletterViewOf } from './page-newsletter';
import { usePageState } from './use-page-state';

const NewsletterSection = lazy(() => import('./newsletter-section'));

export default function NewsletterSlot({ config }: { config: RuntimeConfig }) {
  const view = newsletterViewOf(usePageState());
  if (!view) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterSection config={config} view={view} />
    </Suspense>
  );
}
