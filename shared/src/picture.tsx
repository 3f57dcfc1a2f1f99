import { useCallback } from 'react';
import type { MediaFile } from './api/schemas';
import { pictureModel, type Placeholder } from './media';

export interface PictureProps {
  file: MediaFile | null | undefined;
  alt: string;
  /** The width the picture is shown at, per viewport (the srcset's `sizes`). */
  sizes?: string;
  /** Above the fold: eager and high fetch priority (the first hero image). */
  priority?: boolean;
  className?: string;
  fallbackSize?: { width: number; height: number };
  /** Another file (a portrait crop) for the viewports of `media`, shown at `sizes` there. */
  alternate?: { file: MediaFile; media: string; sizes: string } | null;
}

/**
 * A responsive picture, every section's (the content's pages, the menu's hotel switcher): shared/media's
 * pictureModel, which the shell server's first screen renders too: AVIF and WebP sources and a JPEG <img>, each a srcset with `sizes`; the box reserved by
 * width and height, its placeholder (its blurred miniature, else its dominant colour; painted once
 * in the document) behind it while it loads,
 * lazy below the fold.
 */
export function Picture({ file, alt, sizes = '100vw', priority = false, className, fallbackSize, alternate }: PictureProps) {
  const model = file ? pictureModel(file, { sizes, fallbackSize, alternate }) : null;
  const paint = usePlaceholder(model?.img.placeholder);
  if (!model) return null;
  const { img } = model;
  const image = (
    <img
      className={className}
      src={img.src}
      srcSet={img.srcSet}
      sizes={img.sizes}
      width={img.width}
      height={img.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      ref={paint}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
  if (model.sources.length === 0) return image;
  return (
    <picture>
      {model.sources.map((s) => <source key={`${s.media ?? ''}${s.type}`} media={s.media} type={s.type || undefined} srcSet={s.srcSet} sizes={s.sizes} />)}
      {image}
    </picture>
  );
}

/**
 * Paints the placeholder behind an <img> through the CSSOM once it is in the document (the page's
 * CSP allows no style attribute, and the server's HTML has none, so hydration finds what it renders).
 */
function usePlaceholder(placeholder: Placeholder | undefined): (img: HTMLImageElement | null) => void {
  const background = placeholder?.background;
  return useCallback((img: HTMLImageElement | null) => {
    if (img && background) img.style.setProperty('background', background);
  }, [background]);
}
