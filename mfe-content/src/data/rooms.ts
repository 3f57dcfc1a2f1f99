import type { ApiClient } from '@nirvana/shared/api/client';
import type { Plan, Room } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';
import { isDataSlug } from '@nirvana/shared/routes';
import { safeCall } from './safe-call';

/** The rooms of a property; null when the call failed, nothing fetched for property 0. */
export async function loadRooms(api: Pick<ApiClient, 'rooms'>, propertyId: number, locale: Locale): Promise<Room[] | null> {
  if (!propertyId) return [];
  return safeCall('rooms', () => api.rooms(propertyId, locale), null);
}

/** What a room card shows of a room (sections/room-card.tsx): its first picture and cheapest plan. */
export type RoomCardData = Pick<Room, 'id' | 'slug' | 'name' | 'propertyId' | 'sizeM2' | 'maxOccupancy' | 'summary' | 'images' | 'plans'>;

/** The room's cheapest plan with a price (the card's "from" price), if any. */
export function cheapestPlan(plans: readonly Plan[] | undefined): Plan | null {
  let best: Plan | null = null;
  for (const plan of plans ?? []) {
    if (plan.priceFrom === null || !Number.isFinite(plan.priceFrom)) continue;
    if (!best || plan.priceFrom < best.priceFrom!) best = plan;
  }
  return best;
}

/**
 * A room cut to its card. The lists of cards keep only this in their data, which the server
 * serializes into the page for hydration: a hotel home's three cards carried six rooms with their
 * descriptions, pictures, plans and links, 2.2 of its 16 KB of brotli (docs/performance.md).
 */
export function roomCard({ id, slug, name, propertyId, sizeM2, maxOccupancy, summary, images, plans }: Room): RoomCardData {
  const cheapest = cheapestPlan(plans);
  return { id, slug, name, propertyId, sizeM2, maxOccupancy, summary, images: images.slice(0, 1), plans: cheapest ? [cheapest] : [] };
}

/** The first `limit` (all without one) rooms of a property as cards; null when the call failed. */
export async function loadRoomCards(api: Pick<ApiClient, 'rooms'>, propertyId: number, locale: Locale, limit?: number): Promise<RoomCardData[] | null> {
  const rooms = await loadRooms(api, propertyId, locale);
  return rooms && rooms.slice(0, limit).map(roomCard);
}

export interface RoomPageData {
  room: Room | null;
  plans: Plan[];
  /** The property's other rooms, as cards (null when that call failed). */
  rooms: RoomCardData[] | null;
}

type RoomApi = Pick<ApiClient, 'room' | 'rooms' | 'roomPlans'>;

/**
 * The room page's data after the spec's page, menus and room by slug (the shell asks those, in
 * that order, and hands the room over in the page state): the rooms list, and the plans once the
 * room is known. Without a room handed over (`given` null) the room by slug is asked first.
 * A missing or malformed slug fetches nothing.
 */
export async function loadRoomPage(
  api: RoomApi,
  slug: string | undefined,
  propertyId: number,
  locale: Locale,
  onRoom?: (room: Room) => void,
  given: Room | null = null,
): Promise<RoomPageData> {
  const empty: RoomPageData = { room: null, plans: [], rooms: null };
  if (!slug || !isDataSlug(slug) || !propertyId) return empty;
  const room = given?.slug === slug ? given : await safeCall('room', () => api.room(slug, locale, propertyId), null);
  if (!room) return empty;
  onRoom?.(room);
  const [rooms, plans] = await Promise.all([
    safeCall('rooms', () => api.rooms(propertyId, locale), null),
    // In the page's language: without lang the API answers in Turkish (the spec's default).
    safeCall('room plans', () => api.roomPlans(room.id, locale), room.plans ?? []),
  ]);
  return { room, plans, rooms: rooms ? rooms.filter((r) => r.id !== room.id).map(roomCard) : null };
}
