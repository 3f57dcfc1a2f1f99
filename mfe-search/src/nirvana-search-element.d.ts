/**
 * Types of `<nirvana-search>` for host pages (TypeScript DOM and React JSX).
 * Copy this file into a host project, or reference it, to type the element and its event.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

export interface NirvanaSearchDetail {
  /** Hotel identity slug, e.g. "nirvana-cosmopolitan". */
  hotel: string;
  /** YYYY-MM-DD */
  checkin: string;
  /** YYYY-MM-DD */
  checkout: string;
  adults: number;
  /** One YYYY-MM-DD birthdate per child (as given; the age is clamped to 0..11). */
  childBirthdates: string[];
  promoCode: string | null;
  /** The booking engine URL opened in a new window unless the event is cancelled. */
  url: string;
  /** On the site: the room whose card's Book opened the search (slug and name), if any. */
  room?: { slug: string; name: string };
}

export interface NirvanaHandOff {
  scheme: 'standard' | 'widget';
  promoParam?: string | null;
  widget?: string | null;
  hotelList?: string | null;
}

export interface NirvanaSearchElement extends HTMLElement {
  hotel?: string;
  lang?: 'tr' | 'en' | 'ru' | 'de' | string;
  apiBase?: string;
  variant?: 'bar' | 'compact' | string;
  /** Booking-engine parameter scheme per hotel slug. */
  handOff?: Record<string, NirvanaHandOff>;
}

declare global {
  interface HTMLElementTagNameMap {
    'nirvana-search': NirvanaSearchElement;
  }
  interface HTMLElementEventMap {
    'nirvana-search': CustomEvent<NirvanaSearchDetail>;
  }
}

/** The element's attributes in JSX. */
export interface NirvanaSearchAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  hotel?: string;
  lang?: 'tr' | 'en' | 'ru' | 'de';
  'api-base'?: string;
  variant?: 'bar' | 'compact';
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'nirvana-search': NirvanaSearchAttributes;
    }
  }
}
