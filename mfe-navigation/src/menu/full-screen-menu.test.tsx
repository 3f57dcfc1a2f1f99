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
    // A modal <dialog>: the page behind is inert (Chromium's, checked in the e2e suite).
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(await within(dialog).findByRole('button', { name: 'Gastronomy' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Menüyü kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(document.documentElement.style.overflow).toBe('');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('puts focus on its close button, and Esc closes it and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    await renderApp({ page: pageState({}), device: desktop });
    const { toggle, dialog } = await openMenu(user);
    await within(dialog).findByRole('button', { name: 'Gastronomy' });
    expect(within(dialog).getByRole('button', { name: 'Menüyü kapat' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands sub-items one by one on click, with aria-expanded', async () => {
    const user = userEvent.setup();
    await renderApp({ page: pageState({ locale: 'en', path: '/en/about-us' }), device: desktop });
    const { dialog } = await openMenu(user, 'Open menu');
    const gastronomy = await within(dialog).findByRole('button', { name: 'Gastronomy' });
    const experiences = within(dialog).getByRole('button', { name: 'Experiences' });
    expect(gastronomy).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Bars' })).not.toBeInTheDocument();

    await user.click(gastronomy);
    expect(gastronomy).toHaveAttribute('aria-expanded', 'true');
    expect(experiences).toHaveAttribute('aria-expanded', 'false');
    // A Turkish API url gets the page's locale prefix.
    expect(within(dialog).getByRole('link', { name: 'Bars' })).toHaveAttribute('href', '/en/barlar');
    expect(within(dialog).queryByRole('link', { name: 'Aqua park' })).not.toBeInTheDocument();

    await user.click(experiences);
    expect(within(dialog).getByRole('link', { name: 'Aqua park' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Bars' })).toBeInTheDocument();

    await user.click(gastronomy);
    expect(gastronomy).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Bars' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Aqua park' })).toBeInTheDocument();
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
    expect(within(dialog).queryByRole('button', { name: 'Gastronomy' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Не удалось загрузить меню/)).toBeInTheDocument();
    // No hotel switcher without its menu.
    expect(within(dialog).queryByRole('navigation', { name: 'Выберите отель' })).not.toBeInTheDocument();
    // The shell's reset page (property 0) triggers no call: the last property's menus stay.
    const calls = menusCall.mock.calls.length;
    act(() => emit('nirvana:page', pageState({ locale: 'ru', path: '/ru/about-us' }, { propertyId: 0 })));
    await settle(20);
    expect(menusCall).toHaveBeenCalledTimes(calls);
    expect(menusCall.mock.calls.some(([id]) => id === 0)).toBe(false);
    warn.mockRestore();
  });
});

/** A hotel's home page (Cosmopolitan's, property 2) in Turkish. */
const hotelHome = () =>
  pageState({ routeId: 'hotel-home', layout: 'hotel-index', params: { hotel: 'nirvana-cosmopolitan' }, path: '/oteller/nirvana-cosmopolitan' }, { propertyId: 2 });
/** A page of the group (property 22) in Turkish. */
const groupPage = () => pageState({}, { propertyId: 22, property: { id: 22 } });

async function openSwitcher(page: ReturnType<typeof pageState>, device = desktop) {
  const user = userEvent.setup();
  await renderApp({ page, device });
  const { dialog } = await openMenu(user);
  const switcher = await within(dialog).findByRole('navigation', { name: 'Otelinizi seçin' });
  return { user, dialog, switcher };
}

describe('the hotel switcher in the menu', () => {
  it('on a hotel page: the three hotels as picture cards with their place, the page\'s hotel marked and not linked, the way back to the group', async () => {
    const { switcher } = await openSwitcher(hotelHome());
    const cards = within(switcher).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'Nirvana Mediterranean Excellence Kemer · Antalya',
      'Nirvana Cosmopolitan Muratpaşa · Antalya Buradasınız',
      'Nirvana Dolce Vita Kemer · Antalya',
    ]);
    // The page's hotel: marked, quietly, and no link (the menu's logo links its home).
    const current = cards[1]!.querySelector('[aria-current]')!;
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(cards[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(switcher).getAllByText('Buradasınız')).toHaveLength(1);
    // The other two link their homes, named by the hotel and its place.
    expect(within(switcher).getByRole('link', { name: 'Nirvana Mediterranean Excellence Kemer · Antalya' }))
      .toHaveAttribute('href', '/oteller/nirvana-mediterranean-excellence');
    const dolceVita = within(switcher).getByRole('link', { name: 'Nirvana Dolce Vita Kemer · Antalya' });
    expect(dolceVita).toHaveAttribute('href', '/oteller/nirvana-dolce-vita');
    expect(dolceVita).not.toHaveAttribute('aria-current');
    // The way back to the group, beside the heading.
    expect(within(switcher).getByRole('link', { name: 'Nirvana Hotels' })).toHaveAttribute('href', '/');
    expect(within(switcher).getByRole('heading', { level: 2, name: 'Otelinizi seçin' })).toBeInTheDocument();
  });

  it('shows each hotel\'s picture: responsive (AVIF and JPEG srcsets), its box reserved, lazy, decorative, its placeholder painted without markup', async () => {
    const { switcher } = await openSwitcher(hotelHome());
    const images = switcher.querySelectorAll('img');
    expect(images).toHaveLength(3);
    const img = images[2]!;
    expect(img.getAttribute('src')).toBe('http://api.test/media/images/kite-sky.jpg?w=960&fm=jpg');
    expect(img.getAttribute('srcset')).toContain('http://api.test/media/images/kite-sky.jpg?w=240&fm=jpg 240w');
    expect(img.getAttribute('sizes')).toContain('96px');
    expect(img).toHaveAttribute('width', '1920');
    expect(img).toHaveAttribute('height', '1280');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('alt', '');
    expect([...img.parentElement!.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['image/avif']);
    expect(img.style.getPropertyValue('background')).toContain('linear-gradient');
  });

  it('on a group page: the group is marked (no link), every hotel is a link, none is marked', async () => {
    const { switcher } = await openSwitcher(groupPage(), phone);
    const group = within(switcher).getByText('Nirvana Hotels').parentElement!;
    expect(group).toHaveAttribute('aria-current', 'true');
    expect(group.textContent).toBe('Nirvana Hotels Buradasınız');
    expect(within(switcher).queryByRole('link', { name: /Nirvana Hotels/ })).not.toBeInTheDocument();
    expect(within(switcher).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/oteller/nirvana-mediterranean-excellence', '/oteller/nirvana-cosmopolitan', '/oteller/nirvana-dolce-vita',
    ]);
    expect(switcher.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('says each destination once: no hotel\'s home nor the group\'s is linked twice in the menu (the logo included)', async () => {
    for (const page of [hotelHome(), groupPage()]) {
      const { dialog } = await openSwitcher(page);
      // Every link of the menu, folded groups included, but the language links (this very page in each language): no address twice.
      const languages = within(dialog).getByRole('navigation', { name: 'Dil' });
      const hrefs = [...dialog.querySelectorAll('a[href]')].filter((a) => !languages.contains(a)).map((a) => a.getAttribute('href')!);
      expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
      for (const home of ['/', ...['mediterranean-excellence', 'cosmopolitan', 'dolce-vita'].map((h) => `/oteller/nirvana-${h}`)]) {
        expect(hrefs.filter((href) => href === home)).toHaveLength(1);
      }
    }
  });

  it('closes when a hotel is chosen', async () => {
    const intercept = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', intercept);
    const { user, switcher } = await openSwitcher(hotelHome(), phone);
    await user.click(within(switcher).getByRole('link', { name: /Nirvana Dolce Vita/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    document.removeEventListener('click', intercept);
  });
});
