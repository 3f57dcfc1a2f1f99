/**
 * The 404 page's feature links (spec §2: pet hotel, chi, fit, bike, spa, wellbeing, kids, chayote,
 * signature tastes, "linking to the hotel-specific or group page"). Their labels, pictures and
 * links are the API's 404 content (its FEATURE_LINKS section); on a path under a hotel each goes
 * to that hotel's own page where the hotel has one, else to the group page.
 */
import type { ContentItem, Page } from '@nirvana/shared/api/schemas';
import { buildPath, findRoute, matchPath, type HotelSlug } from '@nirvana/shared/routes';
import type { FeatureCard } from '../carousel/feature-carousel';

/** The key of the 404 content's section that lists the feature links. */
export const FEATURE_LINKS_KEY = 'FEATURE_LINKS';

function tryPath(routeId: string, locale: Parameters<typeof buildPath>[1], hotel?: HotelSlug): string | null {
  const route = findRoute(routeId);
  return route ? buildPath(route, locale, hotel ? { hotel } : {}) : null;
}

/**
 * Where a feature link goes in a hotel's context: the same page of that hotel when it has one,
 * else the group page; with no hotel, or for a link that is no group or hotel page, the link as
 * the API gave it.
 */
export function featureHref(url: string, hotel: HotelSlug | null): string {
  if (!hotel) return url;
  const match = matchPath(url);
  if (!match || (match.route.scope !== 'group' && match.route.scope !== 'hotel')) return url;
  const name = match.route.id.slice(match.route.id.indexOf(':') + 1);
  return tryPath(`hotel:${name}`, match.locale, hotel) ?? tryPath(`group:${name}`, match.locale) ?? url;
}

/** The feature section of the 404 content: its title and cards; null when the content has none. */
export function featureSection(page: Page | null, hotel: HotelSlug | null): { title: string | null; cards: FeatureCard[] } | null {
  const section = page?.contents.find((c) => c.key === FEATURE_LINKS_KEY);
  const items = (section?.items ?? []).filter((i): i is ContentItem & { url: string } => !!i.url && !!i.title.trim());
  if (!section || !items.length) return null;
  return {
    title: section.title?.trim() || null,
    cards: items.map((item, i) => ({ key: item.id ?? i, title: item.title, href: featureHref(item.url, hotel), image: item.image ?? null })),
  };
}
