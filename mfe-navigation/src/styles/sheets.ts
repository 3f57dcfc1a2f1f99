/**
 * The section's style sheets adopted by each of its shadow roots (after the brand tokens). The
 * full-screen menu and the footer adopt theirs (menu.css, footer.css) when they render (adopt.ts).
 */
import base from './base.css';
import floating from './floating.css';
import nav from './nav.css';

export const navigationSheets: CSSStyleSheet[] = [base, nav, floating];
