import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { on } from '@nirvana/shared/bus';
import { CONSENT_KEY } from '@nirvana/shared/cookie-consent';
import type { Page } from '@nirvana/shared/api/schemas';
import { config, desktop, failing, fakeApi, mobile, page, pageState, plans, room } from '../test-support/fixtures';
import { App, renderOnServerThenHydrate } from '../test-support/render';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.matchMedia = ((q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })) as never;
});
afterEach(() => warn.mockRestore());

/** The API's 404 content: its nine feature links (kids at Dolce Vita, as the seed has it), labels and pictures. */
const FEATURES: [string, string][] = [
  ['luxy-pet-hotel', 'Luxy Pet Hotel'], ['chi-for-life', 'Chi for Life'], ['cosmo-fit', 'Cosmo Fit'], ['cosmo-bike', 'Cosmo Bike'],
  ['me-spa-by-loccitane', 'ME Spa'], ['wellbeing', 'Wellbeing'], ['hotels/nirvana-dolce-vita/kids', 'Kids Club'], ['chayote', 'Chayote'], ['signature-tastes', 'Signature Tastes'],
];
const featureLinks = (prefix: string) => ({
  key: 'FEATURE_LINKS', title: 'You might like these',
  items: FEATURES.map(([path, title], i) => ({ id: i + 1, title, url: `${prefix}/${path}`, image: { sourceUrl: `http://api.test/media/images/f${i}.svg`, width: 1600, height: 900 } })),
});
const notFound = (overrides: Partial<Page> = {}) =>
  page({ id: 99, title: 'Üzgünüz, bu sayfa yok', propertyId: 22, property: { id: 22 }, contents: [featureLinks('/en')], ...overrides });
const cardsShown = () => [...document.querySelectorAll('.glide__slide:not(.glide__slide--clone) a.feature-card')];

describe('error page', () => {
  it.each([
    ['tr', 'Sayfa bulunamadı', '/oteller', '/iletisim'],
    ['en', 'Page not found', '/en/hotels', '/en/contact-arrival'],
    ['ru', 'Страница не найдена', '/ru/hotels', '/ru/contact-arrival'],
    ['de', 'Seite nicht gefunden', '/de/hotels', '/de/contact-arrival'],
  ] as const)('%s: status, text, home button, help links, 404 content and the nine features', async (locale, text, hotels, contact) => {
    const { api, calls } = fakeApi({ '/v1/pages/not-found': notFound() });
    const empty = page({ id: 0, propertyId: 0, title: '' });
    render(<App api={api} config={config} device={desktop} state={pageState('error', { locale, statusCode: 404, routeId: 'not-found', page: empty, status: 'error' })} />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`404 ${text}`);
    expect(document.querySelector('.error-code')?.textContent).toBe('404');
    const home = document.querySelector('.error-home') as HTMLAnchorElement;
    expect(home.getAttribute('href')).toBe(locale === 'tr' ? '/' : `/${locale}`);
    const help = document.querySelector('.error-help')!;
    const hrefs = [...help.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([hotels, `https://booking.example.com/cosmopolitan?lang=${locale}`, contact]);
    // 404 only: the 404 page's title, notes linking the booking site with the language, extra notes.
    expect(await screen.findByRole('heading', { level: 2, name: 'Üzgünüz, bu sayfa yok' })).toBeTruthy();
    expect(calls[0]!.searchParams.get('lang')).toBe(locale);
    expect(document.querySelector('.error-notes a')?.getAttribute('href')).toBe(`https://booking.example.com/cosmopolitan?lang=${locale}`);
    expect(document.querySelector('.error-extra')?.textContent).not.toBe('');
    // The nine features are the API's: its labels, pictures and links (no hotel here: as given).
    const cards = cardsShown();
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(FEATURES.map(([p]) => `/en/${p}`));
    expect(cards.map((a) => a.querySelector('.feature-title')!.textContent)).toEqual(FEATURES.map(([, t]) => t));
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toContain('/media/images/f0.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'You might like these' })).toBeTruthy();
  });

  it.each([
    ['an unmatched path under a hotel', { routeId: 'not-found', params: {} }, '/en/hotels/nirvana-dolce-vita/nope'],
    ['a room that does not exist', { routeId: 'not-found', params: { hotel: 'nirvana-dolce-vita' as const, slug: 'no-such-room' } }, '/en/hotels/nirvana-dolce-vita/rooms/no-such-room'],
  ])('%s: each feature goes to that hotel\'s page where it has one, else the group page', async (_name, route, path) => {
    const { api } = fakeApi({ '/v1/pages/not-found': notFound() });
    const empty = page({ id: 0, propertyId: 0, title: '' });
    render(<App api={api} config={config} device={desktop} state={pageState('error', { locale: 'en', statusCode: 404, page: empty, status: 'error', ...route, path })} />);
    await screen.findByRole('heading', { level: 2, name: 'You might like these' });
    expect(cardsShown().map((a) => a.getAttribute('href'))).toEqual([
      '/en/hotels/nirvana-dolce-vita/luxy-pet-hotel', '/en/hotels/nirvana-dolce-vita/chi-for-life', '/en/hotels/nirvana-dolce-vita/cosmo-fit',
      '/en/hotels/nirvana-dolce-vita/cosmo-bike', '/en/hotels/nirvana-dolce-vita/me-spa-by-loccitane', '/en/hotels/nirvana-dolce-vita/wellbeing',
      '/en/hotels/nirvana-dolce-vita/kids', '/en/chayote', '/en/hotels/nirvana-dolce-vita/signature-tastes',
    ]);
  });

  it("under another hotel, Kids goes to that hotel's kids page, not the one the API named", async () => {
    const { api } = fakeApi({ '/v1/pages/not-found': notFound({ contents: [featureLinks('/ru')] }) });
    const empty = page({ id: 0, propertyId: 0, title: '' });
    render(<App api={api} config={config} device={desktop} state={pageState('error', { locale: 'ru', statusCode: 404, routeId: 'not-found', page: empty, status: 'error', path: '/ru/hotels/nirvana-mediterranean-excellence/x/y' })} />);
    await screen.findByRole('heading', { level: 2, name: 'You might like these' });
    const hrefs = cardsShown().map((a) => a.getAttribute('href'));
    expect(hrefs[6]).toBe('/ru/hotels/nirvana-mediterranean-excellence/kids');
    expect(hrefs[7]).toBe('/ru/chayote');
  });

  it('without the 404 content (the API failed) shows no feature links rather than made-up ones', async () => {
    const { api } = fakeApi({ '/v1/pages/not-found': failing });
    render(<App api={api} config={config} device={desktop} state={pageState('error', { locale: 'en', statusCode: 404, routeId: 'not-found', page: page({ id: 0, propertyId: 0, title: '' }), status: 'error' })} />);
    await screen.findByText(/^The page may have moved or been removed/);
    expect(document.querySelector('.error-more')).not.toBeNull();
    // 'Page not found' is said by the heading (and its line) alone: no second heading repeats it.
    expect(screen.queryByRole('heading', { level: 2, name: /could not be found|not found/i })).toBeNull();
    expect(document.querySelector('.feature-card')).toBeNull();
  });

  it('another status shows the code and no 404 content', async () => {
    const { api, calls } = fakeApi({});
    render(<App api={api} config={config} device={desktop} state={pageState('main', { locale: 'en', statusCode: 500, status: 'error' })} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('500 An error occurred');
    expect(document.querySelector('.error-more')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("when showing the error page fails: 'An error occurred while showing the error page' and a go-home link", async () => {
    const { api } = fakeApi({ '/v1/pages/not-found': notFound() });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<App api={api} config={{ ...config, bookingSite: 'http://[broken' }} device={desktop} state={pageState('error', { locale: 'en', statusCode: 404, status: 'error' })} />);
    expect(await screen.findByText('An error occurred while showing the error page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/en');
    error.mockRestore();
  });
});

describe('room detail', () => {
  it("shows the right room's name and plans and tells the breadcrumbs its name", async () => {
    const deluxe = room(7, 'deluxe-room', 'Deluxe Room');
    const { api } = fakeApi({ '/v1/menus': [], '/v1/rooms/deluxe-room': deluxe, '/v1/rooms': [deluxe, room(8, 'suite', 'Suite')], '/v1/rooms/7/plans': plans });
    const announced: unknown[] = [];
    const stop = on('nirvana:room', (r) => announced.push(r));
    const view = render(<App api={api} config={config} device={desktop}
      state={pageState('room-detail', { locale: 'en', routeId: 'room', params: { hotel: 'nirvana-cosmopolitan', slug: 'deluxe-room' } })} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Deluxe Room');
    const planList = await screen.findByRole('heading', { name: 'Rates and plans' });
    expect(planList).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Bed and breakfast' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'All inclusive' })).toBeTruthy();
    // A plan's price is a night's (issue 29, item 14: it said only "From €180").
    expect([...view.container.querySelectorAll('.plan-price')].map((p) => p.textContent)[0]).toBe('€180 / night');
    expect(screen.getByRole('link', { name: 'Suite' }).getAttribute('href')).toBe('/en/hotels/nirvana-cosmopolitan/rooms/suite');
    expect(announced).toEqual([{ name: 'Deluxe Room', slug: 'deluxe-room' }]);
    view.unmount();
    expect(announced[1]).toBeNull();
    stop();
  });

  it('a failing room call shows the page title, logs, and does not crash', async () => {
    const { api } = fakeApi({ '/v1/menus': failing, '/v1/rooms/deluxe-room': failing });
    render(<App api={api} config={config} device={desktop}
      state={pageState('room-detail', { locale: 'tr', routeId: 'room', params: { hotel: 'nirvana-cosmopolitan', slug: 'deluxe-room' }, page: page({ title: 'Oda' }) })} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Oda');
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('main layout', () => {
  it('contact page: contact content, static map fallback without a key; the form is the newsletter section\'s, not here', async () => {
    const contact = { phone: '+90 242 111 11 11', email: 'info@example.com', address: 'Lara, Antalya', lat: 36.85, lng: 30.85 };
    const { api, paths } = fakeApi({ '/v1/pages/40/contact': { kind: 'contact', title: 'Bize ulaşın', items: [], contact } });
    render(<App api={api} config={config} device={desktop}
      state={pageState('main', { locale: 'ru', routeId: 'hotel:contact', page: page({ category: { code: 'CONTACT' } }) })} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Bize ulaşın' })).toBeTruthy();
    expect(paths()).toEqual(['/v1/pages/40/contact']);
    const directions = screen.getByRole('link', { name: /Проложить маршрут/ });
    expect(directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=36.85,30.85');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Lara, Antalya')).toBeTruthy();
    expect(document.querySelector('nirvana-contact-form, form')).toBeNull();
  });

  it('contact page with a maps key embeds the map once the visitor agreed to it in the cookie dialog', async () => {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ necessary: true, functional: true, analytics: false, marketing: false, savedAt: '' }));
    const contact = { phone: '1', email: 'a@b.c', address: 'Lara', lat: 1, lng: 2 };
    const { api } = fakeApi({ '/v1/pages/40/contact': { kind: 'contact', title: 'Contact', items: [], contact } });
    render(<App api={api} config={{ ...config, mapsKey: 'KEY' }} device={desktop}
      state={pageState('main', { locale: 'en', routeId: 'group:contact', page: page({ category: { code: 'CONTACT' } }) })} />);
    const frame = await screen.findByTitle('Map of Nirvana Cosmopolitan');
    expect(frame.getAttribute('src')).toContain('key=KEY');
    window.localStorage.clear();
  });

  it('gallery page: categories filter the files; the CMS sections are sanitized', async () => {
    const image = (n: number) => ({ sourceUrl: `http://api.test/media/g${n}.jpg`, width: 800, height: 600 });
    const files = [{ id: 1, categoryId: 1, title: 'Pool view', file: image(1) }, { id: 2, categoryId: 2, title: 'Spa room', file: image(2) }];
    const { api, calls } = fakeApi({
      '/v1/galleries/2/categories': { items: [{ id: 1, name: 'Pools' }, { id: 2, name: 'Spa' }] },
      '/v1/galleries/2/files': (url: URL) => {
        const c = url.searchParams.get('category-id');
        return c ? files.filter((f) => String(f.categoryId) === c) : files;
      },
    });
    const contents = [{ key: 'INTRO', title: 'Galeri', html: '<p>Fotoğraflar</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>' }];
    render(<App api={api} config={config} device={desktop}
      state={pageState('main', { routeId: 'hotel:gallery', params: { hotel: 'nirvana-cosmopolitan' }, page: page({ contents }) })} />);
    expect(await screen.findByText('Pool view')).toBeTruthy();
    expect(screen.getByText('Spa room')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spa' }));
    expect(await screen.findByText('Spa room')).toBeTruthy();
    expect(screen.queryByText('Pool view')).toBeNull();
    expect(screen.getByRole('button', { name: 'Spa' }).getAttribute('aria-pressed')).toBe('true');
    const fileCalls = calls.filter((c) => c.pathname.endsWith('/files')).map((c) => Object.fromEntries(c.searchParams));
    // No category or limit unless chosen; lang always, so titles and alt texts are in the page's language.
    expect(fileCalls).toEqual([{ lang: 'tr' }, { 'category-id': '2', lang: 'tr' }]);
    expect(document.querySelector('script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('SPA pages load the outlets and the spa; failures leave the page standing', async () => {
    const { api, paths } = fakeApi({ '/v1/pages/40/spa': { kind: 'spa', title: 'ME Spa', items: [{ id: 1, title: 'Hammam', hours: '09-21' }] }, '/v1/pages/40/outlet': failing });
    render(<App api={api} config={config} device={desktop}
      state={pageState('main', { locale: 'de', routeId: 'hotel:me-spa-by-loccitane', page: page({ title: 'Spa', category: { code: 'SPA' } }) })} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Hammam' })).toBeTruthy();
    expect(paths().sort()).toEqual(['/v1/pages/40/outlet', '/v1/pages/40/spa']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Spa');
    expect(warn).toHaveBeenCalled();
  });
});

describe('home layouts', () => {
  it('intro index: hero with the page title as h1, stories sorted; property 0 fetches no stories', async () => {
    const img = { sourceUrl: 'http://api.test/media/s.jpg', width: 400, height: 500 };
    const { api, paths } = fakeApi({
      '/v1/stories': [{ id: 1, title: 'G', items: [{ id: 2, ordinal: 2, title: 'Second', image: img }, { id: 1, ordinal: 1, title: 'First', image: img }] }],
    });
    const slides = [{ id: 1, type: 'IMAGE' as const, file: { sourceUrl: 'http://api.test/media/h.jpg', width: 1920, height: 1080 } }];
    const { unmount } = render(<App api={api} config={config} device={desktop}
      state={pageState('intro-index', { routeId: 'home', page: page({ title: 'Nirvana Hotels', propertyId: 22, property: { id: 22 }, heroSlides: slides }) })} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Nirvana Hotels');
    await screen.findByText('First');
    const titles = [...document.querySelectorAll('.story-title')].map((t) => t.textContent);
    expect(titles).toEqual(['First', 'Second']);
    unmount();
    const before = paths().length;
    render(<App api={api} config={config} device={desktop}
      state={pageState('intro-index', { routeId: 'home', page: page({ title: 'Boş', propertyId: 0, heroSlides: slides }) })} />);
    await screen.findByRole('heading', { level: 1, name: 'Boş' });
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    expect(paths().slice(before).filter((p) => p === '/v1/stories')).toHaveLength(0);
  });

  it('hotel index: rooms preview and a gallery preview limited to six files', async () => {
    const { api, calls } = fakeApi({
      '/v1/rooms': [room(7, 'deluxe-room', 'Deluxe Room')],
      '/v1/stories': [],
      '/v1/galleries/2/files': [],
    });
    render(<App api={api} config={config} device={desktop}
      state={pageState('hotel-index', { locale: 'en', routeId: 'hotel-home', params: { hotel: 'nirvana-cosmopolitan' } })} />);
    expect(await screen.findByRole('link', { name: 'Deluxe Room' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.pathname === '/v1/galleries/2/files')).toBe(true));
    const gallery = calls.find((c) => c.pathname === '/v1/galleries/2/files')!;
    expect(Object.fromEntries(gallery.searchParams)).toEqual({ limit: '6', lang: 'en' });
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });
});

describe("the server's HTML, hydrated in place", () => {
  const slides = [{ id: 1, type: 'IMAGE' as const, file: { sourceUrl: 'http://api.test/media/images/a.jpg', width: 1920, height: 1080 } }];

  it('a hotel home: hero (its first picture eager, high priority), rooms with their price from, stories and gallery in the HTML; hydration changes nothing', async () => {
    const image = { sourceUrl: 'http://api.test/media/g1.jpg', width: 800, height: 600 };
    const deluxe = { ...room(7, 'deluxe-room', 'Deluxe Room'), plans };
    const { api } = fakeApi({
      '/v1/rooms': [deluxe],
      '/v1/stories': [{ id: 1, title: 'G', items: [{ id: 1, ordinal: 1, title: 'Spa story', image }] }],
      '/v1/galleries/2/files': [{ id: 1, categoryId: 1, title: 'Pool view', file: image }],
    });
    const state = pageState('hotel-index', { locale: 'en', routeId: 'hotel-home', params: { hotel: 'nirvana-cosmopolitan' }, page: page({ title: 'Nirvana Cosmopolitan', heroSlides: slides, contents: [{ key: 'INTRO', title: 'Welcome', html: '<p>A city resort by the sea.</p>' }] }) });
    const result = await renderOnServerThenHydrate({ api, state, ready: () => screen.getByText('Pool view') });
    const text = result.serverText();
    for (const words of ['Nirvana Cosmopolitan', 'Welcome', 'A city resort by the sea.', 'Deluxe Room', '€180', 'Spa story', 'Pool view']) expect(text).toContain(words);
    expect(result.html).not.toMatch(/ style="/);
    const hero = result.serverDocument().querySelector('.hero img')!;
    expect([hero.getAttribute('loading'), hero.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(result.errors).toEqual([]);
    expect(result.sameH1).toBe(true);
  });

  it('a room page, the 404 page and a policy: in the HTML, hydrated without a mismatch', async () => {
    const deluxe = room(7, 'deluxe-room', 'Deluxe Room');
    const pages = [
      { routes: { '/v1/rooms/deluxe-room': deluxe, '/v1/rooms': [deluxe, room(8, 'suite', 'Suite')], '/v1/rooms/7/plans': plans },
        state: pageState('room-detail', { locale: 'en', routeId: 'room', params: { hotel: 'nirvana-cosmopolitan', slug: 'deluxe-room' } }),
        words: ['Deluxe Room', 'Bed and breakfast', 'All inclusive', '€260', 'Suite'] },
      { routes: {}, state: pageState('error', { locale: 'de', statusCode: 404, routeId: 'not-found', page: notFound({ title: 'Hier ist nichts' }), status: 'error' }),
        words: ['Seite nicht gefunden', 'Hier ist nichts', 'Luxy Pet Hotel', 'Signature Tastes'] },
      { routes: {}, state: pageState('policy', { locale: 'ru', routeId: 'group:kvkk', page: page({ title: 'Политика', contents: [
        { key: 'POLICY_1', title: 'Оператор данных', html: '<p>Nirvana Hotels — оператор.</p><p><a href="https://example.com/x">x</a></p>' },
      ] }) }), words: ['Политика', 'Оператор данных', 'Nirvana Hotels — оператор.'] },
    ];
    for (const { routes, state, words } of pages) {
      const { api } = fakeApi(routes);
      const result = await renderOnServerThenHydrate({ api, state, ready: () => screen.getByText(words[words.length - 1]!) });
      for (const w of words) expect(result.serverText()).toContain(w);
      expect(result.html).not.toMatch(/ style="/);
      expect(result.errors).toEqual([]);
      expect(result.sameH1).toBe(true);
    }
  });

  it('an ended offer is decided at the time the server rendered, which the browser reads from the data', async () => {
    const { api } = fakeApi({});
    const offer = {
      hotels: [{ id: 1, slug: 'nirvana-cosmopolitan', name: 'Nirvana Cosmopolitan', url: '/en/hotels/nirvana-cosmopolitan' }],
      stayFrom: '2027-06-01', stayTo: '2027-09-30', bookFrom: '2026-11-23', bookTo: '2030-05-18', discountPercent: 10, priceFrom: null, currency: 'EUR', terms: [],
      preset: { hotel: 'nirvana-cosmopolitan', checkin: '2027-06-05', checkout: '2027-06-12', adults: 2 },
    };
    const state = pageState('main', { locale: 'en', routeId: 'offer', params: { slug: 'x' }, page: page({ title: 'Deal', offer }) });
    // The server rendered in 2031 (the offer had ended); the browser's clock says otherwise: it still says ended.
    const result = await renderOnServerThenHydrate({ api, state, ready: () => screen.getByText('Deal'), serverTime: Date.UTC(2031, 0, 1) });
    expect(result.serverText()).toContain('Booking for this offer closed');
    expect(result.errors).toEqual([]);
    expect(result.hydrated.querySelector('[data-offer-ended]')).not.toBeNull();
  });
});

describe('landing page offer', () => {
  const offer = {
    hotels: [{ id: 1, slug: 'nirvana-mediterranean-excellence', name: 'Nirvana Mediterranean Excellence', url: '/en/hotels/nirvana-mediterranean-excellence' },
      { id: 2, slug: 'nirvana-cosmopolitan', name: 'Nirvana Cosmopolitan', url: '/en/hotels/nirvana-cosmopolitan' }],
    stayFrom: '2027-06-01', stayTo: '2027-09-30', bookFrom: '2026-11-23', bookTo: '2027-05-18',
    discountPercent: null, priceFrom: 198, currency: 'EUR',
    terms: ['Stay 7 nights and one is free.', 'Free cancellation up to 7 days before arrival.', 'One child aged 0–6 stays free.'],
    preset: { hotel: 'nirvana-mediterranean-excellence', checkin: '2027-06-05', checkout: '2027-06-12', adults: 2 },
  };

  it('names the hotels, stay and booking windows, price from and terms; its buttons open the search on that hotel and those dates', async () => {
    const { api } = fakeApi({});
    const sent: unknown[] = [];
    const stop = on('nirvana:search-open', (d) => sent.push(d));
    render(<App api={api} config={config} device={desktop}
      state={pageState('landing-page', { locale: 'en', routeId: 'group:yaz-tatili-otel-firsatlari', page: page({ title: 'Summer Holiday Hotel Deals', offer }) })} />);
    const section = await screen.findByRole('region', { name: 'The offer' });
    const text = section.textContent!.replace(/[\u2009\u202f]/g, ' ');
    expect(within(section).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(offer.hotels.map((h) => h.url));
    expect(text).toContain('June 1 – September 30, 2027');
    expect(text).toContain('November 23, 2026 – May 18, 2027');
    expect(text).toContain('€198');
    for (const term of offer.terms) expect(text).toContain(term);
    // An offer of two hotels: its button names the dates, not one of the hotels.
    expect(within(section).queryByRole('button', { name: /See prices at/ })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: /^See prices for June 5\s–\s12, 2027$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    stop();
    expect(sent).toEqual([{ source: 'landing', preset: offer.preset }, { source: 'landing', preset: offer.preset }]);
  });

  it('on phones it shows no Book of its own: the bottom bar has the reserve (one booking action per screen)', async () => {
    const { api } = fakeApi({});
    render(<App api={api} config={config} device={mobile}
      state={pageState('landing-page', { locale: 'en', routeId: 'group:yaz-tatili-otel-firsatlari', page: page({ title: 'Summer Holiday Hotel Deals', offer }) })} />);
    await screen.findByRole('region', { name: 'The offer' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Summer Holiday Hotel Deals');
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull();
  });

  it('without an offer the page shows none and its button opens the search as it is', async () => {
    const { api } = fakeApi({});
    const sent: unknown[] = [];
    const stop = on('nirvana:search-open', (d) => sent.push(d));
    render(<App api={api} config={config} device={desktop} state={pageState('landing-page', { locale: 'en', routeId: 'hotel:early-booking', page: page() })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Book now' }));
    stop();
    expect(document.querySelector('[data-offer]')).toBeNull();
    expect(sent).toEqual([{ source: 'landing' }]);
  });
});

describe('policy page', () => {
  const contents = [
    { key: 'INTRO', title: null, html: '<p>What you share with us is used only for your stay.</p>' },
    { key: 'POLICY_1', title: 'Data controller', html: '<p>Nirvana Hotels is the data controller.</p>' },
    { key: 'POLICY_2', title: 'Your rights', html: '<p>You may ask what we hold about you.</p><p>You may complain to the authority.</p>' },
  ];
  const heroSlides = [{ id: 1, type: 'IMAGE', file: { sourceUrl: 'http://api.test/media/images/sea.jpg', width: 1600, height: 900 }, title: 'GDPR', subtitle: 'How we process your personal data.' }];

  it('shows title, subtitle, a table of contents of its headed sections and the sections; no hero picture, no carousel', async () => {
    const { api } = fakeApi({});
    render(<App api={api} config={config} device={desktop}
      state={pageState('policy', { locale: 'en', routeId: 'group:kvkk', page: page({ title: 'GDPR & Data Protection', contents, heroSlides: heroSlides as never, sliders: [{ key: 'HEADER_DESKTOP', slides: heroSlides as never }] }) })} />);
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('GDPR & Data Protection');
    expect(document.querySelector('.page-lead')?.textContent).toBe('How we process your personal data.');
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Data controller', 'Your rights']);
    const headings = screen.getAllByRole('heading', { level: 2 }).filter((h) => !toc.contains(h));
    expect(headings.map((h) => h.textContent)).toEqual(['Data controller', 'Your rights']);
    // Each entry points at its section's heading, and a click brings it into view with the focus on it.
    const target = document.getElementById(links[1]!.getAttribute('href')!.slice(1))!;
    expect(target.textContent).toBe('Your rights');
    const scrolled = jest.fn();
    target.scrollIntoView = scrolled;
    fireEvent.click(links[1]!);
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement).toBe(target);
    expect(document.body.textContent).toContain('You may complain to the authority.');
    expect(document.querySelector('img, picture, .hero, .glide, .feature-carousel')).toBeNull();
  });
});

describe('leads: the page says its subtitle once, not its meta description (the hotel\'s name before the same words)', () => {
  const slides = [{ id: 1, type: 'IMAGE', file: { sourceUrl: 'http://api.test/media/images/hall.jpg', width: 1600, height: 900 }, title: 'Republic Day Gala', subtitle: 'We celebrate with an orchestra and fireworks.' }];
  const meta = { title: 'Republic Day Gala | Nirvana Cosmopolitan', description: 'Nirvana Cosmopolitan: We celebrate with an orchestra and fireworks.' };

  it('event: its lead is the subtitle', async () => {
    const event = {
      id: 1, slug: 'republic-day-gala', publisher: { id: 1 }, propertyId: 2, title: 'Republic Day Gala', meta,
      startsAt: '2027-10-29T20:00:00.000Z', endsAt: '2027-10-30T00:00:00.000Z', venue: 'City Hall',
      image: { sourceUrl: 'http://api.test/media/images/hall.jpg', width: 1600, height: 900 }, contents: [], breadcrumbs: [], hrefLangs: [],
    };
    const { api } = fakeApi({ '/v1/events/publishers/1/slugs/republic-day-gala': event, '/v1/menus/publishers/1': [] });
    render(<App api={api} config={config} device={desktop}
      state={pageState('event-detail', { locale: 'en', routeId: 'event', params: { slug: 'republic-day-gala' }, page: page({ title: 'Republic Day Gala', meta: meta as never, heroSlides: slides as never }) })} />);
    await screen.findByRole('heading', { level: 1, name: 'Republic Day Gala' });
    expect(document.querySelector('.page-lead')?.textContent).toBe('We celebrate with an orchestra and fireworks.');
    expect(document.body.textContent).not.toContain('Nirvana Cosmopolitan: ');
  });

  it('special event: its lead is the subtitle', async () => {
    const { api } = fakeApi({});
    render(<App api={api} config={config} device={desktop}
      state={pageState('special-event', { locale: 'en', routeId: 'hotel:republic-day-events', params: { hotel: 'nirvana-cosmopolitan' }, page: page({ title: 'Cosmopolitan Republic Day Events', meta: meta as never, heroSlides: slides as never }) })} />);
    await screen.findByRole('heading', { level: 1, name: 'Cosmopolitan Republic Day Events' });
    expect(document.querySelector('.page-lead')?.textContent).toBe('We celebrate with an orchestra and fireworks.');
    expect(document.body.textContent).not.toContain('Nirvana Cosmopolitan: ');
  });
});

describe('offers and events as content', () => {
  const offer = {
    hotels: [{ id: 1, slug: 'nirvana-mediterranean-excellence', name: 'Nirvana Mediterranean Excellence', url: '/en/hotels/nirvana-mediterranean-excellence' }],
    stayFrom: '2027-03-15', stayTo: '2027-05-31', bookFrom: '2026-11-25', bookTo: '2099-04-30',
    discountPercent: 20, priceFrom: null, currency: 'EUR', terms: [] as string[],
    preset: { hotel: 'nirvana-mediterranean-excellence', checkin: '2027-03-20', checkout: '2027-03-24', adults: 2 },
  };
  const picture = { sourceUrl: '/media/images/couples-spa.jpg', width: 1600, height: 1067 };

  it('the offers list: a card per offer with its hotels, windows, discount, link and a Book that presets the search', async () => {
    const { api } = fakeApi({});
    const sent: unknown[] = [];
    const stop = on('nirvana:search-open', (d) => sent.push(d));
    const summer = { ...offer, hotels: [...offer.hotels, { id: 2, slug: 'nirvana-cosmopolitan', name: 'Nirvana Cosmopolitan', url: '/en/hotels/nirvana-cosmopolitan' }], discountPercent: null, priceFrom: 198 };
    render(<App api={api} config={config} device={desktop} state={pageState('main', { locale: 'en', routeId: 'group:offers', page: page({ title: 'Offers', contents: [
      { key: 'INTRO', html: '<p>Book direct.</p>' },
      { key: 'OFFERS', title: 'Current offers', items: [
        { id: 1, title: 'Spring Spa Escape', text: 'Four nights.', url: '/en/offers/spring-spa-escape', image: picture, offer },
        { id: 2, title: 'Summer Holiday Hotel Deals', text: 'Sun.', url: '/en/yaz-tatili-otel-firsatlari', image: picture, offer: summer },
      ] },
    ] }) })} />);
    const cards = await screen.findAllByRole('listitem', { name: undefined });
    const spa = cards.find((c) => c.matches('[data-offer-card]') && c.textContent!.includes('Spring Spa Escape'))!;
    const text = spa.textContent!.replace(/[\u2009\u202f\u00a0]/g, ' ');
    expect(text).toContain('Nirvana Mediterranean Excellence');
    expect(text).toContain('March 15 – May 31, 2027');
    expect(text).toContain('November 25, 2026 – April 30, 2099');
    expect(text).toContain('20% off');
    expect(within(spa).getByRole('link', { name: /^View the offer\s*: Spring Spa Escape$/ }).getAttribute('href')).toBe('/en/offers/spring-spa-escape');
    expect(document.querySelector('[data-offer-card="/en/yaz-tatili-otel-firsatlari"]')!.textContent!.replace(/\u00a0/g, ' ')).toContain('€198');
    fireEvent.click(within(spa).getByRole('button', { name: /^Book\s*: Spring Spa Escape$/ }));
    stop();
    expect(sent).toEqual([{ source: 'offer-card', preset: offer.preset }]);
  });

  it('an empty list says so', async () => {
    const { api } = fakeApi({});
    render(<App api={api} config={config} device={desktop} state={pageState('main', { locale: 'ru', routeId: 'group:events', page: page({ title: 'События', contents: [
      { key: 'EVENTS', title: 'Ближайшие события', items: [] },
    ] }) })} />);
    expect(await screen.findByText('Сейчас запланированных событий нет.')).toBeTruthy();
  });

  it('the events list: date and time at the hotel, venue and hotel, a link to the event', async () => {
    const { api } = fakeApi({});
    render(<App api={api} config={config} device={desktop} state={pageState('main', { locale: 'en', routeId: 'group:events', page: page({ title: 'Events', contents: [
      { key: 'EVENTS', title: 'Coming up', items: [
        { id: 2, title: 'New Year’s Eve Gala', text: 'Dinner and music.', url: '/en/events/new-years-eve-gala', image: picture,
          event: { startsAt: '2026-12-31T21:00:00.000Z', endsAt: '2027-01-01T03:00:00.000Z', venue: 'Cosmopolitan City Club', hotel: 'Nirvana Cosmopolitan' } },
      ] },
    ] }) })} />);
    const card = await waitFor(() => document.querySelector('[data-event-card]')!);
    const text = card.textContent!.replace(/[\u2009\u202f\u00a0]/g, ' ');
    // 21:00 UTC is midnight at the hotels (UTC+3).
    expect(card.querySelector('time')!.getAttribute('datetime')).toBe('2026-12-31T21:00:00.000Z');
    expect(text).toContain('January 1, 2027, 12:00 – 6:00 AM');
    expect(text).toContain('Cosmopolitan City Club · Nirvana Cosmopolitan');
    expect(within(card as HTMLElement).getByRole('link', { name: 'New Year’s Eve Gala' }).getAttribute('href')).toBe('/en/events/new-years-eve-gala');
  });

  it('an offer\'s own page shows its offer; once booking has closed, it says so instead of the search button', async () => {
    const { api } = fakeApi({});
    const { unmount } = render(<App api={api} config={config} device={desktop}
      state={pageState('main', { locale: 'en', routeId: 'offer', params: { slug: 'spring-spa-escape' }, page: page({ title: 'Spring Spa Escape', offer: { ...offer, hotels: [offer.hotels[0]!], terms: ['Free cancellation.'] } }) })} />);
    const section = await screen.findByRole('region', { name: 'The offer' });
    expect(within(section).getByRole('button', { name: /See prices at Nirvana Mediterranean Excellence/ })).toBeTruthy();
    unmount();
    render(<App api={api} config={config} device={desktop}
      state={pageState('main', { locale: 'en', routeId: 'offer', params: { slug: 'spring-spa-escape' }, page: page({ title: 'Spring Spa Escape', offer: { ...offer, bookTo: '2026-10-31' } }) })} />);
    const closed = await screen.findByRole('region', { name: 'The offer' });
    expect(within(closed).queryByRole('button')).toBeNull();
    expect(closed.textContent).toContain('Booking for this offer closed on October 31, 2026.');
    expect(within(closed).getByRole('link', { name: 'See the current offers' }).getAttribute('href')).toBe('/en/offers');
  });
});

describe('an event that is over', () => {
  it('keeps its page, says it is over and leads to what is coming instead of the enquiry', async () => {
    const event = {
      id: 9, slug: 'harvest-festival', publisher: { id: 1 }, propertyId: 3, title: 'Harvest Festival', meta: { title: 'Harvest Festival', description: 'x' },
      startsAt: '2026-09-12T16:00:00.000Z', endsAt: '2026-09-12T20:00:00.000Z', venue: 'Garden',
      image: { sourceUrl: 'http://api.test/media/images/garden.jpg', width: 1600, height: 900 }, contents: [], breadcrumbs: [], hrefLangs: [],
    };
    const { api } = fakeApi({ '/v1/events/publishers/1/slugs/harvest-festival': event, '/v1/menus': [] });
    render(<App api={api} config={config} device={desktop}
      state={pageState('event-detail', { locale: 'de', routeId: 'event', params: { slug: 'harvest-festival' }, page: page({ title: 'Harvest Festival' }) })} />);
    await screen.findByRole('heading', { level: 1, name: 'Harvest Festival' });
    const note = document.querySelector('[data-event-ended]')!;
    expect(note.textContent).toContain('Diese Veranstaltung ist vorbei.');
    expect(within(note as HTMLElement).getByRole('link').getAttribute('href')).toBe('/de/events');
  });
});
