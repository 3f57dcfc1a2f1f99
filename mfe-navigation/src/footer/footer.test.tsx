import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchMenus } from '@nirvana/shared/api/client';
import { CONSENT_KEY } from '../cookies/consent-store';
import { desktop, footerItems, menus, pageState, renderApp, resetBus } from '../test-support';
import { footerLayoutOf } from './footer-columns';

jest.mock('@nirvana/shared/api/client', () => ({ fetchMenus: jest.fn() }));

beforeEach(() => {
  resetBus();
  document.body.innerHTML = '';
  window.localStorage.clear();
  (fetchMenus as jest.Mock).mockResolvedValue(menus);
});

describe('footerLayoutOf', () => {
  it('splits the FOOTER menu into COL_1..COL_3 and the BOTTOM row', () => {
    const layout = footerLayoutOf(footerItems);
    expect(layout.columns.map((c) => c.map((i) => i.text))).toEqual([['About us', 'Awards'], ['Spa'], ['FAQ', 'Blog', 'Sitemap']]);
    expect(layout.bottom.map((i) => i.text)).toEqual(['KVKK', 'Privacy policy']);
  });
});

describe('<Footer>', () => {
  it('renders the three columns and the bottom row from the server menu, the copyright and the social links', async () => {
    const { footer } = await renderApp({ page: pageState({ locale: 'en', path: '/en/about-us' }), device: desktop });
    const contentinfo = await within(footer).findByRole('contentinfo', { name: 'Footer' });
    const columns = await within(contentinfo).findByRole('navigation', { name: 'Site links' });
    const lists = columns.querySelectorAll('[data-column]');
    expect(Array.from(lists, (l) => l.getAttribute('data-column'))).toEqual(['COL_1', 'COL_2', 'COL_3']);
    expect(Array.from(lists, (l) => Array.from(l.querySelectorAll('a'), (a) => a.textContent))).toEqual([
      ['About us', 'Awards'], ['Spa'], ['FAQ', 'Blog', 'Sitemap'],
    ]);
    expect(within(lists[0] as HTMLElement).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/p101');
    const legal = within(contentinfo).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getAllByRole('link').map((a) => a.textContent)).toEqual(['KVKK', 'Privacy policy']);
    expect(within(contentinfo).getByText(`© ${new Date().getFullYear()} Nirvana Hotels. All rights reserved.`)).toBeInTheDocument();
    // Cosmopolitan (property 2) has its own social links.
    expect(within(contentinfo).getByRole('link', { name: 'Instagram (opens in a new window)' })).toHaveAttribute(
      'href', 'https://instagram.com/nirvanacosmopolitan',
    );
    expect(within(contentinfo).queryByRole('link', { name: /Facebook/ })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Join A-Club' })).toHaveAttribute('href', 'https://aclub.test');
  });

  it('falls back to the group social links for a property without its own', async () => {
    const { footer } = await renderApp({ page: pageState({}, { propertyId: 3 }), device: desktop });
    await within(footer).findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Facebook (yeni pencerede açılır)' })).toHaveAttribute(
      'href', 'https://facebook.com/nirvanahotels',
    );
  });

  it('opens the cookie settings dialog, stores the choice in localStorage and returns focus', async () => {
    const user = userEvent.setup();
    const { footer } = await renderApp({ page: pageState({ locale: 'ru', path: '/ru/about-us' }), device: desktop });
    const open = await within(footer).findByRole('button', { name: 'Настройки cookie' });
    await user.click(open);
    const dialog = await within(footer).findByRole('dialog', { name: 'Настройки cookie' }); // its chunk loads on first open
    expect(document.body.style.overflow).toBe('hidden');
    const necessary = within(dialog).getByRole('checkbox', { name: 'Необходимые' });
    expect((necessary as HTMLInputElement).checked).toBe(true);
    expect((necessary as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Аналитика' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить выбор' }));
    expect(within(footer).queryByRole('dialog')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expect(open).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(within(footer).getByRole('status').textContent).toBe('Ваш выбор сохранён.'));

    // Opening again shows the stored choice; Esc closes without saving.
    await user.click(open);
    expect((within(footer).getByRole('checkbox', { name: 'Аналитика' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{Escape}');
    expect(within(footer).queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });
});
