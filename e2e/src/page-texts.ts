/**
 * What a visitor reads on a page, and what it says twice (issue 15): the content e2e runs it on every
 * page type in every locale and every other route shape (content.e2e.ts).
 */
import type { Page } from 'puppeteer';

/**
 * What a visitor can read in the page's sections, through their shadow roots: every text block (a
 * paragraph, list item, heading, ...) and the page's first heading.
 */
export async function textsOn(page: Page): Promise<{ h1: string; texts: string[]; main: string[]; headings: string[] }> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walk = (root: Document | ShadowRoot | Element) => {
      const nodes = root.querySelectorAll('*');
      nodes.forEach((el) => {
        if (el.shadowRoot) walk(el.shadowRoot);
      });
      const tw = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
      for (let n = tw.nextNode() as HTMLElement | null; n; n = tw.nextNode() as HTMLElement | null) {
        if (!/^(P|LI|H1|H2|H3|H4|DD|FIGCAPTION|SPAN)$/.test(n.tagName) || n.closest('[hidden], [aria-hidden="true"], .visually-hidden')) continue;
        // Navigation (menus, breadcrumbs, a policy's contents) names what the page says: it is not copy.
        if (n.closest('nav, [role="navigation"], .breadcrumbs')) continue;
        if (n.tagName === 'SPAN' && n.parentElement?.closest('p, li, h1, h2, h3, h4, dd, figcaption, a, button, label')) continue;
        if (n.querySelector('p, li, h1, h2, h3, h4, dd, figcaption')) continue;
        const style = getComputedStyle(n);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        // What is read on screen: words only screen readers hear (a link's ": Cosmo Fit") left out.
        // A row of actions only (every word a link's or a button's: "Book a treatment", "Call the hotel") is no copy.
        const words: string[] = [];
        let copy = false;
        const tw2 = document.createTreeWalker(n, NodeFilter.SHOW_TEXT);
        for (let t = tw2.nextNode(); t; t = tw2.nextNode()) {
          if (t.parentElement?.closest('.visually-hidden, [hidden], [aria-hidden="true"]')) continue;
          words.push(t.textContent ?? '');
          if ((t.textContent ?? '').trim() && !t.parentElement?.closest('a, button')) copy = true;
        }
        if (!copy) continue;
        const text = words.join(' ').replace(/\s+/g, ' ').trim();
        if (text) texts.push(text);
      }
    };
    let main: string[] = [];
    for (const id of ['slot-main', 'slot-header', 'slot-search', 'slot-newsletter', 'slot-footer']) {
      const slot = document.getElementById(id);
      if (slot) walk(slot);
      if (id === 'slot-main') main = [...texts];
    }
    const content = document.querySelector('#slot-main .nirvana-content-host');
    const h1 = content?.querySelector('h1');
    const headings = Array.from(content?.querySelectorAll('h2, h3') ?? [])
      .filter((h) => getComputedStyle(h).display !== 'none' && !h.closest('nav, [hidden], .visually-hidden'))
      .map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim());
    return { h1: (h1?.textContent ?? '').replace(/\s+/g, ' ').trim(), texts, main, headings };
  });
}

/** A sentence as said, without a leading "Name: " (the hotel's or the group's name before the same words). */
const said = (s: string) => s.trim().replace(/^[^:.!?]{2,48}:\s+/, '').replace(/[.!?…]+$/, '').toLocaleLowerCase();

/**
 * A page's repetitions: a sentence of five words or more said twice (also when once prefixed with a
 * name, "Nirvana Hotels: …"), and a text block of the page's content that only repeats its first
 * heading or a section's heading (also after a label: "Venue: City Hall" under a "City Hall" heading).
 */
export function repeatedTexts({ h1, texts, main, headings }: { h1: string; texts: string[]; main: string[]; headings: string[] }): string[] {
  const out: string[] = [];
  const sentences = texts.flatMap((t) => t.split(/(?<=[.!?…])\s+/)).filter((x) => said(x).split(/\s+/).length >= 5);
  const seen = new Map<string, string[]>();
  for (const x of sentences) seen.set(said(x), [...(seen.get(said(x)) ?? []), x.trim()]);
  for (const [, all] of seen) if (all.length > 1) out.push(`${all.length}× "${all[0]}"${new Set(all).size > 1 ? ` (also as "${all.find((a) => a !== all[0])}")` : ''}`);
  const heading = said(h1);
  if (heading) {
    const again = main.filter((t) => said(t) === heading).length;
    // The h1 itself is one of them.
    if (again > 1) out.push(`the first heading "${h1}" is said again (${again - 1}×)`);
  }
  // A section's heading that only repeats a line of the page ("Venue: City Hall" and a "City Hall" heading).
  for (const h of headings) {
    const again = main.filter((t) => said(t) === said(h)).length;
    if (said(h) && again > 1) out.push(`the heading "${h}" is said again (${again - 1}×)`);
  }
  return out;
}
