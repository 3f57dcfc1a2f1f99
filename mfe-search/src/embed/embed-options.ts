/**
 * What a partner tells `<nirvana-search>`, read leniently and never silently: the `lang`
 * attribute (any case, with a region: `en-GB`, `EN`) and the prefill attributes (`checkin`,
 * `checkout`, `adults`, `children`). Whatever cannot be used is left out with a console warning
 * and a `nirvana-search:error` event (embed-events.ts). The page's `window.NirvanaSearch`: global-config.ts.
 */
import type { HandOff } from '@nirvana/shared/api/schemas';
import type { SearchPreset } from '@nirvana/shared/bus';
import { siteLocaleOf } from '@nirvana/shared/element-attributes';
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { DEFAULT_NIGHTS, addDays, isIsoDate, type IsoDate } from '../rules/dates';
import { DEFAULT_ADULTS, MAX_CHILDREN, MIN_ADULTS } from '../rules/guests';

/** The properties of `<nirvana-search>` (r2wc maps them to attributes: nirvana-search-element.tsx). */
export interface NirvanaSearchProps {
  hotel?: string;
  lang?: string;
  apiBase?: string;
  variant?: string;
  handOff?: Record<string, HandOff>;
  /** Who sends the visitor (an agency's or affiliate's id): passed on the hand-off as `partner`. */
  partner?: string;
  /** Prefill: YYYY-MM-DD. */
  checkin?: string;
  checkout?: string;
  /** Prefill: whole numbers, as attribute text. */
  adults?: string;
  children?: string;
  /** Given by r2wc: the element's shadow root. */
  container?: ShadowRoot;
}

/** What the form of an element gets: its api-base, language, hotel, hand-off and prefill. */
export interface EmbedFormOptions {
  apiBase: string;
  locale: Locale;
  hotel?: string;
  layout: 'bar' | 'stacked';
  handOff?: Record<string, HandOff>;
  partner?: string;
  preset: SearchPreset | null;
  host?: HTMLElement;
  tell(problem: OptionProblem): void;
}

/** A problem with what the partner gave: its code (the error event's `code`) and a sentence for the console. */
export interface OptionProblem {
  code: 'lang' | 'hotel' | 'prefill' | 'config' | 'api-base' | 'api';
  message: string;
}

/**
 * The language of a `lang` attribute, region and case ignored as by every element
 * (`siteLocaleOf`), but said when unsupported and shown in the page's language or English.
 */
export function parseLang(value: string | null | undefined, pageLang?: string | null): { locale: Locale; problem?: OptionProblem } {
  if (!value?.trim()) return { locale: 'tr' };
  const asked = siteLocaleOf(value);
  if (asked) return { locale: asked };
  // Not one of ours: the page's own language if it is, else English (a partner abroad reads it more likely than Turkish).
  const locale: Locale = siteLocaleOf(pageLang) ?? 'en';
  return { locale, problem: { code: 'lang', message: `lang="${value}" is not supported (${LOCALES.join(', ')}): showing ${locale}` } };
}

const WHOLE = /^\d{1,3}$/;

/**
 * The search to prefill from `checkin`, `checkout` (YYYY-MM-DD), `adults` and `children` (a
 * number: that many children, each with a birthdate to type). Null when none is given. Dates
 * in the past or a check-out not after the check-in are left out; a check-in alone keeps the
 * default length of stay.
 */
export function parsePrefill(attrs: { checkin?: string; checkout?: string; adults?: string; children?: string }, today: IsoDate): { preset: SearchPreset | null; problems: OptionProblem[] } {
  const problems: OptionProblem[] = [];
  const bad = (message: string) => problems.push({ code: 'prefill', message });
  const given = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  const [checkinText, checkoutText, adultsText, childrenText] = [given(attrs.checkin), given(attrs.checkout), given(attrs.adults), given(attrs.children)];
  if (!checkinText && !checkoutText && !adultsText && !childrenText) return { preset: null, problems };

  let checkin: IsoDate = today;
  let checkout: IsoDate = addDays(today, DEFAULT_NIGHTS);
  if (checkinText) {
    if (!isIsoDate(checkinText)) bad(`checkin="${checkinText}" is not a date YYYY-MM-DD`);
    else if (checkinText < today) bad(`checkin="${checkinText}" is in the past`);
    else {
      checkin = checkinText;
      checkout = addDays(checkin, DEFAULT_NIGHTS);
    }
  }
  if (checkoutText) {
    if (!isIsoDate(checkoutText)) bad(`checkout="${checkoutText}" is not a date YYYY-MM-DD`);
    else if (checkoutText <= checkin) bad(`checkout="${checkoutText}" is not after the check-in ${checkin}`);
    else checkout = checkoutText;
  }
  let adults = DEFAULT_ADULTS;
  if (adultsText) {
    if (!WHOLE.test(adultsText) || Number(adultsText) < MIN_ADULTS) bad(`adults="${adultsText}" is not a whole number of at least ${MIN_ADULTS}`);
    else adults = Number(adultsText);
  }
  let children = 0;
  if (childrenText) {
    if (!WHOLE.test(childrenText) || Number(childrenText) > MAX_CHILDREN) bad(`children="${childrenText}" is not a whole number from 0 to ${MAX_CHILDREN}`);
    else children = Number(childrenText);
  }
  return { preset: { hotel: '', checkin, checkout, adults, children }, problems };
}
