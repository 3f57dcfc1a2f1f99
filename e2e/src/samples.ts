/** Sample pages for e2e: every route shape in every locale where it exists, each once. */
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { HOTEL_SLUGS, ROUTES, buildPath, matchPath, type RouteDef } from '@nirvana/shared/routes';
import { site } from './harness';

export interface SamplePage {
  locale: Locale;
  route: RouteDef;
  path: string;
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** A room slug of a hotel in a locale, from the API. */
export async function roomSlug(propertyId: number, locale: Locale): Promise<string> {
  const rooms = await json<{ slug: string }[]>(site.api(`/v1/rooms?property-id=${propertyId}&lang=${locale}`));
  if (!rooms[0]) throw new Error(`no rooms for property ${propertyId} in ${locale}`);
  return rooms[0].slug;
}

/** The slug of the first offer with a page of its own in a locale, from the API (none: no offer page to sample). */
async function offerSlug(locale: Locale): Promise<string | undefined> {
  const offers = await json<{ slug: string | null }[]>(site.api(`/v1/offers?lang=${locale}`));
  return offers.find((o) => o.slug)?.slug ?? undefined;
}

/** Every route in every locale where it exists, with the hotels taken in turn so all three are seen. */
export async function everyRouteInEveryLocale(eventSlugs: Record<Locale, string>): Promise<SamplePage[]> {
  const out: SamplePage[] = [];
  let turn = 0;
  for (const route of ROUTES) {
    for (const locale of LOCALES) {
      const hotels = route.hotels ?? HOTEL_SLUGS;
      const hotel = hotels[turn++ % hotels.length]!;
      let slug: string | undefined;
      if (route.scope === 'room') slug = await roomSlug(HOTEL_SLUGS.indexOf(hotel) + 1, locale);
      if (route.scope === 'event') slug = eventSlugs[locale];
      if (route.scope === 'offer') slug = await offerSlug(locale);
      const path = buildPath(route, locale, { hotel, slug });
      if (path) out.push({ locale, route, path });
    }
  }
  return out;
}

/** A page's route shape in its locale (scope, layout, kind, category): the browser's work is the same for two rooms or two policies. */
export function shapeOf(locale: Locale, route: RouteDef): string {
  const { scope, layout, kind, category } = route;
  return `${locale}|${scope}|${layout}|${kind ?? ''}|${category ?? ''}`;
}

/** The shape of the page at a path (null for a path no route matches: a not-found page). */
export function shapeAt(path: string): string | null {
  const match = matchPath(path);
  return match ? shapeOf(match.locale, match.route) : null;
}

/** One sample of each route shape in each locale. */
export function everyShape(samples: SamplePage[]): SamplePage[] {
  const shapes = new Map<string, SamplePage>();
  for (const sample of samples) {
    const key = shapeOf(sample.locale, sample.route);
    if (!shapes.has(key)) shapes.set(key, sample);
  }
  return [...shapes.values()];
}
