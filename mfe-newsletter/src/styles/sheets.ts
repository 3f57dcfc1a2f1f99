/** The style sheets of the section and its elements, as constructable sheets (css-loader). */
import tokens from '../../../shared/src/design/tokens.css';
import base from './base.css';
import newsletter from './newsletter.css';
import contact from './contact.css';

export const NEWSLETTER_SHEETS: readonly CSSStyleSheet[] = [tokens, base, newsletter];
export const CONTACT_SHEETS: readonly CSSStyleSheet[] = [tokens, base, contact];
