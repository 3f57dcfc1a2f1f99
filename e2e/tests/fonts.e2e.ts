/**
 * The web fonts per language (shell/src/styles/fonts.css, tools/font-subsets.js): a Turkish page
 * preloads and downloads the `base` cut (the latin files with Turkish's five letters merged in),
 * one file a face, never a whole latin or latin-ext file; a Russian page the base files and the `ru` subset, never a whole
 * cyrillic file; English and German pages the base files alone. And the letters really render in the web
 * fonts: Chromium reports every glyph of a Turkish (or Russian, German) text drawn with Inter and
 * Playfair Display, none with a system fallback, and document.fonts.check agrees.
 */
import type { Page } from 'puppeteer';
import { newPage, site, waitForSections } from '../src/harness';

const SAMPLES = {
  tr: 'ÇçĞğİıÖöŞşÜüÂâÎîÛû Kuşadası’nda İstanbul ışığı',
  ru: 'Съешь же ещё этих мягких французских булок, да выпей чаю. Ёж №5',
  de: 'Äpfel, Öl und Übermaß: ä ö ü ß',
  en: 'The quick brown fox jumps over the lazy dog',
} as const;
type Lang = keyof typeof SAMPLES;

const PAGES: { path: string; lang: Lang; acceptLanguage: string; files: RegExp }[] = [
  { path: '/', lang: 'tr', acceptLanguage: 'tr-TR,tr;q=0.9', files: /^(inter|playfair-display)-base-\d{3}-normal$/ },
  { path: '/oteller/nirvana-cosmopolitan', lang: 'tr', acceptLanguage: 'tr-TR,tr;q=0.9', files: /^(inter|playfair-display)-base-\d{3}-normal$/ },
  { path: '/ru', lang: 'ru', acceptLanguage: 'ru-RU,ru;q=0.9', files: /^(inter|playfair-display)-(base|ru)-\d{3}-normal$/ },
  { path: '/en', lang: 'en', acceptLanguage: 'en-GB,en;q=0.9', files: /^(inter|playfair-display)-base-\d{3}-normal$/ },
  { path: '/de', lang: 'de', acceptLanguage: 'de-DE,de;q=0.9', files: /^(inter|playfair-display)-base-\d{3}-normal$/ },
];

/** `inter-base-400-normal` of `/shell/assets/inter-base-400-normal.1a2b3c4d.woff2`. */
const fontName = (url: string) => /\/([a-z-]+-\d{3}-normal)\.[0-9a-f]+\.woff2$/.exec(url)?.[1] ?? url;

/** The fonts Chromium drew a light-DOM sample with (CSS.getPlatformFontsForNode). */
async function platformFonts(page: Page, text: string, font: string): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  await page.evaluate((t: string, f: string) => {
    document.getElementById('font-sample')?.remove();
    const el = document.createElement('p');
    el.id = 'font-sample';
    el.textContent = t;
    el.style.font = f;
    document.body.prepend(el);
    return document.fonts.load(f, t).then(() => document.fonts.ready);
  }, text, font);
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#font-sample' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
  }
}

describe.each(PAGES)('fonts of $path', ({ path, lang, acceptLanguage, files }) => {
  test('preloads and downloads only the files of its language, then draws its letters in the web fonts', async () => {
    const opened = await newPage({ coldCache: true, viewport: 'phone', acceptLanguage });
    const { page, errors } = opened;
    const fonts: { url: string; bytes: Promise<number> }[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'font') fonts.push({ url: res.url(), bytes: res.buffer().then((b) => b.length, () => 0) });
    });
    try {
      const html = await (await fetch(site.at(path), { headers: { 'accept-language': acceptLanguage } })).text();
      const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => fontName(m[1]!));
      expect(preloads.length).toBe(lang === 'ru' ? 6 : 3);
      for (const name of preloads) expect(name).toMatch(files);

      await page.goto(site.at(path), { waitUntil: 'load', timeout: 60_000 });
      await waitForSections(page);
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
      const names = fonts.map((f) => fontName(f.url));
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect({ name, ofItsLanguage: files.test(name) }).toEqual({ name, ofItsLanguage: true });
      // A subset file is a sliver of the full one it is cut from.
      for (const [i, f] of fonts.entries()) {
        const bytes = await f.bytes;
        if (/-(tr|ru)-\d{3}-/.test(names[i]!)) expect({ name: names[i], small: bytes > 0 && bytes < (lang === 'ru' ? 16_000 : 2_000) }).toEqual({ name: names[i], small: true });
      }

      for (const font of ['400 16px Inter', '600 16px Inter', '600 32px "Playfair Display"']) {
        const drawn = await platformFonts(page, SAMPLES[lang], font);
        const family = font.includes('Playfair') ? 'Playfair Display' : 'Inter';
        // The font file's own name: "Inter", "Inter SemiBold", "Playfair Display SemiBold".
        expect({ font, drawn: drawn.map((d) => ({ family: d.familyName.startsWith(family) ? family : d.familyName, custom: d.isCustomFont })) }).toEqual({
          font, drawn: drawn.map(() => ({ family, custom: true })),
        });
        expect(await page.evaluate((f: string, t: string) => document.fonts.check(f, t), font, SAMPLES[lang])).toBe(true);
      }
      expect(errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
