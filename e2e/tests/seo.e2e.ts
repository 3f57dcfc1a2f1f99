/**
 * A crawler without JavaScript: from /sitemap.xml it fetches every page listed (6 at a time) and
 * checks what a search engine reads in the server-rendered HTML: status, title, description,
 * self canonical, reciprocal hreflang with x-default, Open Graph, `<html lang>` and JSON-LD.
 */
import { LOCALES, LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import { matchPath } from '@nirvana/shared/routes';
import { missingProperties, type JsonLd } from '../../shell/server/seo/structured-data';
import { site } from '../src/harness';

interface Crawled {
  url: string;
  status: number;
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  alternates: Map<string, string>;
  og: Map<string, string[]>;
  jsonLd: JsonLd[];
  jsonLdErrors: string[];
}

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : null;
};

/** Reads the head of a server-rendered page (our own markup: one attribute style, double quotes). */
function parse(url: string, status: number, html: string): Crawled {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const metas = head.match(/<meta\s[^>]*>/g) ?? [];
  const links = head.match(/<link\s[^>]*>/g) ?? [];
  const metaName = (name: string) => metas.map((t) => (attr(t, 'name') === name ? attr(t, 'content') : null)).find((v) => v !== null) ?? null;
  const og = new Map<string, string[]>();
  for (const t of metas) {
    const prop = attr(t, 'property');
    if (prop) og.set(prop, [...(og.get(prop) ?? []), attr(t, 'content') ?? '']);
  }
  const alternates = new Map<string, string>();
  for (const t of links) if (attr(t, 'rel') === 'alternate' && attr(t, 'hreflang')) alternates.set(attr(t, 'hreflang')!, attr(t, 'href')!);
  const jsonLd: JsonLd[] = [];
  const jsonLdErrors: string[] = [];
  for (const m of head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      const parsed = JSON.parse(m[1]!) as JsonLd | JsonLd[];
      jsonLd.push(...(Array.isArray(parsed) ? parsed : [parsed]));
    } catch (error) {
      jsonLdErrors.push(`JSON-LD does not parse: ${(error as Error).message}`);
    }
  }
  return {
    url, status,
    lang: /<html\s[^>]*lang="([^"]+)"/.exec(html)?.[1] ?? null,
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '').trim(),
    description: metaName('description'),
    robots: metaName('robots'),
    canonical: links.map((t) => (attr(t, 'rel') === 'canonical' ? attr(t, 'href') : null)).find((v) => v !== null) ?? null,
    alternates, og, jsonLd, jsonLdErrors,
  };
}

async function pool<T, R>(items: readonly T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  }));
  return out;
}

interface SitemapUrl {
  loc: string;
  alternates: Map<string, string>;
}

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const body = m[1]!;
    const alternates = new Map<string, string>();
    for (const l of body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)) alternates.set(l[1]!, decode(l[2]!));
    return { loc: decode(/<loc>([^<]+)<\/loc>/.exec(body)![1]!), alternates };
  });
}

const sameMap = (a: Map<string, string>, b: Map<string, string>) =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

describe('crawler without JavaScript', () => {
  let urls: SitemapUrl[] = [];
  const pages = new Map<string, Crawled>();

  beforeAll(async () => {
    const res = await fetch(site.at('/sitemap.xml'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    urls = parseSitemap(await res.text());
    const started = Date.now();
    const crawled = await pool(urls, 6, async (u) => {
      const r = await fetch(u.loc, { redirect: 'manual', headers: { 'User-Agent': 'nirvana-e2e-crawler' } });
      return parse(u.loc, r.status, await r.text());
    });
    for (const c of crawled) pages.set(c.url, c);
    console.log(`crawled ${crawled.length} pages from the sitemap in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 90_000);

  test('the sitemap lists every page once, absolute on the site, each with its alternates and x-default', () => {
    expect(urls.length).toBeGreaterThan(500);
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const origin = new URL(site.url).origin;
    const shapes = new Set<string>();
    for (const u of urls) {
      expect(new URL(u.loc).origin).toBe(origin);
      expect(u.alternates.has('x-default')).toBe(true);
      expect([...u.alternates.values()]).toContain(u.loc);
      // Language codes, not regions: a Russian speaker in Kazakhstan matches 'ru' (never 'ru-RU').
      for (const lang of u.alternates.keys()) expect([...LOCALES, 'x-default']).toContain(lang);
      const match = matchPath(new URL(u.loc).pathname);
      expect(match).not.toBeNull();
      shapes.add(match!.route.scope);
    }
    expect([...shapes].sort()).toEqual(['event', 'gastronomy', 'group', 'home', 'hotel', 'hotel-home', 'offer', 'room']);
  });

  test('every page answers 200 with a title, a description, a self canonical, <html lang> and Open Graph', () => {
    const problems: string[] = [];
    for (const p of pages.values()) {
      const say = (what: string) => problems.push(`${p.url}: ${what}`);
      if (p.status !== 200) {
        say(`status ${p.status}`);
        continue;
      }
      const locale = matchPath(new URL(p.url).pathname)!.locale;
      if (!p.title) say('no title');
      if (!p.description) say('no description');
      if (p.canonical !== p.url) say(`canonical ${p.canonical}`);
      if (p.robots && /noindex/.test(p.robots)) say('noindex');
      if (p.lang !== LOCALE_INFO[locale].iso) say(`html lang ${p.lang}`);
      for (const key of ['og:title', 'og:description', 'og:image', 'og:locale']) if (!p.og.get(key)?.[0]) say(`no ${key}`);
      if (p.og.get('og:locale')?.[0] !== LOCALE_INFO[locale].og) say(`og:locale ${p.og.get('og:locale')}`);
      if (p.alternates.get(locale) !== p.url) say(`hreflang ${locale} is ${p.alternates.get(locale)}, not the page itself`);
      const regions = [...p.alternates.keys()].filter((k) => k !== 'x-default' && !(LOCALES as readonly string[]).includes(k));
      if (regions.length) say(`hreflang ${regions.join(', ')}: not a language code`);
      const others = [...p.alternates.keys()].filter((k) => k !== 'x-default' && k !== locale).length;
      // Open Graph keeps the region form (tr_TR), as its locale format requires.
      for (const alt of p.og.get('og:locale:alternate') ?? []) if (!/^[a-z]{2}_[A-Z]{2}$/.test(alt)) say(`og:locale:alternate ${alt}`);
      if ((p.og.get('og:locale:alternate') ?? []).length !== others) say(`og:locale:alternate ${p.og.get('og:locale:alternate')} for ${others} other versions`);
    }
    expect(problems.slice(0, 30)).toEqual([]);
  });

  test('titles and descriptions are distinct across pages (only language versions of one page may share a brand name)', () => {
    const dupes = (key: 'title' | 'description') => {
      const seen = new Map<string, Crawled[]>();
      for (const p of pages.values()) seen.set(p[key] ?? '', [...(seen.get(p[key] ?? '') ?? []), p]);
      return [...seen]
        .filter(([, list]) => list.length > 1)
        // Translations of one page (a brand name such as "Cosmo Bike" in every language) are one page to a search engine.
        .filter(([, list]) => !list.every((p) => sameMap(p.alternates, list[0]!.alternates)))
        .map(([text, list]) => `${key} "${text}": ${list.slice(0, 4).map((p) => p.url).join(', ')}`);
    };
    expect([...dupes('title'), ...dupes('description')].slice(0, 20)).toEqual([]);
    // Within one language every title and description is its own.
    for (const key of ['title', 'description'] as const) {
      const perLang = new Map<string, Set<string>>();
      for (const p of pages.values()) {
        const set = perLang.get(p.lang ?? '') ?? new Set<string>();
        expect(set.has(p[key] ?? '') ? `${p.url}: ${key} repeated in ${p.lang}` : '').toBe('');
        set.add(p[key] ?? '');
        perLang.set(p.lang ?? '', set);
      }
    }
  });

  test('hreflang sets are reciprocal across the language versions, with x-default, and match the sitemap', () => {
    const problems: string[] = [];
    for (const u of urls) {
      const p = pages.get(u.loc)!;
      if (!p.alternates.has('x-default')) problems.push(`${p.url}: no x-default`);
      if (!sameMap(p.alternates, u.alternates)) problems.push(`${p.url}: head alternates differ from the sitemap's`);
      for (const [lang, href] of p.alternates) {
        if (lang === 'x-default') continue;
        const other = pages.get(href);
        if (!other) problems.push(`${p.url}: ${lang} version ${href} is not in the sitemap`);
        else if (!sameMap(other.alternates, p.alternates)) problems.push(`${p.url}: ${lang} version ${href} lists other alternates`);
        else if (other.lang !== LOCALE_INFO[lang as Locale]?.iso) problems.push(`${href}: html lang ${other.lang}, hreflang ${lang}`);
      }
    }
    expect(problems.slice(0, 30)).toEqual([]);
  });

  test('JSON-LD parses and carries the required properties of each type', () => {
    const problems: string[] = [];
    const expectedType: Record<string, string> = { home: 'Organization', group: 'Organization', 'hotel-home': 'Hotel', room: 'HotelRoom', event: 'Event' };
    for (const p of pages.values()) {
      problems.push(...p.jsonLdErrors.map((e) => `${p.url}: ${e}`));
      const types = p.jsonLd.map((o) => String(o['@type']));
      const scope = matchPath(new URL(p.url).pathname)!.route.scope;
      if (!types.includes('BreadcrumbList')) problems.push(`${p.url}: no BreadcrumbList`);
      if (expectedType[scope] && !types.includes(expectedType[scope]!)) problems.push(`${p.url}: no ${expectedType[scope]}`);
      for (const o of p.jsonLd) {
        if (o['@context'] !== 'https://schema.org') problems.push(`${p.url}: ${String(o['@type'])} without @context`);
        const missing = missingProperties(o);
        if (missing.length) problems.push(`${p.url}: ${String(o['@type'])} lacks ${missing.join(', ')}`);
      }
    }
    expect(problems.slice(0, 30)).toEqual([]);
  });

  test('robots.txt allows the site and points to the sitemap', async () => {
    const res = await fetch(site.at('/robots.txt'));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', site.url).href}`);
  });

  test('an unknown page answers 404 with noindex, no canonical and no alternates', async () => {
    for (const path of ['/bu-sayfa-yok', '/en/this-page-does-not-exist', '/ru/hotels/nirvana-cosmopolitan/rooms/no-such-room']) {
      const res = await fetch(site.at(path));
      expect(res.status).toBe(404);
      const p = parse(site.at(path), res.status, await res.text());
      expect(p.robots).toMatch(/noindex/);
      expect(p.canonical).toBeNull();
      expect(p.alternates.size).toBe(0);
      expect(p.title).toBeTruthy();
    }
  });

  test("an unmatched route says 'This page could not be found' in the page's language, in the title and on the page", async () => {
    const expected: [string, string][] = [
      ['/nope', 'Bu sayfa bulunamadı'],
      ['/en/nope', 'This page could not be found'],
      ['/ru/nope', 'Эта страница не найдена'],
      ['/de/nope', 'Diese Seite wurde nicht gefunden'],
    ];
    for (const [path, words] of expected) {
      const res = await fetch(site.at(path));
      expect(res.status).toBe(404);
      const html = await res.text();
      const p = parse(site.at(path), res.status, html);
      expect(p.title).toBe(words);
      expect(p.og.get('og:title')).toEqual([words]);
      // The server's first screen (what a visitor sees before any script) says it under the heading.
      const body = html.slice(html.indexOf('<body'));
      expect(decode(/<p class="error-lead">([^<]*)<\/p>/.exec(body)?.[1] ?? '')).toBe(words);
    }
  });
});
