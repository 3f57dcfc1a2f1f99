/**
 * The section's root (its one slot, `newsletter`): decides from the page whether the block belongs
 * here (not on the error page) before its chunk (the form, the API client) is asked for; on a
 * contact page the contact form comes first. The same tree on the server and in the browser: the
 * server renders the forms in their initial state (empty fields, consent not ticked, subscribe
 * disabled), which the browser hydrates in place.
 */
import { lazy, Suspense } from 'react';
import type { SlotProps } from '@nirvana/shared/section-runtime';
import { isContactPage, newsletterViewOf } from './page-newsletter';

/** The forms' chunks (also warmed by the section's bootstrap when the page has them). */
export const loadForm = () => import('../newsletter/newsletter-form');
export const loadContact = () => import('../contact/contact-block');

const NewsletterForm = lazy(() => loadForm().then((m) => ({ default: m.NewsletterForm })));
const ContactBlock = lazy(() => loadContact().then((m) => ({ default: m.ContactBlock })));

export default function NewsletterSlot({ view }: SlotProps) {
  const block = newsletterViewOf(view.state);
  if (!block) return null;
  // The browser's API base (the forms send from the browser only, never while rendering).
  const { apiBase } = view.config;
  return (
    <>
      {isContactPage(view.state) ? (
        <Suspense fallback={null}>
          <ContactBlock locale={block.locale} propertyId={block.propertyId} apiBase={apiBase} path={view.state.route.path} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <NewsletterForm locale={block.locale} propertyId={block.propertyId} apiBase={apiBase} privacyHref={block.privacyHref} />
      </Suspense>
    </>
  );
}
