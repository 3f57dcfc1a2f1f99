/**
 * The runtime config the server hands to the browser, built from the environment and checked
 * with the shared schema at start-up (a bad value stops the server naming its variable and the
 * config's field).
 */
import { CALL_CENTRE } from '@nirvana/shared/contact-facts';
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { HOTEL_SLUGS, type HotelSlug } from '@nirvana/shared/routes';
import { parseRuntimeConfig, type HandOff, type RuntimeConfig } from '@nirvana/shared/runtime-config';
import { SECTIONS, type SectionName } from '@nirvana/shared/sections';
import { envError, expectedForm, readEnv, type Env, type EnvSchema } from '@nirvana/shared/server-env';
import { ValiError, getDotPath } from 'valibot';

export type { Env };

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
/** The variable of a section's remoteEntry.js URL. */
export const remoteVariable = (section: SectionName) => `REMOTE_${envKey(section)}_URL` as const;
/** The variable of a locale's chat widget URL. */
export const chatVariable = (locale: Locale) => `CHAT_${envKey(locale)}_URL` as const;

/** A value of the runtime config from the environment, checked with the config itself; none (off, false, no): null. */
interface OverrideVar { readonly type: 'string'; readonly nullable: true; readonly description: string }
const override = (description: string): OverrideVar => ({ type: 'string', nullable: true, description });
const URL_FORM = 'a path on the site or an absolute http(s) URL';

/**
 * The runtime config's variables (the shell server's environment, read by the rules both servers
 * share: `@nirvana/shared/server-env`). none (off, false, no) means the default for every one but
 * CHAT_<LOCALE>_URL, where it means no chat widget in that language; MAPS_KEY none: no key.
 * HANDOFF_WIDGET_HOTELS switches hotels (their slugs, comma-separated) to the booking engine's
 * widget scheme, with HANDOFF_WIDGET_ID.
 */
const NAMED_ENV = {
  BOOKING_SITE: override('an absolute http(s) URL of the default booking site'),
  PHONE: override('a phone number'),
  MESSAGING_URL: override('an absolute http(s) URL'),
  LOYALTY_URL: override('an absolute http(s) URL'),
  MAPS_KEY: override('a maps key, or none'),
  HANDOFF_WIDGET_HOTELS: { type: 'array', items: { type: 'string', enum: HOTEL_SLUGS }, default: [] },
  HANDOFF_WIDGET_ID: { type: 'string', default: 'nirvana-web' },
} as const satisfies EnvSchema;
export const RUNTIME_CONFIG_ENV: Record<`REMOTE_${string}_URL` | `CHAT_${string}_URL`, OverrideVar> & typeof NAMED_ENV = {
  ...Object.fromEntries(SECTIONS.map((s) => [remoteVariable(s), override(`${URL_FORM} of the ${s} section's remoteEntry.js, or none`)])),
  ...Object.fromEntries(LOCALES.map((l) => [chatVariable(l), override(`${URL_FORM} of the ${l} chat widget's script, or none (no chat)`)])),
  ...NAMED_ENV,
};

/** Which variable sets a field of the runtime config (for the message when the config refuses its value). */
function variableOf(path: readonly (string | number)[]): string | undefined {
  const [field, key] = path.map(String);
  if (field === 'remotes' && key) return `REMOTE_${envKey(key)}_URL`;
  if (field === 'chat' && key) return `CHAT_${envKey(key)}_URL`;
  const direct: Record<string, string> = {
    bookingSite: 'BOOKING_SITE', phone: 'PHONE', messagingUrl: 'MESSAGING_URL', loyaltyUrl: 'LOYALTY_URL', mapsKey: 'MAPS_KEY', handOff: 'HANDOFF_WIDGET_ID',
  };
  return field === undefined ? undefined : direct[field];
}

/**
 * Booking-engine parameters per hotel: the standard scheme with a `promo` parameter for
 * Cosmopolitan and Dolce Vita, without one for Mediterranean Excellence; the widget scheme for
 * the hotels of HANDOFF_WIDGET_HOTELS.
 */
function handOff(widgetHotels: readonly HotelSlug[], widgetId: string): Record<HotelSlug, HandOff> {
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

/** Builds and validates the runtime config; throws an EnvError naming the variable of a bad value. */
export function buildRuntimeConfig({ apiBase, siteUrl, env = {} }: RuntimeConfigInput): RuntimeConfig {
  const v = readEnv(RUNTIME_CONFIG_ENV, env);
  const remotes = {} as Record<SectionName, string>;
  for (const section of SECTIONS) remotes[section] = v[remoteVariable(section)] ?? `/mfe/${section}/remoteEntry.js`;
  const chat: Record<string, string | null> = {};
  for (const locale of LOCALES) {
    const fromEnv = v[chatVariable(locale)];
    chat[locale] = fromEnv !== undefined ? fromEnv : CHAT_LOCALES.includes(locale) ? `/chat/widget-${locale}.js` : null;
  }
  const candidate = {
    apiBase,
    remotes,
    chat,
    bookingSite: v.BOOKING_SITE ?? DEFAULTS.bookingSite,
    handOff: handOff(v.HANDOFF_WIDGET_HOTELS, v.HANDOFF_WIDGET_ID),
    phone: v.PHONE ?? DEFAULTS.phone,
    messagingUrl: v.MESSAGING_URL ?? DEFAULTS.messagingUrl,
    loyaltyUrl: v.LOYALTY_URL ?? DEFAULTS.loyaltyUrl,
    social: SOCIAL,
    mapsKey: v.MAPS_KEY ?? null,
    siteUrl,
  };
  try {
    return parseRuntimeConfig(candidate);
  } catch (error) {
    if (error instanceof ValiError) {
      const issue = error.issues[0]!;
      const path = (issue.path ?? []).map((item: { key: unknown }) => String(item.key));
      const field = getDotPath(issue) || '(root)';
      const variable = variableOf(path);
      const value = typeof issue.input === 'string' ? issue.input : null;
      const spec = variable === undefined ? undefined : (RUNTIME_CONFIG_ENV as EnvSchema)[variable];
      if (variable) throw envError(variable, value, `is refused by the runtime config (${field}: ${issue.message})`, spec && expectedForm(spec));
      throw new Error(`Invalid runtime config: ${field}: ${issue.message}`);
    }
    throw error;
  }
}
