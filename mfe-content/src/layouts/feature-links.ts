/** The nine feature links of the 404 page, to the hotel's own page when there is a hotel, else the group page. */
import type { Locale } from '@nirvana/shared/locales';
import { DEFAULT_PROPERTY_ID, propertyById } from '@nirvana/shared/properties';
import { buildPath, getRoute, type HotelSlug } from '@nirvana/shared/routes';

export const FEATURE_LINKS = [
  { key: 'pet', slug: 'luxy-pet-hotel', scene: 'pet-hotel' },
  { key: 'chi', slug: 'chi-for-life', scene: 'wellbeing-yoga' },
  { key: 'fit', slug: 'cosmo-fit', scene: 'fitness' },
  { key: 'bike', slug: 'cosmo-bike', scene: 'bike-coast' },
  { key: 'spa', slug: 'me-spa-by-loccitane', scene: 'spa-stones' },
  { key: 'wellbeing', slug: 'wellbeing', scene: 'garden-flowers' },
  { key: 'kids', slug: 'kids', scene: 'kids-club' },
  { key: 'chayote', slug: 'chayote', scene: 'food-vegan' },
  { key: 'signature', slug: 'signature-tastes', scene: 'food-dinner' },
] as const;

/** The picture of a feature card: one of the API's media scenes (the API serves its media absolute). */
export function featureImage(apiBase: string, scene: string) {
  return { sourceUrl: `${apiBase.replace(/\/+$/, '')}/media/images/${scene}.svg`, width: 1600, height: 900, alt: '' };
}

function tryPath(routeId: string, locale: Locale, hotel?: HotelSlug): string | null {
  try {
    getRoute(routeId);
  } catch {
    return null;
  }
  return buildPath(routeId, locale, hotel ? { hotel } : {});
}

/**
 * The link of a feature: the hotel page when the page has a hotel (and the hotel has it),
 * else the group page; a feature with no group page (kids) goes to the default hotel's.
 */
export function featureLinkPath(slug: string, locale: Locale, hotel: HotelSlug | null): string | null {
  const defaultHotel = propertyById(DEFAULT_PROPERTY_ID)?.slug ?? undefined;
  return (
    (hotel ? tryPath(`hotel:${slug}`, locale, hotel) : null) ??
    tryPath(`group:${slug}`, locale) ??
    (defaultHotel ? tryPath(`hotel:${slug}`, locale, defaultHotel) : null)
  );
}
