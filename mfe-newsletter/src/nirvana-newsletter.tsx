/**
 * The newsletter section's face: the newsletter block in the `newsletter` slot on every layout
 * but the error page. Bootstrapping also defines `<nirvana-contact-form>`, which the content
 * section puts on contact pages.
 */
import { documentLocale } from '@nirvana/shared/locales';
import { defineSection } from '@nirvana/shared/section-runtime';
import { newsletterMessages } from './i18n/messages';
import NewsletterSlot from './section/newsletter-slot';
import { NEWSLETTER_SHEETS } from './styles/sheets';

async function defineContactForm(): Promise<void> {
  try {
    (await import('./contact/contact-form-element')).defineContactFormElement();
  } catch (error) {
    console.warn('<nirvana-contact-form> could not be defined', error);
  }
}

export const { bootstrap, mount, update, unmount } = defineSection({
  section: 'newsletter',
  sheets: NEWSLETTER_SHEETS,
  // In the ./spa chunk: on the error page nothing more is loaded.
  load: async () => ({ default: NewsletterSlot }),
  props: ({ props }) => ({ config: props.config }),
  // The page's language is warmed meanwhile (the form's chunk and its texts load side by side).
  bootstrap: () => {
    newsletterMessages.load(documentLocale()).catch(() => undefined);
    return defineContactForm();
  },
});
