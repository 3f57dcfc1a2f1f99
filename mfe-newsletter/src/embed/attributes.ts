/**
 * What the newsletter's elements read beyond the attributes every element shares (those are read
 * by `@nirvana/shared/element-attributes`): the site's links, for the privacy policy the consent
 * names. The section's page imports this too, so it takes the readers without r2wc.
 */
import { propertyById } from '@nirvana/shared/properties';
import { scriptOrigin } from '@nirvana/shared/element-attributes';
import type { Locale } from '@nirvana/shared/locales';
import { buildPath, isHotelSlug, type HotelSlug } from '@nirvana/shared/routes';
import { bundlePublicPath } from '../script-origin';

/**
 * A site path as a link: relative on the site itself (so the shell navigates without a reload),
 * absolute on the site's origin when the element lives on a partner page.
 */
export function siteHref(path: string, siteUrl?: string | null): string {
  const base = siteUrl?.trim() || scriptOrigin(bundlePublicPath());
  try {
    const url = new URL(path, base);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  } catch {
    return path;
  }
}

/**
 * The privacy policy page the consent links to (spec: the consent asks to accept the privacy
 * policy): the hotel's own, or the group's.
 */
export function privacyPath(locale: Locale, propertyId: number, hotel?: string | null): string {
  const slug: HotelSlug | null = isHotelSlug(hotel) ? hotel : (propertyById(propertyId)?.slug ?? null);
  const path = slug ? buildPath('hotel:privacy-policy', locale, { hotel: slug }) : null;
  return path ?? buildPath('group:privacy-policy', locale) ?? '/';
}
