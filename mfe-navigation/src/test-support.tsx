import './test-matchers';
/** Fixtures for the section's unit tests: pages, devices, menus, a config, a render helper. */
import { act, waitFor } from '@testing-library/react';
import type { MediaFile, Menu, MenuItem, Page } from '@nirvana/shared/api/schemas';
import { emit, type PageState, type RouteState } from '@nirvana/shared/bus';
import { detectDevice } from '@nirvana/shared/device';
import { testRuntimeConfig } from '@nirvana/shared/test-config';
import { mount, unmount } from './nirvana-navigation';

export const config = testRuntimeConfig({
  social: {
    '22': { facebook: 'https://facebook.com/nirvanahotels', instagram: 'https://instagram.com/nirvanahotels' },
    '2': { instagram: 'https://instagram.com/nirvanacosmopolitan' },
  },
});

export const desktop = detectDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 1440);
export const phone = detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1', 375);

export function item(id: number, text: string, extra: Partial<MenuItem> = {}): MenuItem {
  return { id, text, url: `/p${id}`, openNewWindow: false, fileUrl: null, subitems: [], ...extra };
}

/** As the group's HEADER menu has it: the hotels page alone (the hotels' homes are the HOTELS menu's), then groups of pages. */
export const headerItems: MenuItem[] = [
  item(1, 'Hotels', { url: '/oteller' }),
  item(2, 'Gastronomy', { url: '', subitems: [item(21, 'Restaurants'), item(22, 'Bars', { url: '/barlar' })] }),
  item(6, 'Experiences', { url: '', subitems: [item(61, 'Kids club'), item(62, 'Aqua park', { url: '/aqua-life' })] }),
  item(3, 'Brochure', { fileUrl: '/media/files/brochure.pdf' }),
  item(4, 'Careers', { url: 'https://careers.test', openNewWindow: true }),
  item(5, 'Contact', { url: '/iletisim' }),
];

export const footerItems: MenuItem[] = [
  item(101, 'About us', { section: 'COL_1' }),
  item(102, 'Awards', { section: 'COL_1' }),
  item(201, 'Spa', { section: 'COL_2' }),
  item(301, 'FAQ', { section: 'COL_3' }),
  item(302, 'Blog', { section: 'COL_3' }),
  item(303, 'Sitemap', { section: 'COL_3' }),
  item(401, 'KVKK', { section: 'BOTTOM' }),
  item(402, 'Privacy policy', { section: 'BOTTOM' }),
];

/** A hotel's picture as the API gives it (absolute, with its size and placeholder). */
export function picture(name: string): MediaFile {
  return {
    sourceUrl: `http://api.test/media/images/${name}.jpg`, width: 1920, height: 1280, mimeType: 'image/jpeg', alt: name,
    color: '#8899aa', placeholder: '#8899aa,#776655',
  };
}

/** The HOTELS menu: the group's home (no picture), then the three hotels with picture and place. */
export const hotelItems: MenuItem[] = [
  item(601, 'Nirvana Hotels', { url: '/' }),
  item(602, 'Nirvana Mediterranean Excellence', { url: '/oteller/nirvana-mediterranean-excellence', image: picture('evening-boats'), place: 'Kemer · Antalya' }),
  item(603, 'Nirvana Cosmopolitan', { url: '/oteller/nirvana-cosmopolitan', image: picture('dune-sea'), place: 'Muratpaşa · Antalya' }),
  item(604, 'Nirvana Dolce Vita', { url: '/oteller/nirvana-dolce-vita', image: picture('kite-sky'), place: 'Kemer · Antalya' }),
];

export const menus: Menu[] = [
  { type: 'HEADER', items: headerItems },
  { type: 'FOOTER', items: footerItems },
  { type: 'HOTELS', items: hotelItems },
];

export function page(extra: Partial<Page> = {}): Page {
  return {
    id: 11, propertyId: 2, property: { id: 2 }, title: 'Cosmopolitan', meta: { title: 't', description: 'd' },
    layout: null, sliders: [], contents: [], options: [], heroSlides: [], breadcrumbs: [], hrefLangs: [], category: null,
    ...extra,
  };
}

export function pageState(route: Partial<RouteState>, pageExtra: Partial<Page> = {}): PageState {
  return {
    route: { locale: 'tr', routeId: 'group:about-us', params: {}, layout: 'main', path: '/hakkimizda', ...route },
    status: 'ready',
    statusCode: 200,
    page: page(pageExtra),
  };
}

/** Forgets the bus's remembered events (they live on window). */
export function resetBus() {
  delete (window as unknown as { __nirvanaBus?: unknown }).__nirvanaBus;
}

/** Lets timers, chunks and (mocked) calls settle inside act. */
export async function settle(ms = 0) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/**
 * Mounts the section as the shell does (its single-spa lifecycles, the runtime rendering one root
 * per slot) in three slots of the document, after publishing the page and the device; a section
 * mounted by an earlier test is unmounted first.
 */
export async function renderApp(initial: { page?: PageState; device?: typeof desktop } = {}) {
  await act(async () => {
    await unmount();
  });
  if (initial.device) emit('nirvana:device', initial.device);
  if (initial.page) emit('nirvana:page', initial.page);
  const make = (id: string) => {
    const el = document.createElement('div');
    el.id = id;
    document.body.append(el);
    return el;
  };
  const header = make('slot-header');
  const footer = make('slot-footer');
  const floating = make('slot-floating');
  await act(async () => {
    await mount({ slots: { header, footer, floating }, config });
  });
  // Each part rendered (the root's chunk, the messages), the runtime listening to the bus.
  await waitFor(() => {
    for (const slot of [header, floating]) expect(slot.querySelector('.navigation-root')?.childElementCount).toBeGreaterThan(0);
  });
  await settle();
  return { header, footer, floating };
}

export function publish<K extends Parameters<typeof emit>[0]>(name: K, detail: Parameters<typeof emit<K>>[1]) {
  act(() => emit(name, detail));
}

/** Sets the page's scroll geometry and fires a scroll event. */
export async function scrollTo(y: number, scrollHeight = 3000) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  // The scroll hook reads once per animation frame: wait for one inside act.
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
}
