/**
 * The content files (content/ at the repository's root) as valibot schemas: one schema per
 * kind of document, checked when the API loads the files (api/src/content/load.ts, which words
 * the failures for editors) and described to the editing screen (api/src/content/admin-config.ts).
 * Texts are written in every language side by side (`{ tr, en, ru, de }`); pictures are paths of
 * the media library (`/media/images/…`).
 * Objects are `strictObject`s: a field nobody defined (a typo) is an error naming it.
 */
import * as v from 'valibot';
import { LOCALES, type Locale } from '../locales';

/** A text in every language, none empty. */
/* @__NO_SIDE_EFFECTS__ */
function texts<T extends v.GenericSchema>(item: T) {
  return v.strictObject(Object.fromEntries(LOCALES.map((l) => [l, item])) as Record<Locale, T>);
}
const line = v.pipe(v.string(), v.minLength(1), v.maxLength(10_000));
export const Texts = texts(line);
export type Texts = v.InferOutput<typeof Texts>;
const TextLists = texts(v.array(line));

/** A picture of the media library: `/media/images/<name>.jpg` (or .jpeg, .png, .webp). */
export const Picture = v.pipe(v.string(), v.regex(/^\/media\/images\/[a-z0-9][a-z0-9._-]*\.(jpe?g|png|webp)$/));
/** A file of the media library (a menu, a certificate): `/media/files/<name>.pdf`. */
const FilePath = v.pipe(v.string(), v.regex(/^\/media\/files\/[a-z0-9][a-z0-9._-]*\.pdf$/));
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));
const Slugs = texts(Slug);
export const HOTEL_KEYS = ['nirvana-mediterranean-excellence', 'nirvana-cosmopolitan', 'nirvana-dolce-vita'] as const;
const HotelKey = v.picklist(HOTEL_KEYS);
const Time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/), v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'is no date'));
/** A moment with its offset (`2026-12-31T21:00:00Z`, `2026-12-31T21:00:00+03:00`). */
const Moment = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'is no date and time'),
);
const Position = v.pipe(v.number(), v.integer(), v.minValue(1));
const Euros = v.pipe(v.number(), v.minValue(0));

/** hotels/<hotel>.yaml and hotels/group.yaml: what the property says of itself and its first screen. */
export const HotelFile = v.strictObject({
  tagline: Texts,
  lead: Texts,
  body: Texts,
  heroPictures: v.pipe(v.array(Picture), v.minLength(1), v.maxLength(6)),
  heroVideo: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)))),
  headerPicture: Picture,
  checkinTime: v.optional(Time),
  checkoutTime: v.optional(Time),
  starRating: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))),
  /** The contact page's arrival guide: distances and drive times from the airport and nearby places, and how transfers are arranged. */
  arrival: v.optional(v.strictObject({
    transfer: Texts,
    places: v.pipe(v.array(v.strictObject({
      name: Texts,
      km: v.pipe(v.number(), v.minValue(0), v.maxValue(1000)),
      minutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(600)),
    })), v.minLength(1), v.maxLength(8)),
  })),
});

/** rooms/<hotel>/<room>.yaml: one hotel's room, its own words and price. */
export const RoomFile = v.strictObject({
  hotel: HotelKey,
  position: Position,
  code: v.picklist(['STANDARD', 'DELUXE', 'FAMILY', 'SUITE', 'VILLA']),
  picture: Picture,
  outlookPicture: Picture,
  sizeM2: v.pipe(v.number(), v.integer(), v.minValue(1)),
  maxOccupancy: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
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
  gallery: v.optional(v.pipe(v.array(v.strictObject({ picture: Picture, alt: Texts })), v.minLength(0), v.maxLength(12))),
});

/** plans/<plan>.yaml: a rate plan every room is sold with. */
export const PlanFile = v.strictObject({
  code: v.pipe(v.string(), v.regex(/^[A-Z0-9-]+$/)),
  position: Position,
  /** Its price against the room's price (1 = the room's price). */
  factor: v.pipe(v.number(), v.minValue(0.1), v.maxValue(3)),
  name: Texts,
  description: Texts,
  board: Texts,
  cancellation: Texts,
});

/** venues/<venue>.yaml: a restaurant, bar, café or spa venue and the hotels that have it. */
export const VenueFile = v.strictObject({
  position: Position,
  hotels: v.pipe(v.array(HotelKey), v.minLength(1), v.maxLength(3)),
  kind: v.picklist(['restaurant', 'bar', 'cafe', 'spa']),
  picture: Picture,
  hours: line,
  /** Whether it takes bookings (a table, a treatment): restaurants and spas do unless this says false (room service, a gym); bars and cafés never. */
  reservations: v.optional(v.boolean()),
  /** The page text that describes it (pages/<topic>.yaml) and the route of its page, if it has one. */
  topic: Slug,
  route: v.nullable(v.string()),
  name: v.optional(Texts),
  subtitle: Texts,
  text: v.optional(Texts),
  menu: v.optional(FilePath),
});

/** treatments/<treatment>.yaml: a spa treatment and the hotels whose spa gives it (each its own file where they differ). */
export const TreatmentFile = v.strictObject({
  position: Position,
  hotels: v.pipe(v.array(HotelKey), v.minLength(1), v.maxLength(3)),
  minutes: v.pipe(v.number(), v.integer(), v.minValue(5)),
  price: Euros,
  picture: Picture,
  name: Texts,
  text: Texts,
});

/** certificates/<certificate>.yaml */
export const CertificateFile = v.strictObject({
  position: Position, file: FilePath, year: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100)), title: Texts, issuer: Texts,
});

/** events/<event>.yaml: an event with its dates; after `endsAt` it leaves every list and the sitemap. */
export const EventFile = v.strictObject({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  hotel: v.picklist([...HOTEL_KEYS, 'group']),
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
export const OfferFile = v.strictObject({
  pages: v.optional(v.array(v.string())),
  slug: v.optional(Slugs),
  title: v.optional(Texts),
  lead: v.optional(Texts),
  body: v.optional(Texts),
  picture: v.optional(Picture),
  hotels: v.pipe(v.array(HotelKey), v.minLength(1), v.maxLength(3)),
  stayFrom: Day,
  stayTo: Day,
  bookFrom: Day,
  bookTo: Day,
  discountPercent: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(90))),
  /** Show the lowest nightly price of its hotels as "from". */
  priceFrom: v.boolean(),
  nights: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60)),
  terms: TextLists,
});

/** pages/<topic>.yaml: a page's words (title, lead, body) and its highlights. */
export const PageFile = v.strictObject({ title: Texts, lead: Texts, body: Texts, highlights: v.optional(TextLists) });

/** policies/<policy>.yaml: the long-form text, Markdown; each `## ` heading starts a section. */
export const PolicyFile = v.strictObject({
  body: texts(v.pipe(line, v.check((s) => /^## \S/m.test(s), 'has no "## " section heading'))),
});

/** galleries/<hotel|group>.yaml: the gallery's categories; a `rooms` category shows the hotel's rooms. */
export const GalleryFile = v.strictObject({
  categories: v.pipe(v.array(v.strictObject({
    key: Slug,
    name: Texts,
    rooms: v.optional(v.boolean()),
    pictures: v.array(v.strictObject({ picture: Picture, caption: Texts })),
  })), v.minLength(1), v.maxLength(12)),
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
export type ContentFiles = { [K in ContentKind]: Record<string, v.InferOutput<(typeof CONTENT_KINDS)[K]>> };
export type HotelFile = v.InferOutput<typeof HotelFile>;
export type RoomFile = v.InferOutput<typeof RoomFile>;
export type PlanFile = v.InferOutput<typeof PlanFile>;
export type VenueFile = v.InferOutput<typeof VenueFile>;
export type TreatmentFile = v.InferOutput<typeof TreatmentFile>;
export type CertificateFile = v.InferOutput<typeof CertificateFile>;
export type EventFile = v.InferOutput<typeof EventFile>;
export type OfferFile = v.InferOutput<typeof OfferFile>;
export type PageFile = v.InferOutput<typeof PageFile>;
export type PolicyFile = v.InferOutput<typeof PolicyFile>;
export type GalleryFile = v.InferOutput<typeof GalleryFile>;
