/**
 * Responsive pictures on the home, a hotel home and a room page, at 375 and 1440 px: the first
 * screen's picture is a raster photograph (on the room page, the room's own drawing, its alt the
 * room's name) that the server's HTML already offers as a <picture> whose AVIF source Chromium takes
 * from its srcset, eager with high fetch priority; every picture of the page (scrolled through, so
 * the lazy ones load too) is a <picture> with AVIF and WebP sources and a JPEG <img> with width and
 * height and a placeholder (its blurred miniature, a gradient, painted through the CSSOM: the
 * server's HTML carries no style attribute), arrives as AVIF, and is never
 * fetched wider than twice the width it is shown at.
 */
import type { Page } from 'puppeteer';
import credits from '../../api/media/credits.json';
import { newPage, site, USER_AGENTS, waitForSections, type ViewportName } from '../src/harness';

/** The photographs (api/media/credits.json); everything else in api/media/images is a drawing. */
const PHOTOS = (credits as { files: string[] }[]).flatMap((c) => c.files).map((f) => /images\/([a-z-]+?)(-portrait)?\.jpg$/.exec(f)?.[1]).filter(Boolean);
const PAGES = [
  { name: 'home', path: '/', alt: null, first: PHOTOS },
  { name: 'hotel home', path: '/oteller/nirvana-cosmopolitan', alt: null, first: PHOTOS },
  // A room page opens on the room itself (rooms are drawn: no free photograph shows them).
  { name: 'room', path: '/oteller/nirvana-cosmopolitan/odalar/standart-oda', alt: /^Standart Oda/, first: ['room-standard'] },
] as const;
const nameOf = (url: string) => /\/media\/images\/([a-z-]+?)(-portrait)?\.jpg/.exec(url)?.[1];

interface Shown {
  src: string;
  /** The width of the file fetched (its srcset descriptor; naturalWidth is density-corrected). */
  natural: number;
  /** Width of the box and of the painted picture (object-fit: cover paints wider than its box). */
  box: number;
  painted: number;
  inPicture: boolean;
  sourceTypes: string[];
  sizes: string | null;
  hasSize: boolean;
  loading: string | null;
  priority: string | null;
  clone: boolean;
  alt: string | null;
  /** The placeholder painted under it while it loads (its style, set through the CSSOM). */
  placeholder: string;
}

/** Every loaded media picture of the page, through the sections' shadow roots. */
function shownPictures(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const imgs: HTMLImageElement[] = [];
    const walk = (root: Document | ShadowRoot) => {
      root.querySelectorAll('img').forEach((i) => imgs.push(i));
      root.querySelectorAll('*').forEach((el) => { if (el.shadowRoot) walk(el.shadowRoot); });
    };
    walk(document);
    return imgs
      .filter((i) => i.complete && i.naturalWidth > 0 && i.currentSrc.includes('/media/images/') && i.getBoundingClientRect().width > 0)
      .map((i) => {
        const box = i.getBoundingClientRect();
        const cover = getComputedStyle(i).objectFit === 'cover';
        const scale = cover ? Math.max(box.width / i.naturalWidth, box.height / i.naturalHeight) : box.width / i.naturalWidth;
        // naturalWidth/Height are the file's size over its srcset density: `painted` is in CSS pixels.
        const picture = i.parentElement?.tagName === 'PICTURE' ? i.parentElement : null;
        const sets = [...(picture ? Array.from(picture.querySelectorAll('source')).map((s) => s.srcset) : []), i.srcset];
        const candidates = sets.flatMap((set) => set.split(',').map((c) => c.trim().split(/\s+/)));
        const chosen = candidates.find(([url]) => new URL(url!, location.href).href === i.currentSrc);
        const fetched = chosen?.[1]?.endsWith('w') ? Number(chosen[1].slice(0, -1)) : i.naturalWidth;
        return {
          src: i.currentSrc, natural: fetched, box: Math.round(box.width), painted: Math.round(i.naturalWidth * scale),
          inPicture: !!picture, sourceTypes: picture ? Array.from(picture.querySelectorAll('source')).map((s) => s.type) : [],
          sizes: i.getAttribute('sizes'), hasSize: i.hasAttribute('width') && i.hasAttribute('height'),
          loading: i.getAttribute('loading'), priority: i.getAttribute('fetchpriority'),
          // A copy Glide makes of a carousel's first or last slide (it shows the same file).
          clone: !!i.closest('.glide__slide--clone'),
          alt: i.getAttribute('alt'),
          placeholder: i.style.backgroundImage,
        };
      });
  });
}

describe.each(['phone', 'desktop'] as ViewportName[])('pictures at %s width', (viewport) => {
  test.each(PAGES)('$name', async (def) => {
    const { path } = def;
    const opened = await newPage({ viewport });
    const { page, errors } = opened;
    const types = new Map<string, string>();
    page.on('response', (res) => {
      if (res.url().includes('/media/images/')) types.set(res.url(), res.headers()['content-type'] ?? '');
    });
    try {
      // The server's HTML: the content section's first high-priority picture is a <picture> with an AVIF srcset and a high-priority JPEG <img>.
      const res = await fetch(site.at(path), { headers: { 'accept-language': 'tr', 'user-agent': USER_AGENTS[viewport] } });
      const html = await res.text();
      const content = /<div class="nirvana-section nirvana-content-host[\s\S]*$/.exec(html)?.[0] ?? '';
      const first = [...content.matchAll(/<picture>[\s\S]*?<\/picture>/g)].map((m) => m[0]).find((p) => /fetchpriority="high"/i.test(p)) ?? '';
      // No style attribute in the server's HTML (the CSP allows none): the placeholder is painted once the section runs.
      expect(content).not.toMatch(/ style="/);
      // (Attribute names in any case, as HTML reads them: React writes `srcSet`.)
      expect(first).toMatch(/<source[^>]+type="image\/avif"[^>]+srcset="[^"]+\?w=\d+&amp;fm=avif \d+w/i);
      expect(first).toMatch(/<img[^>]+srcset="[^"]+fm=jpg[^"]*"[^>]+sizes="[^"]+"[^>]+width="\d+" height="\d+"[^>]+loading="eager"[^>]+fetchpriority="high"/i);
      // ...a photograph (a room page: the room), whose alt says what it shows.
      const serverImg = /<img[^>]+>/.exec(first)![0];
      expect(def.first).toContain(nameOf(/ src="([^"]+)"/.exec(serverImg)![1]!));
      if (def.alt) expect(/ alt="([^"]+)"/.exec(serverImg)?.[1]).toMatch(def.alt);

      // og:image and the JSON-LD name the 1200 px JPEG of the same picture.
      const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      expect(og).toMatch(/\/media\/images\/[a-z-]+\.jpg\?w=1200&fm=jpg$/);
      const share = await fetch(og!);
      expect(share.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await share.arrayBuffer()).readUInt16BE(0)).toBe(0xffd8);
      const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('');
      const ldImages = [...ld.matchAll(/"image":\s*(?:\[\s*)?"([^"]+)"/g)].map((m) => JSON.parse(`"${m[1]!}"`) as string);
      if (path !== '/') expect(ldImages.length).toBeGreaterThan(0); // the home's Organization carries only a logo
      for (const url of ldImages) expect(url).toMatch(/\/media\/images\/[a-z-]+\.jpg\?w=1200&fm=jpg$/);

      await page.goto(site.at(path), { waitUntil: 'load', timeout: 90_000 });
      await waitForSections(page);
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });

      // The first screen's picture, as the content section shows it after taking over.
      const top = (await shownPictures(page)).find((p) => p.priority === 'high' && !p.clone);
      expect(top).toBeDefined();
      const hero = top!;
      expect(hero.src).toMatch(/\/media\/images\/[a-z-]+\.jpg\?w=\d+&fm=avif$/);
      expect(types.get(hero.src)).toBe('image/avif');
      expect(hero.inPicture && hero.sourceTypes.includes('image/avif')).toBe(true);
      expect(hero.loading).toBe('eager');
      expect(def.first).toContain(nameOf(hero.src));
      if (def.alt) expect(hero.alt).toMatch(def.alt);
      // Its placeholder (the blurred miniature, a gradient), painted through the CSSOM.
      expect(hero.placeholder).toMatch(/^linear-gradient\(rgb/);

      // Scroll through the page so every lazy picture loads, then look at each one shown.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const step = await page.evaluate(() => window.innerHeight * 0.8);
      for (let y = 0; y < height; y += step) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await new Promise((r) => setTimeout(r, 150));
      }
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
      const all = await shownPictures(page);
      expect(all.length).toBeGreaterThan(path === '/' ? 5 : 3);
      const report = all.map((p) => `${p.src.replace(/^.*\/media\/images\//, '')} natural ${p.natural} box ${p.box} painted ${p.painted}`);
      for (const p of all.filter((x) => !x.clone)) {
        const where = `${p.src} (${report.join('; ')})`;
        // An AVIF <source>, the <img>'s JPEG for any browser without AVIF (no WebP between them: shared/src/media.ts).
        expect({ where, inPicture: p.inPicture, types: p.sourceTypes.filter((t) => t !== 'image/avif').length }).toEqual({ where, inPicture: true, types: 0 });
        expect({ where, avif: p.sourceTypes.includes('image/avif') }).toEqual({ where, avif: true });
        expect({ where, sizes: !!p.sizes, hasSize: p.hasSize }).toEqual({ where, sizes: true, hasSize: true });
        expect({ where, type: types.get(p.src) }).toEqual({ where, type: 'image/avif' });
        expect({ where, placeholder: /^linear-gradient\((rgb\([\d, ]+\)(, )?){4}\)$/.test(p.placeholder) }).toEqual({ where, placeholder: true });
        // Lazy below the fold; the first screen's picture (and the carousel's copy of its slide) eager.
        if (p.priority === 'high') expect({ where, loading: p.loading }).toEqual({ where, loading: 'eager' });
        else if (p.src !== hero.src) expect({ where, loading: p.loading }).toEqual({ where, loading: 'lazy' });
      }
      // No file fetched more than twice as wide as it is painted (object-fit counted). Chromium may show
      // a file it already has for a smaller box too (the hero's 1600 px tennis court in a 175 px card):
      // that costs no fetch, so each file is measured against the largest box that shows it.
      const widest = new Map<string, number>();
      for (const p of all) widest.set(p.src, Math.max(widest.get(p.src) ?? 0, p.box, p.painted));
      for (const p of all) {
        const where = `${p.src} (${report.join('; ')})`;
        expect({ where, tooWide: p.natural > 2 * widest.get(p.src)! }).toEqual({ where, tooWide: false });
      }
      expect(errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
