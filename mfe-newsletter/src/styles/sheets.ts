/**
 * The style sheets of the section and its elements, as constructable sheets (on the server, their
 * text): each scoped to `.nirvana-newsletter-host` by the build (tools/css-minify-loader.js).
 */
import { BASE_SHEETS } from '@nirvana/shared/adopt-sheets';
import base from './base.css';
import newsletter from './newsletter.css';
import contact from './contact.css';

/** The section's own sheets, in the order they are adopted (the section runtime adopts BASE_SHEETS before them). */
export const NEWSLETTER_SHEETS: readonly CSSStyleSheet[] = [base, newsletter, contact];
/** What the stand-alone elements adopt in their shadow roots. */
export const NEWSLETTER_ELEMENT_SHEETS: readonly CSSStyleSheet[] = [...BASE_SHEETS, base, newsletter];
export const CONTACT_SHEETS: readonly CSSStyleSheet[] = [...BASE_SHEETS, base, contact];
