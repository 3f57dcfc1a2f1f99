/**
 * The HEADER, FOOTER and HOTELS menus of a property in a language (`useLoad`), in one call: on the
 * server they are loaded before the HTML is written (the header menu's, the hotel switcher's and the
 * footer's links are in the page a crawler reads) and inlined with it; a hydrating browser finds them
 * there and asks nothing.
 */
import { useRef } from 'react';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';
import { onceByKey } from '@nirvana/shared/memo';
import { useLoad } from '@nirvana/shared/section-data';

export interface Menus {
  header: MenuItem[];
  footer: MenuItem[];
  /** The menu's hotel switcher: the group's home, then the hotels (each with its picture and place). */
  hotels: MenuItem[];
  /** The call failed (in the browser): the menu says so and renders without items. */
  failed: boolean;
}

export const NO_MENUS: Menus = { header: [], footer: [], hotels: [], failed: false };

/** Where the menus are asked: the API as this side reaches it (the server's upstream, with its headers). */
export interface MenusSource {
  /** The API base of the runtime config: part of the data's key (the same on the server and in the browser). */
  apiBase: string;
  /** The API base and headers the call uses (`apiOf(view)`). */
  api: { apiBase: string; headers: Record<string, string> };
  /** On the server a failure throws (the key stays out of the page; the browser asks again). */
  server: boolean;
}

// The parts of the section (each slot its own React root) ask the same menus: one call while it runs (none kept after).
const running = onceByKey<string, Menus>(() => false);

async function fetchMenusOf(source: MenusSource, propertyId: number, locale: Locale): Promise<Menus> {
  const call = running.get(JSON.stringify([source.api.apiBase, propertyId, locale]), () =>
    import('@nirvana/shared/api/client')
      .then((m) => m.fetchMenus(source.api.apiBase, propertyId, locale, { ky: { headers: source.api.headers } }))
      .then((menus) => ({
        header: menus.find((m) => m.type === 'HEADER')?.items ?? [],
        footer: menus.find((m) => m.type === 'FOOTER')?.items ?? [],
        hotels: menus.find((m) => m.type === 'HOTELS')?.items ?? [],
        failed: false,
      })),
  );
  try {
    return await call;
  } catch (error) {
    console.warn(`[navigation] menus of property ${propertyId} (${locale}) failed:`, error instanceof Error ? error.message : error);
    if (source.server) throw error;
    return { header: [], footer: [], hotels: [], failed: true };
  }
}

/**
 * The menus of a property; while another property's or language's load, the last ones stay.
 * propertyId 0 (the shell's reset page between two pages) asks nothing.
 */
export function useMenus(source: MenusSource, propertyId: number, locale: Locale): Menus {
  const loaded = useLoad('menus', [source.apiBase, propertyId, locale], () =>
    propertyId > 0 ? fetchMenusOf(source, propertyId, locale) : Promise.resolve(NO_MENUS),
  );
  const lastRef = useRef<Menus>(NO_MENUS);
  if (loaded && propertyId > 0) lastRef.current = loaded;
  return loaded && propertyId > 0 ? loaded : lastRef.current;
}
