/**
 * The page's first screen in the server HTML, so the largest thing a visitor sees first does not
 * wait for the scripts: the hero (its first picture and the page title) on the hotel and group
 * homes, the room page's first picture (the photograph of the room's view) on a room page. The content section renders its own unseen
 * behind it and removes it in the same frame (docs/conventions.md, "first screen"); the boxes
 * come from shared/src/design/first-screen.css, so nothing moves and nothing larger is painted.
 * The error page's top (its words are shared/src/error-page.ts) is one too: without it the
 * largest paint of a 404 waited for the content section's script chain.
 * Other layouts start with text the content section draws from its own messages: none here.
 */
import type { MediaFile, Room, Slide } from '@nirvana/shared/api/schemas';
import type { PageState } from '@nirvana/shared/bus';
import { errorPageTop, type TextPart } from '@nirvana/shared/error-page';
import { FULL_BLEED_SIZES, HANDHELD_QUERY, heroSlidesOf, pictureModel, placeholderOf, safeUrl, type Placeholder } from '@nirvana/shared/media';
import { HEADER_SIZES, VIEW_HERO_CSS, roomPictures } from '@nirvana/shared/header-pictures';
import { OVERLAY_LAYOUTS } from '@nirvana/shared/sections';
import { esc } from './html';

interface ImageOptions {
  className: string;
  alt: string;
  sizes: string;
  fallbackSize: { width: number; height: number };
  alternate?: { file: MediaFile; media: string; sizes: string } | null;
}

/**
 * The first screen's picture with its placeholder, which goes into the page's style element (and,
 * for the portrait crop handhelds get, that file's placeholder under its media query).
 */
interface Drawn { html: string; placeholder?: Placeholder; alternate?: { media: string; placeholder: Placeholder } }

/**
 * The first screen's picture, as the content section's Picture renders its priority image (the
 * same pictureModel: AVIF, WebP and JPEG srcsets with sizes, eager, high fetch priority). Its
 * placeholder, which the section sets through the CSSOM, comes back apart: the page's CSP allows
 * no style attribute, so the page puts it in a style element with its nonce (firstScreenCss).
 */
function img(file: MediaFile, { className, alt, sizes, fallbackSize, alternate }: ImageOptions): Drawn | null {
  const model = pictureModel(file, { sizes, fallbackSize, alternate });
  if (!model) return null;
  const { img: i } = model;
  const responsive = i.srcSet ? ` srcset="${esc(i.srcSet)}" sizes="${esc(i.sizes ?? sizes)}"` : '';
  const tag = `<img class="${className}" src="${esc(i.src)}"${responsive} width="${i.width}" height="${i.height}" alt="${esc(alt)}" loading="eager" decoding="sync" fetchpriority="high">`;
  const sources = model.sources
    .map((s) => `<source${s.media ? ` media="${esc(s.media)}"` : ''}${s.type ? ` type="${esc(s.type)}"` : ''} srcset="${esc(s.srcSet)}" sizes="${esc(s.sizes)}">`)
    .join('');
  const html = sources ? `<picture>${sources}${tag}</picture>` : tag;
  return { html, placeholder: i.placeholder, alternate: alternate ? { media: alternate.media, placeholder: placeholderOf(alternate.file) } : undefined };
}

/** The first slide's picture, with its mobile file for handhelds. */
function slidePicture(slide: Slide, title: string): Drawn | null {
  if (slide.type !== 'IMAGE') return null; // a video plays once the section has loaded (the box stays dark)
  const alt = (file: MediaFile) => slide.title ?? file.alt ?? title;
  const fallbackSize = { width: 1920, height: 1080 };
  const mobile = slide.mobileFile && safeUrl(slide.mobileFile.sourceUrl) ? slide.mobileFile : null;
  const alternate = mobile && { file: mobile, media: HANDHELD_QUERY, sizes: FULL_BLEED_SIZES.heroPortrait };
  const desktop = img(slide.file, { className: 'hero-media', alt: alt(slide.file), sizes: FULL_BLEED_SIZES.hero, fallbackSize, alternate });
  if (desktop) return desktop;
  return mobile ? img(mobile, { className: 'hero-media', alt: alt(mobile), sizes: FULL_BLEED_SIZES.heroPortrait, fallbackSize }) : null;
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
    ? (top.notFound.title ? `<section class="error-more" aria-labelledby="not-found-title"><h2 class="error-more-title" id="not-found-title">${esc(top.notFound.title)}</h2>` : '<section class="error-more">') +
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

/** The first screen: its HTML for the main slot ('' when the page starts with text) and its CSS (the picture's placeholder, or ''). */
export function firstScreen(state: PageState, room: Room | undefined, site: FirstScreenSite): { html: string; css: string } {
  const { layout } = state.route;
  if (layout === 'error' || state.status === 'error') return { html: errorTopHtml(state, site), css: '' };
  if (state.status !== 'ready') return { html: '', css: '' };
  if (OVERLAY_LAYOUTS.includes(layout)) {
    const first = heroSlidesOf(state.page)[0];
    if (!first) return { html: '', css: '' };
    const title = state.page.title;
    const picture = slidePicture(first, title);
    const html = `<div class="first-screen" data-first-screen><div class="hero">${picture?.html ?? ''}<div class="hero-overlay"><h1 class="hero-title">${esc(title)}</h1></div></div></div>`;
    return { html, css: placeholderCss(picture) };
  }
  if (layout === 'room-detail' && room) {
    const first = roomPictures(room).hero;
    const picture = first && img(first, { className: 'room-hero-image', alt: first.alt ?? room.name, sizes: HEADER_SIZES.roomHero, fallbackSize: { width: 1920, height: 1080 } });
    if (!picture) return { html: '', css: '' };
    const view = !!room.viewImage;
    return {
      html: `<div class="first-screen" data-first-screen><div class="room-hero${view ? ' room-hero--view' : ''}">${picture.html}</div></div>`,
      css: placeholderCss(picture) + (view ? VIEW_HERO_CSS : ''),
    };
  }
  return { html: '', css: '' };
}

/** The first screen's HTML for the main slot, or '' when the page starts with text. */
export function firstScreenHtml(state: PageState, room: Room | undefined, site: FirstScreenSite): string {
  return firstScreen(state, room, site).html;
}

/**
 * The rules painting the first screen's picture's placeholder under it (its values are checked
 * colours: placeholderOf), the portrait crop's where handhelds show that.
 */
function placeholderCss(picture: Drawn | null | undefined): string {
  const rule = (p: Placeholder | undefined) => (p?.background ? `[data-first-screen] img{background:${p.background}}` : '');
  const alt = picture?.alternate && rule(picture.alternate.placeholder);
  return rule(picture?.placeholder) + (alt ? `@media ${picture!.alternate!.media}{${alt}}` : '');
}
