/**
 * The offers of the campaign and landing pages: which hotels, when to stay and when to book,
 * the discount or price from, the terms, and the search each presets. Windows are computed from
 * the seed's "now" (like the events), so they always lie ahead.
 */
import type { Offer } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';
import { buildPath, type HotelSlug } from '@nirvana/shared/routes';
import { HOTELS } from './hotels';
import { HOTEL_ROOMS, PLAN_TYPES, PRICE_FACTOR, ROOM_TYPES } from './catalog';

type L<T = string> = Record<Locale, T>;
const DAY = 86_400_000;
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY);

/** The first day of Eid al-Fitr (Ramazan Bayramı) and Eid al-Adha (Kurban Bayramı) by year. */
const EID_AL_FITR: Record<number, string> = { 2026: '2026-03-20', 2027: '2027-03-10', 2028: '2028-02-27', 2029: '2029-02-14', 2030: '2030-02-04' };
const EID_AL_ADHA: Record<number, string> = { 2026: '2026-05-27', 2027: '2027-05-16', 2028: '2028-05-05', 2029: '2029-04-24', 2030: '2030-04-13' };

/** The arrival weekday each hotel's high-season changeover asks for (0 Sunday … 6 Saturday). */
const ARRIVAL_DAY: Record<HotelSlug, number> = { 'nirvana-mediterranean-excellence': 6, 'nirvana-cosmopolitan': 0, 'nirvana-dolce-vita': 6 };

interface OfferDef {
  hotels: HotelSlug[];
  stay: (today: Date) => [Date, Date];
  /** The last day to book, from the stay's first day. */
  bookBy: (stayFrom: Date, today: Date) => Date;
  discountPercent: number | null;
  /** The plan whose lowest price shows as "from" (when there is no discount). */
  priceFrom: boolean;
  nights: number;
  terms: L<string[]>;
}

/** The next date from a table that is at least `lead` days after today. */
function nextHoliday(table: Record<number, string>, today: Date, lead: number): Date {
  const years = Object.keys(table).map(Number).sort();
  for (const y of years) {
    const d = new Date(`${table[y]}T00:00:00Z`);
    if (d.getTime() - today.getTime() >= lead * DAY) return d;
  }
  return new Date(`${table[years.at(-1)!]}T00:00:00Z`);
}
/** The next season (1 June to 30 September, or the given months) whose start is at least 30 days ahead. */
function nextSeason(today: Date, from: [number, number], to: [number, number]): [Date, Date] {
  let y = today.getUTCFullYear();
  while (utc(y, ...from).getTime() - today.getTime() < 30 * DAY) y++;
  return [utc(y, ...from), utc(y, ...to)];
}

const ALL: HotelSlug[] = ['nirvana-mediterranean-excellence', 'nirvana-cosmopolitan', 'nirvana-dolce-vita'];

const EARLY_TERMS: L<string[]> = {
  tr: ['İndirim, rezervasyon tarihine göre %30’a kadar uygulanır; en yüksek oran ilk rezervasyon döneminde geçerlidir.', 'Girişten 21 gün öncesine kadar ücretsiz iptal, bir kez ücretsiz tarih değişikliği.', 'Rezervasyonda toplam tutarın %20’si ön ödeme olarak alınır.', 'Kontenjanla sınırlıdır; diğer kampanyalarla birleştirilemez.'],
  en: ['The discount is up to 30% depending on when you book; the highest rate applies in the first booking period.', 'Free cancellation up to 21 days before arrival and one free change of dates.', 'A 20% deposit is taken at booking.', 'Subject to availability; cannot be combined with other offers.'],
  ru: ['Скидка до 30% зависит от даты бронирования; максимальная действует в первый период продаж.', 'Бесплатная отмена за 21 день до заезда и одно бесплатное изменение дат.', 'При бронировании вносится предоплата 20%.', 'Количество номеров ограничено; не суммируется с другими акциями.'],
  de: ['Der Rabatt beträgt je nach Buchungszeitpunkt bis zu 30 %; der höchste Satz gilt in der ersten Buchungsphase.', 'Kostenlose Stornierung bis 21 Tage vor Anreise und eine kostenlose Umbuchung.', 'Bei der Buchung wird eine Anzahlung von 20 % fällig.', 'Nach Verfügbarkeit; nicht mit anderen Angeboten kombinierbar.'],
};
const EARLY: OfferDef = {
  hotels: ALL,
  stay: (today) => nextSeason(today, [4, 15], [10, 31]),
  bookBy: (stayFrom) => utc(stayFrom.getUTCFullYear(), 2, 28),
  discountPercent: 30, priceFrom: false, nights: 7, terms: EARLY_TERMS,
};

export const OFFERS: Record<string, OfferDef> = {
  'group:erken-rezervasyon-indirim-firsatlari': EARLY,
  'hotel:early-booking': EARLY,
  'group:yaz-tatili-otel-firsatlari': {
    hotels: ALL,
    stay: (today) => nextSeason(today, [6, 1], [9, 30]),
    bookBy: (stayFrom) => addDays(stayFrom, -14),
    discountPercent: null, priceFrom: true, nights: 7,
    terms: {
      tr: ['7 gece konaklayana bir gece ücretsiz: en düşük gecelik fiyat düşülür.', 'Fiyatlar iki yetişkin için, Ultra Her Şey Dahil konseptle gecelik başlangıç fiyatıdır.', '0–6 yaş arası bir çocuk ücretsiz konaklar.', 'Girişten 7 gün öncesine kadar ücretsiz iptal.'],
      en: ['Stay 7 nights and one is free: the lowest nightly rate is deducted.', 'Prices are from, per night for two adults, Ultra All Inclusive.', 'One child aged 0–6 stays free.', 'Free cancellation up to 7 days before arrival.'],
      ru: ['При проживании 7 ночей одна ночь бесплатно: вычитается самая низкая цена за ночь.', 'Цены указаны «от», за ночь для двух взрослых, «Ультра всё включено».', 'Один ребёнок до 6 лет проживает бесплатно.', 'Бесплатная отмена за 7 дней до заезда.'],
      de: ['Bei 7 Nächten ist eine Nacht gratis: der niedrigste Nachtpreis wird abgezogen.', 'Ab-Preise pro Nacht für zwei Erwachsene, Ultra All Inclusive.', 'Ein Kind von 0 bis 6 Jahren übernachtet kostenlos.', 'Kostenlose Stornierung bis 7 Tage vor Anreise.'],
    },
  },
  'group:kurban-bayrami-erken-rezervasyon-otelleri': {
    hotels: ALL,
    stay: (today) => {
      const eid = nextHoliday(EID_AL_ADHA, today, 30);
      return [addDays(eid, -2), addDays(eid, 8)];
    },
    bookBy: (stayFrom) => addDays(stayFrom, -30),
    discountPercent: 25, priceFrom: false, nights: 5,
    terms: {
      tr: ['%25 indirim, bayramdan en az 30 gün önce yapılan rezervasyonlarda geçerlidir.', 'Bayram boyunca en az 4 gece konaklama gerekir.', '0–12 yaş arası iki çocuk ücretsiz konaklar.', 'Girişten 14 gün öncesine kadar ücretsiz iptal.'],
      en: ['The 25% discount applies to bookings made at least 30 days before the holiday.', 'A minimum stay of 4 nights applies over the holiday.', 'Two children aged 0–12 stay free.', 'Free cancellation up to 14 days before arrival.'],
      ru: ['Скидка 25% действует при бронировании не позднее чем за 30 дней до праздника.', 'На праздники минимальный срок проживания — 4 ночи.', 'Двое детей до 12 лет проживают бесплатно.', 'Бесплатная отмена за 14 дней до заезда.'],
      de: ['Der Rabatt von 25 % gilt für Buchungen mindestens 30 Tage vor dem Fest.', 'Über die Feiertage gilt ein Mindestaufenthalt von 4 Nächten.', 'Zwei Kinder von 0 bis 12 Jahren übernachten kostenlos.', 'Kostenlose Stornierung bis 14 Tage vor Anreise.'],
    },
  },
  'hotel:ramadan-holiday': {
    hotels: ALL,
    stay: (today) => {
      const eid = nextHoliday(EID_AL_FITR, today, 21);
      return [addDays(eid, -1), addDays(eid, 6)];
    },
    bookBy: (stayFrom) => addDays(stayFrom, -7),
    discountPercent: 15, priceFrom: false, nights: 4,
    terms: {
      tr: ['%15 indirim bayram haftasındaki konaklamalarda geçerlidir; erken rezervasyonda ek %5 indirim uygulanır.', 'Bayram kahvaltısı ve çocuk etkinlikleri fiyata dahildir.', 'Girişten 7 gün öncesine kadar ücretsiz iptal.'],
      en: ['The 15% discount applies to stays in the holiday week; booking early adds a further 5%.', 'The festive breakfast and children’s activities are included.', 'Free cancellation up to 7 days before arrival.'],
      ru: ['Скидка 15% действует на проживание в праздничную неделю; при раннем бронировании — ещё 5%.', 'Праздничный завтрак и детская программа включены.', 'Бесплатная отмена за 7 дней до заезда.'],
      de: ['Der Rabatt von 15 % gilt für Aufenthalte in der Festwoche; bei Frühbuchung kommen weitere 5 % hinzu.', 'Das Festtagsfrühstück und das Kinderprogramm sind inklusive.', 'Kostenlose Stornierung bis 7 Tage vor Anreise.'],
    },
  },
  'group:honeymoon-hotels': {
    hotels: ['nirvana-mediterranean-excellence', 'nirvana-cosmopolitan'],
    stay: (today) => [addDays(today, 30), addDays(today, 395)],
    bookBy: (_stayFrom, today) => addDays(today, 365),
    discountPercent: null, priceFrom: true, nights: 7,
    terms: {
      tr: ['Balayı paketi için nikâh tarihinden sonraki 6 ay içinde konaklama ve evlilik cüzdanı gerekir.', 'Paket en az 4 gece konaklamada geçerlidir; fiyat iki kişi için gecelik başlangıç fiyatıdır.', 'Oda yükseltmesi müsaitliğe bağlıdır.', 'Girişten 7 gün öncesine kadar ücretsiz iptal.'],
      en: ['The honeymoon package asks for a stay within 6 months of the wedding and the marriage certificate.', 'It applies to stays of 4 nights or more; the price is from, per night for two.', 'Room upgrades depend on availability.', 'Free cancellation up to 7 days before arrival.'],
      ru: ['Пакет для молодожёнов действует в течение 6 месяцев после свадьбы при наличии свидетельства о браке.', 'Он действует при проживании от 4 ночей; цена указана «от» за ночь для двоих.', 'Повышение категории номера — при наличии мест.', 'Бесплатная отмена за 7 дней до заезда.'],
      de: ['Das Flitterwochen-Paket gilt für Aufenthalte innerhalb von 6 Monaten nach der Hochzeit mit Heiratsurkunde.', 'Es gilt ab 4 Nächten; der Preis ist ein Ab-Preis pro Nacht für zwei.', 'Zimmer-Upgrades je nach Verfügbarkeit.', 'Kostenlose Stornierung bis 7 Tage vor Anreise.'],
    },
  },
};

/** The lowest nightly price for two adults of a hotel (its cheapest room, flexible plan). */
function lowestPrice(slug: HotelSlug): number {
  const id = HOTELS.find((h) => h.identity.slug === slug)!.identity.id;
  const flexible = PLAN_TYPES[0]!.factor;
  return Math.min(...HOTEL_ROOMS[id]!.map((key) => Math.round(ROOM_TYPES[key]!.basePrice * PRICE_FACTOR[id]! * flexible)));
}

/** The offer of a route (for one hotel when the page is a hotel's), or null when the route has none. */
export function offerOf(routeId: string, hotel: HotelSlug | undefined, locale: Locale, now: Date): Offer | null {
  const def = OFFERS[routeId];
  if (!def) return null;
  const today = utc(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
  const slugs = hotel ? [hotel] : def.hotels;
  const [stayFrom, stayTo] = def.stay(today);
  const bookTo = def.bookBy(stayFrom, today);
  const first = slugs[0]!;
  // The preset: the first arrival day in the stay window that suits the hotel's changeover, for the offer's nights.
  let checkin = stayFrom;
  while (checkin.getUTCDay() !== ARRIVAL_DAY[first]) checkin = addDays(checkin, 1);
  // A short holiday window has no room for that weekday: arrive on its first day (no changeover outside high season).
  if (addDays(checkin, def.nights) > stayTo) checkin = stayFrom;
  const checkout = addDays(checkin, def.nights);
  return {
    hotels: slugs.map((slug) => {
      const h = HOTELS.find((x) => x.identity.slug === slug)!;
      return { id: h.identity.id, slug, name: h.identity.name, url: buildPath('hotel-home', locale, { hotel: slug }) };
    }),
    stayFrom: iso(stayFrom),
    stayTo: iso(stayTo),
    bookFrom: iso(today),
    bookTo: iso(bookTo < stayTo ? bookTo : stayTo),
    discountPercent: def.discountPercent,
    priceFrom: def.priceFrom ? Math.min(...slugs.map(lowestPrice)) : null,
    currency: 'EUR',
    terms: def.terms[locale],
    preset: { hotel: first, checkin: iso(checkin), checkout: iso(checkout), adults: 2 },
  };
}
