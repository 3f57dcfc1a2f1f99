/** The section's style sheets, adopted by each of its shadow roots (after the brand tokens). */
import base from './base.css';
import floating from './floating.css';
import footer from './footer.css';
import menu from './menu.css';
import nav from './nav.css';

export const navigationSheets: CSSStyleSheet[] = [base, nav, menu, footer, floating];
