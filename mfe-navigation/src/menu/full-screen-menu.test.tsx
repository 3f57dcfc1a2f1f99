import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchMenus } from '@nirvana/shared/api/client';
import { desktop, menus, pageState, phone, renderApp, resetBus, settle } from '../test-support';

jest.mock('@nirvana/shared/api/client', () => ({ fetchMenus: jest.fn() }));
const menusCall = jest.fn();

beforeEach(() => {
  resetBus();
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  menusCall.mockReset().mockResolvedValue(menus);
  (fetchMenus as jest.Mock).mockImplementation((_base: string, id: number, lang: string) => menusCall(id, lang));
});

const DIALOG_NAMES: Record<string, string> = { 'Menüyü aç': 'Site menüsü', 'Open menu': 'Site menu', 'Открыть меню': 'Меню сайта' };

async function openMenu(user: ReturnType<typeof userEvent.setup>, name = 'Menüyü aç') {
  const toggle = screen.getByRole('button', { name });
  await user.click(toggle);
  return { toggle, dialog: await screen.findByRole('dialog', { name: DIALOG_NAMES[name] }) };
}

describe('full-screen menu', () => {
  it('opens from the toggle, locks page scroll, closes with its button and unlocks', async () => {
    const user = userEvent.setup();
    await renderApp({ page: pageState({}), device: desktop });
    await waitFor(() => expect(menusCall).toHaveBeenCalledWith(2, 'tr'));
    const { toggle, dialog } = await openMenu(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(await within(dialog).findByRole('button', { name: /Hotels/ })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Menüyü kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(document.documentElement.style.overflow).toBe('');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps focus inside while open (Tab wraps both ways) and Esc closes and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    await renderApp({ page: pageState({}), device: desktop });
    const { toggle, dialog } = await openMenu(user);
    await within(dialog).findByRole('button', { name: /Hotels/ });
    const close = within(dialog).getByRole('button', { name: 'Menüyü kapat' });
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    const focusedAfterShiftTab = document.activeElement as HTMLElement;
    expect(dialog.contains(focusedAfterShiftTab)).toBe(true);
    expect(focusedAfterShiftTab).not.toBe(close);
    await user.tab();
    expect(close).toHaveFocus();
    for (let i = 0; i < 25; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(toggle).toHaveFocus();
  });

  it('expands sub-items one by one on click, with aria-expanded', async () => {
    const user = userEvent.setup();
    await renderApp({ page: pageState({ locale: 'en', path: '/en/about-us' }), device: desktop });
    const { dialog } = await openMenu(user, 'Open menu');
    const hotels = await within(dialog).findByRole('button', { name: 'Hotels' });
    const gastronomy = within(dialog).getByRole('button', { name: 'Gastronomy' });
    expect(hotels).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Cosmopolitan' })).not.toBeInTheDocument();

    await user.click(hotels);
    expect(hotels).toHaveAttribute('aria-expanded', 'true');
    expect(gastronomy).toHaveAttribute('aria-expanded', 'false');
    // A Turkish API url gets the page's locale prefix.
    expect(within(dialog).getByRole('link', { name: 'Cosmopolitan' })).toHaveAttribute('href', '/en/oteller/nirvana-cosmopolitan');
    expect(within(dialog).queryByRole('link', { name: 'Bars' })).not.toBeInTheDocument();

    await user.click(gastronomy);
    expect(within(dialog).getByRole('link', { name: 'Bars' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Cosmopolitan' })).toBeInTheDocument();

    await user.click(hotels);
    expect(hotels).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Cosmopolitan' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Bars' })).toBeInTheDocument();
  });

  it('opens new-window items with target _blank and rel noopener, and shows files with a PDF icon', async () => {
    const user = userEvent.setup();
    await renderApp({ page: pageState({ locale: 'en', path: '/en/about-us' }), device: desktop });
    const { dialog } = await openMenu(user, 'Open menu');
    const careers = await within(dialog).findByRole('link', { name: /Careers/ });
    expect(careers).toHaveAttribute('target', '_blank');
    expect(careers.getAttribute('rel')).toContain('noopener');
    expect(within(dialog).getByRole('link', { name: 'Careers (opens in a new window)' })).toBe(careers);
    const brochure = within(dialog).getByRole('link', { name: /Brochure/ });
    expect(brochure).toHaveAttribute('href', 'http://api.test/media/files/brochure.pdf');
    expect(brochure).toHaveAttribute('data-file', 'pdf');
    expect(brochure.querySelector('svg')).not.toBeNull();
    expect(within(dialog).getByRole('link', { name: /Brochure.*PDF document.*opens in a new window/ })).toBe(brochure);
    const contact = within(dialog).getByRole('link', { name: 'Contact' });
    expect(contact).not.toHaveAttribute('target');
  });

  it('closes when a link is followed and when the page changes', async () => {
    const user = userEvent.setup();
    // Like the shell, which turns same-origin link clicks into client-side navigations.
    const intercept = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', intercept);
    await renderApp({ page: pageState({}), device: phone });
    let { dialog } = await openMenu(user);
    await user.click(await within(dialog).findByRole('link', { name: 'Contact' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');

    ({ dialog } = await openMenu(user));
    expect(dialog).toBeInTheDocument();
    const { emit } = await import('@nirvana/shared/bus');
    act(() => emit('nirvana:page', pageState({ path: '/iletisim', routeId: 'group:contact' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    document.removeEventListener('click', intercept);
  });

  it('reloads the menus when the property or the language changes; a failure is logged and the menu shows without items', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderApp({ page: pageState({}), device: desktop });
    await waitFor(() => expect(menusCall).toHaveBeenCalledTimes(1));
    const { emit } = await import('@nirvana/shared/bus');
    menusCall.mockRejectedValueOnce(new Error('503'));
    act(() => emit('nirvana:page', pageState({ locale: 'ru', path: '/ru/about-us' }, { propertyId: 3 })));
    await waitFor(() => expect(menusCall).toHaveBeenLastCalledWith(3, 'ru'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    const { dialog } = await openMenu(user, 'Открыть меню');
    expect(within(dialog).queryByRole('button', { name: 'Hotels' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Не удалось загрузить меню/)).toBeInTheDocument();
    // The shell's reset page (property 0) triggers no call: the last property's menus stay.
    const calls = menusCall.mock.calls.length;
    act(() => emit('nirvana:page', pageState({ locale: 'ru', path: '/ru/about-us' }, { propertyId: 0 })));
    await settle(20);
    expect(menusCall).toHaveBeenCalledTimes(calls);
    expect(menusCall.mock.calls.some(([id]) => id === 0)).toBe(false);
    warn.mockRestore();
  });
});
