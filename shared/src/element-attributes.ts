/**
 * The attributes every custom element of the site has in common, read one way: `lang`,
 * `property-id` and `api-base`, each with the same default for a partner page that gives none,
 * and their types for r2wc, `HTMLElementTagNameMap` and JSX. `@nirvana/shared/define-element`
 * gives them with the define; this module stands alone (no r2wc) for code that only reads them,
 * such as a section's server-rendered page that links the way its element does.
 *
 * The origin that served a section's script is the section's own knowledge: webpack's
 * `__webpack_public_path__` belongs to one build, and shared's modules may be provided to a
 * section by another container over module federation, so the section passes its public path in.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@nirvana/shared/locales';
import { DEFAULT_PROPERTY_ID, propertyById } from '@nirvana/shared/properties';

/** How r2wc converts an attribute to a prop. */
export type ElementPropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

/** The attributes every element may take, as r2wc props (`propertyId` is the `property-id` attribute). */
export const ELEMENT_ATTRIBUTES = { lang: 'string', propertyId: 'number', apiBase: 'string' } as const satisfies Record<string, ElementPropType>;

/** The common attributes as the props r2wc gives a component (and as the element's properties). */
export interface ElementAttributes {
  lang?: string;
  propertyId?: number;
  apiBase?: string;
}

/** The common attributes as written in HTML or JSX (dashed names, text). */
export interface ElementHtmlAttributes {
  lang?: string;
  'property-id'?: string | number;
  'api-base'?: string;
}

/**
 * The type of an element in `HTMLElementTagNameMap`: an HTML element with the common attributes as
 * properties (those it takes, all by default), plus its own (`NirvanaElement<{ config?: NavConfig }>`).
 */
export type NirvanaElement<Own extends object = object, Common extends keyof ElementAttributes = keyof ElementAttributes> = HTMLElement & Pick<ElementAttributes, Common> & Own;

/** The type of an element in JSX (`IntrinsicElements`): its HTML attributes, the common ones and its own. */
export type NirvanaElementJsx<Own extends object = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & ElementHtmlAttributes & Own;

/**
 * A language tag reduced to a site locale, region and case ignored (`en-GB`, `EN`, `ru_RU`);
 * undefined when it names none of the site's languages.
 */
export function siteLocaleOf(tag: string | null | undefined): Locale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/** The host page's `<html lang>`; undefined outside a document. */
function pageLang(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang;
}

/**
 * The `lang` attribute, else the host page's `<html lang>`, as a site locale; Turkish otherwise.
 * `page` is the page's language to fall back on; null for an element whose default is Turkish whatever the page.
 */
export function resolveLocale(lang: string | null | undefined, page: string | null | undefined = pageLang()): Locale {
  return siteLocaleOf(lang) ?? siteLocaleOf(page) ?? DEFAULT_LOCALE;
}

/**
 * The `property-id` attribute when it names a known property; `fallback` otherwise (the default
 * property, Cosmopolitan, unless the element says another).
 */
export function resolvePropertyId(value: number | string | null | undefined, fallback: number = DEFAULT_PROPERTY_ID): number {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && propertyById(id) ? id : fallback;
}

/**
 * The origin that served a section's script, from a URL of it: the section's webpack public path
 * (a relative one is on the page's origin) or the script's own `src`. The page's origin when the
 * URL is unknown (a unit test, a server).
 */
export function scriptOrigin(scriptUrl: string | null | undefined): string {
  if (typeof location === 'undefined') return '';
  try {
    if (scriptUrl) return new URL(scriptUrl, location.href).origin;
  } catch {
    // Not a URL: the page's origin below.
  }
  return location.origin;
}

/** The `api-base` attribute, trimmed; else the origin that served the section's script (`scriptOrigin`). */
export function resolveApiBase(apiBase: string | null | undefined, scriptUrl: string | null | undefined): string {
  return apiBase?.trim() || scriptOrigin(scriptUrl);
}
