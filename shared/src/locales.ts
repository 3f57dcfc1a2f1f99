/** The site's languages: Turkish is the default and has no path prefix. */
export const LOCALES = ['tr', 'en', 'ru', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tr';

export interface LocaleInfo {
  /**
   * The language code: hreflang (head links, sitemap, switcher) names the language alone, so a
   * Russian speaker in Kazakhstan or a German speaker in Austria still matches their version.
   */
  code: Locale;
  /** BCP 47 tag with the region, for `<html lang>` and formatting. */
  iso: string;
  /** Open Graph locale (`og:locale`). */
  og: string;
  /** The language's own name, for the switcher. */
  name: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  tr: { code: 'tr', iso: 'tr-TR', og: 'tr_TR', name: 'Türkçe' },
  en: { code: 'en', iso: 'en-GB', og: 'en_GB', name: 'English' },
  ru: { code: 'ru', iso: 'ru-RU', og: 'ru_RU', name: 'Русский' },
  de: { code: 'de', iso: 'de-DE', og: 'de_DE', name: 'Deutsch' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The page's language as the shell set it on `<html data-locale>` (server-rendered, updated on each
 * client navigation); the default where there is none (outside the site, on a server).
 */
export function documentLocale(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Locale {
  const value = doc?.documentElement.dataset.locale;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The path prefix of a locale: '' for Turkish, '/en' and so on for the others. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

export const LOCALE_COOKIE = 'nirvana-locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The Set-Cookie / document.cookie value that remembers a locale (365 days, lax, path /; `Secure` over HTTPS). */
export function localeCookie(locale: Locale, secure = typeof location !== 'undefined' && location.protocol === 'https:'): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The locale stored in a Cookie header or document.cookie, if any and valid. */
export function readLocaleCookie(cookieHeader: string | undefined | null): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      // A value that is not valid percent-encoding (`%`) is no locale, not an error.
      let value: string;
      try {
        value = decodeURIComponent(rest.join('=').trim());
      } catch {
        return null;
      }
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

/**
 * The best supported locale for an Accept-Language header or navigator.languages,
 * by quality then order; Turkish when nothing matches.
 */
export function negotiateLocale(accepted: string | readonly string[] | undefined | null): Locale {
  const ranges: { tag: string; q: number; i: number }[] = [];
  const items = typeof accepted === 'string' ? accepted.split(',') : (accepted ?? []);
  items.forEach((item, i) => {
    const [tag, ...params] = item.trim().split(';');
    let q = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k === 'q') q = Number.parseFloat(v ?? '');
    }
    if (tag && Number.isFinite(q) && q > 0) ranges.push({ tag: tag.toLowerCase(), q, i });
  });
  ranges.sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
