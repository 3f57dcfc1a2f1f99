/** Which language versions the switcher offers for the current page. */
import type { RouteState } from '@nirvana/shared/bus';
import type { HrefLang } from '@nirvana/shared/api/schemas';
import { LOCALES } from '@nirvana/shared/locales';
import { buildPath, findRoute, languageVersions, type LanguageVersion } from '@nirvana/shared/routes';

/**
 * The page's language versions when it has more than one, else none (the switcher hides).
 * Room and event detail pages take theirs from the page's hrefLangs (their slugs differ per
 * language); the special-event layout has no language switch; the 404 page offers each language's home.
 */
export function switcherVersions(route: RouteState | undefined, hrefLangs: readonly HrefLang[] | undefined): LanguageVersion[] {
  if (!route || route.layout === 'special-event') return [];
  // A path that is no page (404): each language's home, so the switcher still takes a visitor on.
  if (route.routeId === 'not-found') return LOCALES.map((locale) => ({ locale, path: buildPath('home', locale)! }));
  const def = findRoute(route.routeId);
  if (!def || def.layout === 'special-event') return [];
  const versions = languageVersions({ route: def, params: route.params }, hrefLangs ?? []);
  return versions.length > 1 ? versions : [];
}
