import { screen, within } from '@testing-library/react';
import { fetchMenus } from '@nirvana/shared/api/client';
import { desktop, menus, pageState, publish, renderApp, resetBus } from '../test-support';
import { crumbsOf } from './crumbs';

jest.mock('@nirvana/shared/api/client', () => ({ fetchMenus: jest.fn() }));

beforeEach(() => {
  resetBus();
  document.body.innerHTML = '';
  (fetchMenus as jest.Mock).mockResolvedValue(menus);
});

const trail = [
  { text: 'Ana sayfa', url: '/', active: false },
  { text: 'Cosmopolitan', url: '/oteller/nirvana-cosmopolitan', active: false },
  { text: 'Odalar', url: '/oteller/nirvana-cosmopolitan/odalar', active: true },
];

describe('crumbsOf', () => {
  it('leaves the last item unlinked', () => {
    expect(crumbsOf(trail, 'main', undefined)).toEqual([
      { text: 'Ana sayfa', url: '/' },
      { text: 'Cosmopolitan', url: '/oteller/nirvana-cosmopolitan' },
      { text: 'Odalar', url: null },
    ]);
  });

  it('on the error page names the status code, not the title the page says below', () => {
    const notFound = [{ text: 'Ana sayfa', url: '/', active: false }, { text: 'Sayfa bulunamadı', url: '/yok', active: true }];
    expect(crumbsOf(notFound, 'error', undefined, undefined, 404)).toEqual([{ text: 'Ana sayfa', url: '/' }, { text: '404', url: null }]);
    expect(crumbsOf(notFound, 'main', undefined, undefined, 200).at(-1)).toEqual({ text: 'Sayfa bulunamadı', url: null });
  });

  it('appends the room name on a room page, so the page crumb becomes a link', () => {
    const crumbs = crumbsOf(trail, 'room-detail', { name: 'Deluxe Deniz Manzaralı', slug: 'deluxe' }, 'deluxe');
    expect(crumbs.map((c) => c.url)).toEqual(['/', '/oteller/nirvana-cosmopolitan', '/oteller/nirvana-cosmopolitan/odalar', null]);
    expect(crumbs[3]!.text).toBe('Deluxe Deniz Manzaralı');
  });

  it('ignores the room of another page and the room on other layouts', () => {
    expect(crumbsOf(trail, 'room-detail', { name: 'Old', slug: 'old' }, 'deluxe')).toHaveLength(3);
    expect(crumbsOf(trail, 'main', { name: 'Deluxe', slug: 'deluxe' })).toHaveLength(3);
    expect(crumbsOf([], 'main', undefined)).toEqual([]);
  });
});

describe('<Breadcrumbs>', () => {
  it('renders the trail with the current page marked and not linked', async () => {
    await renderApp({ page: pageState({ locale: 'en', path: '/en/about-us' }, { breadcrumbs: [
      { text: 'Home', url: '/', active: false }, { text: 'About us', url: '/about-us', active: true },
    ] }), device: desktop });
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(nav).queryByRole('link', { name: 'About us' })).toBeNull();
    expect(within(nav).getByText('About us')).toHaveAttribute('aria-current', 'page');
  });

  it('on a room page appends the room name from nirvana:room', async () => {
    await renderApp({
      page: pageState(
        { routeId: 'room', layout: 'room-detail', params: { hotel: 'nirvana-cosmopolitan', slug: 'deluxe' }, path: '/oteller/nirvana-cosmopolitan/odalar/deluxe' },
        { breadcrumbs: trail },
      ),
      device: desktop,
    });
    const nav = await screen.findByRole('navigation', { name: 'Sayfa konumu' });
    expect(within(nav).queryByRole('link', { name: 'Odalar' })).toBeNull();
    publish('nirvana:room', { name: 'Deluxe Deniz Manzaralı', slug: 'deluxe' });
    expect(within(nav).getByRole('link', { name: 'Odalar' })).toHaveAttribute('href', '/oteller/nirvana-cosmopolitan/odalar');
    expect(within(nav).getByText('Deluxe Deniz Manzaralı')).toHaveAttribute('aria-current', 'page');
  });

  it('is absent on index layouts, whose header lies over the hero', async () => {
    await renderApp({ page: pageState({ routeId: 'home', layout: 'intro-index', path: '/' }, { breadcrumbs: trail }), device: desktop });
    await screen.findByRole('navigation', { name: 'Ana gezinme' });
    expect(screen.queryByRole('navigation', { name: 'Sayfa konumu' })).toBeNull();
  });
});
