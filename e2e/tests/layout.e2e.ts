/* eslint-disable @typescript-eslint/no-explicit-any -- the layout checks run inside the page (page.evaluate) over untyped DOM and window values */
/**
 * Layout checks (issue 16, docs/layout.md) on a page of every layout at 375, 768 and 1440 px, in
 * Turkish and Russian in turn (each layout in both languages, each width in both: thirty visits, not
 * every page twice). Each page is loaded (all its sections, the newsletter and footer included) and
 * every check runs on it:
 * - no heading or card title is cut by an ancestor that hides overflow (its text's own box);
 * - a grid's items span at least 90 % of the grid's width (grids adapt to their number of items),
 *   and its last row at least 60 % (no row of one card under three); room cards side by side line up
 *   their prices and Book buttons;
 * - the first item of every horizontal scroller is fully in view (none starts scrolled);
 * - floating buttons lie over no heading (unless an opaque bar is between them) and over no control
 *   of the search bar (over the hero's foot below 1400 px, the bar sits clear of the dock);
 * - one container: the breadcrumb, the header, the content's first heading, the newsletter and the
 *   footer start at the same x (the landing layout has no nav bar);
 * - after scrolling 1200 px, the sticky search bar lies fully below the fixed header and each of its
 *   controls is the topmost element at its own centre; at 1440 px its hotel pop-up's options too;
 * - the search form reads whole, in the bar and in the phone's overlay: no label, value or date cut, the
 *   chosen hotel's name wrapped only between words (e2e/src/search-fields.ts); at rest, the bar's hotel
 *   list, guests panel and calendar open fully inside the window, nothing over them (a bar low on the
 *   first screen, over a hero's foot, opens them upward), no hero title showing under them and the
 *   hero's slides held meanwhile; in the bar the labels on one line across it, the nights on it, the
 *   guests without children on one line and the hotel on two at most;
 * - phones: the header's Book is hidden while the fixed reservation button shows; the bottom bar is
 *   opaque and nothing of the page lies over any point of it, and the footer ends above it;
 * - the newsletter keeps its alert's room while the alert is away, and no empty band under its e-mail field;
 * - the 404 page shows the language switcher on desktop and says "page not found" once;
 * - every breadcrumb lies in its row, whole or cut with an ellipsis (only a phone's folded middle hidden);
 * - every grid of the body has rows that fill (none shorter than the row above, none half empty), no carousel of three;
 * - at four scroll positions, the page's own parts show at most one amber action in the window;
 * - the page's cumulative layout shift while it loads stays at or under 0.02;
 * - no line ends with a short hyphenated word part ("гала-" / "ужином": a part of at most 5 letters),
 *   and no line starts with a dash ("— гибкий тариф");
 * - floating buttons keep at least 3:1 contrast on any background: an opaque face and rings whose
 *   edge contrasts 3:1 with a white page and with a dark hero;
 * - each action once per screen: the header and the floating slot show at most one call and one
 *   messaging link, and the page at most one Book (header, fixed, landing bar or landing page's own); a dock on a wide screen is no mostly white bar (a face of its own, a labelled action);
 * and, once per width and language, floating buttons lie under the open full-screen menu and the
 * cookie dialog. The hero (its own describe, at 1440, 768 and 375 px): no neighbouring slide's sliver,
 * the sound control never travels with a slide, the dots clear of the search bar and its pop-up, the
 * subtitle painted over the hero's shade (white, not greyed). Logos: every word inside its picture.
 */
import type { Page } from 'puppeteer';
import sharp from 'sharp';
import type { Locale } from '@nirvana/shared/locales';
import { ERROR_PAGE_TEXTS } from '@nirvana/shared/error-page';
import { PROPERTIES } from '@nirvana/shared/properties';
import { NAVIGATION_TIMEOUT_MS, newPage, site, waitForSections, type ViewportName } from '../src/harness';
import { LAYOUT_WIDTHS, dataSlugs, layoutPages, type DataSlugs } from '../src/layout-pages';
import { installPageHelpers, settled } from '../src/page-helpers';
import { searchFieldProblems, searchPopupProblems } from '../src/search-fields';

/** Layouts whose bar's pop-ups are opened at rest: the bar over a hero's foot (low on the first screen), under a header, under a landing header. */
const POPUP_LAYOUTS = ['intro-index', 'hotel-index', 'main', 'landing-page'];

const VIEWPORT_OF: Record<(typeof LAYOUT_WIDTHS)[number], ViewportName> = { 375: 'phone', 768: 'tablet', 1440: 'desktop' };
const LANGUAGE: Record<string, string> = { tr: 'tr-TR,tr;q=0.9', ru: 'ru-RU,ru;q=0.9' };

const slugs = {} as Record<Locale, DataSlugs>;
beforeAll(async () => {
  for (const locale of ['tr', 'ru'] as const) slugs[locale] = await dataSlugs(site.apiUrl, locale);
});

/** Problems of the page as it is now (see the file's comment). */
async function staticChecks(page: Page, label: string): Promise<string[]> {
  return page.evaluate((label: string) => {
    const L = (window as unknown as { __lay: Record<string, any> }).__lay;
    const problems: string[] = [];
    let headings = 0;
    // 1. Headings and card titles cut by an ancestor hiding overflow.
    for (const h of L.all(L.HEADINGS) as Element[]) {
      if (!L.shown(h)) continue;
      const box = L.textBox(h) as DOMRect | null;
      if (!box) continue;
      headings += 1;
      for (let a = L.parentOf(h); a && a !== document.body && a !== document.documentElement; a = L.parentOf(a)) {
        const s = getComputedStyle(a);
        const hidesX = s.overflowX === 'hidden' || s.overflowX === 'clip';
        const hidesY = s.overflowY === 'hidden' || s.overflowY === 'clip';
        if (!hidesX && !hidesY) continue;
        const r = a.getBoundingClientRect();
        // Entirely outside (a slide out of view, text off screen on purpose) is not cut.
        if (box.right <= r.left || box.left >= r.right || box.bottom <= r.top || box.top >= r.bottom) break;
        const cutY = hidesY && (box.top < r.top - 1 || box.bottom > r.bottom + 1);
        const cutX = hidesX && (box.left < r.left - 1 || box.right > r.right + 1);
        if (cutX || cutY) problems.push(`${label}: "${h.textContent?.trim().slice(0, 40)}" (${L.name(h)}) is cut by ${L.name(a)} (${cutY ? `text ${Math.round(box.top)}–${Math.round(box.bottom)} vs box ${Math.round(r.top)}–${Math.round(r.bottom)}` : 'sideways'})`);
        break;
      }
      // Its own box hiding overflow (a clamp): the text must fit.
      const own = getComputedStyle(h);
      if ((own.overflowY === 'hidden' || own.overflowX === 'hidden') && (h.scrollHeight > h.clientHeight + 1 || h.scrollWidth > h.clientWidth + 1)) {
        problems.push(`${label}: "${h.textContent?.trim().slice(0, 40)}" (${L.name(h)}) is clipped by its own box`);
      }
    }
    // 2. Grids: their items span at least 90 % of their width.
    // (Lists laid out as grids: cards, pictures, plans, venues, footer columns; not a bar's inner grid.)
    for (const g of L.all('ul, ol') as Element[]) {
      const s = getComputedStyle(g);
      if (s.display !== 'grid' || s.gridAutoFlow.includes('column') || s.overflowX === 'auto' || s.overflowX === 'scroll') continue;
      if (!L.shown(g) || g.closest('.glide, .flatpickr-calendar')) continue;
      const cols = s.gridTemplateColumns.split(' ').filter(Boolean).length;
      if (cols < 2) continue;
      const items = Array.from(g.children).filter((c) => L.shown(c) && getComputedStyle(c).position !== 'absolute');
      if (items.length === 0) continue;
      const r = g.getBoundingClientRect();
      const width = r.width - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      const left = Math.min(...items.map((i) => i.getBoundingClientRect().left));
      const right = Math.max(...items.map((i) => i.getBoundingClientRect().right));
      if (width > 0 && (right - left) / width < 0.9) problems.push(`${label}: grid ${L.name(g)} (${items.length} items, ${cols} columns) fills ${Math.round(((right - left) / width) * 100)} % of its width`);
      // Its last row is no half-empty row: its items span at least 60 % of the width (3 of 4, 2 of 3; an odd last card spanning the row).
      const rows = [...new Set(items.map((i) => Math.round(i.getBoundingClientRect().top)))].sort((a, b) => a - b);
      if (rows.length > 1 && width > 0) {
        const last = items.filter((i) => Math.round(i.getBoundingClientRect().top) === rows.at(-1));
        const span = Math.max(...last.map((i) => i.getBoundingClientRect().right)) - Math.min(...last.map((i) => i.getBoundingClientRect().left));
        if (span / width < 0.6) problems.push(`${label}: grid ${L.name(g)} (${items.length} items, ${cols} columns) ends with a row of ${last.length} filling ${Math.round((span / width) * 100)} % of its width`);
      }
    }
    // 2b. Room cards side by side line up their prices and their Book buttons (summaries differ in length).
    for (const g of L.all('.room-grid') as Element[]) {
      if (!L.shown(g)) continue;
      const rows = new Map<number, Element[]>();
      for (const card of Array.from(g.children).filter((c) => L.shown(c))) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), card]);
      }
      for (const cards of rows.values()) {
        if (cards.length < 2) continue;
        for (const part of ['.room-card-price', '.room-card-actions']) {
          const tops = cards.map((c) => c.querySelector(part)?.getBoundingClientRect().top).filter((t): t is number => t !== undefined);
          if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) problems.push(`${label}: the room cards of one row do not line up their ${part} (tops ${tops.map(Math.round).join(', ')})`);
        }
      }
    }
    // 3. Horizontal scrollers start at their first item.
    for (const el of L.all('*') as Element[]) {
      const s = getComputedStyle(el);
      if (!(s.overflowX === 'auto' || s.overflowX === 'scroll') || el.scrollWidth <= el.clientWidth + 1 || !L.shown(el)) continue;
      const first = Array.from(el.children).find((c) => L.shown(c));
      if (!first) continue;
      const r = el.getBoundingClientRect();
      const f = first.getBoundingClientRect();
      if (el.scrollLeft > 1 || f.left < r.left - 1 || (f.width <= r.width && f.right > r.right + 1)) {
        problems.push(`${label}: scroller ${L.name(el)} starts scrolled (scrollLeft ${Math.round(el.scrollLeft)}, first item ${Math.round(f.left)}–${Math.round(f.right)} in ${Math.round(r.left)}–${Math.round(r.right)})`);
      }
    }
    // 4. Floating buttons over no heading (an opaque bar between them counts as covering it).
    const bars = L.bars() as DOMRect[];
    const under = (x: number, y: number) => bars.some((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom);
    for (const f of L.floating() as Element[]) {
      const fr = f.getBoundingClientRect();
      for (const h of L.all(L.HEADINGS) as Element[]) {
        if (!L.shown(h)) continue;
        const box = L.textBox(h) as DOMRect | null;
        if (!box) continue;
        const x1 = Math.max(fr.left, box.left), x2 = Math.min(fr.right, box.right);
        const y1 = Math.max(fr.top, box.top), y2 = Math.min(fr.bottom, box.bottom);
        if (x2 - x1 < 2 || y2 - y1 < 2) continue;
        if (under((x1 + x2) / 2, (y1 + y2) / 2)) continue;
        problems.push(`${label}: floating ${L.name(f)} lies over "${h.textContent?.trim().slice(0, 40)}"`);
      }
    }
    // 5. No line ends with a short hyphenated word part: a compound with a part of at most 5 letters stays on one line.
    for (const root of L.roots() as (Document | ShadowRoot)[]) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        if (!n.data.includes('-') || !n.parentElement || n.parentElement.getBoundingClientRect().width < 40) continue;
        for (const m of n.data.matchAll(/\p{L}+(?:-\u2060?\p{L}+)+/gu)) {
          if (!m[0].replace(/\u2060/g, '').split('-').some((part) => [...part].length <= 5)) continue;
          const range = document.createRange();
          range.setStart(n, m.index!);
          range.setEnd(n, m.index! + m[0].length);
          const tops = Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => r.top);
          if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) problems.push(`${label}: "${m[0].replace(/\u2060/g, '')}" breaks at its hyphen (in ${L.name(n.parentElement)})`);
        }
      }
    }
    // 5b. No line starts with a dash: a spaced dash ("тариф — гибкий") stays on the line of the word before it.
    for (const root of L.roots() as (Document | ShadowRoot)[]) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        if (!/[\u2014\u2013]/.test(n.data) || !n.parentElement || !L.shown(n.parentElement)) continue;
        for (const m of n.data.matchAll(/\S[\s\u00a0][\u2014\u2013]/gu)) {
          const at = (i: number) => {
            const range = document.createRange();
            range.setStart(n, i);
            range.setEnd(n, i + 1);
            return Array.from(range.getClientRects()).find((r) => r.width > 0)?.top;
          };
          const word = at(m.index!), dash = at(m.index! + 2);
          if (word !== undefined && dash !== undefined && Math.abs(dash - word) > 2) problems.push(`${label}: a line starts with a dash in "${n.data.trim().slice(0, 50)}" (${L.name(n.parentElement)})`);
        }
      }
    }
    // 4b. Floating buttons over none of the search bar's controls (the bar over the hero's foot included).
    for (const f of L.floating() as Element[]) {
      const fr = f.getBoundingClientRect();
      for (const c of (L.all('.nv-bar .nv-field__control, .nv-bar .nv-submit') as Element[]).filter((e) => L.shown(e))) {
        const r = c.getBoundingClientRect();
        if (Math.min(fr.right, r.right) - Math.max(fr.left, r.left) > 1 && Math.min(fr.bottom, r.bottom) - Math.max(fr.top, r.top) > 1) problems.push(`${label}: floating ${L.name(f)} lies over the search bar's ${L.name(c)}`);
      }
    }
    if (headings === 0) problems.push(`${label}: no heading found to check (the check would prove nothing)`);
    if ((L.floating() as Element[]).length === 0) problems.push(`${label}: no floating button found to check`);
    return problems;
  }, label);
}

/**
 * Scrolled through the page half a window at a time: no floating button (the chat's launcher or its
 * offer, the messaging and call buttons) lies over a link, button or field of the page, where no
 * opaque bar covers the page anyway, and none over another or over a bar's button. (The chat's
 * offer, a 180 px pill, lay over the A-Club band's button at 1440 px; the checks at rest did not
 * count it as floating.)
 */
async function scrollChecks(page: Page, label: string): Promise<string[]> {
  const out = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  const step = await page.evaluate(() => Math.round(innerHeight / 2));
  for (let y = 0; y <= height + step - 1; y += step) {
    await page.evaluate((y: number) => window.scrollTo(0, y), Math.min(y, height));
    // Fixed buttons do not move with the page, and the page's boxes have moved by the next frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    for (const p of await page.evaluate((label: string) => {
      const L = (window as any).__lay;
      const bars = L.bars() as DOMRect[];
      const under = (x: number, y: number) => bars.some((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom);
      const targets = (L.all('#slot-main a, #slot-main button, #slot-main input, #slot-newsletter a, #slot-newsletter button, #slot-newsletter input, #slot-footer a, #slot-footer button') as Element[])
        .filter((e) => L.shown(e));
      const found: string[] = [];
      for (const f of L.floating() as Element[]) {
        const fr = f.getBoundingClientRect();
        for (const t of targets) {
          if (L.contains(f, t)) continue;
          // What shows of it: a carousel's slides beyond its track are clipped away.
          const r = t.getBoundingClientRect();
          let [left, right, top, bottom] = [r.left, r.right, r.top, r.bottom];
          for (let a = L.parentOf(t); a && a !== document.documentElement; a = L.parentOf(a)) {
            if (getComputedStyle(a).overflow === 'visible') continue;
            const c = a.getBoundingClientRect();
            [left, right, top, bottom] = [Math.max(left, c.left), Math.min(right, c.right), Math.max(top, c.top), Math.min(bottom, c.bottom)];
          }
          const x1 = Math.max(fr.left, left), x2 = Math.min(fr.right, right), y1 = Math.max(fr.top, top), y2 = Math.min(fr.bottom, bottom);
          if (x2 - x1 < 2 || y2 - y1 < 2 || under((x1 + x2) / 2, (y1 + y2) / 2)) continue;
          found.push(`${label}: floating ${L.name(f)} lies over ${L.name(t)} "${(t.textContent ?? '').trim().slice(0, 30)}"`);
        }
      }
      // Nor over another floating button or a control of a bar (the chat's offer lay over the phone
      // dock's reserve button on a tablet's intro page, where the dock left it no lane).
      const controls = (L.all('.floating-dock a, .floating-dock button, .landing-bottom a, .landing-bottom button, .landing-side a, .landing-side button') as Element[]).filter((e) => L.shown(e));
      const floating = L.floating() as Element[];
      for (const f of floating) {
        const fr = f.getBoundingClientRect();
        for (const c of new Set([...floating, ...controls])) {
          if (c === f || L.contains(f, c) || L.contains(c, f)) continue;
          const r = c.getBoundingClientRect();
          if (Math.min(fr.right, r.right) - Math.max(fr.left, r.left) > 1 && Math.min(fr.bottom, r.bottom) - Math.max(fr.top, r.top) > 1) {
            found.push(`${label}: floating ${L.name(f)} lies over ${L.name(c)} "${(c.textContent ?? '').trim().slice(0, 30)}"`);
          }
        }
      }
      return found;
    }, label)) out.add(p);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0, { timeout: 5000 }).catch(() => undefined);
  return [...out];
}

/**
 * Floating buttons keep their contrast on any background: an opaque face whose icon contrasts 3:1
 * with it, and, going outwards (face, each ring band of its box-shadow and its host's, the page), an
 * edge of at least 3:1 both over a white page and over a dark hero (the hero's own background).
 */
async function contrastChecks(page: Page, label: string): Promise<string[]> {
  return page.evaluate((label: string) => {
    const L = (window as any).__lay;
    type Rgba = [number, number, number, number];
    const parse = (c: string): Rgba | null => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const p = m[1]!.split(/[ ,/]+/).filter(Boolean).map(Number);
      return [p[0]!, p[1]!, p[2]!, p.length > 3 ? p[3]! : 1];
    };
    const over = (top: Rgba, under: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as Rgba;
    const lum = (c: Rgba) => {
      const ch = (v: number) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2]);
    };
    const contrast = (a: Rgba, b: Rgba) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x! + 0.05) / (y! + 0.05); };
    /** The solid rings (no offset, no blur) of a box-shadow, in paint order from the top. */
    const rings = (el: Element) => getComputedStyle(el).boxShadow.split(/,(?![^()]*\))/).flatMap((part) => {
      const color = parse(part);
      const lengths = (part.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? []).map(parseFloat);
      if (!color || /inset/.test(part) || lengths.length < 4 || lengths[0] || lengths[1] || lengths[2] || lengths[3]! <= 0) return [];
      return [{ color, spread: lengths[3]! }];
    });
    const heroBg = parse(getComputedStyle((L.all('.hero') as Element[])[0] ?? document.body).backgroundColor);
    const dark: Rgba = heroBg && heroBg[3] > 0 && lum(heroBg) < 0.1 ? heroBg : [27, 27, 27, 1];
    const backgrounds: [string, Rgba][] = [['a white page', [255, 255, 255, 1]], ['a dark hero', dark]];
    const out: string[] = [];
    const buttons = (L.floating() as Element[]).filter((f) => !f.closest('.landing-bottom'));
    for (const f of buttons) {
      const face = parse(getComputedStyle(f).backgroundColor);
      if (!face || face[3] < 0.9) { out.push(`${label}: floating ${L.name(f)} has no opaque face (${getComputedStyle(f).backgroundColor})`); continue; }
      const icon = parse(getComputedStyle(f).color)!;
      if (contrast(over(icon, face), face) < 3) out.push(`${label}: floating ${L.name(f)}'s icon contrasts ${contrast(over(icon, face), face).toFixed(2)}:1 with its face`);
      const host = f.getRootNode() instanceof ShadowRoot ? (f.getRootNode() as ShadowRoot).host : null;
      const all = [...rings(f), ...(host && Math.abs(host.getBoundingClientRect().width - f.getBoundingClientRect().width) < 2 ? rings(host) : [])];
      const spreads = [...new Set(all.map((r) => r.spread))].sort((a, b) => a - b);
      for (const [name, bg] of backgrounds) {
        // The colours from the face outwards: each band between two spreads, then the page.
        const bands = spreads.map((d) => all.filter((r) => r.spread >= d).reverse().reduce((acc, r) => over(r.color, acc), bg));
        const seq = [face, ...bands, bg];
        const best = Math.max(...seq.slice(1).map((c, i) => contrast(c, seq[i]!)));
        if (best < 3) out.push(`${label}: floating ${L.name(f)}'s edge contrasts at most ${best.toFixed(2)}:1 on ${name}`);
      }
    }
    return out;
  }, label);
}

/**
 * Each action once per screen: the header and the floating slot together show at most one call link
 * and one messaging link, a phone one floating contact control; a dock below 1400 px on a wide screen
 * is no mostly white bar.
 */
async function onceChecks(page: Page, label: string): Promise<string[]> {
  return page.evaluate((label: string) => {
    const L = (window as any).__lay;
    const out: string[] = [];
    const chrome = ['#slot-header', '#slot-floating'].map((s) => document.querySelector(s)).filter(Boolean) as Element[];
    const inChrome = (el: Element) => chrome.some((c) => L.contains(c, el)) && !el.closest('.menu-layer');
    for (const [what, sel] of [['call', 'a[href^="tel:"]'], ['messaging', 'a[href*="wa.me"]']] as const) {
      const found = (L.all(sel) as Element[]).filter((a) => L.shown(a) && inChrome(a));
      if (found.length > 1) out.push(`${label}: the ${what} action shows ${found.length} times (${found.map((a) => L.name(a)).join(', ')})`);
    }
    // One Book per screen: the header's, the fixed one, the landing bar's reserve and a landing page's own (an offer's dated button aside).
    const books = (L.all('.nav-bar .nav-end button, [data-testid="fixed-reservation"] button, .landing-bottom .bottom-button-primary, .landing-header .button--primary') as Element[])
      .filter((b) => L.shown(b) && b.getBoundingClientRect().bottom > 0 && b.getBoundingClientRect().top < innerHeight);
    if (books.length > 1) out.push(`${label}: ${books.length} Book actions on one screen (${books.map((b) => `"${b.textContent?.trim()}"`).join(', ')})`);
    // Phones: one floating contact (call, WhatsApp and chat behind one button), beside the one Book;
    // the landing layout's bottom bar (call, message, reserve: the spec's) aside.
    if (innerWidth < 768) {
      const contacts = [
        ...(L.all('#nirvana-chat') as Element[]).map((host) => host.shadowRoot?.querySelector('.open') ?? host),
        ...(L.all('[data-nirvana-chat-offer], #slot-floating a, #slot-floating button') as Element[])
          .filter((el) => !el.closest('.fixed-reservation, .contact-sheet, .landing-bottom')),
      ].filter((el) => L.shown(el));
      if (contacts.length > 1) out.push(`${label}: ${contacts.length} floating contact controls on a phone (${contacts.map((c) => L.name(c)).join(', ')})`);
    }
    // A dock on a wide screen is no mostly white bar: a face of its own (not the page's white) and a labelled action.
    for (const dock of (L.all('.floating-dock[data-device="desktop"]') as Element[]).filter((d) => L.shown(d))) {
      const face = getComputedStyle(dock).backgroundColor;
      const m = face.match(/rgba?\(([^)]+)\)/);
      const p = m ? m[1]!.split(',').map(Number) : [255, 255, 255, 0];
      if (p.length > 3 && p[3]! < 0.9) continue; // the lane from 1400 px: no bar at all
      if (p[0]! > 250 && p[1]! > 250 && p[2]! > 250) out.push(`${label}: the dock is a white bar (${face})`);
      const labelled = (L.all('.floating-dock .contact-text') as Element[]).some((t) => L.shown(t) && (t.textContent ?? '').trim().length > 0);
      if (!labelled) out.push(`${label}: the dock's action has no visible label`);
    }
    return out;
  }, label);
}

/** One container: the left edges of the header, breadcrumb, first heading, newsletter and footer agree. */
async function edges(page: Page, label: string): Promise<string[]> {
  return page.evaluate((label: string) => {
    const L = (window as unknown as { __lay: Record<string, any> }).__lay;
    const leftOf = (sel: string) => {
      const el = (L.all(sel) as Element[]).find((e) => L.shown(e));
      if (!el) return null;
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return Math.round(r.left + parseFloat(s.paddingLeft) + parseFloat(s.borderLeftWidth));
    };
    const found: Record<string, number | null> = {
      header: leftOf('.nav-inner'),
      breadcrumb: leftOf('.breadcrumbs ol'),
      content: leftOf('.content-section.container, .page-header.container, .event-header.container, .room-body .container, .room-body.container, .error-hero, .category-block.container, .rooms.container'),
      newsletter: leftOf('.newsletter__inner'),
      loyalty: leftOf('.loyalty-inner'),
      footer: leftOf('.footer-top'),
      contact: leftOf('.contact__form'),
    };
    const values = Object.entries(found).filter(([, v]) => v !== null) as [string, number][];
    if (values.length < 2) return [];
    const ref = values.find(([k]) => k === 'content') ?? values[0]!;
    const out = values.filter(([, v]) => Math.abs(v - ref[1]) > 1).map(([k, v]) => `${label}: ${k} starts at x=${v}, the content at x=${ref[1]}`);
    // A rule (a box's top border) lies in the container or spans the window: none sticks out into the gutter.
    for (const el of L.all('*') as Element[]) {
      const s = getComputedStyle(el);
      if (parseFloat(s.borderTopWidth) < 1 || s.borderTopStyle === 'none' || /rgba\([^)]*,\s*0\)|transparent/.test(s.borderTopColor)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 200 || (r.left <= 1 && r.right >= document.documentElement.clientWidth - 1) || !L.shown(el)) continue;
      if (r.left < ref[1] - 1 && r.left > 1) out.push(`${label}: the rule of ${L.name(el)} starts at x=${Math.round(r.left)}, left of the content at x=${ref[1]}`);
    }
    return out;
  }, label);
}

/** After scrolling 1200 px: the sticky bar below the header, each control topmost at its centre. */
async function stickyChecks(page: Page, label: string, openPopup: boolean): Promise<string[]> {
  const hasBar = await page.evaluate(() => !!(window as any).__lay.all('.nv-bar').find((b: Element) => (window as any).__lay.shown(b)));
  if (!hasBar) return [];
  await page.evaluate(() => window.scrollTo(0, Math.min(1200, document.documentElement.scrollHeight - innerHeight - 1)));
  await page.waitForFunction(() => (window as any).__lay.all('.nv-bar--sticky').length > 0 || document.documentElement.scrollHeight - innerHeight < 1200, { timeout: 5000 }).catch(() => undefined);
  await settled(page); // the header's compact transition
  const problems = await page.evaluate((label: string) => {
    const L = (window as any).__lay;
    const out: string[] = [];
    const bar = (L.all('.nv-bar--sticky') as Element[])[0];
    if (!bar) return [`${label}: the search bar is not sticky after scrolling`];
    const header = (L.all('.nav-bar') as Element[]).find((e) => L.shown(e));
    const b = bar.getBoundingClientRect();
    if (header && b.top < header.getBoundingClientRect().bottom - 1) out.push(`${label}: the sticky bar's top ${Math.round(b.top)} lies under the header (bottom ${Math.round(header.getBoundingClientRect().bottom)})`);
    // In a band across the window (issue 29, item 6): nothing of the page shows beside the bar, above
    // it or below it down to the band's foot, and the bar keeps the page's gutters (not edge to edge).
    const width = document.documentElement.clientWidth;
    if (b.left < 8 || b.right > width - 8) out.push(`${label}: the sticky bar spans ${Math.round(b.left)}–${Math.round(b.right)} of ${width} px, edge to edge`);
    const main = document.getElementById('slot-main')!;
    const seen = new Set<string>();
    const from = header ? header.getBoundingClientRect().bottom + 1 : b.top;
    for (const y of [from + 2, (b.top + b.bottom) / 2, b.bottom + 4]) {
      for (let x = 4; x < width - 4; x += 20) {
        const top = L.deepAt(x, y);
        if (top && L.contains(main, top) && !seen.has(L.name(top))) {
          seen.add(L.name(top));
          out.push(`${label}: the page's ${L.name(top)} shows beside the sticky bar at ${Math.round(x)},${Math.round(y)}`);
        }
      }
    }
    // One booking action: while the bar is stuck under the header, the header's Book gives way to its Search.
    const headerBooks = (L.all('.nav-bar .nav-end button') as Element[]).filter((e) => L.shown(e) && /book|rezerv|брон|buch/i.test(e.textContent ?? ''));
    if (headerBooks.length > 0) out.push(`${label}: the header's "${headerBooks[0]!.textContent?.trim()}" shows beside the sticky bar's Search`);
    for (const control of L.all('.nv-bar--sticky .nv-field__control, .nv-bar--sticky .nv-submit') as Element[]) {
      if (!L.shown(control)) continue;
      const r = control.getBoundingClientRect();
      const top = L.deepAt(r.left + r.width / 2, r.top + r.height / 2);
      if (!top || !L.contains(control, top)) out.push(`${label}: ${L.name(top ?? document.body)} lies over the search bar's ${L.name(control)}`);
    }
    return out;
  }, label);
  if (openPopup) {
    await page.evaluate(() => ((window as any).__lay.all('.nv-bar--sticky [data-testid="hotel-button"]')[0] as HTMLElement)?.click());
    await page.waitForFunction(() => (window as any).__lay.all('.nv-bar--sticky [role="option"]').length > 0, { timeout: 5000 }).catch(() => undefined);
    problems.push(...(await page.evaluate((label: string) => {
      const L = (window as any).__lay;
      const options = (L.all('.nv-bar--sticky [role="option"]') as Element[]).filter((o) => L.shown(o));
      if (options.length === 0) return [`${label}: the hotel pop-up did not open`];
      return options.flatMap((o) => {
        const r = o.getBoundingClientRect();
        const top = L.deepAt(r.left + r.width / 2, r.top + r.height / 2);
        return top && L.contains(o, top) ? [] : [`${label}: ${L.name(top ?? document.body)} lies over the hotel option "${o.textContent?.trim()}"`];
      });
    }, label)));
    await page.keyboard.press('Escape');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return problems;
}

/** Floating buttons lie under an open overlay: the topmost element at each one's centre belongs to the overlay's slot. */
async function floatingUnder(page: Page, overlaySlot: string, label: string): Promise<string[]> {
  return page.evaluate((slot: string, label: string) => {
    const L = (window as any).__lay;
    const overlay = document.querySelector(slot)!;
    const buttons = L.floating() as Element[];
    if (buttons.length === 0) return [`${label}: no floating button to check`];
    return buttons.flatMap((f) => {
      const r = f.getBoundingClientRect();
      const top = L.deepAt(r.left + r.width / 2, r.top + r.height / 2);
      return top && L.contains(overlay, top) ? [] : [`${label}: floating ${L.name(f)} lies over the open ${slot} (topmost: ${L.name(top ?? document.body)})`];
    });
  }, overlaySlot, label);
}

async function overlayChecks(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  await page.waitForFunction(() => (window as any).__lay.floating().length > 0, { timeout: 8000 }).catch(() => undefined);
  // The full-screen menu.
  await page.evaluate(() => ((window as any).__lay.all('.menu-toggle-button')[0] as HTMLElement)?.click());
  await page.waitForFunction(() => (window as any).__lay.all('.menu-layer[open]').length > 0, { timeout: 10_000 });
  await settled(page);
  problems.push(...(await floatingUnder(page, '#slot-header', `${label} menu open`)));
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => (window as any).__lay.all('.menu-layer[open]').length === 0, { timeout: 10_000 });
  // The cookie dialog (from the footer, which renders once near the viewport: scroll to it first).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => (window as any).__lay.all('.footer-bottom-links .link-button').length > 0, { timeout: 15_000 });
  await page.evaluate(() => ((window as any).__lay.all('.footer-bottom-links .link-button')[0] as HTMLElement).click());
  await page.waitForFunction(() => (window as any).__lay.all('dialog.dialog[open]').length > 0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  problems.push(...(await floatingUnder(page, '#slot-footer', `${label} cookie dialog open`)));
  await page.keyboard.press('Escape');
  return problems;
}

/**
 * Phones: the page shows nowhere in the bottom bar (its face opaque, nothing of the page over any
 * point of it, between its buttons and in the chat launcher's lane alike), a landing bar's cells span
 * it whole, and at the page's end the footer ends above it.
 */
async function dockChecks(page: Page, label: string, toTheEnd = true): Promise<string[]> {
  const check = () => page.evaluate((label: string) => {
    const L = (window as any).__lay;
    const dock = (L.all('.floating-dock[data-device="mobile"], .landing-bottom') as Element[]).find((d) => L.shown(d));
    if (!dock) return [`${label}: no bottom bar`];
    const out: string[] = [];
    const m = getComputedStyle(dock).backgroundColor.match(/rgba?\(([^)]+)\)/);
    const alpha = m ? (m[1]!.split(',').map(Number)[3] ?? 1) : 0;
    if (alpha < 0.99) out.push(`${label}: the bottom bar lets the page show through (${getComputedStyle(dock).backgroundColor})`);
    const r = dock.getBoundingClientRect();
    if (r.left > 0.5 || r.right < document.documentElement.clientWidth - 0.5 || r.bottom < innerHeight - 0.5) out.push(`${label}: the bottom bar spans ${Math.round(r.left)}–${Math.round(r.right)} x ${Math.round(r.top)}–${Math.round(r.bottom)}, not the window's foot`);
    // The landing layout's bar: its cells across its whole width (no empty lane: on phones the chat is a cell).
    if (dock.matches('.landing-bottom') && innerWidth < 768) {
      const right = Math.max(...(Array.from(dock.children) as Element[]).filter((c) => L.shown(c)).map((c) => c.getBoundingClientRect().right));
      if (right < r.right - 1) out.push(`${label}: the landing bar's cells end ${Math.round(r.right - right)} px before its right edge`);
    }
    const floating = document.getElementById('slot-floating')!;
    const ours = (el: Element) => L.contains(floating, el) || !!(el as Element).closest?.('[data-nirvana-chat]') || L.all('[data-nirvana-chat]').some((c: Element) => L.contains(c, el));
    const seen = new Set<string>();
    for (const y of [r.top + 2, (r.top + r.bottom) / 2, r.bottom - 2]) {
      for (let x = 2; x < innerWidth - 1; x += 6) {
        const top = L.deepAt(x, y);
        if (top && !ours(top) && !seen.has(L.name(top))) {
          seen.add(L.name(top));
          out.push(`${label}: the page's ${L.name(top)} shows in the bottom bar at ${Math.round(x)},${Math.round(y)}`);
        }
      }
    }
    return out;
  }, label);
  const problems = await check();
  if (!toTheEnd) return problems;
  // At the page's end the footer ends above the bar (the page ends above it). The footer renders near
  // the viewport and the page grows with it: scroll to the end until the end stays put.
  for (let i = 0, last = -1; i < 10; i++) {
    const height = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    if (height === last) break;
    last = height;
    await new Promise((r) => setTimeout(r, 400));
  }
  problems.push(...(await check()).map((p) => p.replace(label, `${label} at the end`)));
  problems.push(...(await page.evaluate((label: string) => {
    const L = (window as any).__lay;
    const dock = (L.all('.floating-dock[data-device="mobile"], .landing-bottom') as Element[]).find((d) => L.shown(d));
    const footers = (L.all('footer') as Element[]).filter((f) => L.shown(f));
    if (!dock || footers.length === 0) return [`${label}: no footer at the page's end`];
    const gap = dock.getBoundingClientRect().top - Math.max(...footers.map((f) => f.getBoundingClientRect().bottom));
    return gap < -1 ? [`${label}: at the page's end the footer runs ${Math.round(-gap)} px under the bottom bar`] : [];
  }, label)));
  return problems;
}

/** The chosen hotel's name is shown whole in the bar; phones show one Book at a time; the newsletter keeps its alert's room. */
async function partChecks(page: Page, label: string, width: number, layout: string, locale: Locale): Promise<string[]> {
  const problems = await page.evaluate((label: string, width: number, layout: string, notFound: string) => {
    const L = (window as any).__lay;
    const out: string[] = [];
    // No empty band: a reserved search slot holds a bar (or reserves nothing).
    const slot = document.querySelector('#slot-search') as HTMLElement | null;
    if (slot && getComputedStyle(slot).position === 'relative' && slot.getBoundingClientRect().height > 40 && !(L.all('.nv-bar') as Element[]).some((b) => L.shown(b))) {
      out.push(`${label}: an empty ${Math.round(slot.getBoundingClientRect().height)} px band where the search bar would be`);
    }
    // The newsletter's consent follows its e-mail field closely (no empty band between them).
    const email = (L.all('.newsletter__email .field__control') as Element[])[0];
    const consent = (L.all('.newsletter .check') as Element[])[0];
    if (email && consent && L.shown(email) && consent.getBoundingClientRect().top - email.getBoundingClientRect().bottom > 48) {
      out.push(`${label}: ${Math.round(consent.getBoundingClientRect().top - email.getBoundingClientRect().bottom)} px of empty band between the newsletter's e-mail field and its consent`);
    }
    const room = (L.all('.newsletter__result') as HTMLElement[])[0];
    if (room && room.getBoundingClientRect().height < 48) out.push(`${label}: the newsletter's alert has no room kept (${Math.round(room.getBoundingClientRect().height)} px)`);
    if (layout === 'error') {
      if (width >= 1200 && !(L.all('.language-switcher') as Element[]).some((e) => L.shown(e))) out.push(`${label}: the 404 page hides the language switcher`);
      // Its own words, without what only screen readers hear (the code before the title).
      const own = (e: Element) => Array.from(e.childNodes).filter((n) => !(n instanceof Element && n.classList.contains('visually-hidden'))).map((n) => n.textContent).join('').trim().toLocaleLowerCase();
      const said = (L.all('h1, h2, h3, p, span, strong') as Element[]).filter((e) => L.shown(e) && own(e) === notFound.toLocaleLowerCase());
      if (said.length > 1) out.push(`${label}: the 404 page says "${notFound}" ${said.length} times`);
    }
    return out;
  }, label, width, layout, ERROR_PAGE_TEXTS[locale].notFound);
  // The search bar's fields read whole (the chosen hotel, dates, guests, labels), its pop-ups open inside the window.
  if (await page.evaluate(() => ((window as any).__lay.all('.nv-bar') as Element[]).some((b) => (window as any).__lay.shown(b)))) {
    problems.push(...(await searchFieldProblems(page, label, locale)));
    if (POPUP_LAYOUTS.includes(layout)) problems.push(...(await searchPopupProblems(page, label)));
  }
  if (width < 768) {
    // The phone's search form (the overlay a Book button opens) reads whole too.
    await page.evaluate(() => ((window as any).__lay.all('.nav-bar .nav-end button, .landing-bottom .bottom-button-primary') as HTMLElement[]).find((b) => (window as any).__lay.shown(b))?.click());
    const opened = await page.waitForFunction(() => ((window as any).__lay.all('[data-testid="search-overlay"][open] .nv-form') as Element[]).length > 0, { timeout: 8000 }).then(() => true, () => false);
    if (!opened) problems.push(`${label}: the phone's search form did not open`);
    else {
      await page.waitForFunction(() => ((window as any).__lay.all('[data-testid="search-overlay"] [data-testid="hotel-button"]') as HTMLButtonElement[])[0]?.disabled === false, { timeout: 8000 }).catch(() => undefined);
      problems.push(...(await searchFieldProblems(page, `${label} search form`, locale)));
      await page.evaluate(() => ((window as any).__lay.all('[data-testid="search-close"]') as HTMLElement[])[0]?.click());
      await page.waitForFunction(() => ((window as any).__lay.all('[data-testid="search-overlay"][open]') as Element[]).length === 0, { timeout: 5000 }).catch(() => undefined);
    }
  }
  if (width < 768) problems.push(...(await dockChecks(page, label, false)));
  if (width < 768 && layout === 'landing-page') {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.3));
    await settled(page);
    problems.push(...(await onceChecks(page, `${label} scrolled`)));
    problems.push(...(await dockChecks(page, `${label} scrolled`)));
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  if (width < 768 && layout !== 'landing-page') {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.3));
    await page.waitForFunction(() => (window as any).__lay.all('[data-testid="fixed-reservation"]').length > 0, { timeout: 5000 }).catch(() => undefined);
    await settled(page);
    problems.push(...(await page.evaluate((label: string) => {
      const L = (window as any).__lay;
      const fixed = (L.all('[data-testid="fixed-reservation"] button') as Element[]).filter((e) => L.shown(e));
      const header = (L.all('.nav-bar .nav-end button') as Element[]).filter((e) => L.shown(e));
      return fixed.length > 0 && header.length > 0 ? [`${label}: the fixed reservation button and the header's Book show at once`] : fixed.length === 0 ? [`${label}: no fixed reservation button after scrolling`] : [];
    }, label)));
    problems.push(...(await staticChecks(page, `${label} scrolled`)));
    problems.push(...(await contrastChecks(page, `${label} scrolled`)));
    problems.push(...(await onceChecks(page, `${label} scrolled`)));
    problems.push(...(await dockChecks(page, `${label} scrolled`)));
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  return problems;
}

/**
 * The breadcrumb trail reads (issue 29, item 9): the current page is fully in view, whole or cut with
 * an ellipsis; a link is whole or cut with an ellipsis, never cut by the row's edge mid-word; only the
 * middle of a trail may fold away.
 */
async function breadcrumbChecks(page: Page, label: string): Promise<string[]> {
  return page.evaluate((label: string) => {
    const L = (window as any).__lay;
    const out: string[] = [];
    for (const ol of (L.all('.breadcrumbs ol') as HTMLElement[]).filter((e) => L.shown(e))) {
      const row = ol.getBoundingClientRect();
      const right = Math.min(row.right, document.documentElement.clientWidth);
      const crumbs = Array.from(ol.querySelectorAll<HTMLElement>('li > a, li > [aria-current]'));
      // A phone folds the middle of a long trail (Home / … / Rooms / Deluxe Room): the first crumb, the parent and the page stay.
      const kept = new Set([crumbs[0], crumbs[crumbs.length - 2], crumbs[crumbs.length - 1]]);
      for (const crumb of crumbs) {
        const name = `${label}: breadcrumb "${crumb.textContent?.trim()}"`;
        if (!kept.has(crumb) && getComputedStyle(crumb.parentElement!).display === 'none') continue;
        const box = crumb.getBoundingClientRect();
        const cut = crumb.scrollWidth > crumb.clientWidth + 1;
        const style = getComputedStyle(crumb);
        if (box.width < 1 || box.right > right + 1 || box.left < row.left - 1) out.push(`${name} lies outside the row (${Math.round(box.left)} to ${Math.round(box.right)}, row to ${Math.round(right)})`);
        else if (cut && style.textOverflow !== 'ellipsis') out.push(`${name} is cut without an ellipsis`);
        else if (cut && crumb.hasAttribute('aria-current') && box.width < 64) out.push(`${name}: the current page shows ${Math.round(box.width)} px`);
        // A parent cut to a letter and its ellipsis ("N…" for Nirvana Cosmopolitan at 375 px) names nothing.
        else if (cut && box.width < 56) out.push(`${name} shows ${Math.round(box.width)} px of itself`);
      }
      if (ol.scrollLeft > 0 || ol.scrollWidth > ol.clientWidth + 1) out.push(`${label}: the breadcrumb row scrolls sideways (${ol.scrollWidth} in ${ol.clientWidth} px)`);
    }
    return out;
  }, label);
}

/**
 * Grids that read (issue 29, items 7 and 8): in the page's body, every grid of cards or pictures has
 * rows that fill: no row holds fewer items than the row above it, a grid of one row spans its width
 * (not "2 of 4"), and no row holds more than four (six cards of 170 px read four words a line); no
 * carousel turns three items or fewer.
 */
async function gridChecks(page: Page, label: string): Promise<string[]> {
  return page.evaluate((label: string) => {
    const L = (window as any).__lay;
    const out: string[] = [];
    const main = document.getElementById('slot-main')!;
    const grids = (L.all('ul, ol') as HTMLElement[]).filter((g) => L.contains(main, g) && getComputedStyle(g).display === 'grid' && L.shown(g));
    for (const grid of grids) {
      const items = Array.from(grid.children).filter((c) => L.shown(c)) as HTMLElement[];
      if (items.length < 2) continue;
      const name = `${label}: ${L.name(grid)} of ${items.length}`;
      const rows: { top: number; count: number; left: number; right: number }[] = [];
      for (const item of items) {
        const r = item.getBoundingClientRect();
        const row = rows.find((x) => Math.abs(x.top - r.top) < 4);
        if (row) {
          row.count++;
          row.left = Math.min(row.left, r.left);
          row.right = Math.max(row.right, r.right);
        } else rows.push({ top: r.top, count: 1, left: r.left, right: r.right });
      }
      const box = grid.getBoundingClientRect();
      const style = getComputedStyle(grid);
      const inner = { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
      // A strip laid out in one row that scrolls sideways when long (the stories) is no grid of rows.
      const scroller = getComputedStyle(grid).gridAutoFlow.startsWith('column') || grid.scrollWidth > grid.clientWidth + 1;
      rows.forEach((row, i) => {
        if (!scroller && row.count > 4) out.push(`${name}: row ${i + 1} holds ${row.count} (four at most: a comfortable line length)`);
        if (i > 0 && row.count < rows[i - 1]!.count) out.push(`${name}: row ${i + 1} holds ${row.count}, fewer than the ${rows[i - 1]!.count} above it`);
        if (!scroller && row.right - row.left < inner.right - inner.left - 4) out.push(`${name}: row ${i + 1} spans ${Math.round(row.right - row.left)} of ${Math.round(inner.right - inner.left)} px`);
      });
    }
    for (const carousel of (L.all('.feature-carousel') as HTMLElement[]).filter((c) => L.contains(main, c) && L.shown(c))) {
      const slides = carousel.querySelectorAll('.glide__slide:not(.glide__slide--clone)').length;
      if (slides <= 3) out.push(`${label}: a carousel turns ${slides} items`);
    }
    return out;
  }, label);
}

/**
 * One amber action per screen (issue 29, item 13): at the top of the page, a third and two thirds
 * down and at its foot, the page's own parts (content, forms, footer) show at most one button or
 * link in the brand's amber in the window (a landing page's own Book); the booking actions of the
 * header, the bar and the floating controls aside (that the header's Book and the stuck bar's
 * Search never show together, item 6, is stickyChecks').
 */
async function primaryChecks(page: Page, label: string): Promise<string[]> {
  const out: string[] = [];
  for (const at of [0, 1 / 3, 2 / 3, 1]) {
    await page.evaluate((at: number) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * at), at);
    await new Promise((r) => setTimeout(r, 150));
    out.push(...(await page.evaluate((where: string) => {
      const L = (window as any).__lay;
      const amber = ['rgb(245, 166, 55)', 'rgb(217, 138, 23)'];
      const inWindow = (r: DOMRect) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
      const shown = (L.all('a, button') as HTMLElement[]).filter((e) => !e.closest('#slot-header, #slot-search, #slot-floating')
        && L.shown(e) && amber.includes(getComputedStyle(e).backgroundColor) && inWindow(e.getBoundingClientRect()));
      return shown.length > 1 ? [`${where}: ${shown.length} amber actions in the window (${shown.map((e) => e.textContent!.trim().slice(0, 24)).join(' | ')})`] : [];
    }, `${label} at ${Math.round(at * 100)} %`)));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0, { timeout: 5000 }).catch(() => undefined);
  await settled(page);
  return out;
}

describe('one grid, one rhythm: every layout at 375, 768 and 1440 px', () => {
  for (const [li, locale] of (['tr', 'ru'] as const).entries()) {
    for (const [wi, width] of LAYOUT_WIDTHS.entries()) {
      // Each layout once at each width, in Turkish and Russian in turn: every layout is seen at every width
      // and in both languages, and each width in both (the screenshot gallery shows all six).
      const pages = (all: ReturnType<typeof layoutPages>) => all.filter((_, i) => (i + li + wi) % 2 === 0);
      it(`${locale} @${width}`, async () => {
        const o = await newPage({ viewport: VIEWPORT_OF[width], acceptLanguage: LANGUAGE[locale] });
        // Cumulative layout shift of each load (as Lighthouse counts it: shifts without recent input).
        await o.page.evaluateOnNewDocument(() => {
          const w = window as unknown as { __cls: number };
          w.__cls = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const problems: string[] = [];
        const cls: string[] = [];
        try {
          for (const [i, { layout, path }] of pages(layoutPages(locale, slugs[locale])).entries()) {
            const label = `${locale} @${width} ${layout} ${path}`;
            await o.page.goto(site.at(path), { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
            await waitForSections(o.page);
            const shift = (await o.page.evaluate('window.__cls')) as number;
            cls.push(`${layout} ${shift.toFixed(3)}`);
            if (shift > 0.02) problems.push(`${label}: CLS ${shift.toFixed(3)} while loading (budget 0.02)`);
            await waitForSections(o.page, { all: true });
            await o.page.evaluate(() => document.fonts.ready);
            await installPageHelpers(o.page);
            // The page's own heading is shown (the content section has taken its first screen over).
            await o.page.waitForFunction(() => ((window as any).__lay.all('h1') as Element[]).some((h) => (window as any).__lay.shown(h)), { timeout: 15_000 }).catch(() => undefined);
            await settled(o.page);
            problems.push(...(await staticChecks(o.page, label)));
            problems.push(...(await contrastChecks(o.page, label)));
            problems.push(...(await onceChecks(o.page, label)));
            problems.push(...(await breadcrumbChecks(o.page, label)));
            problems.push(...(await gridChecks(o.page, label)));
            if (layout !== 'landing-page' && layout !== 'intro-index' && layout !== 'hotel-index') problems.push(...(await edges(o.page, label)));
            problems.push(...(await partChecks(o.page, label, width, layout, locale)));
            problems.push(...(await stickyChecks(o.page, label, width === 1440)));
            // After the checks at rest: it scrolls the page through and back (the bars then settle at the top again).
            problems.push(...(await primaryChecks(o.page, label)));
            problems.push(...(await scrollChecks(o.page, label)));
            if (i === 0 || layout === 'main') problems.push(...(await overlayChecks(o.page, label)));
          }
          expect(o.errors).toEqual([]);
        } finally {
          await o.close();
        }
        console.log(`CLS ${locale} @${width}: ${cls.join(', ')}`);
        expect(problems).toEqual([]);
        // Five pages, each checked at rest and scrolled through (about half a minute in all here), the first
        // at each width waiting for its pictures' first encodes: a ceiling, not a budget (the bench times pages).
      }, 300_000);
    }
  }
});

/**
 * The hero (defect 9), on the group home at 1440, 768 (a tablet: the mobile layout, with the dock) and 375 px: at rest and after each slide change
 * exactly one slide lies in the hero's box, edge to edge (no neighbour's sliver); while a slide
 * change runs (the spec's 2000 ms transition), a shown sound control never moves: it shows only at
 * its place in the hero, while the current slide is the video, and not at all once it has left;
 * the dots are the topmost element at their centres and clear of the search bar, whose hotel pop-up
 * lies over everything beneath it. At 1440 px the playing video pauses where it is while the hero is
 * scrolled out of sight, and goes on from there when it is back.
 */
describe('hero: slides edge to edge, a sound control that stays put, dots clear of the search bar', () => {
  /** Problems of the hero at rest. */
  const atRest = (page: Page, label: string) => page.evaluate((label: string) => {
    const L = (window as any).__lay;
    const out: string[] = [];
    const hero = (L.all('.hero') as Element[])[0];
    if (!hero) return [`${label}: no hero`];
    const h = hero.getBoundingClientRect();
    const inside = (L.all('.hero-slide') as Element[]).map((s) => s.getBoundingClientRect())
      .filter((r) => Math.min(r.right, h.right) - Math.max(r.left, h.left) > 0.5 && Math.min(r.bottom, h.bottom) - Math.max(r.top, h.top) > 0.5);
    if (inside.length !== 1) out.push(`${label}: ${inside.length} slides show in the hero's box (${inside.map((r) => `${r.left.toFixed(1)}–${r.right.toFixed(1)}`).join(', ')} in ${h.left}–${h.right})`);
    else if (Math.abs(inside[0]!.left - h.left) > 0.5 || Math.abs(inside[0]!.right - h.right) > 0.5) out.push(`${label}: the current slide spans ${inside[0]!.left.toFixed(1)}–${inside[0]!.right.toFixed(1)}, the hero ${h.left}–${h.right}`);
    const bar = (L.all('.nv-bar') as Element[]).find((b) => L.shown(b))?.getBoundingClientRect();
    const dots = (L.all('.hero-dot') as Element[]).filter((d) => L.shown(d));
    if (dots.length < 2) out.push(`${label}: ${dots.length} hero dots shown`);
    for (const d of dots) {
      const r = d.getBoundingClientRect();
      const top = L.deepAt(r.left + r.width / 2, r.top + r.height / 2);
      if (!top || !L.contains(d, top)) out.push(`${label}: ${L.name(top ?? document.body)} lies over a hero dot`);
      if (r.bottom > h.bottom || r.top < h.top) out.push(`${label}: a hero dot lies outside the hero`);
      if (bar && Math.min(r.right, bar.right) > Math.max(r.left, bar.left) && Math.min(r.bottom, bar.bottom) > Math.max(r.top, bar.top)) out.push(`${label}: a hero dot lies under the search bar`);
    }
    for (const s of (L.all('.hero-sound') as Element[]).filter((e) => L.shown(e))) {
      const r = s.getBoundingClientRect();
      const top = L.deepAt(r.left + r.width / 2, r.top + r.height / 2);
      if (!top || !L.contains(s, top)) out.push(`${label}: ${L.name(top ?? document.body)} lies over the sound control`);
      if (r.left < h.left || r.right > h.right || r.top < h.top || r.bottom > h.bottom) out.push(`${label}: the sound control lies outside the hero`);
    }
    return out;
  }, label);

  /**
   * The first slide's subtitle is painted white, over the hero's shade, not under it: the brightest
   * pixels of its words are the text's own white (a shaded subtitle read grey on a bright photograph).
   */
  const subtitleUnshaded = async (page: Page, label: string): Promise<string[]> => {
    const box = await page.evaluate(() => {
      const L = (window as any).__lay;
      const sub = (L.all('.hero-subtitle') as Element[]).find((e) => L.shown(e) && e.getBoundingClientRect().left >= 0 && e.getBoundingClientRect().right <= innerWidth + 1);
      const r = sub ? (L.textBox(sub) as DOMRect | null) : null;
      return r ? { x: Math.max(0, r.left), y: Math.max(0, r.top), width: Math.min(r.width, innerWidth - Math.max(0, r.left)), height: r.height } : null;
    });
    if (!box) return [`${label}: no hero subtitle shown`];
    const png = await page.screenshot({ clip: box, type: 'png' });
    const { data, info } = await sharp(Buffer.from(png)).raw().toBuffer({ resolveWithObject: true });
    let brightest = 0;
    for (let i = 0; i < data.length; i += info.channels) brightest = Math.max(brightest, Math.min(data[i]!, data[i + 1]!, data[i + 2]!));
    return brightest < 235 ? [`${label}: the hero's subtitle is shaded (its brightest pixel ${brightest} of 255, its words white)`] : [];
  };

  /** Clicks dot `to` and records, every frame through the transition, the shown sound controls and the slides' offset. */
  const change = (page: Page, to: number) => page.evaluate((to: number) => new Promise<{ sounds: { left: number; top: number }[][]; moves: number }>((resolve) => {
    const L = (window as any).__lay;
    const track = (L.all('.hero .glide__slides') as HTMLElement[])[0]!;
    const frames: { left: number; top: number }[][] = [];
    const offsets = new Set<string>();
    const started = performance.now();
    (L.all('.hero-dot') as HTMLElement[])[to]!.click();
    const tick = () => {
      offsets.add(getComputedStyle(track).transform);
      frames.push((L.all('.hero-sound') as Element[]).filter((e) => L.shown(e)).map((e) => { const r = e.getBoundingClientRect(); return { left: r.left, top: r.top }; }));
      if (performance.now() - started < 2600) requestAnimationFrame(tick);
      else resolve({ sounds: frames, moves: offsets.size });
    };
    requestAnimationFrame(tick);
  }), to);

  for (const width of [1440, 768, 375] as const) {
    it(`tr @${width}`, async () => {
      const o = await newPage({ viewport: VIEWPORT_OF[width], acceptLanguage: LANGUAGE.tr });
      const label = `hero @${width}`;
      const problems: string[] = [];
      try {
        await o.page.goto(site.at('/'), { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
        await waitForSections(o.page, { all: true });
        await o.page.evaluate(() => document.fonts.ready);
        await installPageHelpers(o.page);
        await o.page.waitForFunction(() => (window as any).__lay.all('.hero-dot').length > 1 && (window as any).__lay.all('.hero-pause').length > 0, { timeout: 15_000 });
        // Autoplay paused (its 7 s would move the slides under the checks); the dots still move them.
        await o.page.evaluate(() => ((window as any).__lay.all('.hero-pause')[0] as HTMLElement).click());
        problems.push(...(await atRest(o.page, `${label} first slide`)));
        problems.push(...(await subtitleUnshaded(o.page, `${label} first slide`)));
        const video = await o.page.evaluate(() => ((window as any).__lay.all('.hero-slide:not(.glide__slide--clone)') as Element[]).findIndex((s) => s.getAttribute('data-type') === 'VIDEO'));
        expect(video).toBeGreaterThan(0);
        const slides = await o.page.evaluate(() => (window as any).__lay.all('.hero-dot').length as number);

        // Into the video slide: its sound control shows in its place, never travelling with the slide.
        const into = await change(o.page, video);
        expect(into.moves).toBeGreaterThan(5); // the slides really moved, frame by frame
        const rest = await o.page.evaluate(() => ((window as any).__lay.all('.hero-sound') as Element[]).filter((e) => (window as any).__lay.shown(e)).map((e) => { const r = e.getBoundingClientRect(); return { left: r.left, top: r.top }; }));
        expect(rest).toHaveLength(1);
        problems.push(...(await atRest(o.page, `${label} video slide`)));
        if (width === 1440) {
          // Scrolled out of sight, the playing video pauses where it is; back in view it goes on from there, not from 0.
          await o.page.evaluate(() => {
            (window as any).__heroVideo = () => (window as any).__lay.all('.hero-slide:not(.glide__slide--clone) video')[0] as HTMLVideoElement;
          });
          await o.page.waitForFunction(() => !(window as any).__heroVideo().paused && (window as any).__heroVideo().currentTime > 0.5, { timeout: 15_000 });
          await o.page.evaluate(() => window.scrollTo(0, innerHeight * 2));
          const left = await o.page.waitForFunction(() => (window as any).__heroVideo().paused && (window as any).__heroVideo().currentTime, { timeout: 5000 })
            .then((h) => h.jsonValue() as Promise<number>);
          await new Promise((r) => setTimeout(r, 1000));
          expect(await o.page.evaluate(() => (window as any).__heroVideo().currentTime as number)).toBe(left);
          await o.page.evaluate(() => window.scrollTo(0, 0));
          await o.page.waitForFunction((at: number) => !(window as any).__heroVideo().paused && (window as any).__heroVideo().currentTime > at, { timeout: 5000 }, left);
        }
        // Out of it: the control leaves at once.
        const out = await change(o.page, (video + 1) % slides);
        expect(out.moves).toBeGreaterThan(5);
        for (const [i, frame] of [...into.sounds, ...out.sounds].entries()) {
          for (const s of frame) {
            if (Math.abs(s.left - rest[0]!.left) > 1 || Math.abs(s.top - rest[0]!.top) > 1) {
              problems.push(`${label}: frame ${i}: a sound control shows at ${Math.round(s.left)},${Math.round(s.top)}, not at its place ${Math.round(rest[0]!.left)},${Math.round(rest[0]!.top)}`);
              break;
            }
          }
        }
        if (out.sounds.at(-1)!.length > 0) problems.push(`${label}: the sound control still shows after its slide left`);
        problems.push(...(await atRest(o.page, `${label} after the video slide`)));

        // The search bar's hotel pop-up (desktop) lies over the dots, never under them.
        if (width === 1440) {
          await o.page.evaluate(() => ((window as any).__lay.all('.nv-bar [data-testid="hotel-button"]')[0] as HTMLElement).click());
          await o.page.waitForFunction(() => (window as any).__lay.all('.nv-bar [role="option"]').length > 0, { timeout: 5000 });
          problems.push(...(await o.page.evaluate((label: string) => {
            const L = (window as any).__lay;
            // Every option in the window (the bar sits low on the first screen: its list opens upward).
            const options = (L.all('.nv-bar [role="option"]') as Element[]).filter((e) => L.shown(e));
            if (options.length === 0) return [`${label}: no hotel option to check`];
            return options.flatMap((opt) => {
              if (opt.getBoundingClientRect().bottom > innerHeight || opt.getBoundingClientRect().top < 0) return [`${label}: the hotel option "${opt.textContent?.trim()}" lies outside the window`];
              const r = opt.getBoundingClientRect();
              const top = L.deepAt(r.left + r.width / 2, r.top + r.height / 2);
              return top && L.contains(opt, top) ? [] : [`${label}: ${L.name(top ?? document.body)} lies over the hotel option "${opt.textContent?.trim()}"`];
            });
          }, label)));
        }
        expect(o.errors).toEqual([]);
      } finally {
        await o.close();
      }
      expect(problems).toEqual([]);
    });
  }
});

/** Every logo's words lie inside its picture (the header shows it as an <img>: what sticks out is cut, "MEDITERRANEAN EXCE"). */
describe('logos', () => {
  it('every text of every logo fits its picture', async () => {
    const files = [...new Set(PROPERTIES.flatMap((p) => [p.logo, p.navLogoDesktop, p.navLogoLight, p.navLogoMobile]))];
    const o = await newPage({ viewport: 'desktop' });
    try {
      await o.page.goto(site.at('/'), { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
      const problems = await o.page.evaluate(async (files: string[]) => {
        const out: string[] = [];
        for (const file of files) {
          const text = await (await fetch(file)).text();
          const holder = document.createElement('div');
          holder.innerHTML = text;
          document.body.appendChild(holder);
          const svg = holder.querySelector('svg')!;
          const [, , width, height] = (svg.getAttribute('viewBox') ?? `0 0 ${svg.getAttribute('width')} ${svg.getAttribute('height')}`).split(/[ ,]+/).map(Number);
          for (const t of Array.from(svg.querySelectorAll('text'))) {
            const b = t.getBBox();
            if (b.x < -0.5 || b.x + b.width > width! + 0.5 || b.y < -0.5 || b.y + b.height > height! + 0.5) out.push(`${file}: "${t.textContent}" spans ${b.x.toFixed(1)}–${(b.x + b.width).toFixed(1)} in a picture ${width} wide`);
          }
          holder.remove();
        }
        return out;
      }, files);
      expect(problems).toEqual([]);
    } finally {
      await o.close();
    }
  });

  it('over the hero the logo is its light tone and keeps its mark in its colours: no white, no pale disc (issue 29, item 12)', async () => {
    const o = await newPage({ viewport: 'desktop', acceptLanguage: 'tr-TR,tr;q=0.9' });
    try {
      await o.page.goto(site.at('/oteller/nirvana-cosmopolitan'), { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
      await waitForSections(o.page);
      const logo = await o.page.waitForSelector('.nav-bar[data-transparent="true"] .logo img[data-tone="light"]', { visible: true, timeout: 10_000 });
      await o.page.evaluate((img) => (img as HTMLImageElement).decode(), logo!);
      const box = (await logo!.boundingBox())!;
      // The disc is the picture's left square (its height): count its pixels by colour.
      const shot = await o.page.screenshot({ encoding: 'base64', clip: { x: box.x, y: box.y, width: box.height, height: box.height } });
      // Counted in a blank page (the site's CSP lets no script read a data: address).
      const blank = await o.context.newPage();
      const tones = await blank.evaluate(async (png: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        let light = 0;
        let warm = 0;
        let mark = 0;
        for (let i = 0; i < data.length; i += 4) {
          const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
          if (r > 200 && g > 200 && b > 200) light++;
          if (r - b > 80 && r > 120) warm++; // the amber arch
          if (Math.abs(r - 0x3b) < 24 && Math.abs(g - 0x2c) < 24 && Math.abs(b - 0x4f) < 24) mark++; // Cosmopolitan's plum disc
        }
        return { light, warm, mark, all: data.length / 4 };
      }, shot as string).finally(() => blank.close());
      expect(tones.mark).toBeGreaterThan(tones.all * 0.25); // the disc in its own colour
      expect(tones.light).toBeGreaterThan(tones.all * 0.03); // ringed in white, legible over the hero
      expect(tones.warm).toBeGreaterThan(tones.all * 0.02); // and its arch inside it
    } finally {
      await o.close();
    }
  });
});
