/**
 * Media from the CMS: which URLs may be used at all, the responsive candidates of a picture, the
 * box to reserve for it, and a page's hero slides. Used by the content section and by the shell
 * server's first screen, so both show the same picture in the same box.
 */
import type { MediaFile, Page, Slide } from './api/schemas';
import { httpHref, isSitePath } from './url';

/** URLs that come from the CMS may only be http(s) or site-relative; anything else is dropped. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = value.trim();
  if (url === '') return null;
  if (isSitePath(url) || url.startsWith('#')) return url;
  return httpHref(url);
}

export const SRCSET_WIDTHS = [480, 768, 1200, 1600, 1920] as const;

const RASTER = /\.(jpe?g|png|webp|avif)(\?|$)/i;

/**
 * The srcset of a media file: width variants (`?w=`) up to its own width, for raster files
 * only (an SVG scales by itself). Empty when the file has no known width.
 */
export function srcSetOf(file: MediaFile): string | undefined {
  const src = safeUrl(file.sourceUrl);
  if (!src || !RASTER.test(src) || !file.width) return undefined;
  const widths = SRCSET_WIDTHS.filter((w) => w < file.width!);
  if (widths.length === 0) return undefined;
  const withWidth = (w: number) => `${src}${src.includes('?') ? '&' : '?'}w=${w}`;
  return [...widths.map((w) => `${withWidth(w)} ${w}w`), `${src} ${file.width}w`].join(', ');
}

/** Width and height to reserve the image's box; a 16:9 default when the CMS gave none. */
export function dimensionsOf(file: MediaFile, fallback: { width: number; height: number } = { width: 1600, height: 900 }) {
  return file.width && file.height ? { width: file.width, height: file.height } : fallback;
}

/** The hero slides of a page: its own, else the first slides of its HEADER_DESKTOP slider. */
export function heroSlidesOf(page: Pick<Page, 'heroSlides' | 'sliders'>): readonly Slide[] {
  return page.heroSlides.length > 0 ? page.heroSlides : page.sliders.find((s) => s.key === 'HEADER_DESKTOP')?.slides ?? [];
}
