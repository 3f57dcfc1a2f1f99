/**
 * `/sitemap.xml` and `/robots.txt`. The sitemap lists every page of the route table
 * (`allStaticPaths()`), every room of every hotel, every event not over yet and every offer with a
 * page of its own still bookable (the API's lists, as they read at the moment: an edit or the end of
 * an event changes them without a release), in every language where the page exists, each with an
 * `xhtml:link rel="alternate"` per language version plus `x-default` (the same choice the page's own
 * head makes). Absolute URLs from SITE_URL; cached in memory.
 */
import { eventsCall, offersCall, roomsCall } from '@nirvana/shared/api/calls';
import type { CallFetcher } from '@nirvana/shared/api/fetch-call';
import type { HrefLang } from '@nirvana/shared/api/schemas';
import { LOCALES, LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import { PROPERTIES } from '@nirvana/shared/properties';
import {
  allStaticPaths, getRoute, languageVersions, matchPath, type LanguageVersion, type RouteDef, type RouteParams,
} from '@nirvana/shared/routes';
import { defaultVersion } from '../../src/head-model';
import { escapeHtml } from '@nirvana/shared/url';
import { once } from '@nirvana/shared/memo';

export interface SitemapEntry {
  loc: string;
  /** Every language version of the page (itself included), then x-default. */
  alternates: { hreflang: string; href: string }[];
}

const xml = escapeHtml;

/** Language versions from data hrefLangs, keeping only those that make real page paths (as the head does). */
function dataVersions(route: RouteDef, params: RouteParams, hrefLangs: readonly HrefLang[]): LanguageVersion[] {
  return languageVersions({ route, params }, hrefLangs).filter((v) => matchPath(v.path)?.locale === v.locale);
}

/** One entry per language version of a page, each listing all the versions and x-default. */
export function entriesOf(versions: readonly LanguageVersion[], siteUrl: string): SitemapEntry[] {
  if (!versions.length) return [];
  const abs = (p: string) => new URL(p, `${siteUrl}/`).href;
  const alternates: SitemapEntry['alternates'] = versions.map((v) => ({ hreflang: LOCALE_INFO[v.locale].code, href: abs(v.path) }));
  const fallback = defaultVersion(versions);
  if (fallback) alternates.push({ hreflang: 'x-default', href: abs(fallback.path) });
  return versions.map((v) => ({ loc: abs(v.path), alternates }));
}

export interface SitemapOptions {
  /**
   * Ended events and offers too: not for the sitemap, but for the list of the pages that answer
   * (known-pages.ts), where an ended event's or offer's page stays reachable (marked noindex).
   */
  ended?: boolean;
}

/** Every entry of the sitemap: static pages from the route table, rooms, events and offers from the API. */
export async function sitemapEntries(read: CallFetcher, siteUrl: string, options: SitemapOptions = {}): Promise<SitemapEntry[]> {
  const groups = new Map<string, LanguageVersion[]>();
  for (const p of allStaticPaths()) {
    const key = `${p.route.id}|${p.params.hotel ?? ''}`;
    const list = groups.get(key) ?? [];
    list.push({ locale: p.locale, path: p.path });
    groups.set(key, list);
  }
  const entries = [...groups.values()].flatMap((versions) => entriesOf(versions, siteUrl));

  // Rooms, events and offers: each once (by id or key), its versions from its hrefLangs.
  const roomRoute = getRoute('room');
  const eventRoute = getRoute('event');
  const offerRoute = getRoute('offer');
  const include = options.ended ? 'ended' : undefined;
  const seen = new Set<string>();
  const hotels = PROPERTIES.filter((p) => p.slug !== null);
  const roomLists = await Promise.all(
    hotels.flatMap((hotel) => LOCALES.map(async (lang: Locale) => ({
      hotel, rooms: await read(roomsCall, { query: { 'property-id': hotel.id, lang } }),
    }))),
  );
  for (const { hotel, rooms } of roomLists) {
    for (const room of rooms) {
      const key = `room|${hotel.id}|${room.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push(...entriesOf(dataVersions(roomRoute, { hotel: hotel.slug! }, room.hrefLangs), siteUrl));
    }
  }
  const [eventLists, offerLists] = await Promise.all([
    Promise.all(LOCALES.map((lang) => read(eventsCall, { query: { lang, include } }))),
    Promise.all(LOCALES.map((lang) => read(offersCall, { query: { lang, include } }))),
  ]);
  for (const events of eventLists) {
    for (const event of events) {
      const key = `event|${event.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push(...entriesOf(dataVersions(eventRoute, {}, event.hrefLangs), siteUrl));
    }
  }
  // An offer told on a campaign page has no page of its own (no hrefLangs): that page is a static one.
  for (const offers of offerLists) {
    for (const offer of offers) {
      const key = `offer|${offer.key}`;
      if (seen.has(key) || !offer.hrefLangs.length) continue;
      seen.add(key);
      entries.push(...entriesOf(dataVersions(offerRoute, {}, offer.hrefLangs), siteUrl));
    }
  }
  return entries;
}

/** The sitemap document. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => [
    '<url>',
    `<loc>${xml(e.loc)}</loc>`,
    ...e.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`),
    '</url>',
  ].join(''));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled except the build and config files; the sitemap's address. */
export function renderRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /runtime-config.json', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export type SitemapCache = (() => Promise<string>) & { clear(): void };

/**
 * The sitemap, built on demand and kept for `ttlMs`, or until `clear()` (the content changed). A
 * failed build is not cached; when the API is down and an older sitemap exists, that one is served.
 */
export function createSitemapCache(read: CallFetcher, siteUrl: string, ttlMs = 5 * 60_000, now = () => Date.now()): SitemapCache {
  let cached: { at: number; body: string } | null = null;
  /** Bumped by `clear()`: a build started before it is answered but not kept. */
  let generation = 0;
  // One build at a time, shared by the requests that wait for it (and forgotten once done: `cached` is what is kept).
  const build = once(async () => {
    const startedIn = generation;
    const body = renderSitemap(await sitemapEntries(read, siteUrl));
    if (startedIn === generation) cached = { at: now(), body };
    return body;
  }, () => false);
  async function sitemap(): Promise<string> {
    if (cached && now() - cached.at < ttlMs) return cached.body;
    try {
      return await build();
    } catch (error) {
      if (cached) return cached.body;
      throw error;
    }
  }
  return Object.assign(sitemap, {
    clear() {
      // Stale at once, yet still the one served while the API is down.
      if (cached) cached = { at: -Infinity, body: cached.body };
      build.reset();
      generation += 1;
    },
  });
}
