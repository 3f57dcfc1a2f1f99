/**
 * The backbone (issue 2): every route in every locale answers with the right layout and language in
 * the server's HTML (that each route shape in each locale composes four sections in the browser with
 * no console error is content.e2e.ts's, whose tour visits each shape once); 404s; the locale
 * redirect; the server-rendered head; React loaded once; a failing remote breaks only its own
 * section (a section rebuilt alone: section-deploy.e2e.ts).
 */
import { LOCALES, LOCALE_INFO, type Locale } from '@nirvana/shared/locales';
import { buildPath, languageVersions, matchPath } from '@nirvana/shared/routes';
import { axe, open, site } from '../src/harness';
import { everyRouteInEveryLocale, type SamplePage } from '../src/samples';
import { EVENTS } from '../src/content-files';

/** The first seeded event's slug in each language, checked against the API. */
async function eventSlugs(): Promise<Record<Locale, string>> {
  const slugs = EVENTS[0]!.slug as Record<Locale, string>;
  for (const locale of LOCALES) {
    const res = await fetch(site.api(`/v1/events/publishers/1/slugs/${slugs[locale]}?lang=${locale}`));
    expect(res.status).toBe(200);
  }
  return slugs;
}

describe('every route in every locale', () => {
  let samples: SamplePage[] = [];

  beforeAll(async () => {
    samples = await everyRouteInEveryLocale(await eventSlugs());
  });

  it('every route answers 200 with its layout and language in the server\'s HTML', async () => {
    expect(samples.length).toBeGreaterThan(300);
    const failures: string[] = [];
    const queue = [...samples];
    const worker = async () => {
      for (let sample = queue.shift(); sample; sample = queue.shift()) {
        const res = await fetch(site.at(sample.path), { redirect: 'manual', headers: { 'accept-language': 'tr' } });
        const html = await res.text();
        if (res.status !== 200) failures.push(`${sample.path}: status ${res.status}`);
        else if (!html.includes(`data-layout="${sample.route.layout}"`)) failures.push(`${sample.path}: layout ${/data-layout="([^"]*)"/.exec(html)?.[1]}, expected ${sample.route.layout}`);
        else if (!html.includes(`<html lang="${LOCALE_INFO[sample.locale].iso}"`)) failures.push(`${sample.path}: lang ${/<html lang="([^"]*)"/.exec(html)?.[1]}`);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(failures).toEqual([]);
  });
});

describe('not found', () => {
  it('answers 404 with the not-found page, in the browser and without JavaScript', async () => {
    const cases: [string, string][] = [
      ['/bu-sayfa-yok', 'Bu sayfa bulunamadı'], ['/en/no-such-page', 'This page could not be found'],
      ['/oteller/no-such-hotel', 'Bu sayfa bulunamadı'], ['/de/certificates-and-awards', 'Diese Seite wurde nicht gefunden'],
    ];
    for (const [pathname, words] of cases) {
      const res = await fetch(site.at(pathname));
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain(`<title>${words}</title>`);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
    const { page, errors, close } = await open('/en/no-such-page');
    expect(await page.evaluate(() => document.body.dataset.layout)).toBe('error');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('locale redirect on the root', () => {
  it('sends a visitor with the en cookie to /en', async () => {
    const res = await fetch(site.at('/'), { redirect: 'manual', headers: { Cookie: 'nirvana-locale=en' } });
    expect([301, 302, 303, 307, 308]).toContain(res.status);
    expect(new URL(res.headers.get('location')!, site.url).pathname).toBe('/en');
    const { page, close } = await open('/', { cookies: [{ name: 'nirvana-locale', value: 'en' }] });
    expect(new URL(page.url()).pathname).toBe('/en');
    await close();
  });

  it('sends an English browser to /en and keeps a Turkish or unknown one on /', async () => {
    const { page, close } = await open('/', { acceptLanguage: 'en-US,en;q=0.9' });
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    await close();
    for (const lang of ['tr-TR,tr;q=0.9', 'fr-FR']) {
      const res = await fetch(site.at('/'), { redirect: 'manual', headers: { 'Accept-Language': lang } });
      expect(res.status).toBe(200);
    }
  });

  it('lets the locale cookie win over the browser language', async () => {
    const res = await fetch(site.at('/'), { redirect: 'manual', headers: { Cookie: 'nirvana-locale=tr', 'Accept-Language': 'de-DE' } });
    expect(res.status).toBe(200);
  });
});

describe('server-rendered head (no JavaScript)', () => {
  it.each(LOCALES)('holds title, canonical, every hreflang with x-default and og:locale for a hotel page in %s', async (locale) => {
    const pathname = buildPath('hotel:gallery', locale, { hotel: 'nirvana-dolce-vita' })!;
    const html = await (await fetch(site.at(pathname))).text();
    const attr = (re: RegExp) => html.match(re)?.[1];
    expect(attr(/<html[^>]* lang="([^"]+)"/)).toBe(LOCALE_INFO[locale].iso);
    expect(attr(/<title>([^<]+)<\/title>/)?.trim()).toBeTruthy();
    expect(attr(/<meta name="description" content="([^"]+)"/)).toBeTruthy();
    expect(attr(/<link rel="canonical" href="([^"]+)"/)).toBe(site.at(pathname));
    const versions = languageVersions(matchPath(pathname)!);
    for (const v of versions) {
      // hreflang names the language alone (tr, en, ru, de): any speaker of it matches, wherever they are.
      expect(html).toContain(`<link rel="alternate" hreflang="${v.locale}" href="${site.at(v.path)}"`);
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${site.at(buildPath('hotel:gallery', 'en', { hotel: 'nirvana-dolce-vita' })!)}"`);
    expect(attr(/<meta property="og:locale" content="([^"]+)"/)).toBe(LOCALE_INFO[locale].og);
    const alternates = [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1]);
    expect(alternates.sort()).toEqual(LOCALES.filter((l) => l !== locale).map((l) => LOCALE_INFO[l].og).sort());
  });
});

describe('module federation', () => {
  it('downloads React once on the composed page, from the shell (a section\'s broken files break only that section)', async () => {
    const { page, close } = await open('/oteller/nirvana-cosmopolitan');
    // Every script the page loaded, read from the network log.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script').map((e) => e.name),
    );
    const renderers: string[] = [];
    for (const url of new Set(scripts)) {
      const body = await (await fetch(url)).text();
      if (body.includes('reconcilerVersion')) renderers.push(new URL(url).pathname);
    }
    expect(scripts.length).toBeGreaterThan(5);
    expect(renderers).toHaveLength(1);
    expect(renderers[0]).toMatch(/^\/shell\//);
    await close();
  });

  it('keeps the other three sections working when one remote entry answers 404', async () => {
    const { page, errors, close } = await open('/en/hotels/nirvana-dolce-vita', {
      allSections: true,
      intercept: (request) => {
        if (/\/mfe\/search\/remoteEntry(\.[0-9a-f]{8})?\.js$/.test(request.url())) {
          void request.respond({ status: 404, contentType: 'text/plain', body: 'not found' });
          return true;
        }
        return false;
      },
      allowConsole: [/remoteEntry\.js/, /Failed to load resource/],
    });
    const states = await page.evaluate(() =>
      Object.fromEntries(Array.from(document.querySelectorAll('[data-section-state]')).map((s) => [`${s.getAttribute('data-section')}/${s.id}`, s.getAttribute('data-section-state')])),
    );
    expect(Object.entries(states).filter(([k]) => k.startsWith('search/')).every(([, v]) => v === 'failed')).toBe(true);
    expect(Object.entries(states).filter(([k]) => !k.startsWith('search/')).every(([, v]) => v === 'mounted')).toBe(true);
    const fallback = await page.evaluate(() => !!document.querySelector('#slot-search [data-nirvana-fallback], #slot-search')?.shadowRoot?.querySelector('[data-nirvana-fallback]') || !!document.querySelector('[data-nirvana-fallback="search"]'));
    expect(fallback).toBe(true);
    // The navigation still works: the menu opens.
    expect(errors).toEqual([]);
    expect(await axe(page)).toEqual([]);
    await close();
  });
});

