import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../i18n/en.messages.json';
import type { Messages } from '../i18n/messages';
import { NO_RULES, type PickState, type StayEnd } from '../rules/dates';
import { DatePicker } from './date-picker';

function Dates() {
  const [pick, setPick] = useState<PickState>({ checkin: '2026-06-01', checkout: '2026-06-04', next: 'checkin' });
  const [open, setOpen] = useState<StayEnd | null>(null);
  return (
    <IntlProvider locale="en" messages={en as unknown as Messages}>
      <DatePicker locale="en" pick={pick} rules={NO_RULES} today="2026-06-01" mobile={false} months={2} open={open} onOpen={setOpen} onPick={(r) => setPick(r.state)} />
      <input aria-label="Promo" />
    </IntlProvider>
  );
}

const focused = () => document.activeElement as HTMLElement;
const calendar = () => screen.queryByRole('dialog', { name: 'Choose your dates' });

describe('DatePicker', () => {
  it('is a dialog in place that keeps Tab inside; Esc closes it with the focus on its input', async () => {
    const user = userEvent.setup();
    render(<Dates />);
    await user.click(screen.getByTestId('checkout-input'));
    await waitFor(() => expect(focused().dataset.date).toBe('2026-06-04'));
    const dialog = calendar()!;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The page keeps its scroll (a pop-up under its field, no modal layer over the page).
    expect(document.documentElement.style.overflow).toBe('');
    const done = within(dialog).getByRole('button', { name: 'Done' });
    const next = within(dialog).getByRole('button', { name: 'Next month' });
    await user.tab();
    expect(focused()).toBe(done);
    await user.tab();
    expect(focused()).toBe(next);
    await user.tab({ shift: true });
    expect(focused()).toBe(done);
    await user.keyboard('{Escape}');
    expect(calendar()).toBeNull();
    expect(focused()).toBe(screen.getByTestId('checkout-input'));
  });

  it('Done returns the focus to the input of the end being chosen; a click outside leaves it where it went', async () => {
    const user = userEvent.setup();
    render(<Dates />);
    await user.click(screen.getByTestId('checkin-input'));
    await user.click(screen.getByTestId('checkout-input'));
    await user.click(within(calendar()!).getByRole('button', { name: 'Done' }));
    expect(calendar()).toBeNull();
    expect(focused()).toBe(screen.getByTestId('checkout-input'));
    await user.click(screen.getByTestId('checkin-input'));
    await user.click(screen.getByLabelText('Promo'));
    expect(calendar()).toBeNull();
    expect(focused()).toBe(screen.getByLabelText('Promo'));
  });
});
