/**
 * The content section's server render: the body of every layout in the `main` slot (hero, texts,
 * rooms with their price from, plans, restaurants, treatments, events, offers, gallery, stories,
 * policies, the 404 page), with the data its parts load (`useLoad`), which the page inlines so the
 * browser hydrates it (`nirvana-content.tsx`) without asking again. Its CSS: every sheet of the
 * section, scoped to its host, the base ones first, then each part's in the order the browser
 * adopts them as the parts mount.
 */
import { JSDOM } from 'jsdom';
import { serveSection, type SectionRenderContext } from '@nirvana/shared/section-server';
import { ContentApp } from './app/content-app';
import { CONTENT_SHEETS } from './app/sheets';
import { contentMessages } from './i18n/load-messages';
import { setSanitizerWindow } from './lib/sanitize';
import roomsSheet from './sections/rooms.css';
import listSheet from './sections/list-cards.css';
import offerSheet from './sections/offer.css';
import categorySheet from './sections/category.css';
import contactSheet from './sections/contact.css';
import gallerySheet from './sections/gallery.css';
import errorSheet from './layouts/error.css';
import eventSheet from './layouts/event.css';
import policySheet from './layouts/policy.css';
import roomSheet from './layouts/room-detail.css';
import lightboxSheet from './lib/lightbox.css';

declare let __webpack_public_path__: string;

// CMS HTML is sanitized by DOMPurify here as in the browser, on a DOM of the server's own.
setSanitizerWindow(new JSDOM('<!doctype html><html><body></body></html>').window as unknown as Window);

/**
 * Where the browser loads the section's files from: the folder of its remote entry (webpack's
 * publicPath 'auto'), resolved against the page's origin (the one the visitor reached: the runtime
 * config's API base, else the site's URL). An imported asset (the landing's SVGs) gets the same URL here.
 */
export function publicPathOf(config: SectionRenderContext['config']): string {
  const page = new URL(config.apiBase, config.siteUrl ?? 'http://localhost/').origin;
  return new URL('.', new URL(config.remotes.content, `${page}/`)).href;
}

export const { render, css, section } = serveSection({
  section: 'content',
  sheets: [
    ...CONTENT_SHEETS,
    roomsSheet,
    listSheet,
    offerSheet,
    categorySheet,
    contactSheet,
    gallerySheet,
    errorSheet,
    eventSheet,
    policySheet,
    roomSheet,
    lightboxSheet,
  ],
  messages: contentMessages,
  Root: ContentApp,
  slots: ['main'],
  pending: <div className="content-pending" aria-busy="true" />,
  prepare: (context) => {
    __webpack_public_path__ = publicPathOf(context.config);
  },
});
