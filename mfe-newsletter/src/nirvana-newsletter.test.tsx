import { act } from 'react';
import { fireEvent } from '@testing-library/react';
import { emit, type PageState } from '@nirvana/shared/bus';
import type { Layout } from '@nirvana/shared/routes';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import type { SectionProps } from '@nirvana/shared/sections';
import type { Locale } from '@nirvana/shared/locales';
import { bootstrap, mount, unmount, update } from './nirvana-newsletter';
import { newsletterMessages } from './i18n/messages';
import { mockApi } from './test-utils';

const config = { apiBase: 'https://api.example.test' } as RuntimeConfig;

function page(over: { layout?: Layout; locale?: Locale; propertyId?: number; hotel?: string; statusCode?: number; routeId?: string } = {}): PageState {
  return {
    route: {
      locale: over.locale ?? 'en',
      routeId: over.routeId ?? 'group:about-us',
      params: over.hotel ? { hotel: over.hotel as never } : {},
      layout: over.layout ?? 'main',
      path: '/en/about-us',
    },
    status: 'ready',
    statusCode: over.statusCode ?? 200,
    page: { propertyId: over.propertyId ?? 22 } as PageState['page'],
  };
}

let slot: HTMLElement;
const props = (): SectionProps => ({ slots: { newsletter: slot }, config });
const shadow = () => slot.querySelector('.nirvana-newsletter-host')?.shadowRoot ?? null;
const publish = async (state: PageState) => act(async () => emit('nirvana:page', state));

beforeEach(() => {
  delete (window as { __nirvanaBus?: unknown }).__nirvanaBus;
  document.body.innerHTML = '<div id="slot-newsletter"></div>';
  slot = document.getElementById('slot-newsletter')!;
  mockApi();
});

afterEach(async () => {
  await act(async () => unmount());
});

it('bootstrap defines <nirvana-contact-form> for the content section, once', async () => {
  expect(customElements.get('nirvana-contact-form')).toBeUndefined();
  await bootstrap();
  expect(customElements.get('nirvana-contact-form')).toBeDefined();
  await expect(bootstrap()).resolves.toBeUndefined();
});

it("bootstrap warms the page language's texts (their own chunk), so the block shows them in its first render", async () => {
  expect(newsletterMessages.get('de')).toBeUndefined();
  document.documentElement.dataset.locale = 'de';
  try {
    await bootstrap();
    await expect(newsletterMessages.load('de')).resolves.toBe(newsletterMessages.get('de'));
    expect(newsletterMessages.get('ru')).toBeUndefined();
  } finally {
    delete document.documentElement.dataset.locale;
  }
});

it('renders the block in a shadow root of its slot, in the page language, once the page is known', async () => {
  await act(async () => mount(props()));
  expect(shadow()).not.toBeNull();
  expect(shadow()!.querySelector('form')).toBeNull();
  await publish(page({ locale: 'ru', propertyId: 1, hotel: 'nirvana-mediterranean-excellence' }));
  expect(shadow()!.querySelector('h2')!.textContent).toBe('Подпишитесь на нашу рассылку');
  expect(shadow()!.querySelector('a')!.getAttribute('href')).toBe('/ru/hotels/nirvana-mediterranean-excellence/privacy-policy');
  expect(slot.querySelector('form')).toBeNull();
});

it('picks up a page published before it mounted', async () => {
  emit('nirvana:page', page({ locale: 'tr' }));
  await act(async () => mount(props()));
  expect(shadow()!.querySelector('h2')!.textContent).toBe('E-bültenimize abone olun');
  expect(shadow()!.querySelector('a')!.getAttribute('href')).toBe('/gizlilik-politikasi');
});

it.each<[string, Parameters<typeof page>[0], boolean]>([
  ['main', { layout: 'main' }, true],
  ['intro (home)', { layout: 'intro-index' }, true],
  ['hotel index', { layout: 'hotel-index' }, true],
  ['room detail', { layout: 'room-detail' }, true],
  ['event detail', { layout: 'event-detail' }, true],
  ['special event', { layout: 'special-event' }, true],
  ['landing page', { layout: 'landing-page' }, true],
  ['error layout', { layout: 'error' }, false],
  ['unmatched route', { routeId: 'not-found', layout: 'main', statusCode: 404 }, false],
  ['a 500 page', { statusCode: 500 }, false],
])('on the %s layout the block is shown: %s', async (_, over, shown) => {
  await act(async () => mount(props()));
  await publish(page(over));
  expect(Boolean(shadow()!.querySelector('.newsletter'))).toBe(shown);
});

it('follows navigation: hidden on the error page, back afterwards', async () => {
  await act(async () => mount(props()));
  await publish(page({ layout: 'main' }));
  expect(shadow()!.querySelector('.newsletter')).not.toBeNull();
  await publish(page({ layout: 'error', statusCode: 404 }));
  expect(shadow()!.querySelector('.newsletter')).toBeNull();
  await publish(page({ layout: 'room-detail', locale: 'de' }));
  expect(shadow()!.querySelector('h2')!.textContent).toBe('Abonnieren Sie unseren Newsletter');
});

it('sends the page property; while a page loads (property 0) the route hotel stands in', async () => {
  const { calls } = mockApi();
  await act(async () => mount(props()));
  await publish(page({ propertyId: 0, hotel: 'nirvana-dolce-vita' }));
  const root = shadow()!;
  await act(async () => {
    fireEvent.change(root.querySelector('input[type="email"]')!, { target: { value: 'a@example.com' } });
    fireEvent.click(root.querySelector('input[type="checkbox"]')!);
  });
  await act(async () => {
    fireEvent.submit(root.querySelector('form')!);
  });
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  expect(calls[0]!.url).toBe('https://api.example.test/v1/web/subscribe-newsletter');
  expect(calls[0]!.body.propertyId).toBe(3);
});

it('unmount removes what it added; mount again works', async () => {
  await act(async () => mount(props()));
  await publish(page());
  await act(async () => unmount());
  expect(slot.innerHTML).toBe('');
  await act(async () => mount(props()));
  await act(async () => update(props()));
  expect(shadow()!.querySelector('.newsletter')).not.toBeNull();
  expect(slot.querySelectorAll('.nirvana-newsletter-host')).toHaveLength(1);
});

it('without its slot the mount rejects (the shell marks the section failed) and adds nothing', async () => {
  await expect(mount({ slots: {}, config })).rejects.toThrow(/newsletter/);
  expect(slot.innerHTML).toBe('');
});
