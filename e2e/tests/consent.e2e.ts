/**
 * Consent is enforced (issue 26): before the visitor agreed to "Chat and map" in the cookie dialog,
 * no page of any layout requests the chat widget's script or the interactive map's frame (the chat
 * offers a button instead, the contact page shows the static map and a button); after agreeing in
 * the real dialog, both load, and stay allowed on the next page. A shell server of its own with a
 * maps key (the run's shared one has none, so no map frame could ever load there), on the run's API;
 * the maps provider is answered in the browser (no outside network).
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { buildPath } from '@nirvana/shared/routes';
import { dataSlugs, layoutPages } from '../src/layout-pages';
import { NAVIGATION_TIMEOUT_MS, newPage, waitForSections, site, screenshot, type Opened } from '../src/harness';
import { startShell, type Started } from '../src/servers';

const CHAT_SCRIPT = /\/chat\/widget-[a-z]{2}\.js/;
const MAP_FRAME = /^https:\/\/www\.google\.com\/maps\/embed\//;

let shell: Started;
beforeAll(async () => {
  shell = await startShell({ apiBase: site.apiUrl, env: { MAPS_KEY: 'e2e-maps-key' } });
});
afterAll(async () => {
  await shell?.stop();
});

/** A page on this file's shell that records every request, with the maps provider answered locally. */
async function recordingPage(): Promise<Opened & { requested: string[] }> {
  const requested: string[] = [];
  const opened = await newPage({
    viewport: 'desktop',
    intercept: (request: HTTPRequest) => {
      if (!request.url().startsWith('https://www.google.com/')) return false;
      void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>map</title><p>map</p>' });
      return true;
    },
  });
  opened.page.on('request', (request) => requested.push(request.url()));
  return { ...opened, requested };
}

const visit = async (page: Page, pathname: string) => {
  await page.goto(new URL(pathname, shell.url).toString(), { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
  await waitForSections(page, { timeout: 30_000 });
};

/** The chat's offer button: the loader ran (the browser went idle, 2 s at the latest) and did not load the chat. */
const chatOffered = (page: Page) => page.waitForSelector('[data-nirvana-chat-offer]', { timeout: 10_000 });
const mapFrame = (page: Page) => page.$('#slot-main .contact-map iframe');
const CONTACT = buildPath('hotel:contact', 'tr', { hotel: 'nirvana-cosmopolitan' })!;

describe('third parties wait for consent', () => {
  it('tr: before consent no chat script and no map frame on a page of every layout; after agreeing in the cookie dialog both load', async () => {
    const pages = [...layoutPages('tr', await dataSlugs(site.apiUrl, 'tr')).map((p) => p.path), CONTACT];
    const opened = await recordingPage();
    const { page, requested } = opened;
    try {
      for (const pathname of pages) {
        await visit(page, pathname);
        await chatOffered(page);
        if (pathname === CONTACT) {
          // The static picture and a button that would load the interactive map.
          await page.waitForSelector('#slot-main [data-testid="load-map"]', { timeout: 10_000 });
          expect(await page.$('#slot-main [data-testid="static-map"]')).not.toBeNull();
          expect(await mapFrame(page)).toBeNull();
        }
        expect(await page.$('script[data-nirvana-chat]')).toBeNull();
        expect({ pathname, chat: requested.filter((u) => CHAT_SCRIPT.test(u)), map: requested.filter((u) => MAP_FRAME.test(u)) })
          .toEqual({ pathname, chat: [], map: [] });
      }

      // Agree to "Chat and map" in the real dialog (from the footer) and save the choice.
      await page.waitForFunction(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return !!document.querySelector('#slot-footer .nirvana-navigation-footer')?.querySelector('.footer-bottom-links .link-button');
      }, { polling: 250, timeout: 20_000 });
      await (await page.waitForSelector('#slot-footer .footer-bottom-links .link-button'))!.click();
      const functional = (await page.waitForSelector('#slot-footer .dialog input[name="functional"]', { timeout: 10_000 }))!;
      expect(await functional.evaluate((i) => (i as HTMLInputElement).checked)).toBe(false);
      await functional.click();
      await (await page.waitForSelector('#slot-footer .dialog button[type="submit"]'))!.click();
      await page.waitForSelector('script[data-nirvana-chat="tr"]', { timeout: 10_000 });
      expect(await page.$('[data-nirvana-chat-offer]')).toBeNull();
      const frame = await page.waitForSelector('#slot-main .contact-map iframe', { timeout: 10_000 });
      expect(await frame!.evaluate((f) => (f as HTMLIFrameElement).src)).toMatch(MAP_FRAME);
      // Both were really requested: the chat's script once, the map's frame.
      for (const until = Date.now() + 10_000; !requested.some((u) => MAP_FRAME.test(u)) && Date.now() < until;) await new Promise((r) => setTimeout(r, 100));
      expect(requested.filter((u) => MAP_FRAME.test(u))).toHaveLength(1);
      await screenshot(page, 'consent-tr-contact-agreed');
      expect(requested.filter((u) => CHAT_SCRIPT.test(u))).toEqual([new URL('/chat/widget-tr.js', shell.url).toString()]);

      // The choice is kept: the next page loads the chat by itself.
      await visit(page, buildPath('home', 'tr')!);
      await page.waitForSelector('script[data-nirvana-chat="tr"]', { timeout: 10_000 });
      expect(await page.$('[data-nirvana-chat-offer]')).toBeNull();
    } finally {
      await opened.close();
    }
  });
});
