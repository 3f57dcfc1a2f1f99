/** Responsive image helpers: srcset candidates for raster images the API can resize. */
import type { MediaFile } from '@nirvana/shared/api/schemas';
import { safeUrl } from './safe-url';

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
