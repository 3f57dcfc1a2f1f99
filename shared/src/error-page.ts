/**
 * The top of the error page (spec: the status code, 'page not found', a home button, help links;
 * for a 404 also the 404 page's title, notes with the booking site and extra notes), worded in
 * each language (shared's catalog `i18n/error-page`), as one model the content section renders on the
 * server and in the browser (in the boxes of shared/src/design/first-screen.css).
 */
import type { Locale } from './locales';
import { buildPath, type RouteId } from './routes';
import de from './i18n/error-page/de.messages.json';
import en from './i18n/error-page/en.messages.json';
import ru from './i18n/error-page/ru.messages.json';
import tr from './i18n/error-page/tr.messages.json';

export interface ErrorPageTexts {
  notFound: string;
  generic: string;
  home: string;
  /** With the links <hotels>, <booking> and <contact>. */
  help: string;
  /**
   * Spec: 'This page could not be found', what an unmatched route says: the page's `<title>` and
   * the line under the heading of every 404 (also the 404 part's title when the API gave none).
   */
  notFoundTitle: string;
  /** With the link <booking>. */
  notes: string;
  extraNotes: string;
}

/** The texts, from shared's catalog `i18n/error-page` (plain text); a language without one is a type error. */
export const ERROR_PAGE_TEXTS: Record<Locale, ErrorPageTexts> = { tr, en, ru, de };

/** A run of text, a link when its words were tagged. */
export interface TextPart {
  text: string;
  link?: { href: string; external: boolean };
}

export interface ErrorPageTop {
  statusCode: number;
  /** 'page not found' for a 404, else 'an error occurred'. */
  title: string;
  /** A 404's line under the title, 'This page could not be found' in the page's language; else null. */
  lead: string | null;
  home: { href: string; text: string };
  help: TextPart[];
  /** The 404 page's own part: its title (the editor's, unless it repeats the page's title or its line: then none), notes and extra notes. */
  notFound: { title: string | null; notes: TextPart[]; extraNotes: string } | null;
}

/** The booking site in the page's language (`lang`); `base` resolves a relative address. */
export function bookingSiteUrl(bookingSite: string, locale: Locale, base = 'http://localhost'): string {
  const url = new URL(bookingSite, base);
  url.searchParams.set('lang', locale);
  return url.href;
}

/** Splits a text at its `<tag>words</tag>` links; an unknown tag keeps its words as text. */
export function textParts(text: string, links: Record<string, TextPart['link']>): TextPart[] {
  const parts: TextPart[] = [];
  const tagged = /<([a-z]+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let m = tagged.exec(text); m; m = tagged.exec(text)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    const link = links[m[1]!];
    parts.push(link ? { text: m[2]!, link } : { text: m[2]! });
    last = tagged.lastIndex;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export interface ErrorPageInput {
  statusCode: number;
  locale: Locale;
  /** The 404 page's title from the content API, when it came. */
  pageTitle?: string | null;
  bookingSite: string;
  /** Resolves a relative booking site address (the page's origin). */
  base?: string;
}

/** The top of the error page. Throws only on a booking site that is no address at all. */
export function errorPageTop({ statusCode, locale, pageTitle, bookingSite, base }: ErrorPageInput): ErrorPageTop {
  const t = ERROR_PAGE_TEXTS[locale] ?? ERROR_PAGE_TEXTS.tr;
  const notFound = statusCode === 404;
  const booking = { href: bookingSiteUrl(bookingSite, locale, base), external: true };
  const internal = (id: RouteId) => {
    const href = buildPath(id, locale);
    return href ? { href, external: false } : undefined;
  };
  // Said once: an editor's title that repeats the heading or its line gives the part no heading.
  const said = (x: string) => x.toLocaleLowerCase(locale);
  const own = pageTitle?.trim() ?? '';
  const partTitle = own && ![t.notFound, t.notFoundTitle].some((x) => said(x) === said(own)) ? own : null;
  return {
    statusCode,
    title: notFound ? t.notFound : t.generic,
    lead: notFound ? t.notFoundTitle : null,
    home: { href: buildPath('home', locale) ?? '/', text: t.home },
    help: textParts(t.help, { hotels: internal('group:hotels'), booking, contact: internal('group:contact') }),
    notFound: notFound
      ? { title: partTitle, notes: textParts(t.notes, { booking }), extraNotes: t.extraNotes }
      : null,
  };
}

/** The `<title>` of a 404 page in a language (spec: 'This page could not be found'). */
export function notFoundTitle(locale: Locale): string {
  return (ERROR_PAGE_TEXTS[locale] ?? ERROR_PAGE_TEXTS.tr).notFoundTitle;
}
