import { act, fireEvent, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIso } from '../rules/dates';
import { fakeApi } from '../test/fixtures';
import { TAG_NAME, defineNirvanaSearch } from './nirvana-search-element';
import { PARTNER_KIT } from './partner-kit';

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

  // The standalone embed's element (embed-entry.ts): with the partner kit.
  beforeAll(() => defineNirvanaSearch('https://script-origin.example.com', customElements, PARTNER_KIT));
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
    // Inside the container its scoped sheets apply to (as the section's host on the site).
    const container = el.shadowRoot!.querySelector('.nirvana-search-host');
    expect(container?.parentNode).toBe(el.shadowRoot);
    expect(container!.querySelector('.nv-embed .nv-form')).not.toBeNull();
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
    const url = `https://booking.example.com/cosmopolitan?checkin=${today}&checkout=${checkout}&adult=2&child=2&childages=2018-03-09,2021-12-31&lang=en`;
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
    await waitFor(() => expect(ui.getByTestId('hotel-button').textContent).toBe('Dolce Vita'));
    await userEvent.setup().click(ui.getByRole('button', { name: 'Search' }));
    expect(ui.getByRole('alert').textContent).toContain('Online booking is not available for this hotel.');
    expect(seen).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('with a hotel attribute offers only that hotel, preselected', async () => {
    const el = await place(`<nirvana-search lang="en" hotel="nirvana-cosmopolitan" api-base="${API}"></nirvana-search>`);
    const ui = shadow(el);
    await waitFor(() => expect(ui.getByTestId('hotel-button').textContent).toBe('Cosmopolitan'));
    await userEvent.setup().click(ui.getByTestId('hotel-button'));
    expect(ui.getAllByRole('option').map((o) => o.textContent)).toEqual(['Nirvana Cosmopolitan']);
  });

  /** Waits for the hotels, chooses one (unless the element has one), types a promo code and searches the default stay. */
  async function searchPromo(el: HTMLElement, hotelName: string | null, promo: string) {
    const user = userEvent.setup();
    const ui = shadow(el);
    await waitFor(() => expect((ui.getByTestId('hotel-button') as HTMLButtonElement).disabled).toBe(false));
    if (hotelName) {
      await user.click(ui.getByTestId('hotel-button'));
      await user.click(ui.getByRole('option', { name: hotelName }));
    }
    fireEvent.change(ui.getByTestId('promo-input'), { target: { value: promo } });
    await user.click(ui.getByTestId('search-submit'));
  }

  function record(name: string) {
    const seen: CustomEvent[] = [];
    const listener = (e: Event) => seen.push(e as CustomEvent);
    document.addEventListener(name, listener);
    return { seen, stop: () => document.removeEventListener(name, listener) };
  }

  it('hands the typed promo code to the engine with no handOff set: the hotel\'s scheme from the API, else `promo`', async () => {
    const el = await place(`<nirvana-search lang="en" api-base="${API}"></nirvana-search>`);
    await searchPromo(el, 'Nirvana Cosmopolitan', 'SUN26');
    expect(open.mock.calls[0]![0]).toMatch(/&voucher=SUN26$/);
    await searchPromo(el, 'Nirvana Mediterranean Excellence', 'SEA');
    expect(open.mock.calls[1]![0]).toMatch(/^https:\/\/booking\.example\.com\/me\?lang=en&checkin=.*&promo=SEA$/);
  });

  it('passes the partner attribute and the visitor\'s language on the hand-off, and in the event', async () => {
    const el = await place(`<nirvana-search lang="de-AT" partner="antalya-holidays" hotel="nirvana-cosmopolitan" api-base="${API}"></nirvana-search>`);
    const searches = record('nirvana-search');
    await searchPromo(el, null, '');
    searches.stop();
    const url = new URL(open.mock.calls[0]![0] as string);
    expect([url.searchParams.get('lang'), url.searchParams.get('partner')]).toEqual(['de', 'antalya-holidays']);
    expect(searches.seen[0]!.detail).toMatchObject({ partner: 'antalya-holidays', url: url.toString() });
  });

  it('reads lang in any case and with a region; an unsupported one shows English with a warning and an error event', async () => {
    const errors = record('nirvana-search:error');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const gb = await place(`<nirvana-search lang="en-GB" api-base="${API}"></nirvana-search>`);
      expect(await shadow(gb).findByRole('button', { name: 'Search' })).toBeTruthy();
      const upper = await place(`<nirvana-search lang="EN" api-base="${API}"></nirvana-search>`);
      expect(await shadow(upper).findByRole('button', { name: 'Search' })).toBeTruthy();
      expect(errors.seen).toEqual([]);
      const fr = await place(`<nirvana-search lang="fr" api-base="${API}"></nirvana-search>`);
      expect(await shadow(fr).findByRole('button', { name: 'Search' })).toBeTruthy();
      expect(errors.seen.map((e) => [e.target, e.detail.code, e.bubbles, e.composed])).toEqual([[fr, 'lang', true, true]]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('lang="fr" is not supported'));
    } finally {
      errors.stop();
      warn.mockRestore();
    }
  });

  it('a mistyped hotel: a warning, an error event, and every hotel offered instead of an empty picker', async () => {
    const errors = record('nirvana-search:error');
    const ready = record('nirvana-search:ready');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const el = await place(`<nirvana-search lang="en" hotel="nirvana-cosmopolitn" api-base="${API}"></nirvana-search>`);
      await waitFor(() => expect(errors.seen.map((e) => e.detail.code)).toEqual(['hotel']));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('hotel="nirvana-cosmopolitn" is not one of'));
      await userEvent.setup().click(shadow(el).getByTestId('hotel-button'));
      expect(shadow(el).getAllByRole('option')).toHaveLength(3);
      expect(ready.seen.map((e) => e.detail)).toEqual([{ lang: 'en', hotels: ['nirvana-mediterranean-excellence', 'nirvana-cosmopolitan', 'nirvana-dolce-vita'] }]);
    } finally {
      errors.stop();
      ready.stop();
      warn.mockRestore();
    }
  });

  it('dispatches nirvana-search:ready once its hotels are there, and nirvana-search:error when they cannot be loaded', async () => {
    const ready = record('nirvana-search:ready');
    const errors = record('nirvana-search:error');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const el = await place(`<nirvana-search lang="ru" hotel="nirvana-dolce-vita" api-base="${API}"></nirvana-search>`);
      await waitFor(() => expect(ready.seen).toHaveLength(1));
      expect([ready.seen[0]!.target, ready.seen[0]!.detail]).toEqual([el, { lang: 'ru', hotels: ['nirvana-dolce-vita'] }]);
      global.fetch = jest.fn(async () => new Response('down', { status: 500 })) as unknown as typeof fetch;
      const down = await place('<nirvana-search lang="en" api-base="https://down.example.com"></nirvana-search>');
      await waitFor(() => expect(errors.seen.map((e) => [e.target, e.detail.code])).toEqual([[down, 'api']]));
      expect(ready.seen).toHaveLength(1);
    } finally {
      ready.stop();
      errors.stop();
      warn.mockRestore();
    }
  });

  it('prefills dates and guests from checkin, checkout, adults and children', async () => {
    const checkin = addDays(today, 20);
    const checkout = addDays(today, 27);
    const el = await place(`<nirvana-search lang="en" hotel="nirvana-cosmopolitan" checkin="${checkin}" checkout="${checkout}" adults="3" children="1" api-base="${API}"></nirvana-search>`);
    const ui = shadow(el);
    await waitFor(() => expect(ui.getByText('7 nights')).toBeTruthy());
    expect(ui.getByTestId('guests-button').textContent).toMatch(/3\sadults,\s1\schild/);
    // The child's birthdate is the visitor's to type: the search asks for it.
    await userEvent.setup().click(ui.getByTestId('search-submit'));
    expect(ui.getByLabelText('Child 1 birthdate')).toBeTruthy();
    fireEvent.change(ui.getByLabelText('Child 1 birthdate'), { target: { value: '01.02.2019' } });
    await userEvent.setup().click(ui.getByTestId('search-submit'));
    expect(open.mock.calls[0]![0]).toContain(`checkin=${checkin}&checkout=${checkout}&adult=3&child=1&childages=2019-02-01`);
  });

  it('shows the lowest price per night under each day of the calendar, from the rates call', async () => {
    const el = await place(`<nirvana-search lang="en" hotel="nirvana-cosmopolitan" api-base="${API}"></nirvana-search>`);
    const ui = shadow(el);
    await waitFor(() => expect((ui.getByTestId('hotel-button') as HTMLButtonElement).disabled).toBe(false));
    await userEvent.setup().click(ui.getByTestId('checkin-input'));
    const day = addDays(today, 2);
    await waitFor(() => expect(el.shadowRoot!.querySelector<HTMLElement>(`.flatpickr-day[data-date="${day}"]`)?.dataset.note).toBe('€102'));
    expect(el.shadowRoot!.querySelector(`.flatpickr-day[data-date="${day}"]`)!.getAttribute('aria-label')).toContain('€102');
    expect(api.calls).toContain(`${API}/v1/hotels/2/rates?days=370`);
  });
});
