/**
 * API shapes (spec section 3 and 7) as superstruct structs; the only place they are defined.
 * Each definition is marked pure, so a bundle keeps only the structs it uses.
 * `type()` lets a CMS add fields without breaking the site; every answer is checked with these.
 */
import {
  array, boolean, enums, integer, lazy, literal, nullable, number, object, optional, record, size, string, type,
  type Describe, type Infer,
} from 'superstruct';
import { LOCALES } from '../locales';

export const MediaFile = /*#__PURE__*/ type({
  sourceUrl: string(),
  width: optional(integer()),
  height: optional(integer()),
  mimeType: optional(string()),
  alt: optional(string()),
  /** Dominant colour of a raster picture (#rrggbb), shown while it loads. */
  color: optional(string()),
});
export type MediaFile = Infer<typeof MediaFile>;

export const Slide = /*#__PURE__*/ type({
  id: integer(),
  type: enums(['VIDEO', 'IMAGE']),
  file: MediaFile,
  mobileFile: optional(nullable(MediaFile)),
  title: optional(nullable(string())),
  subtitle: optional(nullable(string())),
  url: optional(nullable(string())),
});
export type Slide = Infer<typeof Slide>;

export const Slider = /*#__PURE__*/ type({ key: string(), slides: array(Slide) });
export type Slider = Infer<typeof Slider>;

export const ContentItem = /*#__PURE__*/ type({
  id: optional(integer()),
  title: string(),
  text: optional(nullable(string())),
  /** CMS HTML: always sanitized before it reaches the DOM. */
  html: optional(nullable(string())),
  image: optional(nullable(MediaFile)),
  url: optional(nullable(string())),
});
export type ContentItem = Infer<typeof ContentItem>;

export const ContentSection = /*#__PURE__*/ type({
  key: string(),
  title: optional(nullable(string())),
  html: optional(nullable(string())),
  items: optional(array(ContentItem)),
});
export type ContentSection = Infer<typeof ContentSection>;

export const PageOption = /*#__PURE__*/ type({ key: string(), file: optional(nullable(MediaFile)), value: optional(nullable(string())) });
export type PageOption = Infer<typeof PageOption>;

export const Breadcrumb = /*#__PURE__*/ type({ text: string(), url: string(), active: boolean() });
export type Breadcrumb = Infer<typeof Breadcrumb>;

export const HrefLang = /*#__PURE__*/ type({ locale: enums(LOCALES), url: string() });
export type HrefLang = Infer<typeof HrefLang>;

export const Contact = /*#__PURE__*/ type({
  phone: string(),
  email: string(),
  address: string(),
  lat: number(),
  lng: number(),
  whatsapp: optional(nullable(string())),
  /** A static map picture of the surroundings (made at seed time), for when no maps key is configured. */
  mapImage: optional(nullable(MediaFile)),
});
export type Contact = Infer<typeof Contact>;

export const Property = /*#__PURE__*/ type({
  id: integer(),
  name: optional(string()),
  contact: optional(nullable(Contact)),
  propertyNetwork: optional(nullable(type({ id: integer() }))),
});
export type Property = Infer<typeof Property>;

export const Meta = /*#__PURE__*/ type({
  title: string(),
  description: string(),
  image: optional(nullable(string())),
});
export type Meta = Infer<typeof Meta>;

export const CategoryCode = /*#__PURE__*/ enums(['GASTRONOMY', 'SPA', 'CONTACT', 'CERTIFICATE', 'OUTLET']);

export interface MenuItem {
  id: number;
  text: string;
  url: string;
  openNewWindow: boolean;
  fileUrl?: string | null;
  /** Footer items only: the column or the bottom row. */
  section?: 'COL_1' | 'COL_2' | 'COL_3' | 'BOTTOM' | null;
  subitems: MenuItem[];
}
export const MenuItem: Describe<MenuItem> = /*#__PURE__*/ type({
  id: integer(),
  text: string(),
  url: string(),
  openNewWindow: boolean(),
  fileUrl: optional(nullable(string())),
  section: optional(nullable(enums(['COL_1', 'COL_2', 'COL_3', 'BOTTOM']))),
  subitems: array(lazy(() => MenuItem)),
}) as unknown as Describe<MenuItem>;

export const Menu = /*#__PURE__*/ type({ type: enums(['HEADER', 'FOOTER']), items: array(MenuItem) });
export type Menu = Infer<typeof Menu>;
export const Menus = /*#__PURE__*/ array(Menu);

/**
 * A campaign or landing page's offer: the hotels it holds for, when to stay and when to book,
 * its discount or price from, its terms, and the search it presets (hotel, dates, adults).
 * Dates are YYYY-MM-DD.
 */
export const Offer = /*#__PURE__*/ type({
  hotels: array(type({ id: integer(), slug: string(), name: string(), url: nullable(string()) })),
  stayFrom: string(),
  stayTo: string(),
  bookFrom: string(),
  bookTo: string(),
  discountPercent: nullable(integer()),
  /** Per night for two adults, in `currency`. */
  priceFrom: nullable(number()),
  currency: string(),
  terms: array(string()),
  preset: type({ hotel: string(), checkin: string(), checkout: string(), adults: integer() }),
});
export type Offer = Infer<typeof Offer>;

export const Page = /*#__PURE__*/ type({
  id: integer(),
  propertyId: integer(),
  property: Property,
  title: string(),
  meta: Meta,
  layout: optional(nullable(string())),
  sliders: array(Slider),
  contents: array(ContentSection),
  options: array(PageOption),
  heroSlides: array(Slide),
  breadcrumbs: array(Breadcrumb),
  hrefLangs: array(HrefLang),
  category: nullable(type({ code: CategoryCode })),
  /** Campaign and landing pages only (an addition). */
  offer: optional(nullable(Offer)),
});
export type Page = Infer<typeof Page>;

/** The page of a reset before each page load (spec §4: id 0, empty title, empty lists, property id 0). */
export function emptyPage(): Page {
  return {
    id: 0,
    propertyId: 0,
    property: { id: 0 },
    title: '',
    meta: { title: '', description: '' },
    layout: null,
    sliders: [],
    contents: [],
    options: [],
    heroSlides: [],
    breadcrumbs: [],
    hrefLangs: [],
    category: null,
  };
}

export const Plan = /*#__PURE__*/ type({
  id: integer(),
  code: string(),
  name: string(),
  description: string(),
  board: string(),
  cancellation: string(),
  priceFrom: nullable(number()),
  currency: string(),
});
export type Plan = Infer<typeof Plan>;
export const Plans = /*#__PURE__*/ array(Plan);

export const Room = /*#__PURE__*/ type({
  id: integer(),
  slug: string(),
  name: string(),
  propertyId: integer(),
  category: type({ code: string() }),
  summary: string(),
  html: optional(nullable(string())),
  sizeM2: integer(),
  maxOccupancy: integer(),
  bed: string(),
  view: optional(nullable(string())),
  amenities: array(string()),
  images: array(MediaFile),
  plans: optional(array(Plan)),
  hrefLangs: array(HrefLang),
});
export type Room = Infer<typeof Room>;
export const Rooms = /*#__PURE__*/ array(Room);

export const StoryItem = /*#__PURE__*/ type({
  id: integer(),
  ordinal: integer(),
  title: string(),
  text: optional(nullable(string())),
  image: MediaFile,
  url: optional(nullable(string())),
});
export type StoryItem = Infer<typeof StoryItem>;
export const StoryGroup = /*#__PURE__*/ type({ id: integer(), title: string(), items: array(StoryItem) });
export type StoryGroup = Infer<typeof StoryGroup>;
export const StoryGroups = /*#__PURE__*/ array(StoryGroup);

export const GalleryCategory = /*#__PURE__*/ type({ id: integer(), name: string() });
export type GalleryCategory = Infer<typeof GalleryCategory>;
export const GalleryCategories = /*#__PURE__*/ type({ items: array(GalleryCategory) });
export const GalleryFile = /*#__PURE__*/ type({ id: integer(), categoryId: integer(), title: string(), file: MediaFile });
export type GalleryFile = Infer<typeof GalleryFile>;
export const GalleryFiles = /*#__PURE__*/ array(GalleryFile);

export const CategoryItem = /*#__PURE__*/ type({
  id: integer(),
  title: string(),
  subtitle: optional(nullable(string())),
  html: optional(nullable(string())),
  image: optional(nullable(MediaFile)),
  hours: optional(nullable(string())),
  url: optional(nullable(string())),
  fileUrl: optional(nullable(string())),
});
export type CategoryItem = Infer<typeof CategoryItem>;

/** Category content of `/v1/pages/{id}/{gastronomy|outlet|spa|contact|certificate}`. */
export const CategoryContent = /*#__PURE__*/ type({
  kind: enums(['gastronomy', 'outlet', 'spa', 'contact', 'certificate']),
  title: string(),
  intro: optional(nullable(string())),
  items: array(CategoryItem),
  contact: optional(nullable(Contact)),
});
export type CategoryContent = Infer<typeof CategoryContent>;
export type CategoryKind = CategoryContent['kind'];

export const Event = /*#__PURE__*/ type({
  id: integer(),
  slug: string(),
  publisher: type({ id: integer() }),
  propertyId: integer(),
  title: string(),
  meta: Meta,
  startsAt: string(),
  endsAt: string(),
  venue: string(),
  image: MediaFile,
  contents: array(ContentSection),
  breadcrumbs: array(Breadcrumb),
  hrefLangs: array(HrefLang),
});
export type Event = Infer<typeof Event>;

/** A hotel as the search picker offers it. */
export const Hotel = /*#__PURE__*/ type({
  id: integer(),
  slug: string(),
  name: string(),
  url: string(),
  reservationUrl: nullable(string()),
});
export type Hotel = Infer<typeof Hotel>;
export const Hotels = /*#__PURE__*/ array(Hotel);

const IsoDate = /*#__PURE__*/ size(string(), 10, 10);

/** A hotel's stay rules for the date picker (dates as YYYY-MM-DD). */
export const StayRules = /*#__PURE__*/ type({
  hotelId: integer(),
  periods: array(
    type({
      from: IsoDate,
      to: IsoDate,
      minNights: integer(),
      /** Stays must run from this weekday to the same weekday (Saturday-to-Saturday, Sunday-to-Sunday). */
      changeover: nullable(enums(['SATURDAY', 'SUNDAY'])),
    }),
  ),
  closedToArrival: array(IsoDate),
  closedToDeparture: array(IsoDate),
  halfDayCheckIn: array(IsoDate),
  halfDayCheckOut: array(IsoDate),
});
export type StayRules = Infer<typeof StayRules>;

export const NewsletterRequest = /*#__PURE__*/ object({
  email: string(),
  propertyId: integer(),
  consent: optional(boolean()),
  locale: optional(enums(LOCALES)),
  consentVersion: optional(string()),
  website: optional(string()),
});
export type NewsletterRequest = Infer<typeof NewsletterRequest>;

export const ContactRequest = /*#__PURE__*/ object({
  fullName: string(),
  email: string(),
  phone: string(),
  message: string(),
  propertyId: integer(),
  locale: optional(enums(LOCALES)),
  website: optional(string()),
});
export type ContactRequest = Infer<typeof ContactRequest>;

/** Every error the API answers: a status and a reason, with a reason per field for form errors. */
export const ApiError = /*#__PURE__*/ type({
  statusCode: integer(),
  error: string(),
  message: string(),
  fields: optional(record(string(), string())),
});
export type ApiError = Infer<typeof ApiError>;

export const WriteResult = /*#__PURE__*/ type({ ok: literal(true), created: optional(boolean()) });
