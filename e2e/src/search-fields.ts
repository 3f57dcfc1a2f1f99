/**
 * The search form as a visitor reads it (issue 16, item 8): every field's label and value shown
 * whole, in the bar (768 and 1440 px) and in the phone's overlay. Used by the layout checks (tr, ru)
 * and the search tests (all four languages).
 */
import type { Page } from 'puppeteer';
import { installPageHelpers } from './page-helpers';
import { LOCALE_INFO, type Locale } from '@nirvana/shared/locales';

/**
 * Problems of every shown search form in the site's search section:
 * - a label or a value cut (an ellipsis, or text overflowing the box that clips it);
 * - a word of a value broken across lines ("Mediterranea" / "n"): a value wraps only between words;
 * - a date field too narrow for any date of the year in the page's language (the widest month's
 *   short name, formatted as the field formats it), the promo field for its label;
 * - the nights' line running out of its field, or lying over the check-out's label;
 * - in the bar (issue 29, item 10): labels at different heights, the nights off the labels' line,
 *   the guests without children on more than one line, the hotel on more than two.
 */
export async function searchFieldProblems(page: Page, label: string, locale: Locale): Promise<string[]> {
  return page.evaluate((label: string, iso: string) => {
    const root = document.querySelector('#slot-search .nirvana-search-host');
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const forms = root ? Array.from(root.querySelectorAll('.nv-form')).filter(shown) : [];
    if (forms.length === 0) return [`${label}: no search form shown`];
    const out: string[] = [];
    const ctx = document.createElement('canvas').getContext('2d')!;
    /** The width of a text in an element's own font (letter spacing included). */
    const widthOf = (el: Element, text: string) => {
      const s = getComputedStyle(el);
      ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      (ctx as unknown as { letterSpacing: string }).letterSpacing = s.letterSpacing === 'normal' ? '0px' : s.letterSpacing;
      return ctx.measureText(text).width;
    };
    const contentWidth = (el: HTMLElement) => {
      const s = getComputedStyle(el);
      return el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    };
    // Every date of a year as the date fields write it (date-picker.tsx: Russian's " г." left out).
    const format = new Intl.DateTimeFormat(iso, { day: '2-digit', month: 'short', year: 'numeric' });
    const dates = Array.from({ length: 12 }, (_, m) => format.format(new Date(2026, m, 28)).replace(/\s*г\.$/, ''));
    for (const form of forms) {
      const kind = form.classList.contains('nv-form--bar') ? 'bar' : 'form';
      for (const l of Array.from(form.querySelectorAll<HTMLElement>('.nv-field__label')).filter(shown)) {
        if (l.scrollWidth > l.clientWidth + 1) out.push(`${label}: the ${kind}'s label "${l.textContent}" is cut (${l.scrollWidth} px in ${l.clientWidth})`);
      }
      // The bar's labels on one line across it (issue 29, item 10: labels on different baselines).
      const labelTops = Array.from(form.querySelectorAll<HTMLElement>('.nv-field__label')).filter(shown).map((l) => Math.round(l.getBoundingClientRect().top));
      if (kind === 'bar' && Math.max(...labelTops) - Math.min(...labelTops) > 1) out.push(`${label}: the bar's labels stand at different heights (${labelTops.join(', ')})`);
      /** How many lines an element's text takes. */
      const linesOf = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      };
      for (const v of Array.from(form.querySelectorAll<HTMLElement>('.nv-field--guests .nv-value, .nv-field--hotel .nv-value')).filter(shown)) {
        // Guests without children on one line ("2 yetişkin, / 0 çocuk" wrapped), the hotel on two at most.
        const most = v.closest('.nv-field--hotel') ? 2 : /\d\D+\d/.test(v.textContent ?? '') ? 2 : 1;
        if (kind === 'bar' && linesOf(v) > most) out.push(`${label}: the bar writes "${v.textContent}" on ${linesOf(v)} lines (at most ${most})`);
      }
      for (const v of Array.from(form.querySelectorAll<HTMLElement>('.nv-value')).filter(shown)) {
        const text = v.textContent ?? '';
        const box = v.closest('button') ?? v;
        if (v.scrollWidth > v.clientWidth + 1 || v.scrollHeight > v.clientHeight + 1) out.push(`${label}: the ${kind} cuts "${text}" (${v.scrollWidth}x${v.scrollHeight} px in ${v.clientWidth}x${v.clientHeight})`);
        else if (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1) out.push(`${label}: the ${kind}'s field clips "${text}" (${box.scrollWidth}x${box.scrollHeight} px in ${box.clientWidth}x${box.clientHeight})`);
        const node = Array.from(v.childNodes).find((n) => n.nodeType === Node.TEXT_NODE) as Text | undefined;
        if (!node) continue;
        for (const m of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index!);
          range.setEnd(node, m.index! + m[0].length);
          const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(`${label}: the ${kind} breaks the word "${m[0]}" of "${text}" across lines`);
        }
      }
      for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('input.nv-field__control')).filter(shown)) {
        const isDate = input.getAttribute('role') === 'combobox';
        const texts = [input.value || input.placeholder, ...(isDate ? dates : [])].filter(Boolean);
        const room = contentWidth(input);
        for (const t of texts) {
          const w = widthOf(input, t);
          if (w > room + 0.5) {
            out.push(`${label}: the ${kind}'s ${input.dataset.testid ?? 'field'} cuts "${t}" (${Math.ceil(w)} px in ${Math.floor(room)})`);
            break;
          }
        }
      }
      for (const n of Array.from(form.querySelectorAll<HTMLElement>('.nv-nights')).filter(shown)) {
        const field = n.closest('.nv-field')!.getBoundingClientRect();
        const r = n.getBoundingClientRect();
        if (r.right > field.right + 1 || n.scrollWidth > n.clientWidth + 1) out.push(`${label}: the ${kind}'s nights "${n.textContent}" run out of their field`);
        // In the bar the nights stand on the labels' line, not under the check-out date alone (issue 29, item 10).
        if (kind === 'bar' && labelTops.length && Math.abs(Math.round(r.top) - labelTops[0]!) > 2) out.push(`${label}: the bar's nights "${n.textContent}" stand at ${Math.round(r.top)}, off the labels' line (${labelTops[0]})`);
        // Beside the check-out's label, never over its words (the server's hint did, before the stay was preset).
        const words = n.closest('.nv-field')!.querySelector('.nv-field__label');
        if (words) {
          const range = document.createRange();
          range.selectNodeContents(words);
          const t = range.getBoundingClientRect();
          if (t.right > r.left + 1 && t.left < r.right - 1 && t.bottom > r.top + 1 && t.top < r.bottom - 1) out.push(`${label}: the ${kind}'s nights "${n.textContent}" lie over the label "${words.textContent}"`);
        }
      }
    }
    return out;
  }, label, LOCALE_INFO[locale].iso);
}

/**
 * Problems of the bar's pop-ups at rest (the page not scrolled): each opens fully inside the window,
 * down and across, and is the topmost element over its own box (nothing of the page, no floating button over it).
 */
export async function searchPopupProblems(page: Page, label: string): Promise<string[]> {
  const bar = `document.querySelector('#slot-search .nirvana-search-host')?.querySelector('.nv-bar:not(.nv-bar--sticky)')`;
  if (!(await page.evaluate(`!!${bar}`))) return [`${label}: no search bar at rest`];
  await installPageHelpers(page);
  const problems: string[] = [];
  for (const [name, opener, popup] of [
    ['hotel list', '[data-testid="hotel-button"]', '.nv-popup--hotels'],
    ['guests panel', '[data-testid="guests-button"]', '.nv-popup--guests'],
    ['calendar', '[data-testid="checkin-input"]', '.nv-popup--dates'],
  ] as const) {
    const before = (await page.evaluate('window.scrollY')) as number;
    // As a pointer does: focus, then click (a script's click() alone moves no focus).
    await page.evaluate(`(() => { const o = ${bar}.querySelector(${JSON.stringify(opener)}); o.focus(); o.click(); })()`);
    // Shown and laid out (the calendar loads its library on its first opening).
    // (Found in the bar, sticky or not: a pop-up opening below the window scrolls the page to its focused option.)
    const anyBar = `document.querySelector('#slot-search .nirvana-search-host')?.querySelector('.nv-bar')`;
    const ready = await page
      .waitForFunction(`(() => { const p = ${anyBar}?.querySelector(${JSON.stringify(popup)}); return !!p && !p.querySelector('[aria-busy="true"]') && (${JSON.stringify(popup)} !== '.nv-popup--dates' || !!p.querySelector('.flatpickr-calendar')); })()`, { timeout: 10_000 })
      .then(() => true, () => false);
    if (!ready) {
      problems.push(`${label}: the ${name} did not open`);
      continue;
    }
    // (Over a hero, long enough for its title to clear from under it: a 300 ms fade.)
    const overHero = (await page.evaluate(`!!document.querySelector('#slot-main .nirvana-content-host')?.querySelector('.hero-title')`)) as boolean;
    await new Promise((r) => setTimeout(r, overHero ? 400 : 150));
    const after = (await page.evaluate('window.scrollY')) as number;
    if (Math.abs(after - before) > 1) problems.push(`${label}: opening the ${name} scrolled the page by ${Math.round(after - before)} px`);
    problems.push(...(await page.evaluate((label: string, name: string, popup: string) => {
      const p = document.querySelector('#slot-search .nirvana-search-host')!.querySelector('.nv-bar ' + popup) as HTMLElement;
      const r = p.getBoundingClientRect();
      const out: string[] = [];
      if (r.bottom > innerHeight + 1 || r.top < -1) out.push(`${label}: the ${name} opens at ${Math.round(r.top)}–${Math.round(r.bottom)}, outside the window (0–${innerHeight})`);
      // Across too (issue 29, item 5: the calendar ran off a tablet's right edge, its Sunday and Done cut, the page scrolling sideways).
      const width = document.documentElement.clientWidth;
      if (r.left < -1 || r.right > width + 1) out.push(`${label}: the ${name} spans ${Math.round(r.left)}–${Math.round(r.right)}, outside the window's width (0–${width})`);
      if (document.documentElement.scrollWidth > width + 1) out.push(`${label}: with the ${name} open the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width})`);
      // No hero title showing beside it (issue 29, item 12: "Nirv…" peeking out from under the calendar), and the slides held still.
      const hero = document.querySelector('#slot-main .nirvana-content-host')?.querySelector('.hero');
      const title = hero?.querySelector('.hero-title');
      if (title) {
        const t = title.getBoundingClientRect();
        const shows = Number(getComputedStyle(hero!.querySelector('.hero-overlay')!).opacity) > 0.05;
        if (shows && t.bottom > r.top && t.top < r.bottom && t.right > r.left && t.left < r.right) out.push(`${label}: the hero's title "${title.textContent}" shows under the ${name}`);
        if (!hero!.hasAttribute('data-held')) out.push(`${label}: the hero goes on sliding behind the ${name}`);
      }
      const L = (window as unknown as { __lay: { deepAt(x: number, y: number): Element | null; name(el: Element): string } }).__lay;
      // Topmost over its box: its inset corners and its centre, through every shadow root.
      for (const [x, y] of [[r.left + 8, r.top + 8], [r.right - 8, r.top + 8], [r.left + 8, r.bottom - 8], [r.right - 8, r.bottom - 8], [(r.left + r.right) / 2, (r.top + r.bottom) / 2]]) {
        if (y! < 0 || y! > innerHeight) continue;
        const top = L.deepAt(x!, y!);
        if (!top || !p.contains(top)) out.push(`${label}: ${top ? L.name(top) : 'nothing'} lies over the ${name} at ${Math.round(x!)},${Math.round(y!)}`);
      }
      return out;
    }, label, name, popup)));
    await page.keyboard.press('Escape');
    const closed = await page.waitForFunction(`!${anyBar}?.querySelector(${JSON.stringify(popup)})`, { timeout: 5000 }).then(() => true, () => false);
    if (!closed) problems.push(`${label}: the ${name} did not close on Escape`);
    await page.evaluate((y: number) => window.scrollTo(0, y), before);
    await page.waitForFunction(`!!${bar}`, { timeout: 5000 }).catch(() => undefined);
  }
  return problems;
}
