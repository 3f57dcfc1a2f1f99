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

/**
 * The image variants the content API's media service makes (api/src/routes/media.ts) and the
 * site asks for: `<picture>.jpg?w=<width>&fm=<format>`, a width from this list and a format from
 * the next; anything else answers 400. `fm` alone is the picture at its own width.
 */
export const IMAGE_WIDTHS = [240, 360, 480, 640, 800, 960, 1200, 1600, 1920, 2400] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The formats the media service makes (it also answers WebP asked for by URL). */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
/**
 * The formats a <picture> offers, best first: AVIF as its <source>, JPEG as the <img> every
 * browser can show. No WebP <source> between them: every browser that shows WebP but no AVIF
 * (Safari before 16.4, about 2023) still shows the JPEG, and its srcset was a sixth of a hotel
 * home's HTML (0.5 KB of brotli, docs/performance.md).
 */
export const PICTURE_FORMATS = ['avif', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
/** Width of the JPEG that og:image and JSON-LD name (1200 px, as the share previews ask). */
export const SHARE_IMAGE_WIDTH = 1200;

const RASTER = /\.(jpe?g|png|webp|avif)$/i;

/** Whether a media URL is a raster picture the media service makes variants of (not SVG, not already a variant). */
export function isRasterMedia(url: string): boolean {
  const path = url.split('#')[0]!;
  return !path.includes('?') && RASTER.test(path);
}

/** The URL of one variant: a width from IMAGE_WIDTHS (or the picture's own) in a format. */
export function imageVariantUrl(src: string, variant: { w?: ImageWidth; fm: ImageFormat }): string {
  return `${src}?${variant.w ? `w=${variant.w}&` : ''}fm=${variant.fm}`;
}

/** The widths offered for a picture of this width: the list's smaller ones, then its own. */
export function variantWidths(ownWidth: number): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < ownWidth), ownWidth];
}

/** A srcset of one format: every offered width, the largest being the picture itself. */
export function srcSetOf(file: MediaFile, fm: ImageFormat): string | undefined {
  const src = safeUrl(file.sourceUrl);
  if (!src || !isRasterMedia(src) || !file.width) return undefined;
  const own = file.width;
  return variantWidths(own)
    .map((w) => `${imageVariantUrl(src, w === own && !IMAGE_WIDTHS.includes(w as ImageWidth) ? { fm } : { w: w as ImageWidth, fm })} ${w}w`)
    .join(', ');
}

/**
 * What stands in for a picture while it loads, as CSS the <img> paints under it: its blurred
 * miniature (a gradient through its bands' colours, top to bottom), else its dominant colour. The
 * content section sets it through the CSSOM, the shell server's first screen in a style element
 * with the page's nonce (the CSP allows no style attribute). Values that are not colours are
 * dropped, so the CMS can put nothing else into CSS.
 */
export interface Placeholder { background?: string }
const COLOURS = /^#[\da-f]{6}(,#[\da-f]{6})*$/i;
export function placeholderOf({ color, placeholder }: Pick<MediaFile, 'color' | 'placeholder'>): Placeholder {
  const v = [placeholder, color].find((x) => x && COLOURS.test(x));
  return { background: v && (v.includes(',') ? `linear-gradient(${v})` : v) };
}

/** One <source> of a <picture>. */
export interface PictureSource { media?: string; type: string; srcSet: string; sizes: string }
/** What a <picture> renders: its sources (best format first) and the <img> (JPEG) with its box. */
export interface PictureModel {
  sources: PictureSource[];
  img: { src: string; srcSet?: string; sizes?: string; width: number; height: number; placeholder?: Placeholder };
}

/**
 * The <picture> of a media file, as both the content section (lib/picture.tsx) and the shell
 * server's first screen render it: AVIF and WebP sources and a JPEG <img>, each a srcset with
 * `sizes`; an `alternate` file (a portrait crop for phones) gets its own sources under `media`.
 * A vector or unknown-width file is a plain <img>. Null when the URL may not be used.
 */
export function pictureModel(
  file: MediaFile,
  options: { sizes: string; fallbackSize?: { width: number; height: number }; alternate?: { file: MediaFile; media: string; sizes: string } | null },
): PictureModel | null {
  const src = safeUrl(file.sourceUrl);
  if (!src) return null;
  const { width, height } = dimensionsOf(file, options.fallbackSize);
  const sources: PictureSource[] = [];
  const alt = options.alternate;
  if (alt && safeUrl(alt.file.sourceUrl)) {
    for (const fm of PICTURE_FORMATS) {
      const set = srcSetOf(alt.file, fm);
      if (set) sources.push({ media: alt.media, type: IMAGE_MIME[fm], srcSet: set, sizes: alt.sizes });
    }
    if (sources.length === 0) sources.push({ media: alt.media, type: alt.file.mimeType ?? '', srcSet: safeUrl(alt.file.sourceUrl)!, sizes: alt.sizes });
  }
  const jpeg = srcSetOf(file, 'jpg');
  const placeholder = placeholderOf(file);
  if (!jpeg) return { sources, img: { src, width, height, placeholder } };
  sources.push({ type: IMAGE_MIME.avif, srcSet: srcSetOf(file, 'avif')!, sizes: options.sizes });
  const fallbackWidth = variantWidths(file.width!).find((w) => w >= 960) ?? file.width!;
  const fallback = fallbackWidth === file.width && !IMAGE_WIDTHS.includes(fallbackWidth as ImageWidth) ? src : imageVariantUrl(src, { w: fallbackWidth as ImageWidth, fm: 'jpg' });
  return { sources, img: { src: fallback, srcSet: jpeg, sizes: options.sizes, width, height, placeholder } };
}

/** The 1200 px JPEG of a picture for og:image and JSON-LD; the URL itself for anything else. */
export function shareImageUrl(url: string): string {
  return isRasterMedia(url) ? imageVariantUrl(url, { w: SHARE_IMAGE_WIDTH, fm: 'jpg' }) : url;
}

/**
 * Where the content section shows a slide's mobile file: phones (by width) and tablets (touch up
 * to 1199.98 px), as shared/device counts them. A media query rather than the user agent, so the
 * same HTML serves every visitor (the shell server's first screen uses it).
 */
export const HANDHELD_QUERY = '(max-width: 767.98px), (max-width: 1199.98px) and (pointer: coarse)';

/** Height of the bottom dock below 1400 px (tokens.css `--nirvana-dock-height`), which the hero ends above. */
export const DOCK_HEIGHT_PX = 72;

/**
 * `sizes` of the hero's pictures, which object-fit: cover paints wider than the viewport when its
 * box is taller than the picture (shared/src/design/first-screen.css gives the box: the window's
 * height above the bottom dock, 100vh from 1400 px; a 16:10 landscape, or a 2:3 portrait crop on
 * handhelds, which always have the dock). Used by the server's first screen and the content section
 * alike; the other full-bleed boxes' sizes are HEADER_SIZES (shared/src/header-pictures.ts). The
 * portrait crop's is exact: a phone 412 px wide and 823 high at 1.75 dppx paints it 501 px wide and
 * takes its 960 px file (counted without the dock it took the 1067 px one). The landscape's counts
 * no dock: on a desktop below 1400 px it says up to 115 px more than is painted (a file a step
 * larger at most), for a shorter first chunk.
 */
export const FULL_BLEED_SIZES = {
  hero: 'max(100vw, 160vh)',
  heroPortrait: `max(100vw, (100vh - ${DOCK_HEIGHT_PX}px) / 1.5)`,
} as const;

/** Width and height to reserve the image's box; a 16:9 default when the CMS gave none. */
export function dimensionsOf(file: MediaFile, fallback: { width: number; height: number } = { width: 1600, height: 900 }) {
  return file.width && file.height ? { width: file.width, height: file.height } : fallback;
}

/** The hero slides of a page: its own, else the first slides of its HEADER_DESKTOP slider. */
export function heroSlidesOf(page: Pick<Page, 'heroSlides' | 'sliders'>): readonly Slide[] {
  return page.heroSlides.length > 0 ? page.heroSlides : page.sliders.find((s) => s.key === 'HEADER_DESKTOP')?.slides ?? [];
}

