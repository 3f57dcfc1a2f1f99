/**
 * The content files turned into what the page builder (api/src/seed/build.ts) composes: each
 * property with its identity (shared/src/properties.ts) and contact facts (shared/src/contact-facts.ts),
 * each hotel's own rooms, the plans, venues, treatments, events with their dates, offers, page
 * words, policies and galleries. Pictures become names of the media library (`/media/images/x.jpg`
 * is `x`).
 */
import type { Contact } from '@nirvana/shared/api/schemas';
import type { ContentFiles, EventFile, OfferFile, RoomFile } from '@nirvana/shared/content/files';
import { propertyContactOf } from '@nirvana/shared/contact-facts';
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { GROUP_PROPERTY_ID, HOTEL_PROPERTY_IDS, PROPERTIES, type PropertyIdentity } from '@nirvana/shared/properties';
import type { HotelSlug } from '@nirvana/shared/routes';

type L<T = string> = Record<Locale, T>;

/** A picture's name in the media library: `/media/images/dune-sea.jpg` is `dune-sea`. */
export const pictureName = (path: string) => path.replace(/^\/media\/images\//, '').replace(/\.(jpe?g|png|webp)$/, '');

export interface Property {
  identity: PropertyIdentity;
  /** The page id of the property's home (ME's differs from the spec's pageId: see README). */
  homePageId: number;
  contact: Contact;
  /** Booking-engine path on the API server, with any query the hotel's reservationUrl carries. */
  bookingPath: string | null;
  orsPath: string | null;
  heroScenes: string[];
  heroVideo: string | null;
  headerScene: string;
  tagline: L;
  home: L<[lead: string, body: string]>;
  facts: { checkinTime: string; checkoutTime: string; starRating: number } | null;
  /** The contact page's arrival guide (the hotel file's `arrival`), none for the group. */
  arrival: { transfer: L; places: { name: L; km: number; minutes: number }[] } | null;
}

/** What no editor changes: ids the spec gives, and where each property's booking engine is. */
const FIXED: Record<string, { homePageId: number; bookingPath: string | null; orsPath: string | null }> = {
  group: { homePageId: 8, bookingPath: '/booking/nirvana-cosmopolitan', orsPath: null },
  'nirvana-mediterranean-excellence': { homePageId: 9, bookingPath: '/booking/nirvana-mediterranean-excellence', orsPath: '/booking/nirvana-mediterranean-excellence' },
  'nirvana-cosmopolitan': { homePageId: 11, bookingPath: '/booking/nirvana-cosmopolitan', orsPath: '/booking/nirvana-cosmopolitan' },
  // Dolce Vita's booking engine URL carries a query of its own, which the hand-off must keep.
  'nirvana-dolce-vita': { homePageId: 13, bookingPath: '/booking/nirvana-dolce-vita?source=web', orsPath: '/booking/nirvana-dolce-vita' },
};

export interface RoomModel {
  key: string;
  code: string;
  scene: string;
  sizeM2: number;
  maxOccupancy: number;
  /** The flexible plan's nightly price (EUR). */
  price: number;
  slug: L; name: L; summary: L; details: L; bed: L; view: L; amenities: L<string[]>;
  outlook: { scene: string; alt: L };
  /** The room's own pictures after its main one, each with what it shows. */
  gallery: { scene: string; alt: L }[];
}
export interface PlanModel { code: string; factor: number; name: L; description: L; board: L; cancellation: L }
export interface OutletModel {
  key: string; hotels: number[]; scene: string; hours: string; topic: string; route: string | null;
  kind: 'restaurant' | 'bar' | 'cafe' | 'spa'; subtitle: L; name?: L; text?: L; fileUrl?: string;
  /** It takes bookings: a restaurant's tables, a spa's treatments (unless its file says not). */
  reservations: boolean;
}
export interface TreatmentModel { hotels: number[]; minutes: number; price: number; scene: string; name: L; text: L }
export interface CertificateModel { file: string; year: number; title: L; issuer: L }
export interface EventModel extends Omit<EventFile, 'hotel' | 'picture'> { propertyId: number; scene: string }
export interface OfferModel extends Omit<OfferFile, 'picture'> { key: string; scene: string | null }
export type TopicText = [title: string, lead: string, body: string, points?: string[]];
export type Topic = L<TopicText>;
/** A policy's text in one language: its headed sections, each one or more paragraphs. */
export type PolicyText = [heading: string, paragraphs: string[]][];
export interface GalleryModel { key: string; name: L; rooms: boolean; pictures: { scene: string; caption: L }[] }

export interface Model {
  group: Property;
  hotels: Property[];
  all: Property[];
  rooms: Record<number, RoomModel[]>;
  plans: PlanModel[];
  outlets: OutletModel[];
  treatments: TreatmentModel[];
  certificates: CertificateModel[];
  events: EventModel[];
  offers: OfferModel[];
  topics: Record<string, Topic>;
  policies: Record<string, L<PolicyText>>;
  galleries: Record<number, GalleryModel[]>;
  /** What each picture shows, in every language (the galleries' captions), for the alt of hero slides. */
  captions: Record<string, L>;
}

const byPosition = <T extends { position: number }>(entries: [string, T][]) => entries.sort(([, a], [, b]) => a.position - b.position);
const idOf = (key: string) => (key === 'group' ? GROUP_PROPERTY_ID : HOTEL_PROPERTY_IDS[key as HotelSlug]);
const perLocale = <T>(f: (l: Locale) => T): L<T> => Object.fromEntries(LOCALES.map((l) => [l, f(l)])) as L<T>;

/** `## Heading` lines start sections; blank lines part paragraphs. */
export function policySections(markdown: string): PolicyText {
  return markdown.split(/^## /m).slice(1).map((part) => {
    const [heading = '', ...rest] = part.split('\n');
    const paragraphs = rest.join('\n').split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, ' ').trim()).filter(Boolean);
    return [heading.trim(), paragraphs];
  });
}

function roomOf(key: string, r: RoomFile): RoomModel {
  return {
    key: key.split('/').pop()!, code: r.code, scene: pictureName(r.picture), sizeM2: r.sizeM2, maxOccupancy: r.maxOccupancy, price: r.price,
    slug: r.slug, name: r.name, summary: r.summary, details: r.details, bed: r.bed, view: r.view, amenities: r.amenities,
    outlook: { scene: pictureName(r.outlookPicture), alt: r.outlookAlt },
    gallery: (r.gallery ?? []).map((g) => ({ scene: pictureName(g.picture), alt: g.alt })),
  };
}

export function modelOf(files: ContentFiles): Model {
  const property = (key: string): Property => {
    const f = files.hotels[key]!;
    const id = idOf(key);
    return {
      identity: PROPERTIES.find((p) => p.id === id)!, ...FIXED[key]!, contact: propertyContactOf(id),
      heroScenes: f.heroPictures.map(pictureName), heroVideo: f.heroVideo ?? null, headerScene: pictureName(f.headerPicture),
      tagline: f.tagline, home: perLocale((l) => [f.lead[l], f.body[l]]),
      facts: key === 'group' ? null : { checkinTime: f.checkinTime ?? '14:00', checkoutTime: f.checkoutTime ?? '12:00', starRating: f.starRating ?? 5 },
      arrival: f.arrival ?? null,
    };
  };
  const group = property('group');
  const hotels = Object.keys(HOTEL_PROPERTY_IDS).map(property);
  const rooms: Model['rooms'] = {};
  for (const h of hotels) rooms[h.identity.id] = byPosition(Object.entries(files.rooms).filter(([, r]) => r.hotel === h.identity.slug)).map(([k, r]) => roomOf(k, r));
  const galleries: Model['galleries'] = {};
  const captions: Model['captions'] = {};
  for (const [key, g] of Object.entries(files.galleries)) {
    galleries[idOf(key)] = g.categories.map((c) => ({
      key: c.key, name: c.name, rooms: c.rooms ?? false,
      pictures: c.pictures.map((p) => {
        captions[pictureName(p.picture)] ??= p.caption;
        return { scene: pictureName(p.picture), caption: p.caption };
      }),
    }));
  }
  const topic = (t: ContentFiles['pages'][string]): Topic => perLocale((l) => [t.title[l], t.lead[l], t.body[l], t.highlights?.[l]]);
  return {
    group, hotels, all: [group, ...hotels], rooms,
    plans: byPosition(Object.entries(files.plans)).map(([, p]) => ({ code: p.code, factor: p.factor, name: p.name, description: p.description, board: p.board, cancellation: p.cancellation })),
    outlets: byPosition(Object.entries(files.venues)).map(([key, v]) => ({
      key, hotels: v.hotels.map(idOf), scene: pictureName(v.picture), hours: v.hours, topic: v.topic, route: v.route, kind: v.kind, subtitle: v.subtitle,
      reservations: (v.kind === 'restaurant' || v.kind === 'spa') && v.reservations !== false,
      ...(v.name ? { name: v.name } : {}), ...(v.text ? { text: v.text } : {}), ...(v.menu ? { fileUrl: v.menu } : {}),
    })),
    treatments: byPosition(Object.entries(files.treatments)).map(([, t]) => ({ hotels: t.hotels.map(idOf), minutes: t.minutes, price: t.price, scene: pictureName(t.picture), name: t.name, text: t.text })),
    certificates: byPosition(Object.entries(files.certificates)).map(([, c]) => ({ file: c.file.replace(/^\/media\/files\//, ''), year: c.year, title: c.title, issuer: c.issuer })),
    events: Object.values(files.events).sort((a, b) => a.id - b.id).map(({ hotel, picture, ...e }) => ({ ...e, propertyId: idOf(hotel), scene: pictureName(picture) })),
    offers: Object.entries(files.offers).sort(([a], [b]) => a.localeCompare(b)).map(([key, { picture, ...o }]) => ({ ...o, key, scene: picture ? pictureName(picture) : null })),
    topics: Object.fromEntries(Object.entries(files.pages).map(([k, t]) => [k, topic(t)])),
    policies: Object.fromEntries(Object.entries(files.policies).map(([k, p]) => [k, perLocale((l) => policySections(p.body[l]))])),
    galleries, captions,
  };
}

