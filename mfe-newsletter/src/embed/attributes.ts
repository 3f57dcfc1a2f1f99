/**
 * How the custom elements read their attributes: a language, a property id and the API base,
 * each with a sensible default for a partner page that gives none.
 */
import { DEFAULT_PROPERTY_ID, propertyById } from '@nirvana/shared/properties';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@nirvana/shared/locales';
import { buildPath, isHotelSlug, type HotelSlug } from '@nirvana/shared/routes';

// webpack's run-time public path: where this bundle was served from (publicPath 'auto').
declare const __webpack_public_path__: string;

/** `lang` attribute (or the host page's `<html lang>`), reduced to a site locale; Turkish otherwise. */
export function resolveLocale(lang: string | null | undefined): Locale {
  for (const candidate of [lang, typeof document === 'undefined' ? undefined : document.documentElement.lang]) {
    const primary = candidate?.trim().toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** `property-id` attribute: a known property id; Cosmopolitan (the default property) otherwise. */
export function resolvePropertyId(value: number | string | null | undefined): number {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && propertyById(id) ? id : DEFAULT_PROPERTY_ID;
}

/** The origin that served this bundle (the site), or the page's origin when unknown. */
export function scriptOrigin(): string {
  try {
    if (typeof __webpack_public_path__ === 'string' && __webpack_public_path__) {
      return new URL(__webpack_public_path__, window.location.href).origin;
    }
  } catch {
    // fall through to the page's origin
  }
  return window.location.origin;
}

/** `api-base` attribute; the origin that served the script otherwise. */
export function resolveApiBase(apiBase: string | null | undefined): string {
  return apiBase?.trim() || scriptOrigin();
}

/**
 * A site path as a link: relative on the site itself (so the shell navigates without a reload),
 * absolute on the site's origin when the element lives on a partner page.
 */
export function siteHref(path: string, siteUrl?: string | null): string {
  const base = siteUrl?.trim() || scriptOrigin();
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
