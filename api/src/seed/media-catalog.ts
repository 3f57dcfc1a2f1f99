/**
 * The media committed in api/media and how content refers to them. Paths are relative
 * ("/media/..."); the server makes them absolute with API_PUBLIC_URL when it answers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR } from '../settings';
import type { MediaFile } from '@nirvana/shared/api/schemas';
import { CALL_CENTRE, DATA_PROTECTION, contactFactsOf, type PropertyContactFacts } from '@nirvana/shared/contact-facts';
import { GROUP_PROPERTY_ID } from '@nirvana/shared/properties';

/** The photographs (api/scripts/photos.ts, credited in api/media/CREDITS.md). */
export const PHOTO_NAMES = [
  'evening-boats', 'jetty-sunset', 'pier-mist', 'lake-dusk', 'blue-hour', 'forest-path', 'dune-sea', 'water-drop',
  'garden-marigold', 'meadow-ladybird', 'leaf-raindrops', 'yellow-flower', 'kite-sky', 'fig-bowl', 'dragonfly', 'frangipani', 'yellow-oleander',
  'bamboo', 'butterfly', 'apple-blossom', 'meadow-anemones',
] as const;
/** The illustrations, one per thing they show (api/scripts/illustrations.ts). */
export const ILLUSTRATION_NAMES = [
  'room-standard', 'room-twin', 'room-deluxe-sea', 'room-family', 'room-duplex', 'room-junior-suite', 'room-king-suite', 'room-villa-pool',
  'restaurant-buffet', 'emilio-pasta', 'chayote-tacos', 'signature-tasting', 'vegan-bowl', 'cocktail-bar', 'room-service-tray', 'bakery-breads',
  'espresso-cup', 'coffee-to-go', 'massage-aroma', 'facial-immortelle', 'hammam-dome', 'couples-spa', 'gym-kit', 'yoga-deck', 'kids-club',
  'aqua-park', 'kids-festival', 'rooftop-club', 'concert-hall', 'new-year-gala', 'jazz-pier', 'meeting-room', 'reception-desk', 'pet-hotel', 'tennis-court',
  'pool-loungers', 'certificate-desk', 'gastronomy-table', 'spa-relax', 'wellbeing-beach', 'sleep-well', 'bike-coast-road', 'garden-path', 'early-booking',
  // The rooms' own galleries (their bathrooms, balconies, terraces and corners).
  'bath-rain-shower', 'bath-tub-marble', 'balcony-sea-loungers', 'balcony-garden', 'terrace-breakfast-sea', 'kids-room-beds', 'suite-living-dining',
  'villa-dining-terrace', 'duplex-bedroom-upstairs', 'coffee-corner',
] as const;
/** A picture of api/media/images: `<name>.jpg` (landscape) and `<name>-portrait.jpg` (2:3, for phone heroes). */
export type SceneName = string;
export const PICTURE_NAMES: readonly SceneName[] = [...PHOTO_NAMES, ...ILLUSTRATION_NAMES];

interface ManifestEntry { width: number; height: number; color: string; placeholder: string; /** Its address when not `/media/images/<name>.jpg` (an upload). */ path?: string }
/** Width, height, dominant colour and blurred miniature of every picture file (api/scripts/media-manifest.ts). */
export const MEDIA_MANIFEST: Record<string, ManifestEntry> = JSON.parse(readFileSync(join(API_DIR, 'media', 'images', 'manifest.json'), 'utf8'));

/** A picture added to the library after the manifest was made (an editor's upload), described by the content store. */
export function registerPicture(name: string, entry: ManifestEntry): void {
  MEDIA_MANIFEST[name] = entry;
}
export const knownPicture = (name: string) => name in MEDIA_MANIFEST;

function picture(file: string, alt: string): MediaFile {
  const entry = MEDIA_MANIFEST[file];
  if (!entry) throw new Error(`api/media/images/${file}.jpg is not in the manifest (run api/scripts/media-manifest.ts)`);
  const path = entry.path ?? `/media/images/${file}.jpg`;
  const mimeType = path.endsWith('.png') ? 'image/png' : path.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
  return { sourceUrl: path, width: entry.width, height: entry.height, mimeType, alt, color: entry.color, placeholder: entry.placeholder };
}
export function image(scene: SceneName, alt: string): MediaFile {
  return picture(scene, alt);
}
/** The 2:3 portrait crop, for phones. */
export function mobileImage(scene: SceneName, alt: string): MediaFile {
  // An upload has no portrait crop: the picture itself.
  return picture(knownPicture(`${scene}-portrait`) ? `${scene}-portrait` : scene, alt);
}

export interface VideoDef { name: string; scene: SceneName }
/**
 * Hero clips (8 s, muted loops): slow pans over the photographs (api/scripts/videos.ts), H.264 mp4
 * (no WebM: larger and worse, see videos.ts), desktop 1920x1080 and mobile 720x1280.
 */
export const VIDEOS: readonly VideoDef[] = [
  { name: 'evening-boats', scene: 'evening-boats' },
  { name: 'jetty-sunset', scene: 'jetty-sunset' },
  { name: 'dune-sea', scene: 'dune-sea' },
];
export function video(name: string, alt: string): MediaFile {
  return { sourceUrl: `/media/videos/${name}.mp4`, width: 1920, height: 1080, mimeType: 'video/mp4', alt };
}
export function mobileVideo(name: string, alt: string): MediaFile {
  return { sourceUrl: `/media/videos/${name}-mobile.mp4`, width: 720, height: 1280, mimeType: 'video/mp4', alt };
}

export interface PdfDef { name: string; title: string; lines: string[] }
/** A hotel's lines for its fact sheet, from the one source of contact facts (shared/src/contact-facts.ts). */
const contactLines = (f: PropertyContactFacts) => [
  `Reception: ${f.reception.phone}, ${f.reception.email}`,
  `Reservations: ${f.reservations.phone}, ${f.reservations.email}`,
  `Address: ${f.address}`,
];
/** The PDFs of api/media/files (api/scripts/generate-media.ts writes them with pdf.ts; committed). */
export const PDF_FILES: readonly PdfDef[] = [
  { name: 'nirvana-brochure.pdf', title: 'Nirvana Hotels - Brochure', lines: ['Three resorts on the Antalya coast.', 'Mediterranean Excellence, Cosmopolitan, Dolce Vita.', `Reservations: ${CALL_CENTRE.phone}, ${CALL_CENTRE.email}`, 'Head office:', contactFactsOf(GROUP_PROPERTY_ID).address] },
  { name: 'fact-sheet-mediterranean-excellence.pdf', title: 'Nirvana Mediterranean Excellence - Fact Sheet', lines: ['Location: Kemer, Antalya, 55 km from Antalya Airport.', 'Concept: Ultra All Inclusive, adults-friendly quiet areas.', 'Beach: 350 m private sandy beach with pier.', 'Spa: ME Spa by L\'Occitane, 12 treatment rooms.', ...contactLines(contactFactsOf(1))] },
  { name: 'fact-sheet-cosmopolitan.pdf', title: 'Nirvana Cosmopolitan - Fact Sheet', lines: ['Location: Lara, Antalya, 15 km from Antalya Airport.', 'Concept: Ultra All Inclusive with a city-club spirit.', 'Cosmos Sports Center, Cosmo Bike, Cosmo Fit.', 'Cosmos Performance City Hall for 1,200 guests.', ...contactLines(contactFactsOf(2))] },
  { name: 'fact-sheet-dolce-vita.pdf', title: 'Nirvana Dolce Vita - Fact Sheet', lines: ['Location: Tekirova, Antalya, 70 km from Antalya Airport.', 'Concept: family resort, Ultra All Inclusive.', 'Aqua Life park with 9 slides, kids club from age 4.', 'Luxy Pet Hotel for guests travelling with dogs and cats.', ...contactLines(contactFactsOf(3))] },
  { name: 'menu-signature-tastes.pdf', title: 'Signature Tastes - Menu', lines: ['Grilled octopus, fava, caper leaves', 'Slow-cooked lamb shank, smoked aubergine', 'Sea bass in salt crust, wild greens', 'Pistachio baklava, kaymak ice cream'] },
  { name: 'spa-menu.pdf', title: 'ME Spa by L\'Occitane - Treatments', lines: ['Aromachologie relaxing massage 60 min', 'Immortelle divine facial 75 min', 'Turkish hammam ritual with foam and peeling 45 min', 'Shea butter hand and foot ritual 30 min'] },
  { name: 'iso-9001-certificate.pdf', title: 'ISO 9001:2015 Quality Management', lines: ['Certificate holder: Nirvana Hotels', 'Scope: accommodation, food and beverage, events', 'Valid until: 2028'] },
  { name: 'iso-14001-certificate.pdf', title: 'ISO 14001:2015 Environmental Management', lines: ['Certificate holder: Nirvana Hotels', 'Scope: energy, water and waste management of three resorts', 'Valid until: 2028'] },
  { name: 'sustainable-tourism-certificate.pdf', title: 'Sustainable Tourism Certificate', lines: ['Awarded to: Nirvana Hotels', 'Criteria: GSTC-recognised hotel standard', 'Valid until: 2027'] },
  { name: 'kvkk-information-notice.pdf', title: 'KVKK Information Notice', lines: ['Personal data is processed under Law No. 6698.', 'Data controller:', contactFactsOf(GROUP_PROPERTY_ID).address, `Contact: ${DATA_PROTECTION.email}`] },
];
export const pdfUrl = (name: string) => `/media/files/${name}`;
