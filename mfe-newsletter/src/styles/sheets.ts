/** The style sheets of the section and its elements, as constructable sheets (css-loader). */
import { BASE_SHEETS } from '@nirvana/shared/adopt-sheets';
import base from './base.css';
import newsletter from './newsletter.css';
import contact from './contact.css';

/** The section's own sheets (the section runtime adopts BASE_SHEETS before them). */
export const NEWSLETTER_SHEETS: readonly CSSStyleSheet[] = [base, newsletter];
/** What the stand-alone elements adopt. */
export const NEWSLETTER_ELEMENT_SHEETS: readonly CSSStyleSheet[] = [...BASE_SHEETS, ...NEWSLETTER_SHEETS];
export const CONTACT_SHEETS: readonly CSSStyleSheet[] = [...BASE_SHEETS, base, contact];
