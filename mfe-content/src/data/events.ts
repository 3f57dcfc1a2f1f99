import type { ApiClient } from '@nirvana/shared/api/client';
import type { Event, Menu } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';
import { isDataSlug } from '@nirvana/shared/routes';
import { safeCall } from './safe-call';

/** The event by slug, then the menus of its publisher; a missing slug fetches nothing. */
export async function loadEventPage(
  api: Pick<ApiClient, 'event' | 'menus'>,
  slug: string | undefined,
  locale: Locale,
): Promise<{ event: Event | null; menus: Menu[] }> {
  if (!slug || !isDataSlug(slug)) return { event: null, menus: [] };
  const event = await safeCall('event', () => api.event(slug, locale), null);
  if (!event) return { event: null, menus: [] };
  const menus = await safeCall('menus', () => api.menus(event.publisher.id, locale), [] as Menu[]);
  return { event, menus };
}
