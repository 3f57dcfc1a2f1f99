/**
 * The section's root (its one slot, `newsletter`): decides from the page whether the block belongs
 * here (not on the error page) before its chunk (the form, the API client) is asked for. The same
 * tree on the server and in the browser: the server renders the form in its initial state (empty
 * e-mail, consent not ticked, subscribe disabled), which the browser hydrates in place.
 */
import { lazy, Suspense } from 'react';
import type { SlotProps } from '@nirvana/shared/section-runtime';
import { newsletterViewOf } from './page-newsletter';

/** The form's chunk (also warmed by the section's bootstrap when the page has the block). */
export const loadForm = () => import('../newsletter/newsletter-form');

const NewsletterForm = lazy(() => loadForm().then((m) => ({ default: m.NewsletterForm })));

export default function NewsletterSlot({ view }: SlotProps) {
  const block = newsletterViewOf(view.state);
  if (!block) return null;
  return (
    <Suspense fallback={null}>
      {/* The browser's API base (the form sends from the browser only, never while rendering). */}
      <NewsletterForm locale={block.locale} propertyId={block.propertyId} apiBase={view.config.apiBase} privacyHref={block.privacyHref} />
    </Suspense>
  );
}
