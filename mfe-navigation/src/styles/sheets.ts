/**
 * The section's style sheets, all of them (scoped to `.nirvana-navigation-host` by the build): the
 * runtime adopts them in the document at mount, after the brand tokens; the server links the same
 * text in the same order; an embed adopts them in its shadow root.
 */
import base from './base.css';
import floating from './floating.css';
import footer from './footer.css';
import menu from './menu.css';
import nav from './nav.css';

export const navigationSheets: CSSStyleSheet[] = [base, nav, floating, menu, footer];
