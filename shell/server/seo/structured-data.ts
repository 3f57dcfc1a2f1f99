/**
 * JSON-LD (schema.org) for the server-rendered head, from the data the server already fetched:
 * Organization on the group pages, Hotel on a hotel's home, HotelRoom on a room page, Event on an
 * event page, Offer on an offer's own page and a BreadcrumbList on every page that has breadcrumbs.
 */
import type { Breadcrumb, Contact, Page } from '@nirvana/shared/api/schemas';
import { LOCALE_INFO } from '@nirvana/shared/locales';
import { GROUP_PROPERTY_ID, propertyById } from '@nirvana/shared/properties';
import { buildPath, type HotelSlug } from '@nirvana/shared/routes';
import { SITE_NAME, absoluteUrl, mediaUrl, type HeadInput } from '../../src/head-model';
import type { PageData } from '../../src/page-data';
import { serializeJsonForScript } from '../../src/initial-state';
import { shareImageUrl } from '@nirvana/shared/media';

export type JsonLd = Record<string, unknown>;

/** What the head is made of (`HeadInput`), and the group's social profiles. */
export interface StructuredDataInput extends HeadInput {
  /** Social profiles of the group (sameAs). */
  sameAs?: string[];
}

const SCHEMA = 'https://schema.org';

/** The properties each type must carry here (schema.org required plus what the site promises), for the tests. */
export const REQUIRED_PROPERTIES: Record<string, readonly string[]> = {
  Organization: ['name', 'url', 'logo'],
  Hotel: ['name', 'url', 'address', 'geo', 'telephone', 'checkinTime', 'checkoutTime', 'amenityFeature', 'starRating', 'image'],
  HotelRoom: ['name', 'url', 'occupancy', 'bed', 'floorSize', 'amenityFeature', 'containedInPlace'],
  Event: ['name', 'startDate', 'endDate', 'location', 'organizer', 'image', 'eventStatus', 'eventAttendanceMode'],
  Offer: ['name', 'url', 'validFrom', 'validThrough', 'itemOffered', 'offeredBy'],
  BreadcrumbList: ['itemListElement'],
};

/** The required properties an object lacks (empty strings and lists count as missing). */
export function missingProperties(obj: JsonLd): string[] {
  const need = REQUIRED_PROPERTIES[String(obj['@type'])] ?? [];
  return need.filter((k) => {
    const v = obj[k];
    return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
  });
}

/** "Street, 07230 District, City, Country" as a PostalAddress (the whole text as street when it has another shape). */
export function postalAddress(address: string): JsonLd {
  const parts = address.split(',').map((s) => s.trim()).filter(Boolean);
  const out: JsonLd = { '@type': 'PostalAddress' };
  const postal = parts.length >= 4 ? /^(\d{4,6})\s+(.+)$/.exec(parts[parts.length - 3]!) : null;
  if (postal) {
    out.streetAddress = parts.slice(0, parts.length - 3).join(', ');
    out.postalCode = postal[1];
    out.addressLocality = postal[2];
    out.addressRegion = parts[parts.length - 2];
    const country = parts[parts.length - 1]!;
    out.addressCountry = /^t(ü|u)rk/i.test(country) ? 'TR' : country;
  } else {
    out.streetAddress = address;
  }
  return out;
}

const geo = (c: Contact): JsonLd => ({ '@type': 'GeoCoordinates', latitude: c.lat, longitude: c.lng });

function organizationId(siteUrl: string) {
  return `${siteUrl}/#organization`;
}

/** The group as an Organization. */
export function organizationOf(page: Page, input: StructuredDataInput): JsonLd {
  const { siteUrl, mediaBase, locale } = input;
  const extras = page.property;
  const identity = propertyById(GROUP_PROPERTY_ID)!;
  const contact = page.property.contact;
  const out: JsonLd = {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: identity.name || SITE_NAME,
    url: absoluteUrl(buildPath('home', locale) ?? '/', siteUrl),
    logo: mediaUrl(extras.logo ?? identity.logo, mediaBase, siteUrl),
  };
  if (contact) {
    out.telephone = contact.phone;
    out.email = contact.email;
    out.address = postalAddress(contact.address);
  }
  if (input.sameAs?.length) out.sameAs = input.sameAs;
  return out;
}

/** The hotel's node id: its Turkish home page (one id whatever the page's language). */
function hotelId(siteUrl: string, hotelSlug: string) {
  return `${siteUrl}${buildPath('hotel-home', 'tr', { hotel: hotelSlug as HotelSlug })}#hotel`;
}

/** A hotel as a Hotel (a LodgingBusiness), from its page's property and contents. */
export function hotelOf(page: Page, hotelSlug: string, input: StructuredDataInput): JsonLd {
  const { siteUrl, mediaBase, locale } = input;
  const extras = page.property;
  const identity = propertyById(page.property.id);
  const contact = page.property.contact;
  const image = page.meta.image ?? page.heroSlides.find((s) => s.type === 'IMAGE')?.file.sourceUrl ?? page.options[0]?.file?.sourceUrl;
  const features = page.contents.find((c) => c.key === 'FEATURES')?.items ?? [];
  const out: JsonLd = {
    '@context': SCHEMA,
    '@type': 'Hotel',
    '@id': hotelId(siteUrl, hotelSlug),
    name: extras.name ?? identity?.name ?? page.title,
    description: page.meta.description || undefined,
    url: absoluteUrl(buildPath('hotel-home', locale, { hotel: hotelSlug as never }), siteUrl),
    image: mediaUrl(image && shareImageUrl(image), mediaBase, siteUrl) ?? undefined,
    logo: mediaUrl(extras.logo ?? identity?.logo, mediaBase, siteUrl) ?? undefined,
    checkinTime: extras.checkinTime,
    checkoutTime: extras.checkoutTime,
    starRating: extras.starRating ? { '@type': 'Rating', ratingValue: extras.starRating } : undefined,
    amenityFeature: features.map((f) => ({ '@type': 'LocationFeatureSpecification', name: f.title, value: true })),
    parentOrganization: { '@id': organizationId(siteUrl) },
  };
  if (contact) {
    out.address = postalAddress(contact.address);
    out.geo = geo(contact);
    out.telephone = contact.phone;
    out.email = contact.email;
  }
  return JSON.parse(JSON.stringify(out)) as JsonLd;
}

/** The room of a room page as a HotelRoom, contained in its hotel. */
export function hotelRoomOf(data: PageData, hotelSlug: string, input: StructuredDataInput): JsonLd | null {
  const { siteUrl, mediaBase } = input;
  const room = data.room;
  if (!room || !input.match) return null;
  const hotel = hotelOf(data.page, hotelSlug, input);
  const { '@context': _context, amenityFeature: _features, description: _description, ...hotelRef } = hotel;
  return JSON.parse(JSON.stringify({
    '@context': SCHEMA,
    '@type': 'HotelRoom',
    name: room.name,
    description: room.summary || undefined,
    url: absoluteUrl(input.match.path, siteUrl),
    image: room.images.map((i) => mediaUrl(shareImageUrl(i.sourceUrl), mediaBase, siteUrl)).filter(Boolean),
    occupancy: { '@type': 'QuantitativeValue', minValue: 1, maxValue: room.maxOccupancy },
    bed: { '@type': 'BedDetails', typeOfBed: room.bed },
    floorSize: { '@type': 'QuantitativeValue', value: room.sizeM2, unitCode: 'MTK', unitText: 'm²' },
    amenityFeature: room.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    containedInPlace: hotelRef,
  })) as JsonLd;
}

/** The event of an event page as an Event. */
export function eventOf(data: PageData, input: StructuredDataInput): JsonLd | null {
  const { siteUrl, mediaBase } = input;
  const event = data.event;
  if (!event || !input.match) return null;
  const property = data.page.property;
  const extras = property;
  const identity = propertyById(event.propertyId) ?? propertyById(property.id);
  const hotelSlug = identity?.slug ?? null;
  const contact = property.contact;
  const location: JsonLd = { '@type': 'Place', name: event.venue };
  if (contact) {
    location.address = postalAddress(contact.address);
    location.geo = geo(contact);
  }
  const organizerUrl = hotelSlug ? buildPath('hotel-home', input.locale, { hotel: hotelSlug }) : buildPath('home', input.locale);
  return JSON.parse(JSON.stringify({
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.title,
    description: event.meta.description || undefined,
    url: absoluteUrl(input.match.path, siteUrl),
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location,
    image: [mediaUrl(shareImageUrl(event.meta.image ?? event.image.sourceUrl), mediaBase, siteUrl)].filter(Boolean),
    organizer: {
      '@type': hotelSlug ? 'Hotel' : 'Organization',
      name: extras.name ?? identity?.name ?? SITE_NAME,
      url: absoluteUrl(organizerUrl ?? '/', siteUrl),
    },
    inLanguage: LOCALE_INFO[input.locale].iso,
  })) as JsonLd;
}

/**
 * The offer of an offer's own page as an Offer: its hotels (the Hotel nodes of their homes), its price
 * from when it has one, when it can be booked (validFrom, validThrough) and when the stay can be
 * (availabilityStarts, availabilityEnds), offered by the group.
 */
export function offerOf(data: PageData, input: StructuredDataInput): JsonLd | null {
  const { siteUrl, mediaBase } = input;
  const { page } = data;
  const offer = page.offer;
  if (!offer || !input.match) return null;
  const image = page.meta.image ?? page.heroSlides.find((s) => s.type === 'IMAGE')?.file.sourceUrl;
  return JSON.parse(JSON.stringify({
    '@context': SCHEMA,
    '@type': 'Offer',
    name: page.title,
    description: page.meta.description || undefined,
    url: absoluteUrl(input.match.path, siteUrl),
    image: mediaUrl(image && shareImageUrl(image), mediaBase, siteUrl) ?? undefined,
    price: offer.priceFrom ?? undefined,
    priceCurrency: offer.priceFrom !== null ? offer.currency : undefined,
    validFrom: offer.bookFrom,
    validThrough: offer.bookTo,
    availabilityStarts: offer.stayFrom,
    availabilityEnds: offer.stayTo,
    itemOffered: offer.hotels.map((h) => ({ '@type': 'Hotel', '@id': hotelId(siteUrl, h.slug), name: h.name, url: absoluteUrl(h.url, siteUrl) ?? undefined })),
    offeredBy: { '@type': 'Organization', '@id': organizationId(siteUrl), name: propertyById(GROUP_PROPERTY_ID)?.name || SITE_NAME, url: absoluteUrl(buildPath('home', input.locale) ?? '/', siteUrl) },
  })) as JsonLd;
}

/** The page's breadcrumbs as a BreadcrumbList (a room page ends with the room's name, as on screen). */
export function breadcrumbListOf(crumbs: readonly Breadcrumb[], input: StructuredDataInput, last?: { name: string; path: string }): JsonLd | null {
  const items = crumbs.map((c) => ({ name: c.text, url: c.url }));
  if (last && items[items.length - 1]?.url !== last.path) items.push({ name: last.name, url: last.path });
  if (!items.length) return null;
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.url, input.siteUrl) ?? undefined,
    })),
  };
}

/** Every JSON-LD object of a page (none for an error page). */
export function structuredDataOf(input: StructuredDataInput): JsonLd[] {
  const { match, data, statusCode } = input;
  if (statusCode !== 200 || !match || !data) return [];
  const out: (JsonLd | null)[] = [];
  const scope = match.route.scope;
  const hotelSlug = match.params.hotel;
  if (scope === 'home' || scope === 'group') out.push(organizationOf(data.page, input));
  if (scope === 'hotel-home' && hotelSlug) out.push(hotelOf(data.page, hotelSlug, input));
  if (scope === 'room' && hotelSlug) out.push(hotelRoomOf(data, hotelSlug, input));
  if (scope === 'event') out.push(eventOf(data, input));
  if (scope === 'offer') out.push(offerOf(data, input));
  const crumbs = data.event?.breadcrumbs.length ? data.event.breadcrumbs : data.page.breadcrumbs;
  const last = data.room ? { name: data.room.name, path: match.path } : undefined;
  out.push(breadcrumbListOf(crumbs, input, last));
  return out.filter((x): x is JsonLd => x !== null);
}

/** The `<script type="application/ld+json">` element (nothing in the JSON can close it; a data block, it needs no nonce). */
export function jsonLdScript(objects: readonly object[]): string {
  if (!objects.length) return '';
  const body = objects.length === 1 ? objects[0] : objects;
  return `<script type="application/ld+json">${serializeJsonForScript(body)}</script>`;
}
