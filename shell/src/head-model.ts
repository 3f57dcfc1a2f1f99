/**
 * The head tags of a page (title, description, canonical, hreflang alternates, Open Graph) as
 * data: the server writes them into the HTML, the browser applies them after a navigation.
 */
import { notFoundTitle } from '@nirvana/shared/error-page';
import { LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import { eventEnded, offerEnded } from '@nirvana/shared/ended';
import { hasDataSlug, languageVersions, matchPath, type LanguageVersion, type RouteMatch } from '@nirvana/shared/routes';
import type { PageData } from './page-data';
import { httpHref } from '@nirvana/shared/url';
import { shareImageUrl } from '@nirvana/shared/media';

export const SITE_NAME = 'Nirvana Hotels';

export interface HeadAlternate {
  hreflang: string;
  href: string;
}

export interface HeadModel {
  /** BCP 47 tag for `<html lang>`. */
  lang: string;
  title: string;
  description: string;
  canonical: string | null;
  /** Every language version, then `x-default`. */
  alternates: HeadAlternate[];
  robots: string | null;
  og: {
    title: string;
    description: string;
    url: string | null;
    image: string | null;
    locale: string;
    localeAlternates: string[];
  };
}

export interface HeadInput {
  match: RouteMatch | null;
  locale: Locale;
  data: PageData | null;
  /** The HTTP status of the page: only a 200 gets canonical and alternates. */
  statusCode: number;
  /** Public origin of the site (canonical links are absolute). */
  siteUrl: string;
  /** Base for media paths the API gives relative. */
  mediaBase: string;
}

/** An absolute URL, or null for something that is none. */
export function absoluteUrl(url: string | null | undefined, base: string): string | null {
  // Whatever a CMS sends, the head and structured data only ever name web pages.
  return httpHref(url, base);
}

/** A media URL: paths the API gives are relative to the API base (which may itself be a path). */
export function mediaUrl(url: string | null | undefined, mediaBase: string, siteUrl: string): string | null {
  if (!url) return null;
  const joined = url.startsWith('/') && !url.startsWith('//') ? `${mediaBase.replace(/\/+$/, '')}${url}` : url;
  return absoluteUrl(joined, siteUrl);
}

/** The language versions of a page: room, event and offer versions come from their own hrefLangs. */
export function versionsOf(match: RouteMatch, data: PageData | null): LanguageVersion[] {
  const hrefLangs = data?.room?.hrefLangs ?? data?.event?.hrefLangs ?? data?.page.hrefLangs;
  if (!hasDataSlug(match.route)) return languageVersions(match);
  // A data slug from the API is only trusted when it makes a real page path.
  const versions = languageVersions(match, hrefLangs ?? []).filter((v) => matchPath(v.path)?.locale === v.locale);
  if (!versions.some((v) => v.locale === match.locale)) versions.push({ locale: match.locale, path: match.path });
  return versions;
}

/** The version `x-default` points to: English, else the only one, else Turkish, else the first. */
export function defaultVersion(versions: readonly LanguageVersion[]): LanguageVersion | undefined {
  return versions.find((v) => v.locale === 'en') ?? (versions.length === 1 ? versions[0] : undefined)
    ?? versions.find((v) => v.locale === 'tr') ?? versions[0];
}

function texts(data: PageData | null): { title: string; description: string; image: string | null } {
  if (!data) return { title: '', description: '', image: null };
  const { page, room, event } = data;
  const pageTitle = page.meta.title || page.title;
  const pageImage = page.meta.image ?? page.heroSlides[0]?.file.sourceUrl ?? null;
  if (room) {
    // The page's own title names the hotel too (the same room type exists in several hotels).
    const title = !pageTitle ? room.name : pageTitle.includes(room.name) ? pageTitle : `${room.name} | ${pageTitle}`;
    return { title, description: page.meta.description || room.summary, image: room.images[0]?.sourceUrl ?? pageImage };
  }
  if (event) {
    return {
      title: event.meta.title || event.title,
      description: event.meta.description || page.meta.description,
      image: event.meta.image ?? event.image.sourceUrl ?? pageImage,
    };
  }
  return { title: pageTitle, description: page.meta.description, image: pageImage };
}

/**
 * Whether the page is an event that is over or an offer whose booking has closed. Such a page stays
 * reachable, as the best event and travel sites keep theirs: the links already out there (a
 * newsletter, a post, a bookmark, another site) still lead to what it was, saying that it has ended
 * and where to look now, instead of a dead end. But it asks search engines to drop it (`noindex`;
 * the sitemap and every list leave it out too), so no result offers what can no longer be attended
 * or booked.
 */
export function hasEnded(match: RouteMatch, data: PageData | null, now = Date.now()): boolean {
  if (match.route.scope === 'event') return !!data?.event && eventEnded(data.event, now);
  if (match.route.scope === 'offer') return !!data?.page.offer && offerEnded(data.page.offer, now);
  return false;
}

/** The head of a page. */
export function headOf(input: HeadInput): HeadModel {
  const { match, locale, data, statusCode, siteUrl, mediaBase } = input;
  const info = LOCALE_INFO[locale];
  const found = statusCode === 200 && match !== null;
  const text = texts(data);
  // A 404 says 'This page could not be found' in the page's language (spec).
  const title = statusCode === 404 ? notFoundTitle(locale) : text.title || SITE_NAME;
  // A 404 still describes itself (the not-found page's own text), as every page should.
  const description = text.description;
  // The 1200 px JPEG of the picture (shared/media), what share previews and crawlers expect.
  const image = mediaUrl(text.image && shareImageUrl(text.image), mediaBase, siteUrl);
  if (!found || !match) {
    return {
      lang: info.iso, title, description, canonical: null, alternates: [], robots: 'noindex',
      og: { title, description, url: null, image, locale: info.og, localeAlternates: [] },
    };
  }
  const canonical = absoluteUrl(match.path, siteUrl);
  const versions = versionsOf(match, data);
  const alternates: HeadAlternate[] = [];
  for (const v of versions) {
    const href = absoluteUrl(v.path, siteUrl);
    if (href) alternates.push({ hreflang: LOCALE_INFO[v.locale].code, href });
  }
  const fallback = defaultVersion(versions);
  const xDefault = fallback ? absoluteUrl(fallback.path, siteUrl) : null;
  if (xDefault) alternates.push({ hreflang: 'x-default', href: xDefault });
  return {
    lang: info.iso,
    title,
    description,
    canonical,
    alternates,
    robots: hasEnded(match, data) ? 'noindex' : null,
    og: {
      title,
      description,
      url: canonical,
      image,
      locale: info.og,
      localeAlternates: versions.filter((v) => v.locale !== locale).map((v) => LOCALE_INFO[v.locale].og),
    },
  };
}
