import { useLayoutEffect } from 'react';
import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, type PageState } from '@nirvana/shared/bus';
import { detectDevice } from '@nirvana/shared/device';
import { testRuntimeConfig } from '@nirvana/shared/test-config';
import { fakeApi } from '../test/fixtures';
import SearchSection from './search-section';
import { listenForOpenRequests, resetOpenRequests } from './open-request';

const API = 'http://api.test';
const config = testRuntimeConfig({ apiBase: API });
const phone = detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1', 375);
const ROOMS = '/en/hotels/nirvana-cosmopolitan/rooms';
const room = { slug: 'deluxe-room', name: 'Deluxe Room' };

function roomsPage(): PageState {
  return {
    route: { locale: 'en', routeId: 'hotel:rooms', params: { hotel: 'nirvana-cosmopolitan' }, layout: 'room-index', path: ROOMS },
    status: 'ready',
    statusCode: 200,
    page: {
      id: 30, propertyId: 2, property: { id: 2 }, title: 'Rooms', meta: { title: 't', description: 'd' },
      layout: null, sliders: [], contents: [], options: [], heroSlides: [], breadcrumbs: [], hrefLangs: [], category: null,
    },
  };
}

/** A room card's Book, tapped in the moment the section has rendered but not yet run its effects. */
function BookDuringMount() {
  useLayoutEffect(() => {
    emit('nirvana:search-open', { source: 'room-card', hotel: 'nirvana-cosmopolitan', room });
  }, []);
  return null;
}

describe('the search section', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    window.history.replaceState(null, '', ROOMS);
    global.fetch = fakeApi(API).fetchMock as unknown as typeof fetch;
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => {
    open.mockRestore();
    resetOpenRequests();
    delete (window as unknown as { __nirvanaBus?: unknown }).__nirvanaBus;
  });

  it('names the room of a Book tapped while it mounts in its search event (phone)', async () => {
    emit('nirvana:device', phone);
    const host = document.createElement('div');
    document.body.appendChild(host);
    const events: CustomEvent[] = [];
    host.addEventListener('nirvana-search', (e) => events.push(e as CustomEvent));
    // The section listens to the bus as its lifecycle does before it renders.
    const stop = listenForOpenRequests();
    render(
      <>
        <SearchSection config={config} host={host} />
        <BookDuringMount />
      </>,
      { container: host },
    );
    act(() => emit('nirvana:page', roomsPage()));
    // The overlay opens for the request, with the card's hotel chosen.
    const overlay = await waitFor(() => within(host).getByTestId('search-overlay'));
    const ui = within(overlay);
    await waitFor(() => expect(ui.getByTestId('hotel-button').textContent).toContain('Nirvana Cosmopolitan'));
    await userEvent.setup().click(ui.getByTestId('search-submit'));
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toMatchObject({ hotel: 'nirvana-cosmopolitan', room });
    expect(open).toHaveBeenCalledWith(events[0]!.detail.url, '_blank', 'noopener');
    stop();
  });

  it("holds no space of its own before the page is known: the slot's height is the shell's, by layout (none on policy pages)", async () => {
    emit('nirvana:device', detectDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 1440));
    const host = document.createElement('div');
    document.body.appendChild(host);
    render(<SearchSection config={config} host={host} />, { container: host });
    await act(async () => {});
    expect(host.innerHTML).toBe('');
  });
});
