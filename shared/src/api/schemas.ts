/**
 * API shapes (spec section 3 and 7) as superstruct structs; the only place they are defined.
 * Each definition, and every call inside it, is marked pure, so a bundle keeps only the structs it uses
 * (a call left unmarked in an unused struct stays in the bundle).
 * `type()` lets a CMS add fields without breaking the site; every answer is checked with these.
 */
import {
  array, boolean, enums, integer, lazy, literal, nullable, number, object, optional, record, size, string, type,
  type Describe, type Infer,
} from 'superstruct';
import { LOCALES } from '../locales';

export const MediaFile = /*#__PURE__*/ type({
  sourceUrl: /*#__PURE__*/ string(),
  width: /*#__PURE__*/ optional(/*#__PURE__*/ integer()),
  height: /*#__PURE__*/ optional(/*#__PURE__*/ integer()),
  mimeType: /*#__PURE__*/ optional(/*#__PURE__*/ string()),
  alt: /*#__PURE__*/ optional(/*#__PURE__*/ string()),
  /** Dominant colour of a raster picture (#rrggbb), shown while it loads. */
  color: /*#__PURE__*/ optional(/*#__PURE__*/ string()),
  /**
   * A blurred miniature of a raster picture, shown over its colour while it loads: the mean colours
   * of its horizontal bands, top to bottom (`#rrggbb,#rrggbb,...`; placeholderOf in shared/src/media.ts).
   */
  placeholder: /*#__PURE__*/ optional(/*#__PURE__*/ string()),
});
export type MediaFile = Infer<typeof MediaFile>;

export const Slide = /*#__PURE__*/ type({
  id: /*#__PURE__*/ integer(),
  type: /*#__PURE__*/ enums(['VIDEO', 'IMAGE']),
  file: MediaFile,
  mobileFile: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(MediaFile)),
  title: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  subtitle: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  url: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
});
export type Slide = Infer<typeof Slide>;

export const Slider = /*#__PURE__*/ type({ key: /*#__PURE__*/ string(), slides: /*#__PURE__*/ array(Slide) });
export type Slider = Infer<typeof Slider>;

/**
 * An offer (a campaign or landing page's, or an offer's own page's): the hotels it holds for, when
 * to stay and when to book, its discount or price from, its terms, and the search it presets
 * (hotel, dates, adults). Dates are YYYY-MM-DD.
 */
export const Offer = /*#__PURE__*/ type({
  hotels: /*#__PURE__*/ array(/*#__PURE__*/ type({ id: /*#__PURE__*/ integer(), slug: /*#__PURE__*/ string(), name: /*#__PURE__*/ string(), url: /*#__PURE__*/ nullable(/*#__PURE__*/ string()) })),
  stayFrom: /*#__PURE__*/ string(),
  stayTo: /*#__PURE__*/ string(),
  bookFrom: /*#__PURE__*/ string(),
  bookTo: /*#__PURE__*/ string(),
  discountPercent: /*#__PURE__*/ nullable(/*#__PURE__*/ integer()),
  /** Per night for two adults, in `currency`. */
  priceFrom: /*#__PURE__*/ nullable(/*#__PURE__*/ number()),
  currency: /*#__PURE__*/ string(),
  terms: /*#__PURE__*/ array(/*#__PURE__*/ string()),
  preset: /*#__PURE__*/ type({ hotel: /*#__PURE__*/ string(), checkin: /*#__PURE__*/ string(), checkout: /*#__PURE__*/ string(), adults: /*#__PURE__*/ integer() }),
});
export type Offer = Infer<typeof Offer>;

/** An events list's card: when (ISO moments) and where (the venue, the hotel's name). */
export const EventFacts = /*#__PURE__*/ type({
  startsAt: /*#__PURE__*/ string(),
  endsAt: /*#__PURE__*/ string(),
  venue: /*#__PURE__*/ string(),
  hotel: /*#__PURE__*/ nullable(/*#__PURE__*/ string()),
});
export type EventFacts = Infer<typeof EventFacts>;

export const ContentItem = /*#__PURE__*/ type({
  id: /*#__PURE__*/ optional(/*#__PURE__*/ integer()),
  title: /*#__PURE__*/ string(),
  text: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  /** CMS HTML: always sanitized before it reaches the DOM. */
  html: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  image: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(MediaFile)),
  url: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  /**
   * A card of the offers list: its offer (terms left to its page). The API leaves it out of the
   * list once booking has closed, at request time.
   */
  offer: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(Offer)),
  /** A card of the events list: when and where. The API leaves it out once the event has ended. */
  event: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(EventFacts)),
});
export type ContentItem = Infer<typeof ContentItem>;

export const ContentSection = /*#__PURE__*/ type({
  key: /*#__PURE__*/ string(),
  title: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  html: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  items: /*#__PURE__*/ optional(/*#__PURE__*/ array(ContentItem)),
});
export type ContentSection = Infer<typeof ContentSection>;

export const PageOption = /*#__PURE__*/ type({ key: /*#__PURE__*/ string(), file: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(MediaFile)), value: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())) });
export type PageOption = Infer<typeof PageOption>;

export const Breadcrumb = /*#__PURE__*/ type({ text: /*#__PURE__*/ string(), url: /*#__PURE__*/ string(), active: /*#__PURE__*/ boolean() });
export type Breadcrumb = Infer<typeof Breadcrumb>;

export const HrefLang = /*#__PURE__*/ type({ locale: /*#__PURE__*/ enums(LOCALES), url: /*#__PURE__*/ string() });
export type HrefLang = Infer<typeof HrefLang>;

export const Contact = /*#__PURE__*/ type({
  phone: /*#__PURE__*/ string(),
  email: /*#__PURE__*/ string(),
  address: /*#__PURE__*/ string(),
  lat: /*#__PURE__*/ number(),
  lng: /*#__PURE__*/ number(),
  whatsapp: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  /** A static map picture of the surroundings (made at seed time), for when no maps key is configured. */
  mapImage: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(MediaFile)),
  /** How to get there: distances (km) and drive times (minutes) from the airport and nearby places, and how transfers are arranged. */
  arrival: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ type({
    transfer: /*#__PURE__*/ string(),
    places: /*#__PURE__*/ array(/*#__PURE__*/ type({ name: /*#__PURE__*/ string(), km: /*#__PURE__*/ number(), minutes: /*#__PURE__*/ integer() })),
  }))),
});
export type Contact = Infer<typeof Contact>;

export const Property = /*#__PURE__*/ type({
  id: /*#__PURE__*/ integer(),
  name: /*#__PURE__*/ optional(/*#__PURE__*/ string()),
  contact: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(Contact)),
  propertyNetwork: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ type({ id: /*#__PURE__*/ integer() }))),
});
export type Property = Infer<typeof Property>;

export const Meta = /*#__PURE__*/ type({
  title: /*#__PURE__*/ string(),
  description: /*#__PURE__*/ string(),
  image: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
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
  /** HOTELS items: the property's picture (its header picture); none for the group's link. */
  image?: MediaFile | null;
  /** HOTELS items: where the hotel is, district and province ("Kemer · Antalya"); none for the group. */
  place?: string | null;
  subitems: MenuItem[];
}
export const MenuItem: Describe<MenuItem> = /*#__PURE__*/ type({
  id: /*#__PURE__*/ integer(),
  text: /*#__PURE__*/ string(),
  url: /*#__PURE__*/ string(),
  openNewWindow: /*#__PURE__*/ boolean(),
  fileUrl: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  section: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ enums(['COL_1', 'COL_2', 'COL_3', 'BOTTOM']))),
  image: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(MediaFile)),
  place: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  subitems: /*#__PURE__*/ array(/*#__PURE__*/ lazy(() => MenuItem)),
}) as unknown as Describe<MenuItem>;

/**
 * A property's menus: HEADER (the menu's pages), FOOTER (its columns) and HOTELS (the hotel
 * switcher: the group's home, then the three hotels, each with its picture and place).
 */
export const Menu = /*#__PURE__*/ type({ type: /*#__PURE__*/ enums(['HEADER', 'FOOTER', 'HOTELS']), items: /*#__PURE__*/ array(MenuItem) });
export type Menu = Infer<typeof Menu>;
export const Menus = /*#__PURE__*/ array(Menu);


export const Page = /*#__PURE__*/ type({
  id: /*#__PURE__*/ integer(),
  propertyId: /*#__PURE__*/ integer(),
  property: Property,
  title: /*#__PURE__*/ string(),
  meta: Meta,
  layout: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  sliders: /*#__PURE__*/ array(Slider),
  contents: /*#__PURE__*/ array(ContentSection),
  options: /*#__PURE__*/ array(PageOption),
  heroSlides: /*#__PURE__*/ array(Slide),
  breadcrumbs: /*#__PURE__*/ array(Breadcrumb),
  hrefLangs: /*#__PURE__*/ array(HrefLang),
  category: /*#__PURE__*/ nullable(/*#__PURE__*/ type({ code: CategoryCode })),
  /** Campaign, landing and offer pages only (an addition). */
  offer: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(Offer)),
});
export type Page = Infer<typeof Page>;


export const Plan = /*#__PURE__*/ type({
  id: /*#__PURE__*/ integer(),
  code: /*#__PURE__*/ string(),
  name: /*#__PURE__*/ string(),
  description: /*#__PURE__*/ string(),
  board: /*#__PURE__*/ string(),
  cancellation: /*#__PURE__*/ string(),
  priceFrom: /*#__PURE__*/ nullable(/*#__PURE__*/ number()),
  currency: /*#__PURE__*/ string(),
});
export type Plan = Infer<typeof Plan>;
export const Plans = /*#__PURE__*/ array(Plan);

export const Room = /*#__PURE__*/ type({
  id: /*#__PURE__*/ integer(),
  slug: /*#__PURE__*/ string(),
  name: /*#__PURE__*/ string(),
  propertyId: /*#__PURE__*/ integer(),
  category: /*#__PURE__*/ type({ code: /*#__PURE__*/ string() }),
  summary: /*#__PURE__*/ string(),
  html: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  sizeM2: /*#__PURE__*/ integer(),
  maxOccupancy: /*#__PURE__*/ integer(),
  bed: /*#__PURE__*/ string(),
  view: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  amenities: /*#__PURE__*/ array(/*#__PURE__*/ string()),
  /** The room's own pictures (its illustration first): its cards show the first, its page a gallery of them. */
  images: /*#__PURE__*/ array(MediaFile),
  /**
   * A photograph of what the room opens onto (its view or setting), its alt saying so: the room
   * page's first screen (roomPictures in shared/src/media.ts), the room's own pictures below it.
   */
  viewImage: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(MediaFile)),
  plans: /*#__PURE__*/ optional(/*#__PURE__*/ array(Plan)),
  hrefLangs: /*#__PURE__*/ array(HrefLang),
});
export type Room = Infer<typeof Room>;
export const Rooms = /*#__PURE__*/ array(Room);

export const StoryItem = /*#__PURE__*/ type({
  id: /*#__PURE__*/ integer(),
  ordinal: /*#__PURE__*/ integer(),
  title: /*#__PURE__*/ string(),
  text: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  image: MediaFile,
  url: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
});
export type StoryItem = Infer<typeof StoryItem>;
export const StoryGroup = /*#__PURE__*/ type({ id: /*#__PURE__*/ integer(), title: /*#__PURE__*/ string(), items: /*#__PURE__*/ array(StoryItem) });
export type StoryGroup = Infer<typeof StoryGroup>;
export const StoryGroups = /*#__PURE__*/ array(StoryGroup);

export const GalleryCategory = /*#__PURE__*/ type({ id: /*#__PURE__*/ integer(), name: /*#__PURE__*/ string() });
export type GalleryCategory = Infer<typeof GalleryCategory>;
export const GalleryCategories = /*#__PURE__*/ type({ items: /*#__PURE__*/ array(GalleryCategory) });
export const GalleryFile = /*#__PURE__*/ type({ id: /*#__PURE__*/ integer(), categoryId: /*#__PURE__*/ integer(), title: /*#__PURE__*/ string(), file: MediaFile });
export type GalleryFile = Infer<typeof GalleryFile>;
export const GalleryFiles = /*#__PURE__*/ array(GalleryFile);

export const CategoryItem = /*#__PURE__*/ type({
  id: /*#__PURE__*/ integer(),
  title: /*#__PURE__*/ string(),
  subtitle: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  html: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  image: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(MediaFile)),
  hours: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  url: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  fileUrl: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  /**
   * What a visitor books there: a table (a restaurant that takes bookings), a treatment (the spa's);
   * null: nothing to book (a café, a bar, room service: its hours and a call). Absent: the category says.
   */
  booking: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ enums(['table', 'treatment']))),
});
export type CategoryItem = Infer<typeof CategoryItem>;

/** The kinds of a page's category content. */
export const CATEGORY_KINDS = ['gastronomy', 'outlet', 'spa', 'contact', 'certificate'] as const;

/** Category content of `/v1/pages/{id}/{gastronomy|outlet|spa|contact|certificate}`. */
export const CategoryContent = /*#__PURE__*/ type({
  kind: /*#__PURE__*/ enums(CATEGORY_KINDS),
  title: /*#__PURE__*/ string(),
  intro: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  items: /*#__PURE__*/ array(CategoryItem),
  contact: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(Contact)),
});
export type CategoryContent = Infer<typeof CategoryContent>;
export type CategoryKind = CategoryContent['kind'];

export const Event = /*#__PURE__*/ type({
  id: /*#__PURE__*/ integer(),
  slug: /*#__PURE__*/ string(),
  publisher: /*#__PURE__*/ type({ id: /*#__PURE__*/ integer() }),
  propertyId: /*#__PURE__*/ integer(),
  title: /*#__PURE__*/ string(),
  meta: Meta,
  startsAt: /*#__PURE__*/ string(),
  endsAt: /*#__PURE__*/ string(),
  venue: /*#__PURE__*/ string(),
  image: MediaFile,
  contents: /*#__PURE__*/ array(ContentSection),
  breadcrumbs: /*#__PURE__*/ array(Breadcrumb),
  hrefLangs: /*#__PURE__*/ array(HrefLang),
});
export type Event = Infer<typeof Event>;

/**
 * An offer of `GET /v1/offers` (addition): where it is told (its own page, or the campaign page
 * that carries it, in the asked language; null when it has none there), its words and picture,
 * its own page's language versions (none for a campaign page's offer), and the offer.
 */
export const OfferEntry = /*#__PURE__*/ type({
  key: /*#__PURE__*/ string(),
  slug: /*#__PURE__*/ nullable(/*#__PURE__*/ string()),
  title: /*#__PURE__*/ string(),
  lead: /*#__PURE__*/ string(),
  url: /*#__PURE__*/ nullable(/*#__PURE__*/ string()),
  image: /*#__PURE__*/ nullable(MediaFile),
  hrefLangs: /*#__PURE__*/ array(HrefLang),
  offer: Offer,
});
export type OfferEntry = Infer<typeof OfferEntry>;

/** A booking engine's parameter scheme (the runtime config's `handOff.<hotel>`, and a hotel's own in the API). */
export const HandOff = /*#__PURE__*/ type({
  /** 'standard' is the spec's checkin/checkout/adult/child/childages; 'widget' the alternative set. */
  scheme: /*#__PURE__*/ enums(['standard', 'widget']),
  /** The booking engine's promo code parameter; no promo code is sent when null. */
  promoParam: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  /** Widget scheme only: the widget id and hotel list the engine expects. */
  widget: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
  hotelList: /*#__PURE__*/ optional(/*#__PURE__*/ nullable(/*#__PURE__*/ string())),
});
export type HandOff = Infer<typeof HandOff>;

/** A hotel as the search picker offers it. */
export const Hotel = /*#__PURE__*/ type({
  id: /*#__PURE__*/ integer(),
  slug: /*#__PURE__*/ string(),
  name: /*#__PURE__*/ string(),
  url: /*#__PURE__*/ string(),
  reservationUrl: /*#__PURE__*/ nullable(/*#__PURE__*/ string()),
  /** The hotel's booking engine scheme (the embed's hand-off; the site's runtime config may override it). */
  handOff: /*#__PURE__*/ optional(HandOff),
});
export type Hotel = Infer<typeof Hotel>;
export const Hotels = /*#__PURE__*/ array(Hotel);

const IsoDate = /*#__PURE__*/ size(/*#__PURE__*/ string(), 10, 10);

/** A hotel's stay rules for the date picker (dates as YYYY-MM-DD). */
export const StayRules = /*#__PURE__*/ type({
  hotelId: /*#__PURE__*/ integer(),
  periods: /*#__PURE__*/ array(
    /*#__PURE__*/ type({
      from: IsoDate,
      to: IsoDate,
      minNights: /*#__PURE__*/ integer(),
      /** Stays must run from this weekday to the same weekday (Saturday-to-Saturday, Sunday-to-Sunday). */
      changeover: /*#__PURE__*/ nullable(/*#__PURE__*/ enums(['SATURDAY', 'SUNDAY'])),
    }),
  ),
  closedToArrival: /*#__PURE__*/ array(IsoDate),
  closedToDeparture: /*#__PURE__*/ array(IsoDate),
  halfDayCheckIn: /*#__PURE__*/ array(IsoDate),
  halfDayCheckOut: /*#__PURE__*/ array(IsoDate),
});
export type StayRules = Infer<typeof StayRules>;

/**
 * The lowest price of one night for each day from `from` (`GET /v1/hotels/{id}/rates`): the
 * calendar shows it under each day. The seeded rates stand in for the hotel's booking engine.
 */
export const NightlyRates = /*#__PURE__*/ type({
  hotelId: /*#__PURE__*/ integer(),
  /** ISO 4217, e.g. EUR. */
  currency: /*#__PURE__*/ string(),
  from: IsoDate,
  /** One per day from `from`: the lowest price of a night starting that day, null when none is sold. */
  prices: /*#__PURE__*/ array(/*#__PURE__*/ nullable(/*#__PURE__*/ number())),
});
export type NightlyRates = Infer<typeof NightlyRates>;

/** The content's revision (`GET /v1/content/revision`): opaque, new at each edit. */
export const ContentRevision = /*#__PURE__*/ type({ revision: /*#__PURE__*/ string() });
export type ContentRevision = Infer<typeof ContentRevision>;

export const NewsletterRequest = /*#__PURE__*/ object({
  email: /*#__PURE__*/ string(),
  propertyId: /*#__PURE__*/ integer(),
  consent: /*#__PURE__*/ optional(/*#__PURE__*/ boolean()),
  locale: /*#__PURE__*/ optional(/*#__PURE__*/ enums(LOCALES)),
  consentVersion: /*#__PURE__*/ optional(/*#__PURE__*/ string()),
  website: /*#__PURE__*/ optional(/*#__PURE__*/ string()),
});
export type NewsletterRequest = Infer<typeof NewsletterRequest>;

export const ContactRequest = /*#__PURE__*/ object({
  fullName: /*#__PURE__*/ string(),
  email: /*#__PURE__*/ string(),
  phone: /*#__PURE__*/ string(),
  message: /*#__PURE__*/ string(),
  propertyId: /*#__PURE__*/ integer(),
  locale: /*#__PURE__*/ optional(/*#__PURE__*/ enums(LOCALES)),
  website: /*#__PURE__*/ optional(/*#__PURE__*/ string()),
});
export type ContactRequest = Infer<typeof ContactRequest>;

/** Every error the API answers: a status and a reason, with a reason per field for form errors. */
export const ApiError = /*#__PURE__*/ type({
  statusCode: /*#__PURE__*/ integer(),
  error: /*#__PURE__*/ string(),
  message: /*#__PURE__*/ string(),
  fields: /*#__PURE__*/ optional(/*#__PURE__*/ record(/*#__PURE__*/ string(), /*#__PURE__*/ string())),
});
export type ApiError = Infer<typeof ApiError>;

/** An accepted write: it says nothing of whether the address or message was already known (issue 25). */
export const WriteResult = /*#__PURE__*/ type({ ok: /*#__PURE__*/ literal(true), message: /*#__PURE__*/ optional(/*#__PURE__*/ string()) });
