/**
 * The newsletter section's face: the newsletter block in the `newsletter` slot on every layout
 * but the error page, and before it on contact pages the contact form, rendered on the server
 * (`server.tsx`) and hydrated here by the section runtime, which gives the root the page, device,
 * locale and messages. (`<nirvana-contact-form>` and `<nirvana-newsletter>`, for partner pages, are
 * defined by the `./elements` expose, not here.)
 */
import { last } from '@nirvana/shared/bus';
import { defineSection } from '@nirvana/shared/section-runtime';
import { newsletterMessages } from './i18n/messages';
import NewsletterSlot, { loadContact, loadForm } from './section/newsletter-slot';
import { isContactPage, newsletterViewOf } from './section/page-newsletter';

export const { bootstrap, mount, update, unmount } = defineSection({
  section: 'newsletter',
  sheets: () => import('./styles/sheets').then((m) => m.NEWSLETTER_SHEETS),
  messages: newsletterMessages,
  // In the ./spa chunk: on the error page nothing more is loaded.
  load: async () => ({ default: NewsletterSlot }),
  // The page's texts and the forms' chunks are warmed meanwhile (side by side with the mount's wait).
  bootstrap: async () => {
    const state = last('nirvana:page');
    const block = newsletterViewOf(state);
    if (block) {
      newsletterMessages.load(block.locale).catch(() => undefined);
      loadForm().catch(() => undefined);
      if (isContactPage(state)) loadContact().catch(() => undefined);
    }
  },
});
