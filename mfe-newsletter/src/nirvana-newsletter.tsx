/**
 * The newsletter section's face: the newsletter block in the `newsletter` slot on every layout
 * but the error page, rendered on the server (`server.tsx`) and hydrated here by the section
 * runtime, which gives the root the page, device, locale and messages. Bootstrapping also defines
 * `<nirvana-contact-form>`, which the content section puts on contact pages (a client-rendered
 * element with its own shadow root).
 */
import { last } from '@nirvana/shared/bus';
import { defineSection } from '@nirvana/shared/section-runtime';
import { newsletterMessages } from './i18n/messages';
import NewsletterSlot, { loadForm } from './section/newsletter-slot';
import { newsletterViewOf } from './section/page-newsletter';

async function defineContactForm(): Promise<void> {
  try {
    (await import('./contact/contact-form-element')).defineContactFormElement();
  } catch (error) {
    console.warn('<nirvana-contact-form> could not be defined', error);
  }
}

export const { bootstrap, mount, update, unmount } = defineSection({
  section: 'newsletter',
  sheets: () => import('./styles/sheets').then((m) => m.NEWSLETTER_SHEETS),
  messages: newsletterMessages,
  // In the ./spa chunk: on the error page nothing more is loaded.
  load: async () => ({ default: NewsletterSlot }),
  // The page's texts and the form's chunk are warmed meanwhile (side by side with the mount's wait).
  bootstrap: () => {
    const block = newsletterViewOf(last('nirvana:page'));
    if (block) {
      newsletterMessages.load(block.locale).catch(() => undefined);
      loadForm().catch(() => undefined);
    }
    return defineContactForm();
  },
});
