/**
 * Exposed as `./elements`: importing it defines `<nirvana-newsletter>` and `<nirvana-contact-form>`
 * (guarded, so loading the bundle twice does not throw).
 */
import { defineContactFormElement } from './contact/contact-form-element';
import { defineNewsletterElement } from './newsletter/newsletter-element';

export { defineContactFormElement, defineNewsletterElement };
export { NirvanaContactFormElement } from './contact/contact-form-element';
export { NirvanaNewsletterElement } from './newsletter/newsletter-element';

/** Defines both elements (also done on import). */
export function defineElements(): void {
  defineNewsletterElement();
  defineContactFormElement();
}

defineElements();
