/**
 * The tags this section defines, for hosts written in TypeScript and JSX. `lang`, `property-id`
 * (the property the message or subscription belongs to) and `api-base` (default: the origin that
 * served the script) are the attributes every element shares (`@nirvana/shared/element-attributes`).
 */
import type { NirvanaElement, NirvanaElementJsx } from '@nirvana/shared/element-attributes';

declare global {
  type NirvanaNewsletterHTMLElement = NirvanaElement<{
    /** The site's origin for the privacy link on a partner page; default: the origin that served the script. */
    siteUrl?: string;
  }>;
  type NirvanaContactFormHTMLElement = NirvanaElement<{ subject?: string }>;

  interface HTMLElementTagNameMap {
    'nirvana-newsletter': NirvanaNewsletterHTMLElement;
    'nirvana-contact-form': NirvanaContactFormHTMLElement;
  }
  interface HTMLElementEventMap {
    'nirvana-newsletter-result': CustomEvent<{ ok: boolean }>;
    'nirvana-contact-result': CustomEvent<{ ok: boolean }>;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'nirvana-newsletter': NirvanaElementJsx<{ 'site-url'?: string }>;
      'nirvana-contact-form': NirvanaElementJsx<{ subject?: string }>;
    }
  }
}
