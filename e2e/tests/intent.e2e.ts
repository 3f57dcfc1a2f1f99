/**
 * The shell starts on the visitor's first intent (shell/src/intent.ts): until then the page is the
 * server's HTML and no script but the shell's entry runs (a cheap phone spends its first seconds on
 * the text and pictures). The first press, on the server's HTML, is not lost: it starts the code
 * and is given again once its section has hydrated.
 */
import { newPage, site } from '../src/harness';
import { searchFieldProblems } from '../src/search-fields';

it('no script but the entry before the first intent; the first press on the dates starts the site and opens the calendar', async () => {
  const { page, errors, close } = await newPage({ coldCache: true, viewport: 'desktop' });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' || request.resourceType() === 'fetch' || pathname.startsWith('/v1/')) asked.push(pathname);
  });
  await page.goto(site.at('/oteller/nirvana-cosmopolitan'), { waitUntil: 'load' });
  await page.waitForNetworkIdle({ idleTime: 800 });
  // The whole page is there (the server's), and nothing of the site's code beyond its entry came.
  expect(asked).toEqual([expect.stringMatching(/^\/shell\/shell\.[0-9a-f]+\.js$/)]);
  expect(await page.$eval('h1', (h) => h.textContent)).toBe('Nirvana Cosmopolitan');
  expect(await page.$$eval('[data-section-state]', (slots) => slots.length)).toBe(0);
  // Every section was rendered on the server: the page did not ask to start at load.
  expect(await page.$('body[data-start-at-load]')).toBeNull();
  // What the visitor sees meanwhile is whole: the bar's labels and values read (no hint over a label).
  expect(await searchFieldProblems(page, 'tr 1440 before the first intent', 'tr')).toEqual([]);

  // The visitor's first act: a press on the check-in field (the pointer moves there, then presses).
  await page.click('[data-testid="checkin-input"]');
  await page.waitForSelector('#slot-search .nv-popup--dates', { visible: true, timeout: 20_000 });
  expect(asked.some((p) => p.startsWith('/mfe/search/'))).toBe(true);
  // The calendar opened once, from that one press, and stays open.
  await new Promise((r) => setTimeout(r, 500));
  expect(await page.$('#slot-search .nv-popup--dates')).not.toBeNull();
  expect(errors).toEqual([]);
  await close();
}, 60_000);

it('on a phone, the first tap on the bar\'s Book opens the search overlay (the tap starts the site and is given again)', async () => {
  const { page, errors, close } = await newPage({ coldCache: true, viewport: 'phone' });
  await page.goto(site.at('/oteller/nirvana-cosmopolitan'), { waitUntil: 'load' });
  await page.waitForNetworkIdle({ idleTime: 500 });
  expect(await page.$$eval('[data-section-state]', (slots) => slots.length)).toBe(0);
  const book = await page.waitForSelector('#slot-header .nirvana-navigation-host button.button-primary', { visible: true });
  await book!.tap();
  await page.waitForSelector('#slot-search .nv-overlay[open]', { visible: true, timeout: 20_000 });
  expect(errors).toEqual([]);
  await close();
}, 60_000);

it('a desktop browser as narrow as a phone shows no booking bar before the first intent (the server drew it from the user agent): the header and its Book stay clear', async () => {
  const { page, errors, close } = await newPage({ coldCache: true, viewport: 'desktop', acceptLanguage: 'ru-RU,ru' });
  await page.setViewport({ width: 375, height: 812 });
  await page.goto(site.at('/ru/hotels/nirvana-cosmopolitan'), { waitUntil: 'load' });
  await page.waitForNetworkIdle({ idleTime: 500 });
  expect(await page.$$eval('[data-section-state]', (slots) => slots.length)).toBe(0);
  const seen = await page.evaluate(() => {
    const bar = document.querySelector('#slot-search .nv-bar-anchor');
    const book = document.querySelector<HTMLElement>('#slot-header .nirvana-navigation-host button.button-primary');
    const r = book?.getBoundingClientRect();
    const hit = r ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) : null;
    return { barShown: !!bar && bar.getBoundingClientRect().height > 0, bookHit: !!book && !!hit && book.contains(hit) };
  });
  expect(seen).toEqual({ barShown: false, bookHit: true });
  expect(errors).toEqual([]);
  await close();
}, 60_000);
