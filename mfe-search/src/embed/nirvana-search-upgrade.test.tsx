/**
 * A page that configures the element before its script has run (the README's `async` snippet):
 * the `handOff` property set on the not-yet-defined element and `window.NirvanaSearch` are both
 * used once the script defines it; the global config set later is used too.
 */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../test/fixtures';
import { defineNirvanaSearch } from './nirvana-search-element';
import { PARTNER_KIT } from './partner-kit';

const API = 'https://api.example.com';

it('takes handOff set before the element was defined, and window.NirvanaSearch set before and after', async () => {
  const api = fakeApi(API);
  global.fetch = api.fetchMock as unknown as typeof fetch;
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  (window as unknown as { NirvanaSearch: unknown }).NirvanaSearch = { partner: 'early-agency' };
  document.body.innerHTML = `<nirvana-search lang="en" hotel="nirvana-cosmopolitan" api-base="${API}"></nirvana-search>`;
  const el = document.querySelector('nirvana-search')!;
  // As a partner's page script does it, before the embed's script ran.
  el.handOff = { 'nirvana-cosmopolitan': { scheme: 'standard', promoParam: 'coupon' } };
  await act(async () => defineNirvanaSearch('https://script-origin.example.com', customElements, PARTNER_KIT));

  const ui = within(el.shadowRoot as unknown as HTMLElement);
  const user = userEvent.setup();
  await waitFor(() => expect((ui.getByTestId('hotel-button') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.change(ui.getByTestId('promo-input'), { target: { value: 'SUN26' } });
  await user.click(ui.getByTestId('search-submit'));
  const first = new URL(open.mock.calls[0]![0] as string);
  expect([first.searchParams.get('coupon'), first.searchParams.get('voucher'), first.searchParams.get('partner')]).toEqual(['SUN26', null, 'early-agency']);

  // Set again later: the next search uses it.
  await act(async () => {
    (window as unknown as { NirvanaSearch: unknown }).NirvanaSearch = { partner: 'late-agency' };
  });
  await user.click(ui.getByTestId('search-submit'));
  expect(new URL(open.mock.calls[1]![0] as string).searchParams.get('partner')).toBe('late-agency');
  open.mockRestore();
});
