/** Site links from API data (menus, breadcrumbs), which may be API page urls without the locale prefix. */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@nirvana/shared/locales';
import { pathOfPageUrl } from '@nirvana/shared/routes';

/** Schemes a link from the API may have; anything else (javascript:, data:, vbscript:...) becomes '#'. */
const SAFE_SCHEME = /^(https?|mailto|tel):/i;

/**
 * The href of a url the API gave: absolute http(s) URLs, `mailto:`/`tel:`, fragments and paths that
 * already carry a locale prefix stay as they are; other paths get the page's locale prefix.
 */
export function siteHref(url: string, locale: Locale): string {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed === '#') return '#';
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return SAFE_SCHEME.test(trimmed) ? trimmed : '#';
  if (trimmed.startsWith('//') || trimmed.startsWith('#')) return trimmed;
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  const first = path.split('/')[1];
  if (first && first !== DEFAULT_LOCALE && isLocale(first)) return path;
  return pathOfPageUrl(path, locale);
}
