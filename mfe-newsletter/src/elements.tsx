/**
 * Exposed as `./elements`: importing it defines `<nirvana-newsletter>` and `<nirvana-contact-form>`
 * (guarded, so loading the bundle twice does not throw).
 */
import { defineContactFormElement } from './contact/contact-form-element';
import { defineNewsletterElement } from './newsletter/newsletter-element';

export { defineContactFormElement, defineNewsletterElement };

/** Defines both elements (also done on import). */
export function defineElements(): void {
  defineNewsletterElement();
  defineContactFormElement();
}

/** The tags' classes: the ones registered, whichever copy of the bundle defined them first. */
export const NirvanaNewsletterElement = defineNewsletterElement();
export const NirvanaContactFormElement = defineContactFormElement();
