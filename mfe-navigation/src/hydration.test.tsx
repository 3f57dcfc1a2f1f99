/**
 * The server's HTML taken over in place: each part rendered as the server renders it (the runtime's
 * tree, the data store waiting for the menus), then the section mounted on that HTML as the shell
 * mounts it. The browser asks no menus, keeps the server's nodes and logs no hydration error.
 */
import { act, waitFor } from '@testing-library/react';
import { fetchMenus } from '@nirvana/shared/api/client';
import { emit } from '@nirvana/shared/bus';
import type { PageState } from '@nirvana/shared/bus';
import { resetServerRender, sectionHostHtml, SERVER_RENDER_ID, type SectionView } from '@nirvana/shared/section-runtime';
import type { SlotName } from '@nirvana/shared/sections';
import { mount, unmount } from './nirvana-navigation';
import { config, desktop, menus, pageState, phone, resetBus, settle } from './test-support';

jest.mock('@nirvana/shared/api/client', () => ({ fetchMenus: jest.fn() }));

// React's server renderer (its Node build, as jest resolves it) schedules with setImmediate, which jsdom lacks.
const g = globalThis as unknown as { setImmediate?: (fn: () => void) => unknown };
g.setImmediate ??= (fn: () => void) => setTimeout(fn, 0);

const SLOTS: SlotName[] = ['header', 'footer', 'floating'];
const UPSTREAM = 'http://api.upstream.test';

/** The server's render of the three parts and the data it kept, with its own copies of React and the section (as in its own build). */
async function serverRender(state: PageState, device: typeof desktop) {
  let out: { html: Record<string, string>; data: Record<string, unknown>; calls: unknown[][] } | undefined;
  await jest.isolateModulesAsync(async () => {
    const { createElement } = await import('react');
    const { prerender } = await import('react-dom/static');
    const api = await import('@nirvana/shared/api/client');
    (api.fetchMenus as jest.Mock).mockClear().mockResolvedValue(menus);
    const { createDataStore } = await import('@nirvana/shared/section-data');
    const { identifierPrefix, SectionTree } = await import('@nirvana/shared/section-runtime');
    const { PRERENDER_OPTIONS } = await import('@nirvana/shared/section-server');
    const { default: NavigationApp } = await import('./app/navigation-app');
    const { navigationMessages } = await import('./i18n/catalog');
    const locale = state.route.locale;
    const messages = await navigationMessages.load(locale);
    const store = createDataStore({ server: true });
    const view: SectionView = { state, device, locale, config, server: { apiBase: UPSTREAM, headers: { 'x-forwarded-host': 'site.test' } } };
    const html: Record<string, string> = {};
    for (const slot of SLOTS) {
      const tree = createElement(SectionTree, { section: 'navigation', Root: NavigationApp, slot, view, store, messages });
      const { prelude } = await prerender(tree, { identifierPrefix: identifierPrefix('navigation', slot), ...PRERENDER_OPTIONS });
      html[slot] = await new Response(prelude).text();
    }
    out = { html, data: store.snapshot(), calls: (api.fetchMenus as jest.Mock).mock.calls };
  });
  return out!;
}

beforeEach(async () => {
  await act(async () => {
    await unmount();
  });
  resetBus();
  resetServerRender();
  document.body.innerHTML = '';
  (fetchMenus as jest.Mock).mockReset().mockResolvedValue(menus);
});

async function hydrate(state: PageState, device: typeof desktop) {
  const { html, data, calls } = await serverRender(state, device);
  // On the server: one call for both parts, to the API as the server reaches it, with the visitor's host.
  expect(calls).toEqual([[UPSTREAM, state.page.propertyId, state.route.locale, { ky: { headers: { 'x-forwarded-host': 'site.test' } } }]]);
  (fetchMenus as jest.Mock).mockClear();
  const build = 'b1';
  const script = `<script type="application/json" id="${SERVER_RENDER_ID}">${JSON.stringify({ device, sections: { navigation: { build, data } } })}</script>`;
  // The shell's page, which has its own skip link.
  document.body.innerHTML = '<a class="skip-link" href="#main-content">Skip</a>' + SLOTS.map((slot) => `<div id="slot-${slot}">${sectionHostHtml('navigation', slot, html[slot]!, build)}</div>`).join('') + script;
  const slots = Object.fromEntries(SLOTS.map((slot) => [slot, document.getElementById(`slot-${slot}`)!]));
  const before = Object.fromEntries(SLOTS.map((slot) => [slot, markupOf(slots[slot]!)]));
  const errors = jest.spyOn(console, 'error');
  const warnings = jest.spyOn(console, 'warn');
  emit('nirvana:device', device);
  emit('nirvana:page', state);
  await act(async () => {
    await mount({ slots, config });
  });
  await settle(50);
  const logged = [...errors.mock.calls, ...warnings.mock.calls].map((args) => args.map(String).join(' '));
  errors.mockRestore();
  warnings.mockRestore();
  return { slots, before, logged, html };
}

/** A slot's markup as the server made it: the runtime's own mark of a committed host left out. */
const markupOf = (slot: Element) => slot.innerHTML.replace(/ data-committed=""/g, '');

describe('hydration of the server HTML', () => {
  it('a hotel page on a desktop: the header menu (closed), the breadcrumb and the footer links are in the server HTML, taken over in place with no request', async () => {
    const state = pageState({ locale: 'en', path: '/en/about-us' }, { breadcrumbs: [{ text: 'Home', url: '/', active: false }, { text: 'About us', url: '/about-us', active: true }] });
    const { html } = await serverRender(state, desktop);
    // What a crawler reads: the menu's links (closed: hidden) and its hotel switcher (cards with their lazy pictures),
    // the breadcrumb, the footer's links; no style attribute (a picture's placeholder is painted in the browser).
    expect(html.header).toMatch(/<dialog [^>]*class="menu-layer"/);
    expect(html.header).not.toMatch(/<dialog [^>]*class="menu-layer"[^>]* open/);
    expect(html.header).toContain('href="/en/barlar"');
    expect(html.header).toContain('href="/en/oteller/nirvana-dolce-vita"');
    expect(html.header).toContain('Nirvana Dolce Vita');
    expect(html.header).toMatch(/<img[^>]*srcSet="http:\/\/api\.test\/media\/images\/kite-sky\.jpg\?w=240&amp;fm=jpg 240w[^"]*"[^>]*loading="lazy"/);
    expect(html.header).toContain('aria-label="Breadcrumb"');
    expect(html.footer).toContain('href="/en/p101"');
    expect(html.footer).toContain('Privacy policy');
    for (const slot of SLOTS) expect(html[slot]).not.toMatch(/ style="/);

    const nav = () => document.querySelector('#slot-header nav[aria-label="Main navigation"]');
    const { slots, before, logged } = await hydrate(state, desktop);
    const firstNav = nav();
    const firstFooterLink = slots.footer!.querySelector('a[href="/en/p101"]');
    expect(firstNav).not.toBeNull();
    expect(firstFooterLink).not.toBeNull();
    await settle(50);
    expect(logged).toEqual([]);
    // The same nodes, the same markup, no request for the menus the page carries.
    expect(nav()).toBe(firstNav);
    expect(slots.footer!.querySelector('a[href="/en/p101"]')).toBe(firstFooterLink);
    for (const slot of SLOTS) expect(markupOf(slots[slot]!)).toBe(before[slot]);
    expect(fetchMenus).not.toHaveBeenCalled();
    // Interactive: the menu opens.
    const toggle = slots.header!.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!;
    await act(async () => toggle.click());
    await waitFor(() => expect(slots.header!.querySelector<HTMLDialogElement>('dialog.menu-layer')!.open).toBe(true));
    // And closes (the page's scroll comes back for the next test).
    await act(async () => slots.header!.querySelector<HTMLButtonElement>('.menu-close')!.click());
    expect(slots.header!.querySelector<HTMLDialogElement>('dialog.menu-layer')!.open).toBe(false);
  });

  it('a landing page on a phone, in Russian: the header, the bottom bar and the footer hydrate without a warning', async () => {
    const state = pageState({ locale: 'ru', routeId: 'group:yaz-tatili-otel-firsatlari', layout: 'landing-page', path: '/ru/summer' });
    const { slots, before, logged } = await hydrate(state, phone);
    expect(logged).toEqual([]);
    expect(slots.floating!.querySelector('[data-testid="landing-bottom"]')).not.toBeNull();
    for (const slot of SLOTS) expect(markupOf(slots[slot]!)).toBe(before[slot]);
    expect(fetchMenus).not.toHaveBeenCalled();
  });
});
