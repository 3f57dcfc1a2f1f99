/**
 * The content files (content/ at the repository's root) as superstruct structs: one struct per
 * kind of document, checked when the API loads the files (api/src/content/load.ts) and described
 * to the editing screen (api/src/content/admin-config.ts). Texts are written in every language side
 * by side (`{ tr, en, ru, de }`); pictures are paths of the media library (`/media/images/…`).
 * Structs are `object`s: a field nobody defined (a typo) is an error naming it.
 */
import {
  array, boolean, enums, integer, min, nullable, number, object, optional, pattern, refine, size, string, type Infer, type Struct,
} from 'superstruct';
import { LOCALES, type Locale } from '../locales';

/** A text in every language, none empty. */
const texts = <T>(item: Struct<T>) => object(Object.fromEntries(LOCALES.map((l) => [l, item])) as Record<Locale, Struct<T>>);
const line = size(string(), 1, 10_000);
export const Texts = texts(line);
export type Texts = Infer<typeof Texts>;
const TextLists = texts(array(line));

/** A picture of the media library: `/media/images/<name>.jpg` (or .jpeg, .png, .webp). */
export const Picture = pattern(string(), /^\/media\/images\/[a-z0-9][a-z0-9._-]*\.(jpe?g|png|webp)$/);
/** A file of the media library (a menu, a certificate): `/media/files/<name>.pdf`. */
const FilePath = pattern(string(), /^\/media\/files\/[a-z0-9][a-z0-9._-]*\.pdf$/);
const Slug = pattern(string(), /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const Slugs = texts(Slug);
export const HOTEL_KEYS = ['nirvana-mediterranean-excellence', 'nirvana-cosmopolitan', 'nirvana-dolce-vita'] as const;
const HotelKey = enums(HOTEL_KEYS);
const Time = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d$/);
const Day = refine(pattern(string(), /^\d{4}-\d{2}-\d{2}$/), 'Day', (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) || 'is no date');
/** A moment with its offset (`2026-12-31T21:00:00Z`, `2026-12-31T21:00:00+03:00`). */
const Moment = refine(pattern(string(), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/), 'Moment', (v) => !Number.isNaN(Date.parse(v)) || 'is no date and time');
const Position = min(integer(), 1);
const Euros = min(number(), 0);

/** hotels/<hotel>.yaml and hotels/group.yaml: what the property says of itself and its first screen. */
export const HotelFile = object({
  tagline: Texts,
  lead: Texts,
  body: Texts,
  heroPictures: size(array(Picture), 1, 6),
  heroVideo: optional(nullable(pattern(string(), /^[a-z0-9-]+$/))),
  headerPicture: Picture,
  checkinTime: optional(Time),
  checkoutTime: optional(Time),
  starRating: optional(size(integer(), 1, 5)),
  /** The contact page's arrival guide: distances and drive times from the airport and nearby places, and how transfers are arranged. */
  arrival: optional(object({
    transfer: Texts,
    places: size(array(object({ name: Texts, km: size(number(), 0, 1000), minutes: size(integer(), 1, 600) })), 1, 8),
  })),
});

/** rooms/<hotel>/<room>.yaml: one hotel's room, its own words and price. */
export const RoomFile = object({
  hotel: HotelKey,
  position: Position,
  code: enums(['STANDARD', 'DELUXE', 'FAMILY', 'SUITE', 'VILLA']),
  picture: Picture,
  outlookPicture: Picture,
  sizeM2: min(integer(), 1),
  maxOccupancy: size(integer(), 1, 12),
  /** The flexible plan's nightly price for two (EUR); the other plans follow their factor. */
  price: Euros,
  slug: Slugs,
  name: Texts,
  summary: Texts,
  details: Texts,
  bed: Texts,
  view: Texts,
  amenities: TextLists,
  outlookAlt: Texts,
  /** The room's own gallery after its picture: its bathroom, balcony, corners, each with what it shows. */
  gallery: optional(size(array(object({ picture: Picture, alt: Texts })), 0, 12)),
});

/** plans/<plan>.yaml: a rate plan every room is sold with. */
export const PlanFile = object({
  code: pattern(string(), /^[A-Z0-9-]+$/),
  position: Position,
  /** Its price against the room's price (1 = the room's price). */
  factor: size(number(), 0.1, 3),
  name: Texts,
  description: Texts,
  board: Texts,
  cancellation: Texts,
});

/** venues/<venue>.yaml: a restaurant, bar, café or spa venue and the hotels that have it. */
export const VenueFile = object({
  position: Position,
  hotels: size(array(HotelKey), 1, 3),
  kind: enums(['restaurant', 'bar', 'cafe', 'spa']),
  picture: Picture,
  hours: line,
  /** Whether it takes bookings (a table, a treatment): restaurants and spas do unless this says false (room service, a gym); bars and cafés never. */
  reservations: optional(boolean()),
  /** The page text that describes it (pages/<topic>.yaml) and the route of its page, if it has one. */
  topic: Slug,
  route: nullable(string()),
  name: optional(Texts),
  subtitle: Texts,
  text: optional(Texts),
  menu: optional(FilePath),
});

/** treatments/<treatment>.yaml: a spa treatment and the hotels whose spa gives it (each its own file where they differ). */
export const TreatmentFile = object({
  position: Position, hotels: size(array(HotelKey), 1, 3), minutes: min(integer(), 5), price: Euros, picture: Picture, name: Texts, text: Texts,
});

/** certificates/<certificate>.yaml */
export const CertificateFile = object({ position: Position, file: FilePath, year: size(integer(), 1900, 2100), title: Texts, issuer: Texts });

/** events/<event>.yaml: an event with its dates; after `endsAt` it leaves every list and the sitemap. */
export const EventFile = object({
  id: min(integer(), 1),
  hotel: enums([...HOTEL_KEYS, 'group']),
  /** The place, in each language ("Mediterranean Excellence İskelesi", "Пирс Mediterranean Excellence"). */
  venue: Texts,
  picture: Picture,
  startsAt: Moment,
  endsAt: Moment,
  slug: Slugs,
  title: Texts,
  lead: Texts,
  body: Texts,
});

/**
 * offers/<offer>.yaml: a special offer. `pages` names the spec's fixed campaign pages that carry it
 * (route ids); an offer with a `slug` has its own page (the offer route) with its title and words.
 */
export const OfferFile = object({
  pages: optional(array(string())),
  slug: optional(Slugs),
  title: optional(Texts),
  lead: optional(Texts),
  body: optional(Texts),
  picture: optional(Picture),
  hotels: size(array(HotelKey), 1, 3),
  stayFrom: Day,
  stayTo: Day,
  bookFrom: Day,
  bookTo: Day,
  discountPercent: nullable(size(integer(), 1, 90)),
  /** Show the lowest nightly price of its hotels as "from". */
  priceFrom: boolean(),
  nights: size(integer(), 1, 60),
  terms: TextLists,
});

/** pages/<topic>.yaml: a page's words (title, lead, body) and its highlights. */
export const PageFile = object({ title: Texts, lead: Texts, body: Texts, highlights: optional(TextLists) });

/** policies/<policy>.yaml: the long-form text, Markdown; each `## ` heading starts a section. */
export const PolicyFile = object({
  body: texts(refine(line, 'Sections', (v) => /^## \S/m.test(v) || 'has no "## " section heading')),
});

/** galleries/<hotel|group>.yaml: the gallery's categories; a `rooms` category shows the hotel's rooms. */
export const GalleryFile = object({
  categories: size(array(object({
    key: Slug,
    name: Texts,
    rooms: optional(boolean()),
    pictures: array(object({ picture: Picture, caption: Texts })),
  })), 1, 12),
});

/** Every kind of content file by its folder under content/. */
export const CONTENT_KINDS = {
  hotels: HotelFile,
  rooms: RoomFile,
  plans: PlanFile,
  venues: VenueFile,
  treatments: TreatmentFile,
  certificates: CertificateFile,
  events: EventFile,
  offers: OfferFile,
  pages: PageFile,
  policies: PolicyFile,
  galleries: GalleryFile,
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;
export type ContentFiles = { [K in ContentKind]: Record<string, Infer<(typeof CONTENT_KINDS)[K]>> };
export type HotelFile = Infer<typeof HotelFile>;
export type RoomFile = Infer<typeof RoomFile>;
export type PlanFile = Infer<typeof PlanFile>;
export type VenueFile = Infer<typeof VenueFile>;
export type TreatmentFile = Infer<typeof TreatmentFile>;
export type CertificateFile = Infer<typeof CertificateFile>;
export type EventFile = Infer<typeof EventFile>;
export type OfferFile = Infer<typeof OfferFile>;
export type PageFile = Infer<typeof PageFile>;
export type PolicyFile = Infer<typeof PolicyFile>;
export type GalleryFile = Infer<typeof GalleryFile>;
