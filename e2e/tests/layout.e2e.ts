/* eslint-disable @typescript-eslint/no-explicit-any -- the layout checks run inside the page (page.evaluate) over untyped DOM and window values */
/**
 * Layout checks (issue 16, docs/layout.md) on a page of every layout at 375, 768 and 1440 px in
 * Turkish and Russian. Each page is loaded once per width (all its sections, the newsletter and
 * footer included) and every check runs on it:
 * - no heading or card title is cut by an ancestor that hides overflow (its text's own box);
 * - a grid's items span at least 90 % of the grid's width (grids adapt to their number of items);
 * - the first item of every horizontal scroller is fully in view (none starts scrolled);
 * - floating buttons lie over no heading (unless an opaque bar is between them);
 * - one container: the breadcrumb, the header, the content's first heading, the newsletter and the
 *   footer start at the same x (the landing layout has no nav bar);
 * - after scrolling 1200 px, the sticky search bar lies fully below the fixed header and each of its
 *   controls is the topmost element at its own centre; at 1440 px its hotel pop-up's options too;
 * - the chosen hotel's name in the bar is shown whole (never cut with an ellipsis);
 * - phones: the header's Book is hidden while the fixed reservation button shows;
 * - the newsletter keeps its alert's room while the alert is away;
 * - the 404 page shows the language switcher on desktop and says "page not found" once;
 * - the page's cumulative layout shift while it loads stays at or under 0.02;
 * and, once per width and language, floating buttons lie under the open full-screen menu and the
 * cookie dialog.
 */
import type { Page } from 'puppeteer';
import type { Locale } from '@nirvana/shared/locales';
import { ERROR_PAGE_TEXTS } from '@nirvana/shared/error-page';
import { newPage, site, waitForSections, type ViewportName } from '../src/harness';
import { LAYOUT_WIDTHS, dataSlugs, layoutPages, type DataSlugs } from '../src/layout-pages';

const VIEWPORT_OF: Record<(typeof LAYOUT_WIDTHS)[number], ViewportName> = { 375: 'phone', 768: 'tablet', 1440: 'desktop' };
const LANGUAGE: Record<string, string> = { tr: 'tr-TR,tr;q=0.9', ru: 'ru-RU,ru;q=0.9' };

const slugs = {} as Record<Locale, DataSlugs>;
beforeAll(async () => {
  for (const locale of ['tr', 'ru'] as const) slugs[locale] = await dataSlugs(site.apiUrl, locale);
});

/**
 * Browser-side helpers, installed once per page: every open shadow root, deep element-from-point,
 * the visible text box of an element, the floating buttons and the opaque bars.
 */
const HELPERS = `
window.__lay = (() => {
  const roots = () => {
    const out = [document];
    const walk = (root) => root.querySelectorAll('*').forEach((el) => { if (el.shadowRoot) { out.push(el.shadowRoot); walk(el.shadowRoot); } });
    walk(document);
    return out;
  };
  const all = (sel) => roots().flatMap((r) => Array.from(r.querySelectorAll(sel)));
  const parentOf = (el) => el.parentElement ?? (el.getRootNode() instanceof ShadowRoot ? el.getRootNode().host : null);
  const deepAt = (x, y) => {
    let el = document.elementFromPoint(x, y);
    while (el?.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === el) break;
      el = inner;
    }
    return el;
  };
  const contains = (outer, el) => { for (let e = el; e; e = parentOf(e)) if (e === outer) return true; return false; };
  const textBox = (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? r : null;
  };
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    for (let e = el; e; e = parentOf(e)) {
      const s = getComputedStyle(e);
      if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return false;
      if (e.getAttribute && e.getAttribute('aria-hidden') === 'true') return false;
    }
    return true;
  };
  const name = (el) => (el.className && typeof el.className === 'string' ? el.tagName.toLowerCase() + '.' + el.className.trim().split(/\\s+/).join('.') : el.tagName.toLowerCase());
  const floating = () => [
    ...all('#nirvana-chat').map((host) => host.shadowRoot?.querySelector('.open') ?? host),
    ...all('.round-button, .side-button, .bottom-button'),
  ].filter(shown);
  const opaque = (el) => { const m = getComputedStyle(el).backgroundColor.match(/rgba?\\(([^)]+)\\)/); if (!m) return false; const p = m[1].split(',').map(Number); return p.length < 4 || p[3] > 0.5; };
  const bars = () => all('.floating-dock, .landing-bottom, .landing-side, .nav-bar, .nv-bar--sticky, .landing-header').filter((b) => shown(b) && opaque(b)).map((b) => b.getBoundingClientRect());
  const HEADINGS = 'h1, h2, h3, h4, .feature-title, .room-card-title, .category-item-title, .story-title, .newsletter__title, .loyalty-title';
  return { roots, all, parentOf, deepAt, contains, textBox, shown, name, floating, bars, HEADINGS };
})();
`;

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
    if (headings === 0) problems.push(`${label}: no heading found to check (the check would prove nothing)`);
    if ((L.floating() as Element[]).length === 0) problems.push(`${label}: no floating button found to check`);
    return problems;
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
    return values.filter(([, v]) => Math.abs(v - ref[1]) > 1).map(([k, v]) => `${label}: ${k} starts at x=${v}, the content at x=${ref[1]}`);
  }, label);
}

/** After scrolling 1200 px: the sticky bar below the header, each control topmost at its centre. */
async function stickyChecks(page: Page, label: string, openPopup: boolean): Promise<string[]> {
  const hasBar = await page.evaluate(() => !!(window as any).__lay.all('.nv-bar').find((b: Element) => (window as any).__lay.shown(b)));
  if (!hasBar) return [];
  await page.evaluate(() => window.scrollTo(0, Math.min(1200, document.documentElement.scrollHeight - innerHeight - 1)));
  await page.waitForFunction(() => (window as any).__lay.all('.nv-bar--sticky').length > 0 || document.documentElement.scrollHeight - innerHeight < 1200, { timeout: 5000 }).catch(() => undefined);
  await new Promise((r) => setTimeout(r, 400)); // the header's compact transition
  const problems = await page.evaluate((label: string) => {
    const L = (window as any).__lay;
    const out: string[] = [];
    const bar = (L.all('.nv-bar--sticky') as Element[])[0];
    if (!bar) return [`${label}: the search bar is not sticky after scrolling`];
    const header = (L.all('.nav-bar') as Element[]).find((e) => L.shown(e));
    const b = bar.getBoundingClientRect();
    if (header && b.top < header.getBoundingClientRect().bottom - 1) out.push(`${label}: the sticky bar's top ${Math.round(b.top)} lies under the header (bottom ${Math.round(header.getBoundingClientRect().bottom)})`);
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
  await page.waitForFunction(() => (window as any).__lay.all('.menu-layer').length > 0, { timeout: 10_000 });
  await new Promise((r) => setTimeout(r, 350));
  problems.push(...(await floatingUnder(page, '#slot-header', `${label} menu open`)));
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => (window as any).__lay.all('.menu-layer').length === 0, { timeout: 10_000 });
  // The cookie dialog (from the footer, which renders once near the viewport: scroll to it first).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => (window as any).__lay.all('.footer-bottom-links .link-button').length > 0, { timeout: 15_000 });
  await page.evaluate(() => ((window as any).__lay.all('.footer-bottom-links .link-button')[0] as HTMLElement).click());
  await page.waitForFunction(() => (window as any).__lay.all('.dialog-backdrop').length > 0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  problems.push(...(await floatingUnder(page, '#slot-footer', `${label} cookie dialog open`)));
  await page.keyboard.press('Escape');
  return problems;
}

/** The chosen hotel's name is shown whole in the bar; phones show one Book at a time; the newsletter keeps its alert's room. */
async function partChecks(page: Page, label: string, width: number, layout: string, locale: Locale): Promise<string[]> {
  const problems = await page.evaluate((label: string, width: number, layout: string, notFound: string) => {
    const L = (window as any).__lay;
    const out: string[] = [];
    for (const value of L.all('.nv-bar .nv-field--hotel .nv-value') as HTMLElement[]) {
      if (L.shown(value) && (value.scrollHeight > value.clientHeight + 1 || value.scrollWidth > value.clientWidth + 1)) out.push(`${label}: the hotel field cuts "${value.textContent}"`);
    }
    // No empty band: a reserved search slot holds a bar (or reserves nothing).
    const slot = document.querySelector('#slot-search') as HTMLElement | null;
    if (slot && getComputedStyle(slot).position === 'relative' && slot.getBoundingClientRect().height > 40 && !(L.all('.nv-bar') as Element[]).some((b) => L.shown(b))) {
      out.push(`${label}: an empty ${Math.round(slot.getBoundingClientRect().height)} px band where the search bar would be`);
    }
    const room = (L.all('.newsletter__result') as HTMLElement[])[0];
    if (room && room.getBoundingClientRect().height < 48) out.push(`${label}: the newsletter's alert has no room kept (${Math.round(room.getBoundingClientRect().height)} px)`);
    if (layout === 'error') {
      if (width >= 1200 && !(L.all('.language-switcher') as Element[]).some((e) => L.shown(e))) out.push(`${label}: the 404 page hides the language switcher`);
      const said = (L.all('h1, h2, h3, p, span, strong') as Element[]).filter((e) => L.shown(e) && e.children.length === 0 && e.textContent?.trim().toLocaleLowerCase() === notFound.toLocaleLowerCase());
      if (said.length > 1) out.push(`${label}: the 404 page says "${notFound}" ${said.length} times`);
    }
    return out;
  }, label, width, layout, ERROR_PAGE_TEXTS[locale].notFound);
  if (width < 768 && layout !== 'landing-page') {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.3));
    await page.waitForFunction(() => (window as any).__lay.all('[data-testid="fixed-reservation"]').length > 0, { timeout: 5000 }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    problems.push(...(await page.evaluate((label: string) => {
      const L = (window as any).__lay;
      const fixed = (L.all('[data-testid="fixed-reservation"] button') as Element[]).filter((e) => L.shown(e));
      const header = (L.all('.nav-bar .nav-end button') as Element[]).filter((e) => L.shown(e));
      return fixed.length > 0 && header.length > 0 ? [`${label}: the fixed reservation button and the header's Book show at once`] : fixed.length === 0 ? [`${label}: no fixed reservation button after scrolling`] : [];
    }, label)));
    problems.push(...(await staticChecks(page, `${label} scrolled`)));
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  return problems;
}

describe('one grid, one rhythm: every layout at 375, 768 and 1440 px', () => {
  for (const locale of ['tr', 'ru'] as const) {
    for (const width of LAYOUT_WIDTHS) {
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
          for (const [i, { layout, path }] of layoutPages(locale, slugs[locale]).entries()) {
            const label = `${locale} @${width} ${layout} ${path}`;
            await o.page.goto(site.at(path), { waitUntil: 'load', timeout: 30_000 });
            await waitForSections(o.page);
            const shift = (await o.page.evaluate('window.__cls')) as number;
            cls.push(`${layout} ${shift.toFixed(3)}`);
            if (shift > 0.02) problems.push(`${label}: CLS ${shift.toFixed(3)} while loading (budget 0.02)`);
            await waitForSections(o.page, { all: true });
            await o.page.evaluate(() => document.fonts.ready);
            await o.page.evaluate(HELPERS);
            // The page's own heading is shown (the content section has taken its first screen over).
            await o.page.waitForFunction(() => ((window as any).__lay.all('h1') as Element[]).some((h) => (window as any).__lay.shown(h)), { timeout: 15_000 }).catch(() => undefined);
            await new Promise((r) => setTimeout(r, 300));
            problems.push(...(await staticChecks(o.page, label)));
            if (layout !== 'landing-page' && layout !== 'intro-index' && layout !== 'hotel-index') problems.push(...(await edges(o.page, label)));
            problems.push(...(await partChecks(o.page, label, width, layout, locale)));
            problems.push(...(await stickyChecks(o.page, label, width === 1440)));
            if (i === 0 || layout === 'main') problems.push(...(await overlayChecks(o.page, label)));
          }
          expect(o.errors).toEqual([]);
        } finally {
          await o.close();
        }
        console.log(`CLS ${locale} @${width}: ${cls.join(', ')}`);
        expect(problems).toEqual([]);
      });
    }
  }
});
