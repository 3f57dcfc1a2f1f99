/** A page of every layout in a locale: what the layout checks, axe and the screenshot gallery visit. */
import type { Locale } from '@nirvana/shared/locales';
import { buildPath, type Layout, type RouteId, type RouteParams } from '@nirvana/shared/routes';

export interface LayoutPage {
  layout: Layout;
  path: string;
}

/** Slugs from the data: the first event of the locale and the first room of Dolce Vita. */
export interface DataSlugs {
  event: string;
  room: string;
}

export const LAYOUT_WIDTHS = [375, 768, 1440] as const;

export function layoutPages(locale: Locale, slugs: DataSlugs): LayoutPage[] {
  const at = (id: RouteId, params: RouteParams = {}) => buildPath(id, locale, params)!;
  return [
    { layout: 'intro-index', path: at('home') },
    { layout: 'hotel-index', path: at('hotel-home', { hotel: 'nirvana-mediterranean-excellence' }) },
    { layout: 'main', path: at('group:about-us') },
    { layout: 'policy', path: at('group:privacy-policy') },
    { layout: 'landing-page', path: at('group:yaz-tatili-otel-firsatlari') },
    { layout: 'room-index', path: at('hotel:rooms', { hotel: 'nirvana-dolce-vita' }) },
    { layout: 'room-detail', path: at('room', { hotel: 'nirvana-dolce-vita', slug: slugs.room }) },
    { layout: 'event-detail', path: at('event', { slug: slugs.event }) },
    { layout: 'special-event', path: at('hotel:republic-day-events', { hotel: 'nirvana-cosmopolitan' }) },
    { layout: 'error', path: `${locale === 'tr' ? '' : `/${locale}`}/bu-sayfa-yok` },
  ];
}

/** The slugs of a locale, read from the started API. */
export async function dataSlugs(apiUrl: string, locale: Locale): Promise<DataSlugs> {
  const get = async (p: string) => {
    const res = await fetch(new URL(p, apiUrl), { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    return (await res.json()) as { slug: string }[];
  };
  const [events, rooms] = await Promise.all([get(`/v1/events?lang=${locale}`), get(`/v1/rooms?property-id=3&lang=${locale}`)]);
  return { event: events[0]!.slug, room: rooms[0]!.slug };
}
