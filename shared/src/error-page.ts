/**
 * The top of the error page (spec: the status code, 'page not found', a home button, help links;
 * for a 404 also the 404 page's title, notes with the booking site and extra notes), worded in
 * each language. One model for both places that draw it: the shell server paints it as the first
 * screen (shell/server/first-screen.ts) and the content section renders it in the same boxes
 * (shared/src/design/first-screen.css), so the hand-over moves nothing and paints nothing larger.
 */
import type { Locale } from './locales';
import { buildPath, type RouteId } from './routes';

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

export const ERROR_PAGE_TEXTS: Record<Locale, ErrorPageTexts> = {
  tr: {
    notFound: 'Sayfa bulunamadı',
    generic: 'Bir hata oluştu',
    home: 'Ana sayfaya dön',
    help: 'Aradığınızı <hotels>otellerimiz</hotels> sayfasında, <booking>doğrudan rezervasyon</booking> sayfasında bulabilir ya da <contact>iletişim</contact> sayfasından bize ulaşabilirsiniz.',
    notFoundTitle: 'Bu sayfa bulunamadı',
    notes: 'Sayfa taşınmış ya da kaldırılmış olabilir. Tatilinizi planlamak için <booking>rezervasyon sitemizi</booking> ziyaret edebilirsiniz; en iyi fiyat garantisi yalnızca orada.',
    extraNotes: 'Adresi elle yazdıysanız yazımını kontrol edin. Sorun sürerse çağrı merkezimiz size yardımcı olmaktan memnuniyet duyar.',
  },
  en: {
    notFound: 'Page not found',
    generic: 'An error occurred',
    home: 'Back to the home page',
    help: 'You may find what you are looking for on our <hotels>hotels</hotels> page or the <booking>direct reservation</booking> page, or reach us through the <contact>contact</contact> page.',
    notFoundTitle: 'This page could not be found',
    notes: 'The page may have moved or been removed. To plan your holiday, visit our <booking>booking site</booking>: the best price is guaranteed only there.',
    extraNotes: 'If you typed the address, please check its spelling. If the problem persists, our call centre will be glad to help.',
  },
  ru: {
    notFound: 'Страница не найдена',
    generic: 'Произошла ошибка',
    home: 'На главную страницу',
    help: 'Возможно, вы найдёте нужное на странице <hotels>наших отелей</hotels>, на странице <booking>прямого бронирования</booking> или свяжетесь с нами через страницу <contact>контактов</contact>.',
    notFoundTitle: 'Эта страница не найдена',
    notes: 'Возможно, страница была перемещена или удалена. Чтобы спланировать отдых, посетите наш <booking>сайт бронирования</booking>: лучшая цена гарантирована только там.',
    extraNotes: 'Если вы вводили адрес вручную, проверьте его написание. Если проблема не исчезнет, наш колл-центр с радостью поможет.',
  },
  de: {
    notFound: 'Seite nicht gefunden',
    generic: 'Ein Fehler ist aufgetreten',
    home: 'Zur Startseite',
    help: 'Vielleicht finden Sie das Gesuchte auf der Seite <hotels>unserer Hotels</hotels> oder der Seite für <booking>Direktbuchungen</booking>, oder Sie erreichen uns über die <contact>Kontaktseite</contact>.',
    notFoundTitle: 'Diese Seite wurde nicht gefunden',
    notes: 'Die Seite wurde möglicherweise verschoben oder entfernt. Planen Sie Ihren Urlaub auf unserer <booking>Buchungsseite</booking>: Nur dort gilt die Bestpreisgarantie.',
    extraNotes: 'Wenn Sie die Adresse eingetippt haben, prüfen Sie bitte die Schreibweise. Besteht das Problem weiter, hilft Ihnen unser Callcenter gern.',
  },
};

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
