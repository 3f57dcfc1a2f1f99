/**
 * The page's first screen in the server HTML, so the largest thing a visitor sees first does not
 * wait for the scripts: the hero (its first picture and the page title) on the hotel and group
 * homes, the room's first picture on a room page. The content section renders its own unseen
 * behind it and removes it in the same frame (docs/conventions.md, "first screen"); the boxes
 * come from shared/src/design/first-screen.css, so nothing moves and nothing larger is painted.
 * The error page's top (its words are shared/src/error-page.ts) is one too: without it the
 * largest paint of a 404 waited for the content section's script chain.
 * Other layouts start with text the content section draws from its own messages: none here.
 */
import type { MediaFile, Room, Slide } from '@nirvana/shared/api/schemas';
import type { PageState } from '@nirvana/shared/bus';
import { errorPageTop, type TextPart } from '@nirvana/shared/error-page';
import { dimensionsOf, heroSlidesOf, safeUrl, srcSetOf } from '@nirvana/shared/media';
import { OVERLAY_LAYOUTS } from '@nirvana/shared/sections';
import { esc } from './html';

/**
 * Where the content section shows a slide's mobile file: phones (by width) and tablets (touch up
 * to 1199.98 px), as shared/device counts them. A media query rather than the user agent, so the
 * same HTML serves every visitor.
 */
const HANDHELD_QUERY = '(max-width: 767.98px), (max-width: 1199.98px) and (pointer: coarse)';

interface ImageOptions {
  className: string;
  alt: string;
  fallbackSize: { width: number; height: number };
}

/** An <img> as the content section's Picture renders its priority image (eager, high priority). */
function img(file: MediaFile, { className, alt, fallbackSize }: ImageOptions): string | null {
  const src = safeUrl(file.sourceUrl);
  if (!src) return null;
  const { width, height } = dimensionsOf(file, fallbackSize);
  const srcSet = srcSetOf(file);
  const responsive = srcSet ? ` srcset="${esc(srcSet)}" sizes="100vw"` : '';
  return `<img class="${className}" src="${esc(src)}"${responsive} width="${width}" height="${height}" alt="${esc(alt)}" loading="eager" decoding="sync" fetchpriority="high">`;
}

/** The first slide's picture, with its mobile file for handhelds. */
function slidePicture(slide: Slide, title: string): string {
  if (slide.type !== 'IMAGE') return ''; // a video plays once the section has loaded (the box stays dark)
  const alt = (file: MediaFile) => slide.title ?? file.alt ?? title;
  const fallbackSize = { width: 1920, height: 1080 };
  const desktop = img(slide.file, { className: 'hero-media', alt: alt(slide.file), fallbackSize });
  const mobile = slide.mobileFile ?? null;
  const mobileSrc = mobile && safeUrl(mobile.sourceUrl);
  if (!mobile || !mobileSrc) return desktop ?? '';
  if (!desktop) return img(mobile, { className: 'hero-media', alt: alt(mobile), fallbackSize }) ?? '';
  const mobileSet = srcSetOf(mobile);
  const source = mobileSet ? `srcset="${esc(mobileSet)}" sizes="100vw"` : `srcset="${esc(mobileSrc)}"`;
  return `<picture><source media="${HANDHELD_QUERY}" ${source}>${desktop}</picture>`;
}

/** A text with its links, as the content section renders it. */
function textHtml(parts: TextPart[]): string {
  return parts
    .map(({ text, link }) => {
      if (!link) return esc(text);
      const external = link.external ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${esc(link.href)}"${external}>${esc(text)}</a>`;
    })
    .join('');
}

/** The error page's top: as the content section's error layout renders it (error-layout.tsx). */
function errorTopHtml(state: PageState, site: FirstScreenSite): string {
  // As the content section: an error page is never shown with a success status.
  const statusCode = state.statusCode < 400 ? 500 : state.statusCode;
  let top;
  try {
    top = errorPageTop({ statusCode, locale: state.route.locale, pageTitle: state.page.id !== 0 ? state.page.title : null, bookingSite: site.bookingSite, base: site.origin });
  } catch {
    return ''; // a booking site that is no address: the section shows its failure notice
  }
  const more = top.notFound
    ? `<section class="error-more" aria-labelledby="not-found-title"><h2 class="error-more-title" id="not-found-title">${esc(top.notFound.title)}</h2>` +
      `<p class="error-notes">${textHtml(top.notFound.notes)}</p><p class="error-extra">${esc(top.notFound.extraNotes)}</p></section>`
    : '';
  return (
    `<div class="first-screen" data-first-screen><div class="error-page" data-status="${statusCode}">` +
    `<section class="error-hero" aria-labelledby="error-title"><p class="error-code" aria-hidden="true">${statusCode}</p>` +
    `<h1 class="error-title" id="error-title"><span class="visually-hidden">${statusCode} </span>${esc(top.title)}</h1>` +
    (top.lead ? `<p class="error-lead">${esc(top.lead)}</p>` : '') +
    `<a class="error-home" href="${esc(top.home.href)}">${esc(top.home.text)}</a>` +
    `<p class="error-help">${textHtml(top.help)}</p></section>${more}</div></div>`
  );
}

/** What the first screen needs of the site: the booking site (the error page links it) and the site's origin. */
export interface FirstScreenSite {
  bookingSite: string;
  origin: string;
}

/** The first screen's HTML for the main slot, or '' when the page starts with text. */
export function firstScreenHtml(state: PageState, room: Room | undefined, site: FirstScreenSite): string {
  const { layout } = state.route;
  if (layout === 'error' || state.status === 'error') return errorTopHtml(state, site);
  if (state.status !== 'ready') return '';
  if (OVERLAY_LAYOUTS.includes(layout)) {
    const first = heroSlidesOf(state.page)[0];
    if (!first) return '';
    const title = state.page.title;
    const picture = slidePicture(first, title);
    return `<div class="first-screen" data-first-screen><div class="hero">${picture}<div class="hero-overlay"><h1 class="hero-title">${esc(title)}</h1></div></div></div>`;
  }
  if (layout === 'room-detail' && room) {
    const first = room.images[0];
    const picture = first && img(first, { className: 'room-hero-image', alt: first.alt ?? room.name, fallbackSize: { width: 1920, height: 1080 } });
    if (!picture) return '';
    return `<div class="first-screen" data-first-screen><div class="room-hero">${picture}</div></div>`;
  }
  return '';
}
