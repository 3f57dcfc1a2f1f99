/**
 * The stay search and booking hand-off, in Chromium: on the composed site at 1440 px (the bar)
 * and 375 px (the full-screen overlay), and in `<nirvana-search>` on two partner pages served
 * from other origins (plain HTML, React). A visitor picks a hotel, dates (once with the mouse,
 * once with the keyboard alone), 2 adults and 2 children with birthdates, and searches: the URL
 * opened must be exactly the spec's hand-off URL. A cancelled event opens nothing, and axe finds
 * no serious or critical violation with each picker open.
 */
import type { Page } from 'puppeteer';
import type { Hotel } from '@nirvana/shared/api/schemas';
import { startPartnerServer, type PartnerServer } from '../../mfe-search/demo/partner-server';
import { buildPath } from '@nirvana/shared/routes';
import { axe, captureWindowOpen, newPage, open, screenshot, site, waitForSections, type Opened, type ViewportName } from '../src/harness';
import { freePort } from '../src/servers';
import { searchFieldProblems } from '../src/search-fields';

const HOTEL = 'nirvana-cosmopolitan';

const pad = (n: number) => String(n).padStart(2, '0');
const isoIn = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** A child who turned 12 the day before check-in (every search here checks in in 10 days). */
const twelveAtCheckin = (() => {
  const d = new Date(`${isoIn(10)}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 12);
  d.setUTCDate(d.getUTCDate() - 1);
  return { day: pad(d.getUTCDate()), month: pad(d.getUTCMonth() + 1), year: String(d.getUTCFullYear()) };
})();
/**
 * Two children: the second is 12 at check-in. Spec: the age is clamped to 0..11, so the picker shows
 * 11, keeps the birthdate as given and the search goes ahead with it.
 */
const BIRTHDATES = [
  { typed: '09032018', iso: '2018-03-09' },
  { typed: `${twelveAtCheckin.day}.${twelveAtCheckin.month}.${twelveAtCheckin.year}`, iso: `${twelveAtCheckin.year}-${twelveAtCheckin.month}-${twelveAtCheckin.day}` },
];

/** The hand-off URL as the spec words it (and the visitor's language, issue 25), built here independently of the code under test. */
function expectedUrl(reservationUrl: string, checkin: string, checkout: string, lang: string) {
  const sep = reservationUrl.includes('?') ? '&' : '?';
  const [base, hash] = reservationUrl.split('#');
  return `${base}${sep}checkin=${checkin}&checkout=${checkout}&adult=2&child=2&childages=${BIRTHDATES.map((b) => b.iso).join(',')}&lang=${lang}${hash ? `#${hash}` : ''}`;
}

let hotels: Hotel[];
beforeAll(async () => {
  const res = await fetch(site.api('/v1/hotels?lang=tr'));
  hotels = (await res.json()) as Hotel[];
});
const reservationUrlOf = (slug: string) => hotels.find((h) => h.slug === slug)!.reservationUrl!;

/** Where the search lives on a page: a JS expression for its shadow root. */
interface Target {
  name: string;
  root: string;
  /** axe's include selector. */
  include: string;
}
const SITE: Target = { name: 'site', root: `document.querySelector('#slot-search .nirvana-search-host')`, include: '#slot-search' };
const PARTNER_MAIN: Target = { name: 'partner', root: `document.querySelector('#main-search')?.shadowRoot`, include: '#main-search' };
const REACT_MAIN: Target = { name: 'react', root: `document.querySelector('#partner-search')?.shadowRoot`, include: '#partner-search' };

const q = (t: Target, selector: string) => `(${t.root})?.querySelector(${JSON.stringify(selector)})`;

async function el(page: Page, t: Target, selector: string) {
  await page.waitForFunction(`!!${q(t, selector)}`, { timeout: 15_000 });
  return (await page.evaluateHandle(q(t, selector))).asElement()! as import('puppeteer').ElementHandle<Element>;
}
async function click(page: Page, t: Target, selector: string) {
  // The calendar redraws its days when stay rules arrive: take the element afresh if it was replaced.
  for (let attempt = 0; ; attempt++) {
    try {
      await (await el(page, t, selector)).click();
      return;
    } catch (error) {
      if (attempt >= 3 || !/detached|not clickable/i.test(String(error))) throw error;
    }
  }
}
async function focusIn(page: Page, t: Target, selector: string) {
  await el(page, t, selector);
  await page.evaluate(`${q(t, selector)}.focus()`);
}
/** The focused element inside a target: its shadow root's (an embed), or the document's when inside the site's light-DOM host. */
/** An expression for the focused element inside the target: its shadow root's, or the document's inside its light-DOM host. */
const activeOf = (t: Target) => `((r) => r && ('activeElement' in r ? r.activeElement : (r.contains(document.activeElement) ? document.activeElement : null)))(${t.root})`;
const activeIn = (page: Page, t: Target) => page.evaluate(`(() => { const a = ${activeOf(t)}; return a ? (a.dataset.date || a.getAttribute('data-testid') || a.getAttribute('role') || a.textContent).trim() : null; })()`) as Promise<string | null>;
/** The calendar loads on first use: a person sees it appear, a day focused, before pressing on. */
const calendarShown = (page: Page, t: Target) =>
  page.waitForFunction(`!!${activeOf(t)}?.dataset.date`, { timeout: 10_000 }).catch(() => undefined);
const valueOf = (page: Page, t: Target, selector: string) => page.evaluate(`${q(t, selector)}?.value ?? null`) as Promise<string | null>;

async function chooseHotelWithMouse(page: Page, t: Target, slug: string) {
  await page.waitForFunction(`${q(t, '[data-testid="hotel-button"]')}?.disabled === false`, { timeout: 15_000 });
  await click(page, t, '[data-testid="hotel-button"]');
  await click(page, t, `[role="option"][data-slug="${slug}"]`);
  await page.waitForFunction(`!${q(t, '[role="listbox"]')}`);
}

async function clickDay(page: Page, t: Target, iso: string) {
  const day = `.flatpickr-day[data-date="${iso}"]:not(.hidden):not(.prevMonthDay):not(.nextMonthDay)`;
  // The calendar is a chunk loaded on first use: look for the day only once it has days at all.
  await el(page, t, '.nv-popup--dates .flatpickr-day[data-date]');
  for (let i = 0; i < 3 && !(await page.evaluate(`!!${q(t, day)}`)); i++) await click(page, t, '.flatpickr-next-month');
  await click(page, t, day);
}

async function guestsWithMouse(page: Page, t: Target) {
  await click(page, t, '[data-testid="guests-button"]');
  await click(page, t, '[data-testid="children-plus"]');
  await click(page, t, '[data-testid="children-plus"]');
  for (const [i, b] of BIRTHDATES.entries()) {
    await click(page, t, `input[data-child="${i}"]`);
    await page.keyboard.type(b.typed);
  }
  expect(await valueOf(page, t, 'input[data-child="0"]')).toBe('09.03.2018');
  // The 12-year-old: the birthdate stays as typed, the age shown is the clamped 11, and nothing blocks the search.
  expect(await valueOf(page, t, 'input[data-child="1"]')).toBe(BIRTHDATES[1]!.typed);
  expect(await page.evaluate(`${q(t, 'input[data-child="1"]')}.getAttribute('aria-invalid')`)).toBeNull();
  const ages = (await page.evaluate(`Array.from((${t.root}).querySelectorAll('.nv-child__age')).map((e) => e.textContent)`)) as string[];
  expect(ages).toHaveLength(2);
  expect(ages[1]).toMatch(/\b11\b/);
  expect(ages[1]).not.toMatch(/\b12\b/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(`!!${q(t, '.nv-field__error')}`)).toBe(false);
}

/** Mouse: hotel, check-in in 10 days, check-out in 14, 2 adults + 2 children, Search. */
async function searchWithMouse(page: Page, t: Target) {
  await chooseHotelWithMouse(page, t, HOTEL);
  await page.waitForNetworkIdle({ idleTime: 300 });
  await click(page, t, '[data-testid="checkin-input"]');
  await clickDay(page, t, isoIn(10));
  await clickDay(page, t, isoIn(14));
  await page.waitForFunction(`!${q(t, '.nv-popup--dates')}`);
  await guestsWithMouse(page, t);
  await click(page, t, '[data-testid="search-submit"]');
  return { checkin: isoIn(10), checkout: isoIn(14) };
}

/** Keyboard alone: the same search, from the hotel button on. */
async function searchWithKeyboard(page: Page, t: Target) {
  await page.waitForFunction(`${q(t, '[data-testid="hotel-button"]')}?.disabled === false`, { timeout: 15_000 });
  await focusIn(page, t, '[data-testid="hotel-button"]');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) {
    const slug = await page.evaluate(`${activeOf(t)}?.dataset.slug`);
    if (slug === HOTEL) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  expect(await activeIn(page, t)).toBe('hotel-button');
  // Let the hotel's stay rules arrive, as they would before a person reaches the calendar.
  await page.waitForNetworkIdle({ idleTime: 300 });
  await page.keyboard.press('Tab');
  expect(await activeIn(page, t)).toBe('checkin-input');
  await page.keyboard.press('Enter');
  await calendarShown(page, t);
  expect(await activeIn(page, t)).toBe(isoIn(0));
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  expect(await activeIn(page, t)).toBe(isoIn(10));
  await page.keyboard.press('Enter');
  const status = () => page.evaluate(`${q(t, '.nv-dialog__status')}?.textContent`);
  // desktop: check-out cleared; mobile (stacked) rules: check-out moved to check-in + 3
  const mobileRules = await page.evaluate(`!!${q(t, '.nv-form--stacked')}`);
  const checkoutNow = await valueOf(page, t, '[data-testid="checkout-input"]');
  if (mobileRules) expect(checkoutNow).not.toBe('');
  else expect([checkoutNow, await status()]).toEqual(['', expect.stringMatching(/./)]);
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  expect(await activeIn(page, t)).toBe(isoIn(14));
  await page.keyboard.press('Enter');
  if ((await activeIn(page, t)) !== 'checkout-input') console.log('check-out refused:', await status(), await page.evaluate(`${q(t, '[data-testid="hotel-button"]')}?.textContent`));
  expect(await activeIn(page, t)).toBe('checkout-input');
  await page.keyboard.press('Tab');
  if ((await activeIn(page, t)) !== 'guests-button') console.log('after checkout Tab:', await page.evaluate(`${activeOf(t)}?.outerHTML.slice(0, 300)`));
  expect(await activeIn(page, t)).toBe('guests-button');
  await page.keyboard.press('Enter');
  // focus: "Remove an adult" (enabled at 2), then +, then children -, + ...
  const tabTo = async (testId: string) => {
    for (let i = 0; i < 8 && (await activeIn(page, t)) !== testId; i++) await page.keyboard.press('Tab');
    expect(await activeIn(page, t)).toBe(testId);
  };
  await tabTo('children-plus');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  for (const b of BIRTHDATES) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(b.typed);
  }
  await page.keyboard.press('Escape');
  expect(await activeIn(page, t)).toBe('guests-button');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await activeIn(page, t)).toBe('search-submit');
  await page.keyboard.press('Enter');
  return { checkin: isoIn(10), checkout: isoIn(14) };
}

async function expectNoA11yProblems(page: Page, t: Target, label: string) {
  const violations = await axe(page, { include: [t.include] });
  if (violations.length) console.log(label, JSON.stringify(violations, null, 1));
  expect(violations).toEqual([]);
}

/** Opens each picker in turn: axe, and a screenshot, with each one open. */
async function checkPickers(page: Page, t: Target, shot: string) {
  // The hotel button is disabled until the hotels arrive (on phones, asked for when the overlay opens).
  await page.waitForFunction(`${q(t, '[data-testid="hotel-button"]')}?.disabled === false`, { timeout: 15_000 });
  await click(page, t, '[data-testid="hotel-button"]');
  await el(page, t, '[role="listbox"] [role="option"]');
  await expectNoA11yProblems(page, t, `${shot} hotel picker`);
  await screenshot(page, `search-${shot}-hotel`);
  await page.keyboard.press('Escape');
  await click(page, t, '[data-testid="checkout-input"]');
  await el(page, t, '.nv-popup--dates .flatpickr-day');
  await expectNoA11yProblems(page, t, `${shot} date picker`);
  await screenshot(page, `search-${shot}-dates`);
  await page.keyboard.press('Escape');
  await click(page, t, '[data-testid="guests-button"]');
  await click(page, t, '[data-testid="children-plus"]');
  await expectNoA11yProblems(page, t, `${shot} guest picker`);
  await screenshot(page, `search-${shot}-guests`);
  await page.keyboard.press('Escape');
}

async function openSite(viewport: ViewportName): Promise<Opened & { opened: () => Promise<{ url: string; target?: string; features?: string }[]> }> {
  const o = await newPage({ viewport });
  const opened = await captureWindowOpen(o.page);
  await o.page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __searchStates: boolean[] };
    w.__searchStates = [];
    window.addEventListener('nirvana:search-state', (e) => w.__searchStates.push((e as CustomEvent<{ open: boolean }>).detail.open));
  });
  await o.page.goto(site.at('/'), { waitUntil: 'load' });
  // The shell marks the slots mounted; the search's own chunk may still be loading (a tap then must not be lost).
  await waitForSections(o.page);
  return { ...o, opened };
}

/** The search section has mounted (its root in the slot's shadow root) and the shell has published the page. */
async function waitForSearchSection(page: Page) {
  await page.waitForFunction(
    `!!${q(SITE, '.search-root')} && !!window.__nirvanaBus?.last?.['nirvana:page'] && !!window.__nirvanaBus?.last?.['nirvana:device']`,
    { timeout: 20_000 },
  );
}

/** The navigation's reservation buttons, inside its shadow roots on slot-header and slot-floating. */
const NAV_BUTTON = `document.querySelector('#slot-header [data-section]')?.querySelector('button.button-primary')`;
const FIXED_BUTTON = `document.querySelector('#slot-floating [data-section]')?.querySelector('[data-testid="fixed-reservation"] button')`;

/** A visitor taps a reservation button: the nav bar's, or the fixed one shown after 5 % of scrolling. */
async function tapReservation(page: Page, which: 'navbar' | 'fixed-button') {
  if (which === 'fixed-button') {
    // The page grows while its content loads: keep at a fifth of its height until the button shows.
    await page.waitForFunction(`(window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.2), !!${FIXED_BUTTON})`, { polling: 200, timeout: 10_000 });
    // It rises into place: tap it where it ends up.
    await page.waitForFunction(`(${FIXED_BUTTON})?.closest('.fixed-reservation')?.getAnimations({ subtree: true }).length === 0`, { timeout: 5000 }).catch(() => undefined);
  } else {
    await page.waitForFunction(`!!${NAV_BUTTON}`, { timeout: 10_000 });
  }
  const button = (await page.evaluateHandle(which === 'navbar' ? NAV_BUTTON : FIXED_BUTTON)).asElement() as import('puppeteer').ElementHandle<Element>;
  await button.tap();
}

/** The overlay is open, full screen, and on top of everything: its title and close button are what a tap hits. */
async function expectOverlayOnTop(page: Page) {
  await el(page, SITE, '.nv-overlay[open]');
  await page.waitForFunction('window.__searchStates.length > 0');
  expect(await page.evaluate('window.__searchStates')).toEqual([true]);
  const hits = await page.evaluate(() => {
    const root = document.querySelector('#slot-search .nirvana-search-host')!;
    const overlay = root.querySelector('.nv-overlay[open]')!.getBoundingClientRect();
    const hit = (selector: string) => {
      const target = root.querySelector(selector)!;
      const r = target.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      return !!document.elementFromPoint(x, y)?.closest(selector);
    };
    return {
      fullScreen: overlay.left === 0 && overlay.top === 0 && overlay.width === window.innerWidth && overlay.height === window.innerHeight,
      title: hit('.nv-overlay__title'),
      close: hit('.nv-close'),
      submit: hit('.nv-submit'),
    };
  });
  expect(hits).toEqual({ fullScreen: true, title: true, close: true, submit: true });
}

describe('search on the composed site', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    describe(`at ${viewport === 'desktop' ? 1440 : 375} px`, () => {
      it('searches with the mouse and opens exactly the hand-off URL', async () => {
        const o = await openSite(viewport);
        try {
          if (viewport === 'phone') {
            expect(await o.page.evaluate(`!!${q(SITE, '.nv-overlay[open]')}`)).toBe(false);
            await tapReservation(o.page, 'navbar');
            await expectOverlayOnTop(o.page);
            await screenshot(o.page, 'search-site-375-overlay');
          } else {
            await waitForSearchSection(o.page);
            const box = await (await el(o.page, SITE, '.nv-bar')).boundingBox();
            expect(Math.round(box!.width)).toBe(827);
            expect(Math.round(box!.height)).toBe(78);
            await screenshot(o.page, 'search-site-1440-bar');
          }
          const { checkin, checkout } = await searchWithMouse(o.page, SITE);
          const calls = await o.opened();
          expect(calls).toEqual([{ url: expectedUrl(reservationUrlOf(HOTEL), checkin, checkout, 'tr'), target: '_blank', features: 'noopener' }]);
          if (viewport === 'phone') {
            await o.page.waitForFunction(`!${q(SITE, '.nv-overlay[open]')}`);
            expect(await o.page.evaluate('window.__searchStates')).toEqual([true, false]);
          }
          expect(o.errors).toEqual([]);
        } finally {
          await o.close();
        }
      });

      it('searches with the keyboard alone; a cancelled event opens nothing', async () => {
        const o = await openSite(viewport);
        try {
          if (viewport === 'phone') {
            await tapReservation(o.page, 'fixed-button');
            await expectOverlayOnTop(o.page);
          } else {
            await waitForSearchSection(o.page);
          }
          await o.page.evaluate(() => {
            const w = window as unknown as { __details: unknown[] };
            w.__details = [];
            window.addEventListener('nirvana-search', (e) => {
              w.__details.push((e as CustomEvent).detail);
              e.preventDefault();
            });
          });
          const { checkin, checkout } = await searchWithKeyboard(o.page, SITE);
          const details = (await o.page.evaluate('window.__details')) as { url: string }[];
          expect(details).toHaveLength(1);
          expect(details[0]).toEqual({
            hotel: HOTEL, checkin, checkout, adults: 2, childBirthdates: BIRTHDATES.map((b) => b.iso), promoCode: null,
            url: expectedUrl(reservationUrlOf(HOTEL), checkin, checkout, 'tr'),
          });
          expect(await o.opened()).toEqual([]);
          expect(o.errors).toEqual([]);
        } finally {
          await o.close();
        }
      });

      it('has no serious or critical axe violation with each picker open', async () => {
        const o = await openSite(viewport);
        try {
          if (viewport === 'phone') {
            await tapReservation(o.page, 'navbar');
            await expectOverlayOnTop(o.page);
          } else {
            await waitForSearchSection(o.page);
          }
          await checkPickers(o.page, SITE, `site-${viewport === 'desktop' ? 1440 : 375}`);
          if (viewport === 'phone') {
            await click(o.page, SITE, '[data-testid="search-close"]');
            await o.page.waitForFunction(`!${q(SITE, '.nv-overlay[open]')}`);
            expect(await o.page.evaluate('window.__searchStates')).toEqual([true, false]);
          }
          expect(o.errors).toEqual([]);
        } finally {
          await o.close();
        }
      });
    });
  }

  it('takes calendar keys as fast as they come: no Enter is read against a stale selection', async () => {
    const o = await openSite('desktop');
    try {
      await waitForSearchSection(o.page);
      await chooseHotelWithMouse(o.page, SITE, HOTEL);
      await o.page.waitForNetworkIdle({ idleTime: 300 });
      await focusIn(o.page, SITE, '[data-testid="checkin-input"]');
      await o.page.keyboard.press('Enter');
      await calendarShown(o.page, SITE);
      await o.page.keyboard.press('ArrowDown');
      for (let i = 0; i < 3; i++) await o.page.keyboard.press('ArrowRight');
      expect(await activeIn(o.page, SITE)).toBe(isoIn(10));
      // Check-in, four days on, check-out: in one task, with no time for a render in between.
      await o.page.evaluate(`(() => {
        const key = (k) => ${activeOf(SITE)}.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
        key('Enter');
        for (let i = 0; i < 4; i++) key('ArrowRight');
        key('Enter');
      })()`);
      await o.page.waitForFunction(`!${q(SITE, '.nv-popup--dates')}`);
      expect(await activeIn(o.page, SITE)).toBe('checkout-input');
      const nights = await o.page.evaluate(`${q(SITE, '.nv-nights')}.textContent`);
      expect(nights).toMatch(/\b4\b/);
      expect(o.errors).toEqual([]);
    } finally {
      await o.close();
    }
  });

  it('keeps every label of the 827 x 78 bar on one line in the four languages', async () => {
    for (const [path, lang] of [['/', 'tr'], ['/en', 'en'], ['/ru', 'ru'], ['/de', 'de']] as const) {
      const o = await open(path, { viewport: 'desktop', acceptLanguage: lang });
      try {
        await o.page.waitForFunction(`${q(SITE, '[data-testid="hotel-button"]')}?.disabled === false`, { timeout: 15_000 });
        // Measured in the real faces, not the fallback shown while a face is still loading.
        await o.page.waitForFunction(() => document.fonts.status === 'loaded', { timeout: 10_000 });
        const bar = await (await el(o.page, SITE, '.nv-bar')).boundingBox();
        expect([Math.round(bar!.width), Math.round(bar!.height)]).toEqual([827, 78]);
        const labels = (await o.page.evaluate(`Array.from((${SITE.root}).querySelectorAll('.nv-form--bar .nv-field__label')).map((l) => ({
          text: l.textContent, lines: Math.round(l.getBoundingClientRect().height / parseFloat(getComputedStyle(l).lineHeight)), clipped: l.scrollWidth > l.clientWidth,
        }))`)) as { text: string; lines: number; clipped: boolean }[];
        expect(labels).toHaveLength(5);
        for (const label of labels) expect({ lang, ...label }).toEqual({ lang, text: label.text, lines: 1, clipped: false });
        if (lang === 'ru' || lang === 'de') await screenshot(o.page, `search-site-1440-bar-${lang}`);
      } finally {
        await o.close();
      }
    }
  });

  // Issue 16, item 8: the chosen hotel (the group's longest name), the dates (any month's) and the guests read whole in every language.
  it.each([['tr', 'desktop'], ['en', 'desktop'], ['ru', 'desktop'], ['de', 'desktop'], ['tr', 'tablet'], ['en', 'tablet'], ['ru', 'tablet'], ['de', 'tablet'], ['ru', 'phone'], ['de', 'phone']] as const)(
    'every field of the search reads whole on a hotel page: %s (%s)',
    async (locale, viewport) => {
      const path = buildPath('hotel-home', locale, { hotel: 'nirvana-mediterranean-excellence' })!;
      const o = await open(path, { viewport });
      try {
        if (viewport === 'phone') {
          // As a visitor opens it: the nav bar's reservation button (its request goes through the bus,
          // which keeps it for a search section still loading; a bare window event would be lost then).
          await tapReservation(o.page, 'navbar');
          // Open: the closed overlay's form is in the server's HTML already.
          await o.page.waitForFunction(`!!${q(SITE, '[data-testid="search-overlay"][open] .nv-form')}`, { timeout: 15_000 });
        }
        await o.page.waitForFunction(`${q(SITE, '[data-testid="hotel-button"]')}?.textContent.includes('Mediterranean Excellence')`, { timeout: 15_000 });
        await o.page.waitForFunction(() => document.fonts.status === 'loaded', { timeout: 10_000 });
        expect(await searchFieldProblems(o.page, `${locale} ${viewport}`, locale)).toEqual([]);
        // Three children: the longest guests summary.
        await o.page.evaluate(`${q(SITE, '[data-testid="guests-button"]')}.click()`);
        for (let i = 0; i < 3; i++) await o.page.evaluate(`${q(SITE, '[data-testid="children-plus"]')}.click()`);
        await o.page.keyboard.press('Escape');
        await o.page.waitForFunction(`!${q(SITE, '.nv-popup--guests')}`, { timeout: 5000 });
        expect(await searchFieldProblems(o.page, `${locale} ${viewport} three children`, locale)).toEqual([]);
        if (locale === 'ru' || locale === 'de') await screenshot(o.page, `search-fields-${locale}-${viewport}`);
        expect(o.errors).toEqual([]);
      } finally {
        await o.close();
      }
    },
  );

  it('preselects the hotel of a hotel page and sticks once scrolled past', async () => {
    const o = await open('/oteller/nirvana-dolce-vita', { viewport: 'desktop', waitForSections: false });
    try {
      await waitForSearchSection(o.page);
      await o.page.waitForFunction(`${q(SITE, '[data-testid="hotel-button"]')}?.textContent.includes('Dolce Vita')`, { timeout: 15_000 });
      // The page grows while its content loads: scroll to its end until the bar has scrolled past.
      await o.page.waitForFunction(`(window.scrollTo(0, document.body.scrollHeight), ${q(SITE, '.nv-bar')}?.dataset.sticky === 'true')`, { polling: 200, timeout: 15_000 });
      await screenshot(o.page, 'search-site-1440-sticky');
    } finally {
      await o.close();
    }
  });
});

describe('<nirvana-search> on partner pages (other origins)', () => {
  let plain: PartnerServer;
  let react: PartnerServer;
  // On free ports, listed nowhere: the API answers public reads to any origin.
  const start = async (page: 'plain' | 'react') => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await startPartnerServer({ port: await freePort(), siteUrl: site.url, apiUrl: site.apiUrl, page, host: 'localhost' });
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  };
  beforeAll(async () => {
    plain = await start('plain');
    react = await start('react');
  });
  afterAll(async () => {
    await plain?.close();
    await react?.close();
  });

  const pages = [
    { name: 'plain', server: () => plain, target: PARTNER_MAIN, cancel: (p: Page) => p.evaluate('window.partnerCancels = true') },
    { name: 'react', server: () => react, target: REACT_MAIN, cancel: async (p: Page) => { await p.locator('[data-testid="keep-here"]').click(); } },
  ];

  for (const partner of pages) {
    for (const mode of ['mouse', 'keyboard'] as const) {
      it(`${partner.name} page: searches with the ${mode}`, async () => {
        const o = await newPage({ viewport: 'desktop' });
        try {
          const opened = await captureWindowOpen(o.page);
          await o.page.goto(`http://localhost:${partner.server().port}/`, { waitUntil: 'load' });
          expect(new URL(o.page.url()).origin).not.toBe(new URL(site.url).origin);
          const { checkin, checkout } = mode === 'mouse' ? await searchWithMouse(o.page, partner.target) : await searchWithKeyboard(o.page, partner.target);
          expect(await opened()).toEqual([{ url: expectedUrl(reservationUrlOf(HOTEL), checkin, checkout, 'en'), target: '_blank', features: 'noopener' }]);
          // only the site (script) and the API were asked: nothing else
          const origins = new Set(o.responses.map((r) => new URL(r.url).origin));
          for (const origin of origins) expect([`http://localhost:${partner.server().port}`, new URL(site.url).origin, new URL(site.apiUrl).origin]).toContain(origin);
          expect(o.errors).toEqual([]);
        } finally {
          await o.close();
        }
      });
    }

    it(`${partner.name} page: a cancelled event opens nothing; axe is clean with each picker open`, async () => {
      const o = await newPage({ viewport: 'desktop' });
      try {
        const opened = await captureWindowOpen(o.page);
        await o.page.goto(`http://localhost:${partner.server().port}/`, { waitUntil: 'load' });
        await partner.cancel(o.page);
        await searchWithMouse(o.page, partner.target);
        expect(await opened()).toEqual([]);
        await o.page.reload({ waitUntil: 'load' });
        await checkPickers(o.page, partner.target, `partner-${partner.name}-1440`);
        await o.page.setViewport({ width: 375, height: 812 });
        await screenshot(o.page, `search-partner-${partner.name}-375`, true);
        expect(o.errors).toEqual([]);
      } finally {
        await o.close();
      }
    });
  }
});
