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
  /** The embed's `partner`, also passed on the hand-off URL. */
  partner?: string;
}

/** `nirvana-search:ready`: the hotels are there, the form can be used. */
export interface NirvanaSearchReadyDetail {
  /** The language shown (tr, en, ru, de). */
  lang: string;
  /** The hotels offered (identity slugs). */
  hotels: string[];
}

/** `nirvana-search:error`: what keeps the element from working as written (also a console warning). */
export interface NirvanaSearchErrorDetail {
  /** lang: unsupported, another shown; hotel: unknown, every hotel offered; prefill: a value left out; config: window.NirvanaSearch ignored; api-base: not http(s); api: the hotels could not be loaded. */
  code: 'lang' | 'hotel' | 'prefill' | 'config' | 'api-base' | 'api';
  message: string;
}

/** `window.NirvanaSearch`: settings for every element of the page (an element's own attribute or property wins). */
export interface NirvanaSearchConfig {
  handOff?: Record<string, NirvanaHandOff>;
  partner?: string;
  lang?: string;
  apiBase?: string;
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
  partner?: string;
  /** Prefill (YYYY-MM-DD). */
  checkin?: string;
  checkout?: string;
  /** Prefill (whole numbers as text, as attributes are). */
  adults?: string;
  children?: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'nirvana-search': NirvanaSearchElement;
  }
  interface HTMLElementEventMap {
    'nirvana-search': CustomEvent<NirvanaSearchDetail>;
    'nirvana-search:ready': CustomEvent<NirvanaSearchReadyDetail>;
    'nirvana-search:error': CustomEvent<NirvanaSearchErrorDetail>;
  }
  interface DocumentEventMap {
    'nirvana-search': CustomEvent<NirvanaSearchDetail>;
    'nirvana-search:ready': CustomEvent<NirvanaSearchReadyDetail>;
    'nirvana-search:error': CustomEvent<NirvanaSearchErrorDetail>;
  }
  interface Window {
    NirvanaSearch?: NirvanaSearchConfig;
  }
}

/** The element's attributes in JSX. */
export interface NirvanaSearchAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  hotel?: string;
  lang?: 'tr' | 'en' | 'ru' | 'de';
  'api-base'?: string;
  variant?: 'bar' | 'compact';
  partner?: string;
  checkin?: string;
  checkout?: string;
  adults?: string | number;
  children?: string | number;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'nirvana-search': NirvanaSearchAttributes;
    }
  }
}
