/**
 * The runtime config the server hands to the browser, built from the environment and checked
 * with the shared schema at start-up (a bad value stops the server with the field's name).
 */
import { CALL_CENTRE } from '@nirvana/shared/contact-facts';
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { HOTEL_SLUGS, type HotelSlug } from '@nirvana/shared/routes';
import { parseRuntimeConfig, type HandOff, type RuntimeConfig } from '@nirvana/shared/runtime-config';
import { SECTIONS, type SectionName } from '@nirvana/shared/sections';
import { StructError } from 'superstruct';

export type Env = Record<string, string | undefined>;

/** Locales with a chat widget by default (German has none). */
export const CHAT_LOCALES: readonly Locale[] = ['tr', 'en', 'ru'];

export const DEFAULTS = {
  bookingSite: 'https://reservations.nirvanahotels.com/nirvana-cosmopolitan',
  // The call centre's line and messaging link: one source for the header, footer and landing bars.
  phone: CALL_CENTRE.phone,
  messagingUrl: CALL_CENTRE.whatsapp,
  loyaltyUrl: 'https://aclub.nirvanahotels.com',
};

const SOCIAL: RuntimeConfig['social'] = {
  '22': {
    facebook: 'https://www.facebook.com/nirvanahotels',
    instagram: 'https://www.instagram.com/nirvanahotels',
    youtube: 'https://www.youtube.com/@nirvanahotels',
    linkedin: 'https://www.linkedin.com/company/nirvana-hotels',
  },
  '1': {
    facebook: 'https://www.facebook.com/nirvanamediterraneanexcellence',
    instagram: 'https://www.instagram.com/nirvanamediterraneanexcellence',
    youtube: 'https://www.youtube.com/@nirvanahotels',
  },
  '2': {
    facebook: 'https://www.facebook.com/nirvanacosmopolitan',
    instagram: 'https://www.instagram.com/nirvanacosmopolitan',
    youtube: 'https://www.youtube.com/@nirvanahotels',
  },
  '3': {
    facebook: 'https://www.facebook.com/nirvanadolcevita',
    instagram: 'https://www.instagram.com/nirvanadolcevita',
    youtube: 'https://www.youtube.com/@nirvanahotels',
  },
};

const envKey = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/** An env value; '' and 'none' mean "no value" (null). */
function optionalEnv(env: Env, name: string): string | null | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.toLowerCase() === 'none' ? null : trimmed;
}

/**
 * Booking-engine parameters per hotel: the standard scheme with a `promo` parameter for
 * Cosmopolitan and Dolce Vita, without one for Mediterranean Excellence; HANDOFF_WIDGET_HOTELS
 * (comma list of hotel slugs) switches hotels to the widget scheme.
 */
function handOff(env: Env): Record<HotelSlug, HandOff> {
  const widgetHotels = (env.HANDOFF_WIDGET_HOTELS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const widgetId = env.HANDOFF_WIDGET_ID?.trim() || 'nirvana-web';
  const out = {} as Record<HotelSlug, HandOff>;
  HOTEL_SLUGS.forEach((slug, i) => {
    out[slug] = widgetHotels.includes(slug)
      ? { scheme: 'widget', promoParam: null, widget: widgetId, hotelList: String(i + 1) }
      : { scheme: 'standard', promoParam: slug === 'nirvana-mediterranean-excellence' ? null : 'promo' };
  });
  return out;
}

export interface RuntimeConfigInput {
  apiBase: string;
  siteUrl: string;
  env?: Env;
}

/** Builds and validates the runtime config; throws an Error naming the bad setting. */
export function buildRuntimeConfig({ apiBase, siteUrl, env = {} }: RuntimeConfigInput): RuntimeConfig {
  const remotes = {} as Record<SectionName, string>;
  for (const section of SECTIONS) {
    remotes[section] = optionalEnv(env, `REMOTE_${envKey(section)}_URL`) ?? `/mfe/${section}/remoteEntry.js`;
  }
  const chat: Record<string, string | null> = {};
  for (const locale of LOCALES) {
    const fromEnv = optionalEnv(env, `CHAT_${envKey(locale)}_URL`);
    chat[locale] = fromEnv !== undefined ? fromEnv : CHAT_LOCALES.includes(locale) ? `/chat/widget-${locale}.js` : null;
  }
  const candidate = {
    apiBase,
    remotes,
    chat,
    bookingSite: optionalEnv(env, 'BOOKING_SITE') ?? DEFAULTS.bookingSite,
    handOff: handOff(env),
    phone: optionalEnv(env, 'PHONE') ?? DEFAULTS.phone,
    messagingUrl: optionalEnv(env, 'MESSAGING_URL') ?? DEFAULTS.messagingUrl,
    loyaltyUrl: optionalEnv(env, 'LOYALTY_URL') ?? DEFAULTS.loyaltyUrl,
    social: SOCIAL,
    mapsKey: optionalEnv(env, 'MAPS_KEY') ?? null,
    siteUrl,
  };
  try {
    return parseRuntimeConfig(candidate);
  } catch (error) {
    if (error instanceof StructError) {
      throw new Error(`Invalid runtime config: ${error.path.join('.') || '(root)'}: ${error.message}`);
    }
    throw error;
  }
}
