import { screen, waitFor, within } from '@testing-library/react';
import { fetchMenus } from '@nirvana/shared/api/client';
import { desktop, menus, pageState, publish, renderApp, resetBus } from '../test-support';
import { switcherVersions } from './language-links';

jest.mock('@nirvana/shared/api/client', () => ({ fetchMenus: jest.fn() }));

beforeEach(() => {
  resetBus();
  document.body.innerHTML = '';
  (fetchMenus as jest.Mock).mockResolvedValue(menus);
});

const roomRoute = {
  locale: 'en' as const, routeId: 'room', layout: 'room-detail' as const,
  params: { hotel: 'nirvana-cosmopolitan' as const, slug: 'deluxe-sea-view' }, path: '/en/hotels/nirvana-cosmopolitan/rooms/deluxe-sea-view',
};

describe('switcherVersions', () => {
  it('offers every language version of a group page from the route table', () => {
    const versions = switcherVersions(pageState({ routeId: 'group:about-us', locale: 'ru', path: '/ru/about-us' }).route, []);
    expect(versions).toEqual([
      { locale: 'tr', path: '/hakkimizda' },
      { locale: 'en', path: '/en/about-us' },
      { locale: 'ru', path: '/ru/about-us' },
      { locale: 'de', path: '/de/about-us' },
    ]);
  });

  it('is empty for a page with one language version (Turkish-only page)', () => {
    expect(switcherVersions(pageState({ routeId: 'group:honeymoon-hotels', path: '/balayi-otelleri', layout: 'landing-page' }).route, [])).toEqual([]);
  });

  it('takes room detail versions from the page hrefLangs (slugs differ per language)', () => {
    const hrefLangs = [
      { locale: 'tr' as const, url: '/oteller/nirvana-cosmopolitan/odalar/deniz-manzarali-deluxe' },
      { locale: 'en' as const, url: '/hotels/nirvana-cosmopolitan/rooms/deluxe-sea-view' },
      { locale: 'ru' as const, url: '/hotels/nirvana-cosmopolitan/rooms/deluxe-s-vidom-na-more' },
    ];
    expect(switcherVersions(roomRoute, hrefLangs)).toEqual([
      { locale: 'tr', path: '/oteller/nirvana-cosmopolitan/odalar/deniz-manzarali-deluxe' },
      { locale: 'en', path: '/en/hotels/nirvana-cosmopolitan/rooms/deluxe-sea-view' },
      { locale: 'ru', path: '/ru/hotels/nirvana-cosmopolitan/rooms/deluxe-s-vidom-na-more' },
    ]);
    expect(switcherVersions(roomRoute, [hrefLangs[1]!])).toEqual([]);
    expect(switcherVersions(roomRoute, [])).toEqual([]);
  });

  it('has no language switch on the special-event layout', () => {
    const route = {
      locale: 'tr' as const, routeId: 'hotel:republic-day-events', layout: 'special-event' as const,
      params: { hotel: 'nirvana-cosmopolitan' as const }, path: '/oteller/nirvana-cosmopolitan/cosmopolitan-cumhuriyet-etkinlikleri',
    };
    expect(switcherVersions(route, [])).toEqual([]);
  });

  it("offers each language's home on the 404 page", () => {
    expect(switcherVersions({ ...roomRoute, routeId: 'not-found', layout: 'error' }, [])).toEqual([
      { locale: 'tr', path: '/' }, { locale: 'en', path: '/en' }, { locale: 'ru', path: '/ru' }, { locale: 'de', path: '/de' },
    ]);
  });
});

describe('<LanguageSwitcher> in the nav bar', () => {
  it('links to the same page in each language, marking the current one', async () => {
    await renderApp({ page: pageState({ routeId: 'group:contact', locale: 'de', path: '/de/contact-arrival' }), device: desktop });
    const nav = await screen.findByRole('navigation', { name: 'Sprache' });
    const en = within(nav).getByRole('link', { name: 'EN English' });
    expect(en).toHaveAttribute('href', '/en/contact-arrival');
    expect(en).toHaveAttribute('hreflang', 'en');
    expect(within(nav).getByRole('link', { name: 'TR Türkçe' })).toHaveAttribute('href', '/iletisim');
    expect(within(nav).getByRole('link', { name: 'DE Deutsch, aktuelle Sprache' })).toHaveAttribute('aria-current', 'page');
  });

  it('is hidden on a page with one version and on the special-event layout', async () => {
    await renderApp({ page: pageState({ routeId: 'group:honeymoon-hotels', path: '/balayi-otelleri', layout: 'main' }), device: desktop });
    await screen.findByRole('navigation', { name: 'Ana gezinme' });
    expect(screen.queryByRole('navigation', { name: 'Dil' })).toBeNull();
    publish('nirvana:page', pageState({
      routeId: 'hotel:republic-day-events', layout: 'special-event',
      params: { hotel: 'nirvana-cosmopolitan' }, path: '/oteller/nirvana-cosmopolitan/cosmopolitan-cumhuriyet-etkinlikleri',
    }));
    expect(screen.queryByRole('navigation', { name: 'Dil' })).toBeNull();
    publish('nirvana:page', pageState({ routeId: 'group:about-us', path: '/hakkimizda' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Dil' })).toBeInTheDocument());
  });

  it('uses the room page hrefLangs on a room detail page', async () => {
    await renderApp({
      page: pageState(roomRoute, {
        hrefLangs: [
          { locale: 'tr', url: '/oteller/nirvana-cosmopolitan/odalar/deniz-manzarali-deluxe' },
          { locale: 'en', url: '/hotels/nirvana-cosmopolitan/rooms/deluxe-sea-view' },
        ],
      }),
      device: desktop,
    });
    const nav = await screen.findByRole('navigation', { name: 'Language' });
    expect(within(nav).getByRole('link', { name: 'TR Türkçe' })).toHaveAttribute('href', '/oteller/nirvana-cosmopolitan/odalar/deniz-manzarali-deluxe');
    expect(within(nav).queryByRole('link', { name: 'RU Русский' })).toBeNull();
  });
});
