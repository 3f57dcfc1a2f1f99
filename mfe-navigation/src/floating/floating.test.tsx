import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchMenus } from '@nirvana/shared/api/client';
import { on } from '@nirvana/shared/bus';
import { config, desktop, menus, pageState, phone, publish, renderApp, resetBus, scrollTo } from '../test-support';

jest.mock('@nirvana/shared/api/client', () => ({ fetchMenus: jest.fn() }));

beforeEach(async () => {
  resetBus();
  document.body.innerHTML = '';
  await scrollTo(0);
  (fetchMenus as jest.Mock).mockResolvedValue(menus);
});

describe('fixed reservation button (mobile)', () => {
  it('appears after 5 % page scroll, hides while the mobile search is open, and opens the search', async () => {
    const user = userEvent.setup();
    const { floating } = await renderApp({ page: pageState({}), device: phone });
    expect(within(floating).queryByTestId('fixed-reservation')).toBeNull();
    // scrollable height 3000 - 768 = 2232 px: 5 % is about 112 px.
    await scrollTo(100);
    expect(within(floating).queryByTestId('fixed-reservation')).toBeNull();
    await scrollTo(130);
    const fixed = await within(floating).findByTestId('fixed-reservation');
    const opens: unknown[] = [];
    const stop = on('nirvana:search-open', (d) => opens.push(d));
    await user.click(within(fixed).getByRole('button', { name: 'Rezervasyon yap' }));
    expect(opens).toEqual([{ source: 'fixed-button' }]);
    stop();

    publish('nirvana:search-state', { open: true });
    expect(within(floating).queryByTestId('fixed-reservation')).toBeNull();
    publish('nirvana:search-state', { open: false });
    expect(within(floating).getByTestId('fixed-reservation')).toBeInTheDocument();
    await scrollTo(0);
    await waitFor(() => expect(within(floating).queryByTestId('fixed-reservation')).toBeNull());
  });

  it("on phones the header's Book gives way while the fixed one shows (never both), inside the dock", async () => {
    const { floating, header } = await renderApp({ page: pageState({}), device: phone });
    const headerBook = () => header.querySelector('.nav-book') as HTMLElement;
    expect(headerBook().dataset.hidden).toBe('false');
    expect(within(floating).getByTestId('floating-dock')).toBeInTheDocument();
    await scrollTo(130);
    const fixed = await within(floating).findByTestId('fixed-reservation');
    expect(fixed.closest('[data-testid="floating-dock"]')).not.toBeNull();
    await waitFor(() => expect(headerBook().dataset.hidden).toBe('true'));
    expect(headerBook().hasAttribute('inert')).toBe(true);
    await scrollTo(0);
    await waitFor(() => expect(headerBook().dataset.hidden).toBe('false'));
  });

  it('tablets and desktops: the dock carries the labelled messaging link (no phone, no Book: the header has them), each action once', async () => {
    const { floating, header } = await renderApp({ page: pageState({}), device: desktop });
    await scrollTo(1500);
    const dock = within(floating).getByTestId('floating-dock');
    expect(dock).toHaveAttribute('data-device', 'desktop');
    expect(within(floating).queryByTestId('fixed-reservation')).toBeNull();
    expect(within(dock).getByRole('link', { name: "Bize WhatsApp'tan yazın (yeni pencerede açılır)" })).toHaveAttribute('href', 'https://wa.me/904440999');
    expect(dock.querySelector('.contact-text')?.textContent).toBeTruthy();
    expect(within(dock).queryAllByRole('link', { name: /Rezervasyon merkezini arayın/ })).toHaveLength(0);
    const nav = within(header).getByRole('navigation', { name: 'Ana gezinme' });
    expect(within(nav).getAllByRole('link', { name: /Rezervasyon merkezini arayın/ })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /WhatsApp/ }).filter((a) => !a.closest('footer'))).toHaveLength(1);
    expect(floating.querySelector('.dock-space')).not.toBeNull();
  });

  it('on phones the dock has one contact button for call, WhatsApp and chat (the header neither), and keeps its height in the flow', async () => {
    const user = userEvent.setup();
    config.chat.tr = 'https://chat.test/widget-tr.js';
    try {
      const { floating, header } = await renderApp({ page: pageState({}), device: phone });
      const dock = within(floating).getByTestId('floating-dock');
      // One control until it is opened: no bubble per channel.
      expect(within(dock).queryAllByRole('link')).toHaveLength(0);
      const toggle = within(dock).getByRole('button', { name: 'İletişim' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(dock).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/904440999');
      expect(within(dock).getByRole('link', { name: /Rezervasyon merkezini arayın/ })).toHaveAttribute('href', 'tel:+904440999');
      // Esc closes it and gives focus back to the button.
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
      // The chat is the shell's: asked for on the bus.
      const asked: unknown[] = [];
      const stop = on('nirvana:chat-open', (d) => asked.push(d));
      await user.click(toggle);
      await user.click(within(dock).getByRole('button', { name: 'Canlı sohbet' }));
      expect(asked).toEqual([{}]);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      stop();
      expect(within(header).queryAllByRole('link', { name: /WhatsApp|Rezervasyon merkezini arayın/ })).toHaveLength(0);
      expect(floating.querySelector('.dock-space')).not.toBeNull();
    } finally {
      config.chat.tr = null;
    }
  });

  it('offers no chat where the language has none', async () => {
    const user = userEvent.setup();
    const { floating } = await renderApp({ page: pageState({}), device: phone });
    await user.click(within(floating).getByRole('button', { name: 'İletişim' }));
    expect(within(floating).queryByRole('button', { name: 'Canlı sohbet' })).toBeNull();
    expect(within(floating).getAllByRole('link')).toHaveLength(2);
  });
});

describe('nav bar', () => {
  it("on wider screens the header's Book gives way while the search bar is stuck under the header", async () => {
    const { header } = await renderApp({ page: pageState({}), device: desktop });
    const book = () => header.querySelector('.nav-book') as HTMLElement;
    expect(book().dataset.hidden).toBe('false');
    publish('nirvana:search-sticky', { sticky: true });
    await waitFor(() => expect(book().dataset.hidden).toBe('true'));
    expect(book().hasAttribute('inert')).toBe(true);
    publish('nirvana:search-sticky', { sticky: false });
    await waitFor(() => expect(book().dataset.hidden).toBe('false'));
  });

  it('reservation button asks the search to open; the desktop bar has phone (tel:) and loyalty links', async () => {
    const user = userEvent.setup();
    const { header } = await renderApp({ page: pageState({ locale: 'en', path: '/en/about-us' }), device: desktop });
    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    const opens: unknown[] = [];
    const stop = on('nirvana:search-open', (d) => opens.push(d));
    await user.click(within(nav).getByRole('button', { name: 'Book now' }));
    expect(opens).toEqual([{ source: 'navbar' }]);
    stop();
    expect(within(nav).getByRole('link', { name: 'Call the reservation centre: +90 444 0 999' })).toHaveAttribute('href', 'tel:+904440999');
    expect(within(nav).getByRole('link', { name: 'A-Club loyalty programme' })).toHaveAttribute('href', 'https://aclub.test');
    expect(within(nav).getByRole('link', { name: 'Nirvana Cosmopolitan, home page' })).toHaveAttribute('href', '/en/hotels/nirvana-cosmopolitan');
    expect(nav.querySelector('img')).toHaveAttribute('src', 'http://api.test/media/logos/cosmopolitan.svg');
  });

  it('takes the scrolled style above 0 and the sticky style beyond 200 px; on index layouts it is transparent until scrolled', async () => {
    const { header } = await renderApp({ page: pageState({}), device: desktop });
    const bar = header.querySelector('.nav-bar')!;
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    await scrollTo(50);
    await waitFor(() => expect(bar).toHaveAttribute('data-scrolled', 'true'));
    expect(bar).toHaveAttribute('data-sticky', 'false');
    await scrollTo(250);
    await waitFor(() => expect(bar).toHaveAttribute('data-sticky', 'true'));
    expect(bar).toHaveAttribute('data-transparent', 'false');

    publish('nirvana:page', pageState({ routeId: 'hotel-home', layout: 'hotel-index', params: { hotel: 'nirvana-cosmopolitan' }, path: '/oteller/nirvana-cosmopolitan' }));
    await scrollTo(0);
    await waitFor(() => expect(header.querySelector('.nav-bar')).toHaveAttribute('data-transparent', 'true'));
    expect(header.querySelector('.nav-spacer')).toBeNull();
    await scrollTo(10);
    await waitFor(() => expect(header.querySelector('.nav-bar')).toHaveAttribute('data-transparent', 'false'));
  });

  it('uses the mobile nav bar with the mobile logo below the breakpoint', async () => {
    const { header } = await renderApp({ page: pageState({}), device: phone });
    const nav = within(header).getByRole('navigation', { name: 'Ana gezinme' });
    expect(header.querySelector('.nav-bar')).toHaveAttribute('data-device', 'mobile');
    expect(nav.querySelector('img')).toHaveAttribute('src', 'http://api.test/media/logos/cosmopolitan-mark.svg');
    expect(within(nav).getByRole('button', { name: 'Menüyü aç' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('navigation', { name: 'Dil' })).toBeNull();
  });

  it('has a skip link that moves focus to the main content', async () => {
    const user = userEvent.setup();
    const main = document.createElement('main');
    main.id = 'main-content';
    const { header } = await renderApp({ page: pageState({}), device: desktop });
    document.body.append(main);
    main.scrollIntoView = jest.fn();
    await user.click(within(header).getByRole('link', { name: 'İçeriğe geç' }));
    expect(main).toHaveFocus();
  });

  it('leaves the skip link to the shell when its page already has one', async () => {
    document.body.innerHTML = '<a class="skip-link" href="#main-content">İçeriğe geç</a>';
    const { header } = await renderApp({ page: pageState({}), device: desktop });
    expect(within(header).queryByRole('link', { name: 'İçeriğe geç' })).toBeNull();
  });
});

describe('landing layout', () => {
  const landing = pageState({ routeId: 'group:yaz-tatili-otel-firsatlari', layout: 'landing-page', path: '/yaz-tatili-otel-firsatlari' });

  it('on desktop: no nav bar; the header has the call and the social bar, the dock messaging: each once', async () => {
    const { header, floating } = await renderApp({ page: landing, device: desktop });
    expect(within(header).queryByRole('navigation', { name: 'Ana gezinme' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Menüyü aç' })).toBeNull();
    const contact = within(header).getByRole('navigation', { name: 'Bize ulaşın' });
    expect(within(contact).getByRole('link', { name: /Rezervasyon merkezini arayın/ })).toHaveAttribute('href', 'tel:+904440999');
    expect(within(header).getByRole('list', { name: 'Sosyal medya' })).toBeInTheDocument();
    expect(within(floating).queryByTestId('landing-bottom')).toBeNull();
    expect(within(within(floating).getByTestId('floating-dock')).getAllByRole('link', { name: /WhatsApp/ })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /WhatsApp/ }).filter((a) => !a.closest('footer'))).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /Rezervasyon merkezini arayın/ }).filter((a) => !a.closest('footer'))).toHaveLength(1);
    // Booking is the page's own button (with its offer) and the search bar: no second one in the header.
    expect(within(header).queryByRole('button', { name: 'Rezervasyon' })).toBeNull();
  });

  it('on mobile: a fixed bottom bar with call, one messaging button and reservation', async () => {
    const user = userEvent.setup();
    const { header, floating } = await renderApp({ page: landing, device: phone });
    expect(within(header).queryByRole('navigation', { name: 'Ana gezinme' })).toBeNull();
    // The bottom bar has call, message and reserve; the header neither of them.
    expect(within(header).queryAllByRole('link', { name: /WhatsApp|Rezervasyon merkezini arayın/ })).toHaveLength(0);
    const bar = within(floating).getByTestId('landing-bottom');
    expect(within(bar).getAllByRole('link', { name: /WhatsApp/ })).toHaveLength(1);
    expect(within(bar).getAllByRole('link', { name: /Rezervasyon merkezini arayın/ })).toHaveLength(1);
    const opens: unknown[] = [];
    const stop = on('nirvana:search-open', (d) => opens.push(d));
    await user.click(within(bar).getByRole('button', { name: 'Rezervasyon' }));
    expect(opens).toEqual([{ source: 'landing' }]);
    stop();
    publish('nirvana:search-state', { open: true });
    expect(within(floating).queryByTestId('landing-bottom')).toBeNull();
  });

  it('on mobile the bar has the chat where the language has one (the shell opens it; its provider shows no launcher on phones)', async () => {
    const user = userEvent.setup();
    const none = await renderApp({ page: landing, device: phone });
    expect(within(within(none.floating).getByTestId('landing-bottom')).queryByRole('button', { name: 'Sohbet' })).toBeNull();
    config.chat.tr = 'https://chat.test/widget-tr.js';
    try {
      const { floating } = await renderApp({ page: landing, device: phone });
      const bar = within(floating).getByTestId('landing-bottom');
      const asked: unknown[] = [];
      const stop = on('nirvana:chat-open', (d) => asked.push(d));
      await user.click(within(bar).getByRole('button', { name: 'Sohbet' }));
      stop();
      expect(asked).toEqual([{}]);
      // Call, message, chat, reserve: in that order, the reserve last (the widest cell).
      expect(Array.from(floating.querySelectorAll('.landing-bottom > *')).map((c) => c.textContent)).toEqual(['Arayın', 'WhatsApp', 'Sohbet', 'Rezervasyon']);
    } finally {
      config.chat.tr = null;
    }
  });

  it("on mobile a campaign's reserve opens the search on its offer (the page's own Book is not shown on phones)", async () => {
    const user = userEvent.setup();
    const preset = { hotel: 'nirvana-mediterranean-excellence', checkin: '2027-06-05', checkout: '2027-06-12', adults: 2 };
    const offer = {
      hotels: [{ id: 1, slug: 'nirvana-mediterranean-excellence', name: 'Nirvana Mediterranean Excellence', url: '/oteller/nirvana-mediterranean-excellence' }],
      stayFrom: '2027-06-01', stayTo: '2027-09-30', bookFrom: '2026-11-23', bookTo: '2027-05-18', discountPercent: null, priceFrom: 180, currency: 'EUR', terms: ['x'], preset,
    };
    const withOffer = pageState({ routeId: 'group:yaz-tatili-otel-firsatlari', layout: 'landing-page', path: '/yaz-tatili-otel-firsatlari' }, { offer });
    const { floating } = await renderApp({ page: withOffer, device: phone });
    const opens: unknown[] = [];
    const stop = on('nirvana:search-open', (d) => opens.push(d));
    await user.click(within(within(floating).getByTestId('landing-bottom')).getByRole('button', { name: 'Rezervasyon' }));
    stop();
    expect(opens).toEqual([{ source: 'landing', preset }]);
  });
});
