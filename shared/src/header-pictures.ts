/**
 * The pictures of the page headers other than the hero (a room's, an event's, a page header's):
 * which picture a room page opens on and the `sizes` of those boxes. Apart from shared/src/media.ts,
 * which travels in every chunk that shows a picture (the home's first load among them): this only
 * with the layouts that use it and the shell server.
 */
import type { MediaFile, Room } from './api/schemas';

/**
 * `sizes` of the full-bleed header pictures, which object-fit: cover paints wider than the viewport
 * when their box is taller than the picture (shared/src/design/first-screen.css and the content
 * section's CSS give the boxes): a room's or an event's first picture (clamp(300px, 62vh, 680px)
 * high) and a page header (clamp(320px, 52vh, 560px)).
 */
export const HEADER_SIZES = {
  roomHero: 'max(100vw, min(max(300px, 62vh), 680px) * 1.6)',
  pageHeader: 'max(100vw, min(max(320px, 52vh), 560px) * 1.6)',
} as const;

/**
 * A room page's pictures: its first screen (the photograph of the room's view or setting, else the
 * room's own first picture) and the room's pictures shown below it. The content section's room
 * layout and the shell server's first screen both read it, so they show the same picture.
 */
export function roomPictures(room: Pick<Room, 'images' | 'viewImage'>): { hero: MediaFile | undefined; gallery: MediaFile[] } {
  const [first, ...more] = room.images;
  return room.viewImage ? { hero: room.viewImage, gallery: room.images } : { hero: first, gallery: more };
}

/**
 * Where a room page's view photograph sits in its wide box: higher than the illustrations' (the
 * sea and the horizon are in the upper half of the views). The server's first screen puts this rule
 * in its style element, the room layout's sheet (room-detail.css) holds the same (a test compares).
 */
export const VIEW_HERO_CSS = '.room-hero--view .room-hero-image{object-position:50% 35%}';
