import type { Page } from 'puppeteer';

/**
 * What a visitor does first (a pointer moving over the page's top corner): the shell starts on
 * the first intent (shell/src/intent.ts), so whatever waits for the sections gives one first.
 */
export async function giveIntent(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(0, 0);
}

/**
 * Browser-side helpers for the layout checks (`window.__lay`), installed once per page (again after
 * a navigation; installing them twice is harmless): every open shadow root, deep element-from-point,
 * the visible text box of an element, the floating buttons and the opaque bars.
 */
export const PAGE_HELPERS = `
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
    ...all('[data-nirvana-chat-offer], .round-button, .side-button, .bottom-button'),
  ].filter(shown);
  const opaque = (el) => { const m = getComputedStyle(el).backgroundColor.match(/rgba?\\(([^)]+)\\)/); if (!m) return false; const p = m[1].split(',').map(Number); return p.length < 4 || p[3] > 0.5; };
  const bars = () => all('.floating-dock, .landing-bottom, .landing-side, .nav-bar, .nv-bar--sticky, .landing-header').filter((b) => shown(b) && opaque(b)).map((b) => b.getBoundingClientRect());
  const HEADINGS = 'h1, h2, h3, h4, .feature-title, .room-card-title, .category-item-title, .story-title, .newsletter__title, .loyalty-title';
  const frames = (n) => new Promise((done) => { const next = (k) => (k === 0 ? done() : requestAnimationFrame(() => next(k - 1))); next(n); });
  // Two frames (the scroll and intersection observers' work drawn), then until no finite transition or
  // animation runs in the document or any shadow root (a header compacting, a part fading in), within
  // the ceiling; the hero's and the carousels' slide changes run on their own clock and are not waited for.
  const settled = async (ceiling) => {
    const until = performance.now() + ceiling;
    await frames(2);
    for (;;) {
      const running = roots().flatMap((r) => r.getAnimations()).filter((a) => a.playState === 'running'
        && Number.isFinite(a.effect?.getComputedTiming().endTime) && !a.effect?.target?.closest?.('.hero, .glide'));
      const left = until - performance.now();
      if (running.length === 0 || left <= 0) return;
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, left))]);
      await frames(1);
    }
  };
  return { roots, all, parentOf, deepAt, contains, textBox, shown, name, floating, bars, HEADINGS, settled };
})();
`;

/** Installs the helpers in the page as it is now. */
export async function installPageHelpers(page: Page): Promise<void> {
  await page.evaluate(PAGE_HELPERS);
}

/**
 * Waits for the page to come to rest after a scroll or a click (`__lay.settled`, installed by
 * installPageHelpers): two frames, then every running transition's end, at most `ceiling` ms.
 */
export async function settled(page: Page, ceiling = 3000): Promise<void> {
  await page.evaluate((ms: number) => (window as unknown as { __lay: { settled: (ms: number) => Promise<void> } }).__lay.settled(ms), ceiling);
}
