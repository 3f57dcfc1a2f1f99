import { act, fireEvent, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIso } from '../rules/dates';
import { fakeApi } from '../test/fixtures';
import { TAG_NAME, defineNirvanaSearch } from './nirvana-search-element';

const API = 'https://api.example.com';
const today = todayIso();

function shadow(el: Element) {
  return within(el.shadowRoot as unknown as HTMLElement);
}

async function place(html: string) {
  const box = document.createElement('div');
  await act(async () => {
    box.innerHTML = html;
    document.body.appendChild(box);
  });
  return box.firstElementChild as HTMLElement;
}

describe('<nirvana-search>', () => {
  let api: ReturnType<typeof fakeApi>;
  let open: jest.SpyInstance;

  beforeAll(() => defineNirvanaSearch('https://script-origin.example.com'));
  beforeEach(() => {
    api = fakeApi(API);
    global.fetch = api.fetchMock as unknown as typeof fetch;
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });
  afterEach(async () => {
    await act(async () => {
      document.body.innerHTML = '';
    });
    open.mockRestore();
  });

  it('is defined once; defining it again does not throw', () => {
    const first = customElements.get(TAG_NAME);
    expect(first).toBeDefined();
    expect(() => defineNirvanaSearch('https://other.example.com')).not.toThrow();
    expect(customElements.get(TAG_NAME)).toBe(first);
  });

  it('renders in an open shadow root, with the hotels of its api-base only', async () => {
    const el = await place(`<nirvana-search lang="en" api-base="${API}"></nirvana-search>`);
    expect(el.shadowRoot).not.toBeNull();
    const ui = shadow(el);
    await waitFor(() => expect((ui.getByTestId('hotel-button') as HTMLButtonElement).disabled).toBe(false));
    expect(ui.getByRole('button', { name: /Hotel Choose a hotel/ })).toBeTruthy();
    expect(ui.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(api.calls).toEqual([`${API}/v1/hotels?lang=en`]);
  });

  it('defaults api-base to the origin that served the script', async () => {
    api = fakeApi('https://script-origin.example.com');
    global.fetch = api.fetchMock as unknown as typeof fetch;
    const el = await place('<nirvana-search></nirvana-search>');
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(api.calls[0]).toBe('https://script-origin.example.com/v1/hotels?lang=tr');
    expect(shadow(el).getByRole('button', { name: 'Ara' })).toBeTruthy();
  });

  it('never fetches from a non-http(s) api-base', async () => {
    const el = await place('<nirvana-search api-base="javascript:alert(1)"></nirvana-search>');
    expect((await shadow(el).findByRole('alert')).textContent).toContain('api-base must be an http(s) URL');
    expect(api.calls).toEqual([]);
  });

  async function searchWithChildren(el: HTMLElement) {
    const user = userEvent.setup();
    const ui = shadow(el);
    await waitFor(() => expect((ui.getByTestId('hotel-button') as HTMLButtonElement).disabled).toBe(false));
    await user.click(ui.getByTestId('hotel-button'));
    await user.click(ui.getByRole('option', { name: 'Nirvana Cosmopolitan' }));
    expect(ui.queryByRole('listbox')).toBeNull();
    await user.click(ui.getByTestId('guests-button'));
    await user.click(ui.getByRole('button', { name: 'Add a child' }));
    await user.click(ui.getByRole('button', { name: 'Add a child' }));
    // user-event's typing does not reach React inside an r2wc shadow root in jsdom; change events do.
    // (Real typing is covered by the e2e tests in Chromium.)
    fireEvent.change(ui.getByLabelText('Child 1 birthdate'), { target: { value: '09032018' } });
    fireEvent.change(ui.getByLabelText('Child 2 birthdate'), { target: { value: '31.12.2021' } });
    expect((ui.getByLabelText('Child 1 birthdate') as HTMLInputElement).value).toBe('09.03.2018');
    await user.click(ui.getByRole('button', { name: 'Search' }));
  }

  it('dispatches a cancelable, bubbling, composed nirvana-search event and opens the hand-off URL', async () => {
    const el = await place(`<nirvana-search lang="en" api-base="${API}"></nirvana-search>`);
    const events: CustomEvent[] = [];
    document.addEventListener('nirvana-search', (e) => events.push(e as CustomEvent));
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    await searchWithChildren(el);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.bubbles && event!.composed && event!.cancelable).toBe(true);
    const checkout = addDays(today, 3);
    const url = `https://booking.example.com/cosmopolitan?checkin=${today}&checkout=${checkout}&adult=2&child=2&childages=2018-03-09,2021-12-31`;
    expect(event!.detail).toEqual({
      hotel: 'nirvana-cosmopolitan', checkin: today, checkout, adults: 2, childBirthdates: ['2018-03-09', '2021-12-31'], promoCode: null, url,
    });
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({ event: 'nirvana_search', hotel_id: 'nirvana-cosmopolitan', number_of_adults: 2, number_of_children: 2 }),
    ]);
    expect(api.calls.every((u) => u.startsWith(API))).toBe(true);
  });

  it('opens nothing when a listener cancels the event', async () => {
    const el = await place(`<nirvana-search lang="en" api-base="${API}"></nirvana-search>`);
    const seen = jest.fn((e: Event) => e.preventDefault());
    el.addEventListener('nirvana-search', seen);
    await searchWithChildren(el);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('does nothing for a hotel without reservationUrl', async () => {
    const el = await place(`<nirvana-search lang="en" hotel="nirvana-dolce-vita" api-base="${API}"></nirvana-search>`);
    const ui = shadow(el);
    const seen = jest.fn();
    el.addEventListener('nirvana-search', seen);
    await waitFor(() => expect(ui.getByTestId('hotel-button').textContent).toContain('Nirvana Dolce Vita'));
    await userEvent.setup().click(ui.getByRole('button', { name: 'Search' }));
    expect(ui.getByRole('alert').textContent).toContain('Online booking is not available for this hotel.');
    expect(seen).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('with a hotel attribute offers only that hotel, preselected', async () => {
    const el = await place(`<nirvana-search lang="en" hotel="nirvana-cosmopolitan" api-base="${API}"></nirvana-search>`);
    const ui = shadow(el);
    await waitFor(() => expect(ui.getByTestId('hotel-button').textContent).toContain('Nirvana Cosmopolitan'));
    await userEvent.setup().click(ui.getByTestId('hotel-button'));
    expect(ui.getAllByRole('option').map((o) => o.textContent)).toEqual(['Nirvana Cosmopolitan']);
  });
});
