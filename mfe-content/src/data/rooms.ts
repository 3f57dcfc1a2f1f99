import type { ApiClient } from '@nirvana/shared/api/client';
import type { Menu, Plan, Room } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';
import { isDataSlug } from '@nirvana/shared/routes';
import { safeCall } from './safe-call';

/** The rooms of a property; null when the call failed, nothing fetched for property 0. */
export async function loadRooms(api: Pick<ApiClient, 'rooms'>, propertyId: number, locale: Locale): Promise<Room[] | null> {
  if (!propertyId) return [];
  return safeCall('rooms', () => api.rooms(propertyId, locale), null);
}

export interface RoomPageData {
  menus: Menu[];
  room: Room | null;
  plans: Plan[];
  /** The property's other rooms (null when that call failed). */
  rooms: Room[] | null;
}

type RoomApi = Pick<ApiClient, 'menus' | 'room' | 'rooms' | 'roomPlans'>;

/**
 * The room page's data in the spec's order: (the page, already loaded by the shell,) menus,
 * the room by slug, then the rooms list; the plans are asked once the room has loaded.
 * A missing or malformed slug fetches nothing.
 */
export async function loadRoomPage(
  api: RoomApi,
  slug: string | undefined,
  propertyId: number,
  locale: Locale,
  onRoom?: (room: Room) => void,
): Promise<RoomPageData> {
  const empty: RoomPageData = { menus: [], room: null, plans: [], rooms: null };
  if (!slug || !isDataSlug(slug) || !propertyId) return empty;
  const menus = await safeCall('menus', () => api.menus(propertyId, locale), [] as Menu[]);
  const room = await safeCall('room', () => api.room(slug, locale, propertyId), null);
  if (!room) return { ...empty, menus };
  onRoom?.(room);
  const [rooms, plans] = await Promise.all([
    safeCall('rooms', () => api.rooms(propertyId, locale), null),
    // In the page's language: without lang the API answers in Turkish (the spec's default).
    safeCall('room plans', () => api.roomPlans(room.id, locale), room.plans ?? []),
  ]);
  return { menus, room, plans, rooms: rooms ? rooms.filter((r) => r.id !== room.id) : null };
}
