/**
 * The media committed in api/media and how content refers to them. Paths are relative
 * ("/media/..."); the server makes them absolute with API_PUBLIC_URL when it answers.
 */
import type { MediaFile } from '@nirvana/shared/api/schemas';

export const DESKTOP_SIZE = { width: 1600, height: 900 } as const;
export const MOBILE_SIZE = { width: 750, height: 1125 } as const;

/** Scene names drawn by api/scripts/scenes.ts (each has a desktop and a -mobile SVG). */
export type SceneName =
  | 'sea-morning' | 'sunset-beach' | 'pool-day' | 'beach-umbrellas' | 'resort-garden' | 'room-deluxe' | 'room-suite'
  | 'room-family' | 'room-villa' | 'room-twin' | 'food-dinner' | 'food-breakfast' | 'food-vegan' | 'spa-stones'
  | 'wellbeing-yoga' | 'kids-club' | 'bike-coast' | 'fitness' | 'pet-hotel' | 'coffee' | 'bakery' | 'meeting'
  | 'city-lounge' | 'event-stage' | 'aqua-park' | 'garden-flowers' | 'sports-court' | 'night-sea';

export function image(scene: SceneName, alt: string): MediaFile {
  return { sourceUrl: `/media/images/${scene}.svg`, ...DESKTOP_SIZE, mimeType: 'image/svg+xml', alt };
}
export function mobileImage(scene: SceneName, alt: string): MediaFile {
  return { sourceUrl: `/media/images/${scene}-mobile.svg`, ...MOBILE_SIZE, mimeType: 'image/svg+xml', alt };
}

export interface VideoDef { name: string; scene: SceneName }
/** Short hero clips (6 s, muted loops), mp4 (H.264) with a WebM twin, desktop 640x360 and mobile 360x640. */
export const VIDEOS: readonly VideoDef[] = [
  { name: 'sea-waves', scene: 'sea-morning' },
  { name: 'city-nights', scene: 'city-lounge' },
  { name: 'aqua-splash', scene: 'aqua-park' },
];
export function video(name: string, alt: string): MediaFile {
  return { sourceUrl: `/media/videos/${name}.mp4`, width: 640, height: 360, mimeType: 'video/mp4', alt };
}
export function mobileVideo(name: string, alt: string): MediaFile {
  return { sourceUrl: `/media/videos/${name}-mobile.mp4`, width: 360, height: 640, mimeType: 'video/mp4', alt };
}

export interface PdfDef { name: string; title: string; lines: string[] }
export const PDF_FILES: readonly PdfDef[] = [
  { name: 'nirvana-brochure.pdf', title: 'Nirvana Hotels - Brochure', lines: ['Three resorts on the Antalya coast.', 'Mediterranean Excellence, Cosmopolitan, Dolce Vita.', 'Reservations: +90 242 000 00 00'] },
  { name: 'fact-sheet-mediterranean-excellence.pdf', title: 'Nirvana Mediterranean Excellence - Fact Sheet', lines: ['Location: Kemer, Antalya, 55 km from Antalya Airport.', 'Concept: Ultra All Inclusive, adults-friendly quiet areas.', 'Beach: 350 m private sandy beach with pier.', 'Spa: ME Spa by L\'Occitane, 12 treatment rooms.'] },
  { name: 'fact-sheet-cosmopolitan.pdf', title: 'Nirvana Cosmopolitan - Fact Sheet', lines: ['Location: Lara, Antalya, 15 km from Antalya Airport.', 'Concept: Ultra All Inclusive with a city-club spirit.', 'Cosmos Sports Center, Cosmo Bike, Cosmo Fit.', 'Cosmos Performance City Hall for 1,200 guests.'] },
  { name: 'fact-sheet-dolce-vita.pdf', title: 'Nirvana Dolce Vita - Fact Sheet', lines: ['Location: Tekirova, Antalya, 70 km from Antalya Airport.', 'Concept: family resort, Ultra All Inclusive.', 'Aqua Life park with 9 slides, kids club from age 4.', 'Luxy Pet Hotel for guests travelling with dogs and cats.'] },
  { name: 'menu-signature-tastes.pdf', title: 'Signature Tastes - Menu', lines: ['Grilled octopus, fava, caper leaves', 'Slow-cooked lamb shank, smoked aubergine', 'Sea bass in salt crust, wild greens', 'Pistachio baklava, kaymak ice cream'] },
  { name: 'spa-menu.pdf', title: 'ME Spa by L\'Occitane - Treatments', lines: ['Aromachologie relaxing massage 60 min', 'Immortelle divine facial 75 min', 'Turkish hammam ritual with foam and peeling 45 min', 'Shea butter hand and foot ritual 30 min'] },
  { name: 'iso-9001-certificate.pdf', title: 'ISO 9001:2015 Quality Management', lines: ['Certificate holder: Nirvana Hotels', 'Scope: accommodation, food and beverage, events', 'Valid until: 2028'] },
  { name: 'iso-14001-certificate.pdf', title: 'ISO 14001:2015 Environmental Management', lines: ['Certificate holder: Nirvana Hotels', 'Scope: energy, water and waste management of three resorts', 'Valid until: 2028'] },
  { name: 'sustainable-tourism-certificate.pdf', title: 'Sustainable Tourism Certificate', lines: ['Awarded to: Nirvana Hotels', 'Criteria: GSTC-recognised hotel standard', 'Valid until: 2027'] },
  { name: 'kvkk-information-notice.pdf', title: 'KVKK Information Notice', lines: ['Personal data is processed under Law No. 6698.', 'Data controller: Nirvana Hotels', 'Contact: kvkk@nirvanahotels.example'] },
];
export const pdfUrl = (name: string) => `/media/files/${name}`;
