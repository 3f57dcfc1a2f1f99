/**
 * `npm run screenshots`: a gallery of the built site for review, a page of every layout at 375, 768
 * and 1440 px in Turkish and Russian (full page, after scrolling through it so lazy parts load), plus
 * at 1440 px the view after scrolling 1200 px (the sticky search bar under the header). Starts the
 * API on a temporary database and the shell server like the e2e suite; writes PNGs and an index.html
 * to `screenshots/` (git-ignored). Build first: `npm run build`. Options: `--locale tr` (any of the four:
 * `--locale en` and `--locale de` shoot those, which the default run leaves out), `--layout main`, `--width 768`.
 */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer';
import sharp from 'sharp';
import { LOCALES, LOCALE_INFO, type Locale } from '../shared/src/locales';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/src/chromium';
import { ROOT, freePort, startApi, startShell, tempDir } from '../e2e/src/servers';
import { LAYOUT_WIDTHS, dataSlugs, layoutPages } from '../e2e/src/layout-pages';
import { giveIntent } from '../e2e/src/page-helpers';

const USER_AGENTS = {
  phone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  tablet: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
} as const;

const OUT = path.join(ROOT, 'screenshots');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

async function settle(page: Page): Promise<void> {
  // A visitor's first move: the shell starts on it (shell/src/intent.ts).
  await giveIntent(page);
  await page.waitForFunction(
    () => {
      const slots = Array.from(document.querySelectorAll('[data-section-state]'));
      return slots.length >= 4 && document.documentElement.dataset.pageStatus !== 'loading' &&
        slots.every((s) => ['mounted', 'failed', 'deferred'].includes(s.getAttribute('data-section-state') ?? ''));
    },
    { timeout: 30_000 },
  );
  // Scroll through the page like a visitor so deferred sections and lazy pictures load, then back
  // up. Until the end stays the end: a section mounting near the bottom makes the page longer.
  let unchanged = 0;
  for (let y = 0; y < 20_000 && unchanged < 3; y += 600) {
    const before = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return document.documentElement.scrollHeight;
    }, y);
    await new Promise((r) => setTimeout(r, 120));
    const after = await page.evaluate(() => document.documentElement.scrollHeight);
    if (y + 600 >= after) {
      unchanged = after === before ? unchanged + 1 : 0;
      y = Math.max(after - 1200, 0);
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  await page.waitForFunction(() => !document.querySelector('[data-section-state="deferred"]'), { timeout: 20_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  await new Promise((r) => setTimeout(r, 600));
}

/**
 * The whole page as a visitor scrolls it: one viewport at a time, stitched (a full-page capture
 * would resize the viewport, and with it every 100vh box and the fixed bars).
 */
async function fullPage(page: Page, file: string): Promise<void> {
  const { width, height, total } = await page.evaluate(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
    total: Math.min(document.documentElement.scrollHeight, 12_000),
  }));
  const tiles: { input: Buffer; top: number; left: number }[] = [];
  // Below 1400 px each tile overlaps the one before by 120 px and is laid over it: the bottom bar
  // of the first screen (the phone's and tablet's dock) covers no line of the page in the stitched
  // picture. Wider, there is no dock, and an overlap would lay the next tile (its sticky search bar
  // hidden) over the first screen's search bar at the foot of the hero.
  const overlap = width < 1400 ? 120 : 0;
  // A sticky part (the room page's facts beside its text) would stand in every tile it stays in:
  // each is laid out where it stands unstuck, as at the top (static keeps that place), until done.
  await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    const stuck: HTMLElement[] = [];
    for (let i = 0; i < roots.length; i++) {
      for (const el of Array.from(roots[i]!.querySelectorAll<HTMLElement>('*'))) {
        if (el.shadowRoot) roots.push(el.shadowRoot);
        if (getComputedStyle(el).position === 'sticky') stuck.push(el);
      }
    }
    for (const el of stuck) el.style.setProperty('position', 'static', 'important');
    (window as unknown as { __shotsStuck?: HTMLElement[] }).__shotsStuck = stuck;
  });
  for (let top = 0; top < total; top += height - overlap) {
    const y = Math.min(top, total - height);
    // Past the first screen the fixed parts (header, sticky bar, floating buttons) would repeat on
    // every tile and hide what lies under them: hidden there (the -scrolled shot shows them).
    // The sticky bar's band (the body's ::before) goes with them. (An adopted sheet: the site's CSP
    // allows no inline <style>.)
    await page.evaluate((fixedHidden, to) => {
      const w = window as unknown as { __shotsSheet?: CSSStyleSheet };
      if (!w.__shotsSheet) {
        w.__shotsSheet = new CSSStyleSheet();
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, w.__shotsSheet];
      }
      w.__shotsSheet.replaceSync(fixedHidden ? '#slot-header, #slot-search, #slot-floating, [data-nirvana-chat], [data-nirvana-chat-offer] { visibility: hidden !important; } body::before { display: none !important; }' : '');
      window.scrollTo(0, to);
    }, top > 0, y);
    await new Promise((r) => setTimeout(r, 250));
    const shot = Buffer.from(await page.screenshot({ type: 'png' }));
    // Placed where the window really was (a page still settling may not scroll exactly there).
    const at = await page.evaluate(() => Math.round(window.scrollY));
    tiles.push({ input: shot, top: Math.min(at, Math.max(total - height, 0)), left: 0 });
  }
  await page.evaluate(() => {
    const w = window as unknown as { __shotsSheet?: CSSStyleSheet; __shotsStuck?: HTMLElement[] };
    w.__shotsSheet?.replaceSync('');
    for (const el of w.__shotsStuck ?? []) el.style.removeProperty('position');
  });
  await sharp({ create: { width, height: Math.max(total, height), channels: 3, background: '#ffffff' } }).composite(tiles).png().toFile(file);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function main(): Promise<void> {
  const onlyLocale = arg('locale') as Locale | undefined;
  const onlyLayout = arg('layout');
  // Turkish and Russian by default; `--locale en` (or de) shoots that language instead.
  if (onlyLocale && !LOCALES.includes(onlyLocale)) throw new Error(`unknown locale ${onlyLocale}`);
  const locales = onlyLocale ? [onlyLocale] : (['tr', 'ru'] as Locale[]);
  fs.mkdirSync(OUT, { recursive: true });
  const dir = tempDir('nirvana-shots-');
  const sitePort = await freePort();
  const api = await startApi({ dbPath: path.join(dir, 'nirvana.db'), sitePort });
  const shell = await startShell({ apiBase: api.url, port: sitePort });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, userDataDir: path.join(dir, 'profile') });
  const shots: { file: string; label: string }[] = [];
  try {
    for (const locale of locales) {
      const slugs = await dataSlugs(api.url, locale);
      for (const { layout, path: pagePath } of layoutPages(locale, slugs)) {
        if (onlyLayout && layout !== onlyLayout) continue;
        for (const width of LAYOUT_WIDTHS.filter((w) => !arg('width') || String(w) === arg('width'))) {
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          const mobile = width < 1024;
          await page.setViewport({ width, height: width < 768 ? 812 : width < 1024 ? 1024 : 900, isMobile: mobile, hasTouch: mobile });
          // The e2e suite's devices: a phone, an iPad, a desktop.
          await page.setUserAgent(USER_AGENTS[width < 768 ? 'phone' : width < 1024 ? 'tablet' : 'desktop']);
          await page.setExtraHTTPHeaders({ 'Accept-Language': `${LOCALE_INFO[locale].iso},${locale};q=0.9` });
          // Consent given, so the cookie dialog does not cover the gallery.
          await page.evaluateOnNewDocument(() => {
            localStorage.setItem('nirvana-cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: '2026-01-01' }));
          });
          await page.goto(new URL(pagePath, shell.url).toString(), { waitUntil: 'load', timeout: 60_000 });
          await settle(page);
          const base = `${layout}-${locale}-${width}`;
          await fullPage(page, path.join(OUT, `${base}.png`));
          shots.push({ file: `${base}.png`, label: `${layout} · ${locale} · ${width} px · ${pagePath}` });
          await page.evaluate(() => window.scrollTo(0, 1200));
          await new Promise((r) => setTimeout(r, 700));
          await page.screenshot({ path: path.join(OUT, `${base}-scrolled.png`) });
          shots.push({ file: `${base}-scrolled.png`, label: `${layout} · ${locale} · ${width} px · scrolled 1200 px` });
          process.stdout.write(`${base}\n`);
          await context.close();
        }
      }
    }
    const html = `<!doctype html><meta charset="utf-8"><title>Nirvana layout gallery</title>
<style>body{font:14px system-ui;margin:24px}figure{display:inline-block;vertical-align:top;margin:0 16px 24px 0}img{width:360px;border:1px solid #ccc}</style>
${shots.map((s) => `<figure><a href="${s.file}"><img src="${s.file}" loading="lazy" alt=""></a><figcaption>${s.label}</figcaption></figure>`).join('\n')}`;
    fs.writeFileSync(path.join(OUT, 'index.html'), html);
    console.log(`${shots.length} screenshots in ${path.relative(process.cwd(), OUT)}/ (index.html)`);
  } finally {
    await browser.close();
    await shell.stop();
    await api.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
