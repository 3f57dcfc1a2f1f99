/**
 * A booking action wherever a visitor decides (issue 16): from a room card, a restaurant, the spa and
 * an event, a visitor reaches the booking engine or a prefilled contact form in at most two actions.
 * - Room card (1440 and 375 px): Book (the search opens with the card's hotel chosen; the card shows
 *   the price from of the room's cheapest plan), then Search: the booking engine opens and the
 *   `nirvana-search` event names the room.
 * - Restaurant, spa treatment, event: one link lands on the hotel's contact page with the contact form
 *   in view and its message starting with the venue's or event's name.
 * - The full-screen menu's Book opens the search.
 */
import type { Page } from 'puppeteer';
import type { Room } from '@nirvana/shared/api/schemas';
import { buildPath } from '@nirvana/shared/routes';
import { NAVIGATION_TIMEOUT_MS, apiGet, captureWindowOpen, newPage, site, waitForSections, type Opened, type ViewportName } from '../src/harness';

const CONTENT = `document.querySelector('#slot-main [data-section]')`;
const SEARCH = `document.querySelector('#slot-search .nirvana-search-host')`;
const HEADER = `document.querySelector('#slot-header .nirvana-navigation-header')`;
const q = (root: string, selector: string) => `(${root})?.querySelector(${JSON.stringify(selector)})`;

async function clickIn(page: Page, root: string, selector: string) {
  await page.waitForFunction(`!!${q(root, selector)}`, { timeout: 15_000 });
  const handle = (await page.evaluateHandle(q(root, selector))).asElement() as import('puppeteer').ElementHandle<Element>;
  await handle.scrollIntoView();
  // Clicked once it stands still, as a visitor clicks what they see: a card below the first screen
  // is laid out as it comes near, and its row can grow in the frames after the scroll.
  await page.waitForFunction((el: Element) => new Promise<boolean>((resolve) => {
    const a = el.getBoundingClientRect();
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const b = el.getBoundingClientRect();
      resolve(a.top === b.top && a.left === b.left && a.height === b.height && b.height > 0);
    }));
  }), { timeout: 10_000 }, handle);
  await handle.click();
}

async function load(o: Opened, path: string) {
  await o.page.goto(site.at(path), { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
  await waitForSections(o.page);
}

describe('room card: Book, then Search, reaches the booking engine', () => {
  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`@${viewport}: price from, the card's hotel chosen, the room named in the nirvana-search event`, async () => {
      const o = await newPage({ viewport });
      try {
        const opened = await captureWindowOpen(o.page);
        await o.page.evaluateOnNewDocument(() => {
          const w = window as unknown as { __details: unknown[] };
          w.__details = [];
          window.addEventListener('nirvana-search', (e) => w.__details.push((e as CustomEvent).detail));
        });
        // The rooms index of a hotel; the first card.
        await load(o, buildPath('hotel:rooms', 'tr', { hotel: 'nirvana-dolce-vita' })!);
        const rooms = await apiGet<Room[]>('/v1/rooms', { 'property-id': 3, lang: 'tr' });
        const first = rooms[0]!;
        const cheapest = Math.min(...(first.plans ?? []).map((p) => p.priceFrom ?? Infinity));
        await o.page.waitForFunction(`!!${q(CONTENT, '[data-testid="room-price"]')}`, { timeout: 15_000 });
        const price = (await o.page.evaluate(`${q(CONTENT, '[data-testid="room-price"]')}.textContent`)) as string;
        expect(price.replace(/\D/g, '')).toContain(String(cheapest));

        // Action 1: the card's Book.
        await clickIn(o.page, CONTENT, '[data-testid="room-book"]');
        // The search shows with the card's hotel chosen.
        await o.page.waitForFunction(
          `${q(SEARCH, '[data-testid="hotel-button"]')}?.textContent.includes('Dolce Vita')`,
          { timeout: 20_000 },
        );
        // Action 2: Search.
        await clickIn(o.page, SEARCH, '[data-testid="search-submit"]');
        await o.page.waitForFunction('window.__details.length > 0', { timeout: 10_000 });
        const details = (await o.page.evaluate('window.__details')) as { hotel: string; url: string; room?: { slug: string; name: string } }[];
        expect(details[0]).toMatchObject({ hotel: 'nirvana-dolce-vita', room: { slug: first.slug, name: first.name } });
        const windows = await opened();
        expect(windows).toHaveLength(1);
        expect(windows[0]!.url).toBe(details[0]!.url);
        expect(o.errors).toEqual([]);
      } finally {
        await o.close();
      }
    });
  }
});

/** One link from a venue or an event lands on the contact form, prefilled with what it was about. */
async function enquiry(viewport: ViewportName, path: string, expectedSubject: (page: Page) => Promise<string>) {
  const o = await newPage({ viewport });
  try {
    await load(o, path);
    await o.page.waitForFunction(`!!${q(CONTENT, '[data-testid="enquiry-link"]')}`, { timeout: 15_000 });
    const subject = await expectedSubject(o.page);
    // The one action.
    await clickIn(o.page, CONTENT, '[data-testid="enquiry-link"]');
    await o.page.waitForFunction(`location.search.includes('about=')`, { timeout: 15_000 });
    await waitForSections(o.page);
    // The form: the newsletter section's, in its slot after the page's address and map.
    const FORM = `document.querySelector('#slot-newsletter #contact-form')`;
    // The form may appear before the page has read its subject from the address (after hydration): then it fills in.
    await o.page.waitForFunction(`(${q(FORM, 'textarea')})?.value.includes(${JSON.stringify(subject)})`, { timeout: 20_000 }).catch(() => undefined);
    const message = (await o.page.evaluate(`${q(FORM, 'textarea')}.value`)) as string;
    expect(message).toContain(subject);
    // The form is in view (scrolled to, below the fixed header).
    await o.page.waitForFunction(
      `(() => { const r = ${q(FORM, 'textarea')}.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; })()`,
      { timeout: 5_000 },
    );
    // Its title is on screen, under neither the fixed header nor the sticky search bar (the anchor's scroll margin).
    await new Promise((r) => setTimeout(r, 2600)); // the page keeps the form in view for 2.5 s while it settles
    const over = await o.page.evaluate(`(() => {
      const h = ${q(FORM, 'h2')};
      const r = h.getBoundingClientRect();
      if (r.top < 0 || r.bottom > innerHeight) return 'off screen at ' + Math.round(r.top);
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return at && !h.contains(at) ? String(at.className || at.tagName) : null;
    })()`);
    expect(over).toBeNull();
    expect(o.errors).toEqual([]);
  } finally {
    await o.close();
  }
}

const firstTitle = (selector: string) => async (page: Page) =>
  ((await page.evaluate(`${q(CONTENT, selector)}.textContent.trim()`)) as string);

describe('restaurant, spa, event: one action to a prefilled contact form', () => {
  it('a restaurant: reserve a table (1440 px)', async () => {
    // The first venue that takes bookings (the buffet, a café or room service has hours and a call instead).
    await enquiry('desktop', buildPath('hotel:gastronomy', 'tr', { hotel: 'nirvana-cosmopolitan' })!, async (page) => (await page.evaluate(
      `Array.from(${q(CONTENT, '.category-items')}.children).find((li) => li.querySelector('[data-testid="enquiry-link"]')).querySelector('.category-item-title').textContent.trim()`,
    )) as string);
  });
  it('the spa: book a treatment (375 px)', async () => {
    await enquiry('phone', buildPath('hotel:me-spa-by-loccitane', 'ru', { hotel: 'nirvana-mediterranean-excellence' })!, firstTitle('.category-item-title'));
  });
  it('an event: enquire (768 px)', async () => {
    const events = await apiGet<{ slug: string }[]>('/v1/events', { lang: 'en' });
    await enquiry('tablet', buildPath('event', 'en', { slug: events[0]!.slug })!, firstTitle('.event-title'));
  });
});

describe('the full-screen menu has a Book action', () => {
  it('@phone: Book in the menu closes it and opens the search', async () => {
    const o = await newPage({ viewport: 'phone' });
    try {
      await load(o, buildPath('hotel-home', 'tr', { hotel: 'nirvana-cosmopolitan' })!);
      await clickIn(o.page, HEADER, '.menu-toggle-button');
      await o.page.waitForFunction(`!!${q(HEADER, '.menu-layer[open]')}`, { timeout: 10_000 });
      await clickIn(o.page, HEADER, '.menu-top-actions .button-primary');
      await o.page.waitForFunction(`!${q(HEADER, '.menu-layer[open]')} && !!${q(SEARCH, '.nv-overlay[open]')}`, { timeout: 20_000 });
      expect(o.errors).toEqual([]);
    } finally {
      await o.close();
    }
  });
});
