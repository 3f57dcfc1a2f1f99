import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../i18n/en.messages.json';
import type { Messages } from '../i18n/messages';
import { fetchSearchData } from '../data/search-data';
import { EMPTY_RULES, fakeApi } from '../test/fixtures';
import type { SearchDetail } from '../search-event';
import { SearchForm, type SearchFormProps } from './search-form';

const API = 'https://api.example.com';
const TODAY = '2026-06-01'; // a Monday

function setup(props: Partial<SearchFormProps> = {}, rules = EMPTY_RULES) {
  const api = fakeApi(API, rules);
  const data = fetchSearchData(API, api.fetchMock as unknown as typeof fetch);
  const onSearch = jest.fn<void, [SearchDetail]>();
  const locale = 'en';
  const messages = en as unknown as Messages;
  render(
    <IntlProvider locale={locale} messages={messages}>
      <p>outside</p>
      <SearchForm data={data} locale={locale} layout="bar" mobile={false} today={TODAY} onSearch={onSearch} hotel="nirvana-cosmopolitan" {...props} />
    </IntlProvider>,
  );
  return { onSearch, user: userEvent.setup(), api };
}

const checkin = () => screen.getByTestId('checkin-input') as HTMLInputElement;
const checkout = () => screen.getByTestId('checkout-input') as HTMLInputElement;
const focused = () => document.activeElement as HTMLElement;

describe('SearchForm', () => {
  it('preselects the page hotel and defaults to today + 3 nights, 2 adults', async () => {
    const { user, onSearch } = setup();
    await waitFor(() => expect(screen.getByTestId('hotel-button').textContent).toBe('Cosmopolitan'));
    expect(checkin().value).toBe('01 Jun 2026');
    expect(checkout().value).toBe('04 Jun 2026');
    expect(screen.getByText('3 nights')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({
      hotel: 'nirvana-cosmopolitan', checkin: TODAY, checkout: '2026-06-04', adults: 2, childBirthdates: [], promoCode: null,
      url: 'https://booking.example.com/cosmopolitan?checkin=2026-06-01&checkout=2026-06-04&adult=2&child=0&lang=en',
    });
  });

  it('a campaign preset selects its hotel, dates and adults, and the search hands them off', async () => {
    const preset = { hotel: 'nirvana-mediterranean-excellence', checkin: '2026-07-04', checkout: '2026-07-11', adults: 3 };
    const { user, onSearch } = setup({ preset });
    await waitFor(() => expect(screen.getByTestId('hotel-button').textContent).toBe('Mediterranean Excellence'));
    expect(checkin().value).toBe('04 Jul 2026');
    expect(checkout().value).toBe('11 Jul 2026');
    expect(screen.getByText('7 nights')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ hotel: 'nirvana-mediterranean-excellence', checkin: '2026-07-04', checkout: '2026-07-11', adults: 3 }));
    expect(onSearch.mock.calls[0]![0].url).toContain('checkin=2026-07-04&checkout=2026-07-11&adult=3');
  });

  it('hotel picker toggles on click, closes on choosing and on an outside click; works by keyboard', async () => {
    const { user } = setup({ hotel: null });
    await waitFor(() => expect((screen.getByTestId('hotel-button') as HTMLButtonElement).disabled).toBe(false));
    const button = screen.getByTestId('hotel-button');
    await user.click(button);
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.click(button);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(button);
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
    // keyboard: ArrowDown opens with the focus on an option, arrows move, Enter chooses
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(focused().getAttribute('role')).toBe('option');
    await user.keyboard('{End}{ArrowUp}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button.textContent).toBe('Cosmopolitan');
    expect(focused()).toBe(button);
  });

  it('refuses to search without a hotel', async () => {
    const { user, onSearch } = setup({ hotel: null });
    await waitFor(() => expect((screen.getByTestId('hotel-button') as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a hotel first.');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('picks dates with the keyboard alone (APG date picker dialog)', async () => {
    const { user, onSearch } = setup();
    await waitFor(() => expect(screen.getByTestId('hotel-button').textContent).toContain('Cosmopolitan'));
    checkin().focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Choose your dates' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // focus on the check-in day, the grid's only tab stop
    expect(focused().dataset.date).toBe('2026-06-01');
    expect(dialog.querySelectorAll('.flatpickr-day[tabindex="0"]')).toHaveLength(1);
    // month arrows are labelled buttons
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeTruthy();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(focused().dataset.date).toBe('2026-06-09');
    await user.keyboard('{End}');
    expect(focused().dataset.date).toBe('2026-06-14');
    await user.keyboard('{Home}');
    expect(focused().dataset.date).toBe('2026-06-08');
    await user.keyboard('{PageDown}');
    expect(focused().dataset.date).toBe('2026-07-08');
    await user.keyboard('{PageDown}{PageUp}');
    expect(focused().dataset.date).toBe('2026-07-08');
    await user.keyboard('{Enter}');
    // desktop: a new check-in clears check-out
    expect(checkin().value).toBe('08 Jul 2026');
    expect(checkout().value).toBe('');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Choose your dates' })).toBeNull();
    expect(checkout().value).toBe('12 Jul 2026');
    expect(screen.getByText('4 nights')).toBeTruthy();
    expect(focused()).toBe(checkout());
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ checkin: '2026-07-08', checkout: '2026-07-12' });
  });

  it('explains its dots and struck-through days in a legend', async () => {
    const { user } = setup();
    await user.click(checkout());
    const legend = screen.getByTestId('calendar-legend');
    expect(Array.from(legend.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'Orange dot: half-day check-in or check-out', '15Struck through: not available',
    ]);
    expect(legend.querySelector('.nv-legend__dot')).not.toBeNull();
    expect(legend.querySelector('.nv-legend__struck')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('Esc closes the calendar and returns the focus to its input', async () => {
    const { user } = setup();
    await user.click(checkout());
    expect(screen.getByRole('dialog', { name: 'Choose your dates' })).toBeTruthy();
    expect(focused().dataset.date).toBe('2026-06-04');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose your dates' })).toBeNull();
    expect(focused()).toBe(checkout());
  });

  it('picks dates with the mouse and marks stays shorter than the period minimum invalid', async () => {
    const rules = (hotelId: number) => ({ ...EMPTY_RULES(hotelId), periods: [{ from: '2026-06-01', to: '2026-06-30', minNights: 5, changeover: null }], halfDayCheckIn: ['2026-06-10'] });
    const { user, api } = setup({}, rules);
    await waitFor(() => expect(api.calls.some((c) => c.endsWith('/v1/hotels/2/stay-rules'))).toBe(true));
    await user.click(checkin());
    const dialog = screen.getByRole('dialog', { name: 'Choose your dates' });
    const day = (iso: string) => dialog.querySelector<HTMLElement>(`.flatpickr-day[data-date="${iso}"]`)!;
    await waitFor(() => expect(day('2026-06-10').title).toBe('Half-day check-in'));
    await user.click(day('2026-06-08'));
    expect(day('2026-06-11').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-06-11').title).toBe('At least 5 nights in this period');
    await user.click(day('2026-06-11'));
    expect(within(dialog).getByRole('status').textContent).toContain('At least 5 nights in this period');
    expect(checkout().value).toBe('');
    await user.click(day('2026-06-13'));
    expect(checkout().value).toBe('13 Jun 2026');
  });

  it('mobile: a new check-in moves check-out to check-in + 3, and check-out is never earlier', async () => {
    const { user } = setup({ mobile: true, layout: 'stacked' });
    await user.click(checkin());
    const dialog = screen.getByRole('dialog', { name: 'Choose your dates' });
    const day = (iso: string) => dialog.querySelector<HTMLElement>(`.flatpickr-day[data-date="${iso}"]`)!;
    await user.click(day('2026-06-10'));
    expect(checkin().value).toBe('10 Jun 2026');
    expect(checkout().value).toBe('13 Jun 2026');
    expect(day('2026-06-12').getAttribute('aria-disabled')).toBe('true');
    await user.click(day('2026-06-12'));
    expect(checkout().value).toBe('13 Jun 2026');
    await user.click(day('2026-06-15'));
    expect(checkout().value).toBe('15 Jun 2026');
  });

  it('guest picker: adults at least 1 (decrement disabled), at most 3 children, birthdates checked', async () => {
    const { user, onSearch } = setup();
    await waitFor(() => expect(screen.getByTestId('hotel-button').textContent).toContain('Cosmopolitan'));
    await user.click(screen.getByTestId('guests-button'));
    const panel = screen.getByRole('dialog', { name: 'Choose guests' });
    expect(panel.closest('.nv-popup--guests')).toBeTruthy();
    const minus = within(panel).getByRole('button', { name: 'Remove an adult' }) as HTMLButtonElement;
    await user.click(minus);
    expect(minus.disabled).toBe(true);
    expect(focused()).toBe(within(panel).getByRole('button', { name: 'Add an adult' }));
    await user.click(within(panel).getByRole('button', { name: 'Add an adult' }));
    await user.click(within(panel).getByRole('button', { name: 'Add an adult' }));
    const plusChild = within(panel).getByRole('button', { name: 'Add a child' }) as HTMLButtonElement;
    await user.click(plusChild);
    await user.click(plusChild);
    await user.click(plusChild);
    expect(plusChild.disabled).toBe(true);
    expect(within(panel).getAllByLabelText(/Child \d birthdate/)).toHaveLength(3);
    await user.click(within(panel).getByRole('button', { name: 'Remove a child' }));
    await user.type(within(panel).getByLabelText('Child 1 birthdate'), '02062014');
    await user.type(within(panel).getByLabelText('Child 2 birthdate'), '01012099');
    expect(within(panel).getByText('11 years old')).toBeTruthy();
    // search with a birthdate after check-in: the panel stays open with the problem on the field
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    // (the outside click closed the panel; the search opened it again)
    const again = screen.getByRole('dialog', { name: 'Choose guests' });
    expect(within(again).getByText('The birthdate cannot be after check-in')).toBeTruthy();
    expect(focused()).toBe(within(again).getByLabelText('Child 2 birthdate'));
    // A child of 12 at check-in: shown as 11 (spec: clamped to 0..11), no problem, the birthdate kept and sent as given.
    await user.clear(within(again).getByLabelText('Child 2 birthdate'));
    await user.type(within(again).getByLabelText('Child 2 birthdate'), '01062014');
    expect(within(again).getAllByText('11 years old')).toHaveLength(2);
    expect((within(again).getByLabelText('Child 2 birthdate') as HTMLInputElement).value).toBe('01.06.2014');
    expect(within(again).getByLabelText('Child 2 birthdate').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ adults: 3, childBirthdates: ['2014-06-02', '2014-06-01'] });
    expect(onSearch.mock.calls[0]![0].url).toContain('&adult=3&child=2&childages=2014-06-02,2014-06-01');
  });

  it('guest picker closes on an outside click and on Esc', async () => {
    const { user } = setup();
    await user.click(screen.getByTestId('guests-button'));
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('dialog', { name: 'Choose guests' })).toBeNull();
    await user.click(screen.getByTestId('guests-button'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose guests' })).toBeNull();
    expect(focused()).toBe(screen.getByTestId('guests-button'));
  });

  it('passes the promo code under the hotel promo parameter', async () => {
    const { user, onSearch } = setup({ handOffFor: () => ({ scheme: 'standard', promoParam: 'promo' }) });
    await waitFor(() => expect(screen.getByTestId('hotel-button').textContent).toContain('Cosmopolitan'));
    await user.type(screen.getByLabelText('Promo code'), 'SUN26');
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ promoCode: 'SUN26' });
    expect(onSearch.mock.calls[0]![0].url).toMatch(/&promo=SUN26$/);
  });
});
