import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, type PageState } from '@nirvana/shared/bus';
import { detectDevice, type DeviceInfo } from '@nirvana/shared/device';
import type { Locale } from '@nirvana/shared/locales';
import { createDataStore, type DataStore } from '@nirvana/shared/section-data';
import { identifierPrefix, SectionTree, type SectionView } from '@nirvana/shared/section-runtime';
import { PRERENDER_OPTIONS } from '@nirvana/shared/section-server';
import { testRuntimeConfig } from '@nirvana/shared/test-config';
import { searchMessages } from '../i18n/messages';
import { todayIso } from '../rules/dates';
import { fakeApi, HOTELS } from '../test/fixtures';
import SearchSection from './search-section';
import { listenForOpenRequests, resetOpenRequests } from './open-request';

const API = 'http://api.test';
/** The API as the server reaches it (another base than the browser's). */
const SERVER_API = 'http://127.0.0.1:9';
const config = testRuntimeConfig({ apiBase: API });
const phone = detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1', 375);
const desktop = detectDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 1440);
const ROOMS = '/en/hotels/nirvana-cosmopolitan/rooms';
const room = { slug: 'deluxe-room', name: 'Deluxe Room' };

function roomsPage(locale: Locale = 'en'): PageState {
  return {
    route: { locale, routeId: 'hotel:rooms', params: { hotel: 'nirvana-cosmopolitan' }, layout: 'room-index', path: ROOMS },
    status: 'ready',
    statusCode: 200,
    page: {
      id: 30, propertyId: 2, property: { id: 2 }, title: 'Rooms', meta: { title: 't', description: 'd' },
      layout: null, sliders: [], contents: [], options: [], heroSlides: [], breadcrumbs: [], hrefLangs: [], category: null,
    },
  };
}

const viewOf = (device: DeviceInfo, locale: Locale = 'en', server = false): SectionView => ({
  state: roomsPage(locale), device, locale, config, ...(server ? { server: { apiBase: SERVER_API, headers: {} } } : {}),
});

/** The section's tree in its slot, as the runtime renders it (in the browser and on the server). */
async function tree(view: SectionView, store: DataStore) {
  const messages = await searchMessages.load(view.locale);
  return <SectionTree section="search" Root={SearchSection} slot="search" view={view} store={store} messages={messages} />;
}

// React's server renderer (its Node build, as jest resolves it) schedules with setImmediate, which jsdom lacks.
globalThis.setImmediate ??= ((fn: (...args: unknown[]) => void, ...args: unknown[]) => setTimeout(fn, 0, ...args)) as unknown as typeof setImmediate;

/** What the server renders (as serveSection does: React's prerender, which waits for the loads), and what it loaded. */
async function serverRender(view: SectionView) {
  const store = createDataStore({ server: true });
  const { prelude } = await prerender(await tree(view, store), { identifierPrefix: identifierPrefix('search', 'search'), ...PRERENDER_OPTIONS });
  const html = await new Response(prelude).text();
  return { html, data: store.snapshot() };
}

/** A Book tapped in the moment the section has rendered but not yet run its effects. */
function BookDuringMount() {
  useLayoutEffect(() => {
    emit('nirvana:search-open', { source: 'room-card', hotel: 'nirvana-cosmopolitan', room });
  }, []);
  return null;
}

describe('the search section', () => {
  let open: jest.SpyInstance;
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    window.history.replaceState(null, '', ROOMS);
    api = fakeApi(API);
    const server = fakeApi(SERVER_API);
    global.fetch = jest.fn((input: RequestInfo | URL) => (String(input).startsWith(SERVER_API) ? server.fetchMock(input) : api.fetchMock(input))) as unknown as typeof fetch;
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => {
    open.mockRestore();
    resetOpenRequests();
    delete (window as unknown as { __nirvanaBus?: unknown }).__nirvanaBus;
    document.body.innerHTML = '';
  });

  it('names the room of a Book tapped while it mounts in its search event (phone)', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const events: CustomEvent[] = [];
    host.addEventListener('nirvana-search', (e) => events.push(e as CustomEvent));
    // The section listens to the bus as its lifecycle does before it renders.
    const stop = listenForOpenRequests();
    const section = await tree(viewOf(phone), createDataStore());
    render(<>{section}<BookDuringMount /></>, { container: host });
    // The overlay opens for the request, with the card's hotel chosen.
    const overlay = await waitFor(() => within(host).getByTestId('search-overlay'));
    await waitFor(() => expect(overlay.hasAttribute('open')).toBe(true));
    const ui = within(overlay);
    await waitFor(() => expect(ui.getByTestId('hotel-button').textContent).toBe('Cosmopolitan'));
    await userEvent.setup().click(ui.getByTestId('search-submit'));
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toMatchObject({ hotel: 'nirvana-cosmopolitan', room });
    expect(open).toHaveBeenCalledWith(events[0]!.detail.url, '_blank', 'noopener');
    stop();
  });

  it('renders on the server in its initial state: the bar with its labels and the hotels as the API lists them, no dates', async () => {
    const { html, data } = await serverRender(viewOf(desktop, 'ru', true));
    expect(html).toContain('class="nv-bar"');
    expect(html).toContain('role="search"');
    // Every hotel, in the API's order (the picker's options, hidden while closed); the page's hotel chosen.
    const names = [...html.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(names).toEqual(HOTELS.map((h) => h.name));
    expect(html).toMatch(/data-testid="hotel-button"[^]*Nirvana Cosmopolitan/);
    // No date of the server's clock: the browser's today fills them in.
    expect(html).not.toContain(todayIso().slice(0, 4));
    expect(html).not.toMatch(/style=/);
    // The loads by keys that do not name the API's base (the browser's is another).
    expect(data).toEqual({ '["hotels","ru",null]': HOTELS, '["rules",2,null]': expect.objectContaining({ hotelId: 2 }) });
  });

  it('on a phone the server renders the closed overlay with its hotels', async () => {
    const { html } = await serverRender(viewOf(phone, 'en', true));
    expect(html).toContain('data-testid="search-overlay"');
    expect(html).not.toMatch(/<dialog[^>]* open/);
    for (const hotel of HOTELS) expect(html).toContain(hotel.name);
  });

  it.each([['desktop', desktop], ['phone', phone]] as const)('hydrates the server HTML in place (%s): no mismatch, no request again, then today\'s dates', async (_name, device) => {
    const { html, data } = await serverRender(viewOf(device, 'en', true));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const button = container.querySelector('[data-testid="hotel-button"]');
    const error = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    const section = await tree(viewOf(device), createDataStore({ initial: JSON.parse(JSON.stringify(data)) }));
    const root = await act(async () => hydrateRoot(container, section, { identifierPrefix: identifierPrefix('search', 'search'), onRecoverableError: recoverable }));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(recoverable).not.toHaveBeenCalled();
    // (Not one of ours: React's development build notes that this one process rendered the same contexts as the server too.)
    expect(error.mock.calls.filter(([message]) => !/multiple renderers concurrently/.test(String(message)))).toEqual([]);
    expect(container.querySelector('[data-testid="hotel-button"]')).toBe(button);
    expect(api.calls).toEqual([]);
    // After hydration: the default stay from the visitor's today.
    expect(container.querySelector<HTMLInputElement>('[data-testid="checkin-input"]')!.value).not.toBe('');
    error.mockRestore();
    act(() => root.unmount());
  });
});
