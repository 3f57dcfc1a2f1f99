/**
 * The page in the server's HTML (issue 28), as a crawler reads it and as a visitor's browser takes
 * it over:
 * - With JavaScript off, on a page of every layout in tr, en, ru and de, the light DOM (outside
 *   `template`, `noscript`, `script`, `style`) holds the page's H1, every item of its lists as the
 *   API returns them (rooms with their price from, plans, restaurants, events...), its breadcrumb,
 *   the header menu's and the footer's links, and on a policy page its whole text.
 * - With JavaScript on, the H1 the parser made is the one on screen after the sections hydrated,
 *   no console error or hydration warning is logged, and nothing the page carries is asked again.
 */
import type { Page } from 'puppeteer';
import { EVENT_PUBLISHER_ID } from '@nirvana/shared/properties';
import type { LOCALES } from '@nirvana/shared/locales';
import { buildPath, matchPath, pageUrlOf } from '@nirvana/shared/routes';
import { hasBreadcrumbRow } from '@nirvana/shared/sections';
import { USER_AGENTS, apiGet, giveIntent, newPage, site } from '../src/harness';
import deMessages from '../../mfe-newsletter/src/i18n/de.messages.json';
import trMessages from '../../mfe-newsletter/src/i18n/tr.messages.json';

type Locale = (typeof LOCALES)[number];
type Obj = Record<string, unknown>;

/** A page of every layout in every language (one route shape each). */
const PAGES: [Locale, string][] = [
  ['tr', '/'],
  ['en', '/en/hotels/nirvana-cosmopolitan'],
  ['ru', '/ru/hotels/nirvana-dolce-vita/rooms'],
  ['de', '/de/hotels/nirvana-mediterranean-excellence/rooms/deluxe-zimmer-meerblick'],
  ['tr', '/oteller/nirvana-cosmopolitan/gastronomi'],
  ['en', '/en/events/new-years-eve-gala'],
  ['ru', '/ru/privacy-policy'],
  ['de', '/de/hotels/nirvana-cosmopolitan/early-booking'],
  ['tr', '/oteller/nirvana-cosmopolitan/cosmopolitan-cumhuriyet-etkinlikleri'],
  ['en', '/en/no-such-page'],
  ['ru', '/ru/hotels/nirvana-cosmopolitan/gallery'],
  ['de', '/de/events'],
  ['tr', '/teklifler'],
];

/** The contact form's heading (the newsletter section's catalog). */
const CONTACT_TITLE: Record<'de' | 'tr', string> = {
  de: (deMessages as Record<string, string>)['contact.title']!,
  tr: (trMessages as Record<string, string>)['contact.title']!,
};

const CATEGORY_KINDS: Record<string, string[]> = {
  GASTRONOMY: ['gastronomy'], SPA: ['spa', 'outlet'], OUTLET: ['outlet'], CONTACT: ['contact'], CERTIFICATE: ['certificate'],
};

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const textOf = (html: string) => squash(html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'"));

interface Expected {
  h1: string;
  /** Texts that must be in the light DOM. */
  texts: string[];
  /** Link texts (with their href) that must be links in the light DOM. */
  links: { text: string; url: string }[];
}

async function expectedOf(locale: Locale, path: string): Promise<Expected> {
  const match = matchPath(path);
  const page = match
    ? await apiGet<Obj>('/v1/pages/url-lang', { url: pageUrlOf(path), lang: locale })
    : await apiGet<Obj>('/v1/pages/not-found', { lang: locale });
  const propertyId = page.propertyId as number;
  const texts: string[] = [];
  const links: Expected['links'] = [];
  let h1 = page.title as string;
  const menus = await apiGet<{ type: string; items: { text: string; url: string; subitems: { text: string; url: string }[] }[] }[]>('/v1/menus', { 'property-id': propertyId, lang: locale });
  // A landing page's header is its own short bar (logo, phone, social): its menu is the footer's only.
  const shown = matchPath(path)?.layout === 'landing-page' ? menus.filter((m) => m.type !== 'HEADER') : menus;
  for (const menu of shown) {
    for (const item of menu.items) {
      links.push({ text: item.text, url: item.url });
      for (const sub of item.subitems) links.push({ text: sub.text, url: sub.url });
    }
  }
  if (!match) return { h1: '', texts, links };
  const layout = match.layout;
  // The trail, where the layout shows one (not over a hero, not on a landing page).
  const crumbs = page.breadcrumbs as { text: string }[];
  if (hasBreadcrumbRow(layout, crumbs.length)) for (const crumb of crumbs) texts.push(crumb.text);
  const priced = (rooms: Obj[]) => rooms.forEach((r) => texts.push(r.name as string));
  if (layout === 'hotel-index' || layout === 'room-index') priced(await apiGet<Obj[]>('/v1/rooms', { 'property-id': propertyId, lang: locale }));
  const category = (page.category as Obj | null)?.code as string | undefined;
  for (const kind of category ? CATEGORY_KINDS[category]! : []) {
    const content = await apiGet<{ title: string; items: Obj[] }>(`/v1/pages/${page.id}/${kind}`, { lang: locale });
    texts.push(content.title);
    for (const item of content.items) if (typeof item.title === 'string') texts.push(item.title);
  }
  if (match.route.id === 'room') {
    const room = await apiGet<Obj>(`/v1/rooms/${match.params.slug}`, { lang: locale, 'property-id': propertyId });
    h1 = room.name as string;
    for (const plan of await apiGet<Obj[]>(`/v1/rooms/${room.id}/plans`, { lang: locale })) texts.push(plan.name as string);
  }
  if (match.route.id === 'event') {
    const event = await apiGet<Obj>(`/v1/events/publishers/${EVENT_PUBLISHER_ID}/slugs/${match.params.slug}`, { lang: locale });
    h1 = event.title as string;
  }
  if (match.route.id === 'group:events') {
    for (const event of await apiGet<Obj[]>('/v1/events', { lang: locale })) texts.push(event.title as string);
  }
  if (match.route.id === 'group:offers') {
    for (const offer of await apiGet<Obj[]>('/v1/offers', { lang: locale })) if (typeof offer.title === 'string') texts.push(offer.title);
  }
  if (layout === 'policy') {
    for (const part of page.contents as { title: string | null; html: string }[]) {
      if (part.title) texts.push(part.title);
      texts.push(textOf(part.html));
    }
  }
  return { h1, texts, links };
}

/** What a parser that runs no script and skips `<template>` reads: the light DOM's text, links and H1s. */
function lightDom(page: Page) {
  return page.evaluate(() => {
    const skip = new Set(['TEMPLATE', 'NOSCRIPT', 'SCRIPT', 'STYLE']);
    const parts: string[] = [];
    const links: { text: string; href: string }[] = [];
    const h1s: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push(node.textContent ?? '');
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      const el = node as Element;
      if (skip.has(el.tagName)) return;
      // A link's name: its text, or its label (an icon link).
      if (el.tagName === 'A') links.push({ text: `${el.textContent ?? ''} ${el.getAttribute('aria-label') ?? ''}`.replace(/\s+/g, ' ').trim(), href: el.getAttribute('href') ?? '' });
      if (el.tagName === 'H1') h1s.push((el.textContent ?? '').replace(/\s+/g, ' ').trim());
      el.childNodes.forEach(walk);
      parts.push(' ');
    };
    walk(document.body);
    return { text: parts.join('').replace(/\s+/g, ' '), links, h1s };
  });
}

describe('with JavaScript off (as a crawler reads)', () => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await newPage({ javascript: false });
    page = opened.page;
    close = opened.close;
  });
  afterAll(() => close());

  it.each(PAGES)('%s %s: the light DOM holds the H1, the lists, the breadcrumb, the menu and footer links', async (locale, path) => {
    const expected = await expectedOf(locale, path);
    await page.goto(site.at(path), { waitUntil: 'load' });
    const dom = await lightDom(page);
    expect(dom.h1s).toHaveLength(1);
    if (expected.h1) expect(squash(dom.h1s[0]!)).toContain(squash(expected.h1));
    const missing = expected.texts.map(squash).filter((t) => t && !dom.text.includes(t));
    expect(missing).toEqual([]);
    const linkTexts = dom.links.map((l) => squash(l.text));
    const missingLinks = expected.links.filter((l) => !linkTexts.some((t) => t.includes(squash(l.text))));
    expect(missingLinks).toEqual([]);
  });
  it.each([
    ['de', buildPath('hotel:contact', 'de', { hotel: 'nirvana-cosmopolitan' })!],
    ['tr', buildPath('group:contact', 'tr')!],
  ] as const)('%s %s: the contact form, its heading, labels and button are in the light DOM', async (locale, path) => {
    await composed(path, USER_AGENTS.desktop);
    await page.goto(site.at(path), { waitUntil: 'load' });
    const form = await page.$eval('#slot-newsletter #contact-form', (el) => ({
      heading: el.querySelector('h2')?.textContent ?? '',
      fields: Array.from(el.querySelectorAll('form [name]')).map((f) => f.getAttribute('name')),
      labels: Array.from(el.querySelectorAll('label')).map((l) => (l.textContent ?? '').trim()).filter(Boolean).length,
      button: el.querySelector('button[type="submit"]')?.textContent ?? '',
    }));
    expect(form.heading).toBe(CONTACT_TITLE[locale]);
    expect(form.fields).toEqual(expect.arrayContaining(['fullName', 'email', 'phone', 'message']));
    expect(form.labels).toBeGreaterThanOrEqual(4);
    expect(form.button.trim().length).toBeGreaterThan(0);
  });
});

/** Asks for a page (as the given browser) until the server's HTML holds all four sections (10 s at most). */
async function composed(path: string, userAgent: string): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const html = await (await fetch(site.at(path), { headers: { 'user-agent': userAgent } })).text();
    const rendered = JSON.parse(html.match(/id="nirvana-server-render"[^>]*>(.*?)<\/script>/)?.[1] ?? '{}') as { sections?: Record<string, unknown> };
    if (Object.keys(rendered.sections ?? {}).length === 4) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('with JavaScript on (as a visitor\'s browser takes the page over)', () => {
  it.each([
    ['phone', '/ru/hotels/nirvana-dolce-vita/rooms'],
    ['desktop', '/de/hotels/nirvana-mediterranean-excellence/rooms/deluxe-zimmer-meerblick'],
    ['desktop', '/'],
    ['phone', '/en/privacy-policy'],
    // Dates and date ranges (Node's and Chromium's ICU must give the same text).
    ['desktop', '/de/hotels/nirvana-cosmopolitan/early-booking'],
    ['phone', '/ru/offers'],
  ] as const)('%s %s: the H1 the parser made stays on screen, no hydration warning, no data asked twice', async (viewport, path) => {
    // The page composed on the server first (a render that ran past its budget on a busy machine
    // serves the next request): what is tested here is how the browser takes a server page over.
    await composed(path, USER_AGENTS[viewport]);
    const { page, errors, close } = await newPage({ viewport });
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (/hydrat|did not match|recoverable/i.test(msg.text())) warnings.push(msg.text());
    });
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/') && !url.pathname.startsWith('/v1/content/revision')) {
        // Who asked (the script frames), for a failure to say.
        const frames: { url: string; lineNumber: number; columnNumber: number }[] = [];
        for (let stack = request.initiator()?.stack; stack && frames.length < 6; stack = stack.parent) frames.push(...stack.callFrames);
        dataRequests.push(`${url.pathname}${url.search} <- ${frames.slice(0, 6).map((f) => `${f.url.split('/').slice(-2).join('/')}:${f.lineNumber}:${f.columnNumber}`).join(' < ')}`);
      }
    });
    await page.evaluateOnNewDocument(() => {
      // The H1 as the parser made it, before any script ran.
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __parsedH1: Element | null }).__parsedH1 = document.querySelector('h1');
      });
    });
    await page.goto(site.at(path), { waitUntil: 'load' });
    await giveIntent(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-section-state="mounted"]').length >= 4, { timeout: 20_000 });
    await new Promise((r) => setTimeout(r, 500));
    const same = await page.evaluate(() => {
      const parsed = (window as unknown as { __parsedH1: Element | null }).__parsedH1;
      const now = document.querySelector('h1');
      return { parsed: !!parsed, same: parsed === now, connected: parsed?.isConnected ?? false };
    });
    expect(same).toEqual({ parsed: true, same: true, connected: true });
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    // The page, its room, its lists came with the HTML: the browser asks none of them again.
    expect(dataRequests).toEqual([]);
    await close();
  });

  it('what a visitor typed and ticked in the server\'s form before its section hydrated stays, and the form sends it', async () => {
    const path = '/en/hotels/nirvana-cosmopolitan';
    await composed(path, USER_AGENTS.desktop);
    const { page, errors, close } = await newPage({ acceptLanguage: 'en' });
    // The newsletter section's code is held back until the visitor has typed.
    const held: { continue: () => Promise<void> }[] = [];
    let holding = true;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (holding && new URL(request.url()).pathname.startsWith('/mfe/newsletter/')) held.push(request);
      else void request.continue();
    });
    await page.goto(site.at(path), { waitUntil: 'domcontentloaded' });
    const email = '.nirvana-newsletter-host input[type="email"]';
    await page.waitForSelector(email);
    await page.$eval(email, (el) => el.scrollIntoView({ block: 'center' }));
    expect(await page.$eval('.nirvana-newsletter-host', (el) => el.hasAttribute('data-committed'))).toBe(false);
    const address = `typed-early-${Date.now()}@example.com`;
    await page.type(email, address);
    await page.click('.nirvana-newsletter-host input[type="checkbox"]');
    holding = false;
    await Promise.all(held.map((r) => r.continue()));
    await page.waitForSelector('.nirvana-newsletter-host[data-committed]', { timeout: 20_000 });
    expect(await page.$eval(email, (el) => (el as HTMLInputElement).value)).toBe(address);
    expect(await page.$eval('.nirvana-newsletter-host input[type="checkbox"]', (el) => (el as HTMLInputElement).checked)).toBe(true);
    // The form's state holds them too: the ticked consent enables its button (a render after the
    // section commits, so it is waited for, as a visitor would see it), and it sends the address.
    const submit = '.nirvana-newsletter-host button[type="submit"]';
    await page.waitForSelector(`${submit}:not([disabled])`, { timeout: 10_000 });
    await page.click(submit);
    const said = await page.waitForFunction(
      () => document.querySelector('.nirvana-newsletter-host .newsletter__result')?.textContent?.trim() || false,
      { timeout: 15_000 },
    );
    expect(await said.jsonValue()).toMatch(/inbox/i);
    expect(errors).toEqual([]);
    await close();
  });
});
