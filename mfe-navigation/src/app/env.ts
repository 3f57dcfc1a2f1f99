/** What the navigation needs from the runtime config; embeds may know only part of it. */
import type { Locale } from '@nirvana/shared/locales';
import { GROUP_PROPERTY_ID, propertyById, type PropertyIdentity } from '@nirvana/shared/properties';
import { buildPath } from '@nirvana/shared/routes';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';

export type NavConfig = Pick<RuntimeConfig, 'apiBase'> &
  Partial<Pick<RuntimeConfig, 'phone' | 'messagingUrl' | 'loyaltyUrl' | 'social' | 'chat'>>;

/** A media path of the API (logos, files) as a URL the browser can load. */
export function mediaUrl(apiBase: string, path: string): string {
  if (/^(https?:)?\/\//i.test(path)) return path;
  // Any other scheme (javascript:, data:...) is not a media file.
  if (/^[a-z][a-z0-9+.-]*:/i.test(path.trim())) return '#';
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The property identity of a page's property id; the group for 0 or an unknown id. */
export function propertyFor(propertyId: number | undefined): PropertyIdentity {
  return propertyById(propertyId ?? GROUP_PROPERTY_ID) ?? propertyById(GROUP_PROPERTY_ID)!;
}

/** The home path of a property in a locale (group home or hotel home). */
export function propertyHome(property: PropertyIdentity, locale: Locale): string {
  const path = property.slug ? buildPath('hotel-home', locale, { hotel: property.slug }) : buildPath('home', locale);
  return path ?? '/';
}

/** The social links of a property, falling back to the group's ('22'). */
export function socialLinksFor(config: NavConfig, propertyId: number): Record<string, string> {
  const social = config.social ?? {};
  return social[String(propertyId)] ?? social[String(GROUP_PROPERTY_ID)] ?? {};
}

/** A `tel:` href of a phone number as people write it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
