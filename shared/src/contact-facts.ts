/**
 * The one source of every contact fact of the group and its hotels: the call centre, each
 * hotel's reception and reservations lines and addresses, the address and coordinates of each
 * property. The API's seed stores them (property contact, the contact pages' departments), the
 * shell server puts the call centre into the runtime config (header, footer, landing bars) and
 * the structured data reads the page's property contact: nothing else writes a phone number,
 * an e-mail address or a street down (api/src/seed/content-quality.test.ts checks the sources).
 */
import { GROUP_PROPERTY_ID } from './properties';

export interface ContactLine {
  phone: string;
  email: string;
}

export interface PropertyContactFacts {
  /** The front desk (24 hours). */
  reception: ContactLine;
  /** Reservations (08:00–24:00). */
  reservations: ContactLine;
  /** Sales, groups and events (office hours). */
  sales: ContactLine;
  /** Postal address as written on a Turkish letter. */
  address: string;
  lat: number;
  lng: number;
  /** The messaging-app link of the property (WhatsApp). */
  whatsapp: string;
}

/** The call centre: bookings for every hotel, every day 08:00–24:00. */
export const CALL_CENTRE = {
  phone: '+90 850 222 07 07',
  email: 'reservation@nirvanahotels.com',
  whatsapp: 'https://wa.me/908502220707',
} as const;

/** Requests about personal data (KVKK Article 11, GDPR Articles 15–22), named in the policies. */
export const DATA_PROTECTION = {
  email: 'kvkk@nirvanahotels.com',
} as const;

/** The sender of the site's mails (acknowledgements, newsletter confirmations); replies go to the reception. */
export const NO_REPLY = {
  email: 'no-reply@nirvanahotels.com',
} as const;

const wa = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** By property id (22 the group's head office, 1–3 the hotels). */
export const PROPERTY_CONTACTS: Readonly<Record<number, PropertyContactFacts>> = {
  [GROUP_PROPERTY_ID]: {
    reception: { phone: '+90 242 310 21 00', email: 'info@nirvanahotels.com' },
    reservations: { phone: CALL_CENTRE.phone, email: CALL_CENTRE.email },
    sales: { phone: '+90 242 310 21 50', email: 'sales@nirvanahotels.com' },
    address: 'Nirvana Hotels, Şirinyalı Mah. 1489 Sk. No 8, 07160 Muratpaşa, Antalya, Türkiye',
    lat: 36.8569,
    lng: 30.7595,
    whatsapp: CALL_CENTRE.whatsapp,
  },
  1: {
    reception: { phone: '+90 242 824 31 00', email: 'info@nirvanamediterranean.com' },
    reservations: { phone: '+90 242 824 31 31', email: 'reservation@nirvanamediterranean.com' },
    sales: { phone: '+90 242 824 31 60', email: 'sales@nirvanamediterranean.com' },
    address: 'Kiriş Mah. Sahil Cad. No 12, 07980 Kemer, Antalya, Türkiye',
    lat: 36.5742,
    lng: 30.5703,
    whatsapp: wa('+90 532 824 31 00'),
  },
  2: {
    reception: { phone: '+90 242 352 47 00', email: 'info@nirvanacosmopolitan.com' },
    reservations: { phone: '+90 242 352 47 47', email: 'reservation@nirvanacosmopolitan.com' },
    sales: { phone: '+90 242 352 47 60', email: 'sales@nirvanacosmopolitan.com' },
    address: 'Güzeloba Mah. Lara Cad. No 450, 07230 Muratpaşa, Antalya, Türkiye',
    lat: 36.8531,
    lng: 30.8497,
    whatsapp: wa('+90 532 352 47 00'),
  },
  3: {
    reception: { phone: '+90 242 821 56 00', email: 'info@nirvanadolcevita.com' },
    reservations: { phone: '+90 242 821 56 56', email: 'reservation@nirvanadolcevita.com' },
    sales: { phone: '+90 242 821 56 60', email: 'sales@nirvanadolcevita.com' },
    address: 'Tekirova Mah. Ekinci Sk. No 3, 07995 Kemer, Antalya, Türkiye',
    lat: 36.5081,
    lng: 30.5264,
    whatsapp: wa('+90 532 821 56 00'),
  },
};

/** The contact facts of a property; throws on an unknown id (a programming error). */
export function contactFactsOf(propertyId: number): PropertyContactFacts {
  const facts = PROPERTY_CONTACTS[propertyId];
  if (!facts) throw new Error(`No contact facts for property ${propertyId}`);
  return facts;
}

/**
 * The property's contact as the API's schema carries it: the group's main line is the call
 * centre, a hotel's is its reception.
 */
export function propertyContactOf(propertyId: number) {
  const f = contactFactsOf(propertyId);
  const main = propertyId === GROUP_PROPERTY_ID ? { phone: CALL_CENTRE.phone, email: f.reception.email } : f.reception;
  return { phone: main.phone, email: main.email, address: f.address, lat: f.lat, lng: f.lng, whatsapp: f.whatsapp };
}
