/**
 * Faults in the browser (issue 9), injected with puppeteer request interception, each bounded:
 * the API down (aborted), slow (5 s) or answering 500 on each call family; each remote's entry
 * answering 404 or its mount throwing; a hashed chunk answering 404 (reload at most once per 60 s);
 * the chat script failing or hanging; the browser going offline. The page stays usable, the other
 * sections keep working, failures are logged only (no console.error, no uncaught error), the
 * loading bar turns red and the error page shows where the spec says.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { CONTAINER_NAMES, SECTIONS, type SectionName } from '@nirvana/shared/sections';
import { buildPath } from '@nirvana/shared/routes';
import { agreeToThirdParties, giveIntent, loadEverySection, newPage, site, waitForSections, type Opened } from '../src/harness';
import { EVENTS } from '../src/content-files';

type Mode = 'down' | 'slow' | '500';
const MODES: Mode[] = ['down', '500', 'slow'];
const SLOW_MS = 5000;
/** The browser's own network log line for a failed request: expected here, not the app's noise. */
const NETWORK_LOG = [/Failed to load resource/, /net::ERR_/];

const hotel = 'nirvana-cosmopolitan';
const ONLY = process.env.FAULTS_ONLY;
const FAMILIES_ALL: { name: string; match: RegExp; path: () => string; method?: string }[] = [
  // The first page comes from the server: the page call is faulted on a client navigation (below).
  { name: 'page', match: /\/v1\/pages\/(url-lang|not-found)/, path: () => buildPath('hotel-home', 'en', { hotel })! },
  { name: 'menus', match: /\/v1\/menus/, path: () => buildPath('hotel-home', 'en', { hotel })! },
  { name: 'hotels', match: /\/v1\/hotels/, path: () => buildPath('hotel-home', 'en', { hotel })! },
  { name: 'rooms', match: /\/v1\/rooms/, path: () => buildPath('hotel:rooms', 'en', { hotel })! },
  { name: 'stories', match: /\/v1\/stories/, path: () => buildPath('hotel-home', 'en', { hotel })! },
  { name: 'gallery', match: /\/v1\/galleries\//, path: () => buildPath('hotel:gallery', 'en', { hotel })! },
  { name: 'events', match: /\/v1\/events\//, path: () => buildPath('event', 'en', { slug: (EVENTS[0]!.slug as Record<string, string>).en })! },
  { name: 'category', match: /\/v1\/pages\/\d+\/(gastronomy|outlet|spa|contact|certificate)/, path: () => buildPath('hotel:gastronomy', 'en', { hotel })! },
  { name: 'newsletter', match: /\/v1\/web\/subscribe-newsletter/, path: () => buildPath('group:about-us', 'en')!, method: 'POST' },
];
const FAMILIES = ONLY ? FAMILIES_ALL.filter((f) => f.name === ONLY) : FAMILIES_ALL;

let injected = 0;

/**
 * Interception that applies a fault to the API requests matching `match`; `answered()` settles
 * once every request it holds back (the slow mode's) has been let through.
 */
function apiFault(match: RegExp, mode: Mode) {
  // The site reaches the API through its own origin (the shell server's /v1/ proxy).
  const origin = new URL(site.url).origin;
  const held = new Set<Promise<unknown>>();
  const answered = async () => {
    while (held.size) await Promise.allSettled([...held]);
  };
  const intercept = async (request: HTTPRequest): Promise<boolean> => {
    const url = request.url();
    if (!url.startsWith(`${origin}/v1/`) || !match.test(url) || request.method() === 'OPTIONS') return false;
    injected += 1;
    if (mode === 'down') {
      await request.abort('connectionrefused');
    } else if (mode === '500') {
      await request.respond({
        status: 500,
        contentType: 'application/json',
        headers: { 'Cache-Control': 'no-store' },
        body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'fault injected' }),
      });
    } else {
      const letThrough = new Promise((r) => setTimeout(r, SLOW_MS)).then(() => request.continue());
      held.add(letThrough);
      await letThrough.finally(() => held.delete(letThrough));
    }
    return true;
  };
  return { intercept, answered };
}

/** Counts the documents loaded in this tab (a reload that interrupts the first load fires no second 'load'). */
async function countDocuments(page: Page): Promise<() => Promise<number>> {
  await page.evaluateOnNewDocument(() => {
    sessionStorage.setItem('e2e:docs', String(Number(sessionStorage.getItem('e2e:docs') ?? 0) + 1));
  });
  return () => page.evaluate(() => Number(sessionStorage.getItem('e2e:docs')));
}

/** Whether the loading bar turns (or turned) red within a moment: the watcher polls every 20 ms. */
function barWentRed(page: Page): Promise<boolean> {
  return page
    .waitForFunction(() => (window as unknown as { __barRed: boolean }).__barRed === true, { timeout: 2000, polling: 20 })
    .then(() => true, () => false);
}

/** Records whether the loading bar was ever red, and every reload (from the first document on). */
async function watchPage(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __barRed: boolean };
    w.__barRed = false;
    const timer = setInterval(() => {
      const bar = document.querySelector('nirvana-loading-bar') as (Element & { view?: { failed?: boolean } }) | null;
      if (bar?.view?.failed) w.__barRed = true;
    }, 20);
    setTimeout(() => clearInterval(timer), 180_000);
  });
}

async function sectionStates(page: Page): Promise<Record<string, string>> {
  return page.$$eval('[data-section][data-section-state]', (els) => {
    const out: Record<string, string> = {};
    for (const e of els) {
      const name = e.getAttribute('data-section')!;
      const state = e.getAttribute('data-section-state') ?? 'none';
      if (!out[name] || out[name] === 'mounted') out[name] = state;
    }
    return out;
  });
}

/** Loads the parts below the fold (the newsletter, the footer): they load when scrolled near. */
async function loadNewsletter(page: Page): Promise<void> {
  await loadEverySection(page);
}

/** Whether a slot has a working link or button somewhere inside it (nested open shadow roots included). */
async function slotHas(page: Page, slot: string, selector: string): Promise<boolean> {
  // Polled (up to 3 s): a part may re-render after the scroll back to the top.
  return page.waitForFunction((id: string, sel: string) => {
    const visit = (root: ParentNode): boolean => {
      if (root.querySelector(sel)) return true;
      return Array.from(root.querySelectorAll('*')).some((el) => !!el.shadowRoot && visit(el.shadowRoot));
    };
    const el = document.getElementById(id);
    return !!el && (visit(el.shadowRoot ?? el) || visit(el));
  }, { timeout: 3000, polling: 100 }, slot, selector).then(() => true, () => false);
}

async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((u: string) => window.dispatchEvent(new CustomEvent('nirvana:navigate', { detail: { url: u } })), url);
}

/** Polls for an element (a document-level observer does not see changes inside shadow roots). */
async function poll(page: Page, selector: string, timeout: number, ok: (text: string) => boolean = () => true) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const handle = await page.$(selector);
    if (handle && ok((await handle.evaluate((e) => e.textContent ?? '')).trim())) return handle;
    if (Date.now() > deadline) throw new Error(`${selector} not found within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Clicks an element once it holds still: found afresh each try and brought to the middle, since
 * content loading above it (the page's lower parts) may move or re-render it meanwhile.
 */
async function clickSteady(page: Page, selector: string, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const handle = await poll(page, selector, Math.max(1000, deadline - Date.now()));
    try {
      await handle.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await new Promise((r) => setTimeout(r, 100));
      await handle.click();
      return handle;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

async function subscribe(page: Page): Promise<string> {
  const nl = (sel: string) => `#slot-newsletter ${sel}`;
  const input = await clickSteady(page, nl('input[type="email"]'));
  await input.type(`faults-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`);
  await clickSteady(page, nl('input[type="checkbox"]'), 5000);
  await clickSteady(page, nl('button[type="submit"]'), 5000);
  // Failure: the danger alert (role alert); success: the form result line.
  const ok = (t: string) => t.length > 0;
  const alert = await Promise.any([poll(page, nl('[role="alert"]'), SLOW_MS + 8000, ok), poll(page, nl('.form-result'), SLOW_MS + 8000, ok)]).catch(async (error) => {
    if (process.env.FAULTS_DEBUG) console.log(await page.$eval('#slot-newsletter form', (f) => f.outerHTML).catch(() => 'no form'));
    throw error;
  });
  return alert.evaluate((e) => `${e.className} ${e.textContent}`);
}

function clean(o: Opened): string[] {
  return o.errors.filter((e) => !NETWORK_LOG.some((re) => re.test(e)));
}

describe('faults in the browser', () => {
  it('API down, slow (5 s) or 500 on each call family: logged only, other sections work, bar red and error page on a failed navigation', async () => {
    const scenarios = FAMILIES.flatMap((family) => MODES.map((mode) => ({ family, mode })));
    const problems: string[] = [];
    const queue = [...scenarios];
    const worker = async () => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        const { family, mode } = s;
        const tag = `${family.name}/${mode}`;
        const isPage = family.name === 'page';
        // The page call is faulted only after the first page is up (then on a client navigation).
        let armed = !isPage;
        const fault = apiFault(family.match, mode);
        const o = await newPage({ intercept: (r) => (armed ? fault.intercept(r) : false), allowConsole: NETWORK_LOG });
        try {
          await watchPage(o.page);
          await o.page.goto(site.at(isPage ? buildPath('home', 'en')! : family.path()), { waitUntil: 'load' });
          await waitForSections(o.page, { timeout: 30_000 });
          if (isPage) {
            armed = true;
            const target = family.path();
            await navigate(o.page, target);
            await o.page.waitForFunction((p: string) => location.pathname === p && document.documentElement.dataset.pageStatus !== 'loading', { timeout: SLOW_MS + 10_000 }, target);
            const status = await o.page.evaluate(() => document.documentElement.dataset.pageStatus);
            const red = await barWentRed(o.page);
            if (mode === 'slow') {
              if (status !== 'ready') problems.push(`${tag}: page status ${status} after a slow answer`);
            } else {
              if (status !== 'error') problems.push(`${tag}: no error page (status ${status})`);
              if (!red) problems.push(`${tag}: the loading bar never turned red`);
            }
          } else if (family.name === 'newsletter') {
            await loadNewsletter(o.page);
            const alert = await subscribe(o.page);
            const expected = mode === 'slow' ? /success|successfully/i : /danger|could not/i;
            if (!expected.test(alert)) problems.push(`${tag}: newsletter alert "${alert}"`);
          }
          await loadEverySection(o.page);
          // The slow answers arrive (those the parts below asked for too): the page takes them in and still works.
          await fault.answered();
          await new Promise((r) => setTimeout(r, 500));
          const states = await sectionStates(o.page);
          for (const section of SECTIONS) if (states[section] !== 'mounted') problems.push(`${tag}: section ${section} is ${states[section]}`);
          // Still usable: the header and the search are there and answer.
          // (The error page shows no search bar.)
          const errorPage = isPage && mode !== 'slow';
          if (!(await slotHas(o.page, 'slot-header', 'a[href]'))) problems.push(`${tag}: header has no link`);
          if (!errorPage && !(await slotHas(o.page, 'slot-search', 'button'))) problems.push(`${tag}: search has no button`);
          problems.push(...clean(o).map((e) => `${tag}: ${e}`));
        } catch (error) {
          problems.push(`${tag}: ${String(error).slice(0, 200)}`);
        } finally {
          await o.close();
        }
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(problems).toEqual([]);
  }, 300_000); // 27 scenarios, 9 of them a 5 s slow API: about 180 s on this machine alone

  const remote = (section: SectionName) => new RegExp(`/mfe/${section}/remoteEntry(\\.[0-9a-f]{8})?\\.js`);

  it('each remote entry answering 404, or its mount throwing, breaks only that section (fallback, no reload, no console error)', async () => {
    const problems: string[] = [];
    const cases = SECTIONS.flatMap((section) => (['404', 'throw'] as const).map((kind) => ({ section, kind })));
    const queue = [...cases];
    const worker = async () => {
      for (let c = queue.shift(); c; c = queue.shift()) {
        const { section, kind } = c;
        const tag = `${section}/${kind}`;
        const o = await newPage({
          allowConsole: NETWORK_LOG,
          intercept: async (request) => {
            if (!remote(section).test(request.url())) return false;
            injected += 1;
            if (kind === '404') {
              await request.respond({ status: 404, contentType: 'text/plain', body: 'Not found' });
            } else {
              // A modified remote: a valid container whose section throws on mount.
              const name = CONTAINER_NAMES[section];
              await request.respond({
                status: 200,
                contentType: 'text/javascript',
                body: `self[${JSON.stringify(name)}] = { init: function () {}, get: function () { return Promise.resolve(function () { return {
                  bootstrap: function () { return Promise.resolve(); },
                  mount: function () { return Promise.reject(new Error('mount failed on purpose')); },
                  unmount: function () { return Promise.resolve(); } }; }); } };`,
              });
            }
            return true;
          },
        });
        const documents = await countDocuments(o.page);
        try {
          await o.page.goto(site.at(buildPath('hotel-home', 'en', { hotel })!), { waitUntil: 'load' });
          await waitForSections(o.page, { timeout: 30_000 });
          await loadEverySection(o.page);
          const states = await sectionStates(o.page);
          for (const other of SECTIONS) {
            const expected = other === section ? ['failed'] : ['mounted'];
            if (!expected.includes(states[other]!)) problems.push(`${tag}: ${other} is ${states[other]}`);
          }
          const fallback = await o.page.evaluate((name: string) => Array.from(document.querySelectorAll(`[data-section="${name}"]`))
            .some((slot) => !!(slot.shadowRoot ?? slot).querySelector('nirvana-section-fallback') || !!slot.querySelector('nirvana-section-fallback')), section);
          if (!fallback && section !== 'search') problems.push(`${tag}: no fallback shown`);
          const loads = await documents();
          if (loads !== 1) problems.push(`${tag}: ${loads} documents (no reload expected)`);
          problems.push(...clean(o).map((e) => `${tag}: ${e}`));
        } catch (error) {
          problems.push(`${tag}: ${String(error).slice(0, 200)}`);
        } finally {
          await o.close();
        }
      }
    };
    await Promise.all([worker(), worker()]);
    expect(problems).toEqual([]);
  });

  it('a hashed chunk answering 404 reloads the page once, not again within 60 s; the section shows its fallback', async () => {
    const o = await newPage({
      allowConsole: NETWORK_LOG,
      intercept: async (request) => {
        // The other sections' entries arrive late, so the broken section is the first container
        // asked for React: the shared libraries must still not come from its broken files.
        if (/\/mfe\/(navigation|search|newsletter)\/remoteEntry(\.[0-9a-f]{8})?\.js/.test(request.url())) {
          await new Promise((r) => setTimeout(r, 1500));
          return false;
        }
        if (!/\/mfe\/content\/(?!remoteEntry)[\w.-]+\.js$/.test(request.url())) return false;
        injected += 1;
        await request.respond({ status: 404, contentType: 'text/plain', body: 'Not found' });
        return true;
      },
    });
    const documents = await countDocuments(o.page);
    try {
      await o.page.goto(site.at(buildPath('hotel-home', 'en', { hotel })!), { waitUntil: 'load' });
      await giveIntent(o.page);
      await o.page.waitForFunction(() => sessionStorage.getItem('nirvana:chunk-reload-at') !== null && document.readyState === 'complete', { timeout: 20_000 });
      await waitForSections(o.page, { timeout: 30_000 });
      // Give a second reload every chance to happen.
      await new Promise((r) => setTimeout(r, 2500));
      expect(await documents()).toBe(2);
      const states = await sectionStates(o.page);
      expect(states.content).toBe('failed');
      expect(states.navigation).toBe('mounted');
      expect(states.search).toBe('mounted');
      expect(['mounted', 'deferred']).toContain(states.newsletter);
      expect(clean(o)).toEqual([]);
    } finally {
      await o.close();
    }
  });

  it('the chat script failing or hanging changes nothing on the page', async () => {
    for (const kind of ['fail', 'hang'] as const) {
      const o = await newPage({
        allowConsole: NETWORK_LOG,
        intercept: async (request) => {
          if (!/\/chat\/widget-/.test(request.url())) return false;
          injected += 1;
          if (kind === 'fail') await request.abort('failed');
          // 'hang': never answered.
          return true;
        },
      });
      try {
        // The chat loads only after the visitor agreed to it in the cookie dialog.
        await agreeToThirdParties(o.page);
        await o.page.goto(site.at('/en'), { waitUntil: 'domcontentloaded' });
        await waitForSections(o.page, { timeout: 30_000 });
        await new Promise((r) => setTimeout(r, 2500)); // past the chat's idle deadline (2 s)
        expect(await o.page.$('#nirvana-chat')).toBeNull();
        expect(Object.values(await sectionStates(o.page)).every((s) => s === 'mounted' || s === 'deferred')).toBe(true);
        // Client navigation still works.
        const target = buildPath('group:about-us', 'en')!;
        await navigate(o.page, target);
        await o.page.waitForFunction((p: string) => location.pathname === p && document.documentElement.dataset.pageStatus === 'ready', { timeout: 10_000 }, target);
        expect(clean(o)).toEqual([]);
      } finally {
        await o.close();
      }
    }
  });

  it('offline: a navigation fails into the error page with a red bar, nothing uncaught; back online it works again', async () => {
    const o = await newPage({ allowConsole: NETWORK_LOG });
    try {
      await watchPage(o.page);
      await o.page.goto(site.at('/en'), { waitUntil: 'load' });
      await waitForSections(o.page, { timeout: 30_000 });
      const online = await sectionStates(o.page);
      await o.page.setOfflineMode(true);
      injected += 1;
      const target = buildPath('group:about-us', 'en')!;
      await navigate(o.page, target);
      await o.page.waitForFunction((p: string) => location.pathname === p && document.documentElement.dataset.pageStatus === 'error', { timeout: 10_000 }, target);
      expect(await o.page.evaluate(() => navigator.onLine)).toBe(false);
      expect(await barWentRed(o.page)).toBe(true);
      // The sections that ran stay; one whose code had not loaded yet (the newsletter, below the
      // fold, now near it on the short error page) waits, shows its retry (its code cannot load
      // offline), or mounts from what the browser had already fetched.
      const offline = await sectionStates(o.page);
      for (const [section, state] of Object.entries(online)) {
        if (state === 'mounted') expect([section, offline[section]]).toEqual([section, 'mounted']);
        // (Or it is not on the error page at all.)
        // (Offline its loader may still be trying, three times, when the bar has gone red.)
        else expect([section, offline[section] ?? 'none']).toEqual([section, expect.stringMatching(/^(deferred|loading|failed|mounted|none)$/)]);
        if (offline[section] === 'failed') expect(await o.page.$(`[data-section="${section}"] nirvana-section-fallback`)).not.toBeNull();
      }
      await o.page.setOfflineMode(false);
      const back = buildPath('hotel-home', 'en', { hotel })!;
      await navigate(o.page, back);
      await o.page.waitForFunction((p: string) => location.pathname === p && document.documentElement.dataset.pageStatus === 'ready', { timeout: 10_000 }, back);
      expect(clean(o)).toEqual([]);
    } finally {
      await o.close();
    }
  });

  afterAll(() => {
    // The figure for the README's reliability section.
    console.log(`faults injected in the browser: ${injected}`);
  });
});
