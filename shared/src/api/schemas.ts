/**
 * API shapes (spec section 3 and 7) as valibot schemas; the only place they are defined.
 * valibot marks each of its functions free of side effects, and the builds' minifier (swc, see
 * webpack.common.js) honours that: a bundle keeps only the schemas it reads, with no mark here.
 * An object schema lets a CMS add fields without breaking the site (the checked value leaves them
 * out); every answer is checked with these.
 */
import * as v from 'valibot';
// By its package name: the module is shared over module federation (webpack.common.js).
import { LOCALES } from '@nirvana/shared/locales';

/**
 * Checks a value against one of these schemas: the value as the schema reads it (fields it does
 * not name left out), or a `ValiError` naming the first fault. Every part checks through this one,
 * so the valibot functions the schemas call come with this module, once on the page.
 */
export const parse = v.parse;

/** A whole number (JSON's numbers are all floats). */
/* @__NO_SIDE_EFFECTS__ */
function integer() {
  return v.pipe(v.number(), v.integer());
}

export const MediaFile = v.object({
  sourceUrl: v.string(),
  width: v.optional(integer()),
  height: v.optional(integer()),
  mimeType: v.optional(v.string()),
  alt: v.optional(v.string()),
  /** Dominant colour of a raster picture (#rrggbb), shown while it loads. */
  color: v.optional(v.string()),
  /**
   * A blurred miniature of a raster picture, shown over its colour while it loads: the mean colours
   * of its horizontal bands, top to bottom (`#rrggbb,#rrggbb,...`; placeholderOf in shared/src/media.ts).
   */
  placeholder: v.optional(v.string()),
});
export type MediaFile = v.InferOutput<typeof MediaFile>;

export const Slide = v.object({
  id: integer(),
  type: v.picklist(['VIDEO', 'IMAGE']),
  file: MediaFile,
  mobileFile: v.optional(v.nullable(MediaFile)),
  title: v.optional(v.nullable(v.string())),
  subtitle: v.optional(v.nullable(v.string())),
  url: v.optional(v.nullable(v.string())),
});
export type Slide = v.InferOutput<typeof Slide>;

export const Slider = v.object({ key: v.string(), slides: v.array(Slide) });
export type Slider = v.InferOutput<typeof Slider>;

/**
 * An offer (a campaign or landing page's, or an offer's own page's): the hotels it holds for, when
 * to stay and when to book, its discount or price from, its terms, and the search it presets
 * (hotel, dates, adults). Dates are YYYY-MM-DD.
 */
export const Offer = v.object({
  hotels: v.array(v.object({ id: integer(), slug: v.string(), name: v.string(), url: v.nullable(v.string()) })),
  stayFrom: v.string(),
  stayTo: v.string(),
  bookFrom: v.string(),
  bookTo: v.string(),
  discountPercent: v.nullable(integer()),
  /** Per night for two adults, in `currency`. */
  priceFrom: v.nullable(v.number()),
  currency: v.string(),
  terms: v.array(v.string()),
  preset: v.object({ hotel: v.string(), checkin: v.string(), checkout: v.string(), adults: integer() }),
});
export type Offer = v.InferOutput<typeof Offer>;

/** An events list's card: when (ISO moments) and where (the venue, the hotel's name). */
export const EventFacts = v.object({
  startsAt: v.string(),
  endsAt: v.string(),
  venue: v.string(),
  hotel: v.nullable(v.string()),
});
export type EventFacts = v.InferOutput<typeof EventFacts>;

export const ContentItem = v.object({
  id: v.optional(integer()),
  title: v.string(),
  text: v.optional(v.nullable(v.string())),
  /** CMS HTML: always sanitized before it reaches the DOM. */
  html: v.optional(v.nullable(v.string())),
  image: v.optional(v.nullable(MediaFile)),
  url: v.optional(v.nullable(v.string())),
  /**
   * A card of the offers list: its offer (terms left to its page). The API leaves it out of the
   * list once booking has closed, at request time.
   */
  offer: v.optional(v.nullable(Offer)),
  /** A card of the events list: when and where. The API leaves it out once the event has ended. */
  event: v.optional(v.nullable(EventFacts)),
});
export type ContentItem = v.InferOutput<typeof ContentItem>;

export const ContentSection = v.object({
  key: v.string(),
  title: v.optional(v.nullable(v.string())),
  html: v.optional(v.nullable(v.string())),
  items: v.optional(v.array(ContentItem)),
});
export type ContentSection = v.InferOutput<typeof ContentSection>;

export const PageOption = v.object({ key: v.string(), file: v.optional(v.nullable(MediaFile)), value: v.optional(v.nullable(v.string())) });
export type PageOption = v.InferOutput<typeof PageOption>;

export const Breadcrumb = v.object({ text: v.string(), url: v.string(), active: v.boolean() });
export type Breadcrumb = v.InferOutput<typeof Breadcrumb>;

export const HrefLang = v.object({ locale: v.picklist(LOCALES), url: v.string() });
export type HrefLang = v.InferOutput<typeof HrefLang>;

export const Contact = v.object({
  phone: v.string(),
  email: v.string(),
  address: v.string(),
  lat: v.number(),
  lng: v.number(),
  whatsapp: v.optional(v.nullable(v.string())),
  /** A static map picture of the surroundings (made at seed time), for when no maps key is configured. */
  mapImage: v.optional(v.nullable(MediaFile)),
  /** How to get there: distances (km) and drive times (minutes) from the airport and nearby places, and how transfers are arranged. */
  arrival: v.optional(v.nullable(v.object({
    transfer: v.string(),
    places: v.array(v.object({ name: v.string(), km: v.number(), minutes: integer() })),
  }))),
});
export type Contact = v.InferOutput<typeof Contact>;

export const Property = v.object({
  id: integer(),
  name: v.optional(v.string()),
  /** A hotel's identity slug (none on the group). */
  slug: v.optional(v.nullable(v.string())),
  /** The property's logo, a path of the media library. */
  logo: v.optional(v.string()),
  /** A hotel's check-in and check-out times (HH:MM) and star rating (none on the group): its structured data says them. */
  checkinTime: v.optional(v.string()),
  checkoutTime: v.optional(v.string()),
  starRating: v.optional(integer()),
  contact: v.optional(v.nullable(Contact)),
  propertyNetwork: v.optional(v.nullable(v.object({ id: integer() }))),
});
export type Property = v.InferOutput<typeof Property>;

export const Meta = v.object({
  title: v.string(),
  description: v.string(),
  image: v.optional(v.nullable(v.string())),
});
export type Meta = v.InferOutput<typeof Meta>;

export const CategoryCode = v.picklist(['GASTRONOMY', 'SPA', 'CONTACT', 'CERTIFICATE', 'OUTLET']);

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
/**
 * The schema of a menu item and its sub-items, built in a function marked free of side effects: a
 * schema that names itself (`v.lazy`) would otherwise count as read, and stay in every bundle.
 */
/* @__NO_SIDE_EFFECTS__ */
function menuItem(): v.GenericSchema<MenuItem> {
  const item: v.GenericSchema<MenuItem> = v.object({
    id: integer(),
    text: v.string(),
    url: v.string(),
    openNewWindow: v.boolean(),
    fileUrl: v.optional(v.nullable(v.string())),
    section: v.optional(v.nullable(v.picklist(['COL_1', 'COL_2', 'COL_3', 'BOTTOM']))),
    image: v.optional(v.nullable(MediaFile)),
    place: v.optional(v.nullable(v.string())),
    subitems: v.array(v.lazy(() => item)),
  });
  return item;
}
export const MenuItem = menuItem();

/**
 * A property's menus: HEADER (the menu's pages), FOOTER (its columns) and HOTELS (the hotel
 * switcher: the group's home, then the three hotels, each with its picture and place).
 */
export const Menu = v.object({ type: v.picklist(['HEADER', 'FOOTER', 'HOTELS']), items: v.array(MenuItem) });
export type Menu = v.InferOutput<typeof Menu>;
export const Menus = v.array(Menu);


export const Page = v.object({
  id: integer(),
  propertyId: integer(),
  property: Property,
  title: v.string(),
  meta: Meta,
  layout: v.optional(v.nullable(v.string())),
  sliders: v.array(Slider),
  contents: v.array(ContentSection),
  options: v.array(PageOption),
  heroSlides: v.array(Slide),
  breadcrumbs: v.array(Breadcrumb),
  hrefLangs: v.array(HrefLang),
  category: v.nullable(v.object({ code: CategoryCode })),
  /** Campaign, landing and offer pages only (an addition). */
  offer: v.optional(v.nullable(Offer)),
});
export type Page = v.InferOutput<typeof Page>;


export const Plan = v.object({
  id: integer(),
  code: v.string(),
  name: v.string(),
  description: v.string(),
  board: v.string(),
  cancellation: v.string(),
  priceFrom: v.nullable(v.number()),
  currency: v.string(),
});
export type Plan = v.InferOutput<typeof Plan>;
export const Plans = v.array(Plan);

export const Room = v.object({
  id: integer(),
  slug: v.string(),
  name: v.string(),
  propertyId: integer(),
  category: v.object({ code: v.string() }),
  summary: v.string(),
  html: v.optional(v.nullable(v.string())),
  sizeM2: integer(),
  maxOccupancy: integer(),
  bed: v.string(),
  view: v.optional(v.nullable(v.string())),
  amenities: v.array(v.string()),
  /** The room's own pictures (its illustration first): its cards show the first, its page a gallery of them. */
  images: v.array(MediaFile),
  /**
   * A photograph of what the room opens onto (its view or setting), its alt saying so: the room
   * page's first screen (roomPictures in shared/src/media.ts), the room's own pictures below it.
   */
  viewImage: v.optional(v.nullable(MediaFile)),
  plans: v.optional(v.array(Plan)),
  hrefLangs: v.array(HrefLang),
});
export type Room = v.InferOutput<typeof Room>;
export const Rooms = v.array(Room);

export const StoryItem = v.object({
  id: integer(),
  ordinal: integer(),
  title: v.string(),
  text: v.optional(v.nullable(v.string())),
  image: MediaFile,
  url: v.optional(v.nullable(v.string())),
});
export type StoryItem = v.InferOutput<typeof StoryItem>;
export const StoryGroup = v.object({ id: integer(), title: v.string(), items: v.array(StoryItem) });
export type StoryGroup = v.InferOutput<typeof StoryGroup>;
export const StoryGroups = v.array(StoryGroup);

export const GalleryCategory = v.object({ id: integer(), name: v.string() });
export type GalleryCategory = v.InferOutput<typeof GalleryCategory>;
export const GalleryCategories = v.object({ items: v.array(GalleryCategory) });
export const GalleryFile = v.object({ id: integer(), categoryId: integer(), title: v.string(), file: MediaFile });
export type GalleryFile = v.InferOutput<typeof GalleryFile>;
export const GalleryFiles = v.array(GalleryFile);

export const CategoryItem = v.object({
  id: integer(),
  title: v.string(),
  subtitle: v.optional(v.nullable(v.string())),
  html: v.optional(v.nullable(v.string())),
  image: v.optional(v.nullable(MediaFile)),
  hours: v.optional(v.nullable(v.string())),
  url: v.optional(v.nullable(v.string())),
  fileUrl: v.optional(v.nullable(v.string())),
  /**
   * What a visitor books there: a table (a restaurant that takes bookings), a treatment (the spa's);
   * null: nothing to book (a café, a bar, room service: its hours and a call). Absent: the category says.
   */
  booking: v.optional(v.nullable(v.picklist(['table', 'treatment']))),
});
export type CategoryItem = v.InferOutput<typeof CategoryItem>;

/** The kinds of a page's category content. */
export const CATEGORY_KINDS = ['gastronomy', 'outlet', 'spa', 'contact', 'certificate'] as const;

/** Category content of `/v1/pages/{id}/{gastronomy|outlet|spa|contact|certificate}`. */
export const CategoryContent = v.object({
  kind: v.picklist(CATEGORY_KINDS),
  title: v.string(),
  intro: v.optional(v.nullable(v.string())),
  items: v.array(CategoryItem),
  contact: v.optional(v.nullable(Contact)),
});
export type CategoryContent = v.InferOutput<typeof CategoryContent>;
export type CategoryKind = CategoryContent['kind'];

export const Event = v.object({
  id: integer(),
  slug: v.string(),
  publisher: v.object({ id: integer() }),
  propertyId: integer(),
  title: v.string(),
  meta: Meta,
  startsAt: v.string(),
  endsAt: v.string(),
  venue: v.string(),
  image: MediaFile,
  contents: v.array(ContentSection),
  breadcrumbs: v.array(Breadcrumb),
  hrefLangs: v.array(HrefLang),
});
export type Event = v.InferOutput<typeof Event>;
export const Events = v.array(Event);

/**
 * An offer of `GET /v1/offers` (addition): where it is told (its own page, or the campaign page
 * that carries it, in the asked language; null when it has none there), its words and picture,
 * its own page's language versions (none for a campaign page's offer), and the offer.
 */
export const OfferEntry = v.object({
  key: v.string(),
  slug: v.nullable(v.string()),
  title: v.string(),
  lead: v.string(),
  url: v.nullable(v.string()),
  image: v.nullable(MediaFile),
  hrefLangs: v.array(HrefLang),
  offer: Offer,
});
export type OfferEntry = v.InferOutput<typeof OfferEntry>;
export const OfferEntries = v.array(OfferEntry);

/** A booking engine's parameter scheme (the runtime config's `handOff.<hotel>`, and a hotel's own in the API). */
export const HandOff = v.object({
  /** 'standard' is the spec's checkin/checkout/adult/child/childages; 'widget' the alternative set. */
  scheme: v.picklist(['standard', 'widget']),
  /** The booking engine's promo code parameter; no promo code is sent when null. */
  promoParam: v.optional(v.nullable(v.string())),
  /** Widget scheme only: the widget id and hotel list the engine expects. */
  widget: v.optional(v.nullable(v.string())),
  hotelList: v.optional(v.nullable(v.string())),
});
export type HandOff = v.InferOutput<typeof HandOff>;

/** A hotel as the search picker offers it. */
export const Hotel = v.object({
  id: integer(),
  slug: v.string(),
  name: v.string(),
  url: v.string(),
  reservationUrl: v.nullable(v.string()),
  /** The hotel's booking engine scheme (the embed's hand-off; the site's runtime config may override it). */
  handOff: v.optional(HandOff),
});
export type Hotel = v.InferOutput<typeof Hotel>;
export const Hotels = v.array(Hotel);

const IsoDate = v.pipe(v.string(), v.length(10));

/** A hotel's stay rules for the date picker (dates as YYYY-MM-DD). */
export const StayRules = v.object({
  hotelId: integer(),
  periods: v.array(
    v.object({
      from: IsoDate,
      to: IsoDate,
      minNights: integer(),
      /** Stays must run from this weekday to the same weekday (Saturday-to-Saturday, Sunday-to-Sunday). */
      changeover: v.nullable(v.picklist(['SATURDAY', 'SUNDAY'])),
    }),
  ),
  closedToArrival: v.array(IsoDate),
  closedToDeparture: v.array(IsoDate),
  halfDayCheckIn: v.array(IsoDate),
  halfDayCheckOut: v.array(IsoDate),
});
export type StayRules = v.InferOutput<typeof StayRules>;

/**
 * The lowest price of one night for each day from `from` (`GET /v1/hotels/{id}/rates`): the
 * calendar shows it under each day. The seeded rates stand in for the hotel's booking engine.
 */
export const NightlyRates = v.object({
  hotelId: integer(),
  /** ISO 4217, e.g. EUR. */
  currency: v.string(),
  from: IsoDate,
  /** One per day from `from`: the lowest price of a night starting that day, null when none is sold. */
  prices: v.array(v.nullable(v.number())),
});
export type NightlyRates = v.InferOutput<typeof NightlyRates>;

/** The content's revision (`GET /v1/content/revision`): opaque, new at each edit. */
export const ContentRevision = v.object({ revision: v.string() });
export type ContentRevision = v.InferOutput<typeof ContentRevision>;

export const NewsletterRequest = v.object({
  email: v.string(),
  propertyId: integer(),
  consent: v.optional(v.boolean()),
  locale: v.optional(v.picklist(LOCALES)),
  consentVersion: v.optional(v.string()),
  website: v.optional(v.string()),
});
export type NewsletterRequest = v.InferOutput<typeof NewsletterRequest>;

export const ContactRequest = v.object({
  fullName: v.string(),
  email: v.string(),
  phone: v.string(),
  message: v.string(),
  propertyId: integer(),
  locale: v.optional(v.picklist(LOCALES)),
  website: v.optional(v.string()),
});
export type ContactRequest = v.InferOutput<typeof ContactRequest>;

/**
 * The page's global config of the `<nirvana-search>` embed, `window.NirvanaSearch`
 * (mfe-search/src/embed/global-config.ts): settings for every element of the page (an attribute
 * or property of the element wins).
 */
export const EmbedConfig = v.object({
  /** Booking-engine scheme per hotel slug (as the element's `handOff` property). */
  handOff: v.optional(v.record(v.string(), HandOff)),
  /** As the `partner` attribute. */
  partner: v.optional(v.string()),
  /** As the `lang` attribute. */
  lang: v.optional(v.string()),
  /** As the `api-base` attribute. */
  apiBase: v.optional(v.string()),
});
export type EmbedConfig = v.InferOutput<typeof EmbedConfig>;

/** Every error the API answers: a status and a reason, with a reason per field for form errors. */
export const ApiError = v.object({
  statusCode: integer(),
  error: v.string(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
});
export type ApiError = v.InferOutput<typeof ApiError>;

/** An accepted write: it says nothing of whether the address or message was already known (issue 25). */
export const WriteResult = v.object({ ok: v.literal(true), message: v.optional(v.string()) });
