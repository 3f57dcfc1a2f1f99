import type { MediaFile } from '@nirvana/shared/api/schemas';
import { dimensionsOf, safeUrl, srcSetOf } from '@nirvana/shared/media';

export interface PictureProps {
  file: MediaFile | null | undefined;
  alt: string;
  sizes?: string;
  /** Above the fold: eager and high fetch priority (the first hero image). */
  priority?: boolean;
  className?: string;
  fallbackSize?: { width: number; height: number };
}

/** A responsive image that reserves its box (width and height) and loads lazily below the fold. */
export function Picture({ file, alt, sizes = '100vw', priority = false, className, fallbackSize }: PictureProps) {
  if (!file) return null;
  const src = safeUrl(file.sourceUrl);
  if (!src) return null;
  const { width, height } = dimensionsOf(file, fallbackSize);
  const srcSet = srcSetOf(file);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
