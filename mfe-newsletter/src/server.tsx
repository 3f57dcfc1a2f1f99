/**
 * The newsletter section's server render: the block in the `newsletter` slot (after the contact form on contact pages), in its initial state
 * (the form's labels, inputs, consent and button are in the page's HTML), which the browser
 * hydrates (`nirvana-newsletter.tsx`). It loads no data; its CSS is the section's sheets, scoped to
 * its host, in the order the browser adopts them.
 */
import { serveSection } from '@nirvana/shared/section-server';
import { newsletterMessages } from './i18n/messages';
import NewsletterSlot from './section/newsletter-slot';
import { NEWSLETTER_SHEETS } from './styles/sheets';

export const { render, css, section } = serveSection({
  section: 'newsletter',
  sheets: NEWSLETTER_SHEETS,
  messages: newsletterMessages,
  Root: NewsletterSlot,
  slots: ['newsletter'],
});
