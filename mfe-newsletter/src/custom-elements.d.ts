/** The tags this section defines, for hosts written in TypeScript and JSX. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

interface NirvanaFormElementProps {
  lang: string;
  /** The property the message or subscription belongs to (1, 2, 3, or 22 for the group). */
  propertyId?: number;
  /** Base URL of the content API; default: the origin that served the script. */
  apiBase?: string;
}

interface NirvanaFormElementAttributes {
  lang?: string;
  'property-id'?: string | number;
  'api-base'?: string;
}

declare global {
  interface NirvanaNewsletterHTMLElement extends HTMLElement, NirvanaFormElementProps {
    /** The site's origin for the privacy link on a partner page; default: the origin that served the script. */
    siteUrl?: string;
  }
  type NirvanaContactFormHTMLElement = HTMLElement & NirvanaFormElementProps;

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
      'nirvana-newsletter': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & NirvanaFormElementAttributes & { 'site-url'?: string };
      'nirvana-contact-form': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & NirvanaFormElementAttributes;
    }
  }
}
