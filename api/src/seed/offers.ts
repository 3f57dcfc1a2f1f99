/**
 * The offer of a campaign page or an offer's own page (content/offers/*.yaml): which hotels, when
 * to stay and when to book, the discount or price from, the terms, and the search it presets.
 */
import type { Offer } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';
import { buildPath, type HotelSlug } from '@nirvana/shared/routes';
import type { Model, OfferModel } from '../content/model';

const DAY = 86_400_000;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY);

/** The arrival weekday each hotel's high-season changeover asks for (0 Sunday … 6 Saturday). */
const ARRIVAL_DAY: Record<HotelSlug, number> = { 'nirvana-mediterranean-excellence': 6, 'nirvana-cosmopolitan': 0, 'nirvana-dolce-vita': 6 };

/** The lowest nightly price for two adults of a hotel (its cheapest room, flexible plan). */
function lowestPrice(model: Model, slug: HotelSlug): number {
  const id = model.hotels.find((h) => h.identity.slug === slug)!.identity.id;
  const flexible = model.plans[0]!.factor;
  return Math.min(...model.rooms[id]!.map((room) => Math.round(room.price * flexible)));
}

/** The offer carried by a campaign page (its route, for one hotel when the page is a hotel's), or null. */
export function offerOfRoute(model: Model, routeId: string, hotel: HotelSlug | undefined, locale: Locale): Offer | null {
  const def = model.offers.find((o) => o.pages?.includes(routeId));
  return def ? offerOf(model, def, hotel ? [hotel] : def.hotels, locale) : null;
}

/** An offer for some of its hotels, in a language. */
export function offerOf(model: Model, def: OfferModel, slugs: HotelSlug[], locale: Locale): Offer {
  const [stayFrom, stayTo] = [day(def.stayFrom), day(def.stayTo)];
  const bookTo = day(def.bookTo);
  const first = slugs[0]!;
  // The preset: the first arrival day in the stay window that suits the hotel's changeover, for the offer's nights.
  let checkin = stayFrom;
  while (checkin.getUTCDay() !== ARRIVAL_DAY[first]) checkin = addDays(checkin, 1);
  // A short holiday window has no room for that weekday: arrive on its first day (no changeover outside high season).
  if (addDays(checkin, def.nights) > stayTo) checkin = stayFrom;
  const checkout = addDays(checkin, def.nights);
  return {
    hotels: slugs.map((slug) => {
      const h = model.hotels.find((x) => x.identity.slug === slug)!;
      return { id: h.identity.id, slug, name: h.identity.name, url: buildPath('hotel-home', locale, { hotel: slug }) };
    }),
    stayFrom: iso(stayFrom),
    stayTo: iso(stayTo),
    bookFrom: def.bookFrom,
    bookTo: iso(bookTo < stayTo ? bookTo : stayTo),
    discountPercent: def.discountPercent,
    priceFrom: def.priceFrom ? Math.min(...slugs.map((slug) => lowestPrice(model, slug))) : null,
    currency: 'EUR',
    terms: def.terms[locale],
    preset: { hotel: first, checkin: iso(checkin), checkout: iso(checkout), adults: 2 },
  };
}
