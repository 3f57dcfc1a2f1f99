import type { ApiClient } from '@nirvana/shared/api/client';
import type { GalleryCategory, GalleryFile } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';
import { safeCall } from './safe-call';

/** The gallery categories; null when the call failed. */
export async function loadGalleryCategories(
  api: Pick<ApiClient, 'galleryCategories'>,
  galleryId: number,
  locale: Locale,
): Promise<GalleryCategory[] | null> {
  if (!galleryId) return [];
  const answer = await safeCall('gallery categories', () => api.galleryCategories(galleryId, locale), null);
  return answer ? answer.items : null;
}

/** Gallery files, filtered by category and limited only when asked; null when the call failed. */
export async function loadGalleryFiles(
  api: Pick<ApiClient, 'galleryFiles'>,
  galleryId: number,
  options: { categoryId?: number | null; limit?: number | null; lang?: Locale } = {},
): Promise<GalleryFile[] | null> {
  if (!galleryId) return [];
  const filter: { categoryId?: number; limit?: number; lang?: Locale } = {};
  // Titles (and so the images' alt text) are in the page's language only when lang is sent.
  if (options.lang) filter.lang = options.lang;
  if (options.categoryId !== undefined && options.categoryId !== null) filter.categoryId = options.categoryId;
  if (options.limit !== undefined && options.limit !== null) filter.limit = options.limit;
  return safeCall('gallery files', () => api.galleryFiles(galleryId, filter), null);
}
