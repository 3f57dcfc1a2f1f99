import { act } from 'react';
import { fireEvent, waitFor } from '@testing-library/react';
import { emit, type PageState } from '@nirvana/shared/bus';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { resetServerRender } from '@nirvana/shared/section-runtime';
import type { SectionProps } from '@nirvana/shared/runtime-config';
import { bootstrap, mount, unmount, update } from './nirvana-newsletter';
import { newsletterMessages } from './i18n/messages';
import { mockApi, pageState } from './test-utils';

const config = { apiBase: 'https://api.example.test' } as RuntimeConfig;

const page = pageState;

let slot: HTMLElement;
const props = (): SectionProps => ({ slots: { newsletter: slot }, config });
const host = () => slot.querySelector<HTMLElement>(':scope > .nirvana-newsletter-host.nirvana-newsletter-newsletter');
/** The block's container: in the host's light DOM (what a crawler reads). */
const root = () => host()?.querySelector<HTMLElement>(':scope > .newsletter-root') ?? null;
const publish = async (state: PageState) => act(async () => emit('nirvana:page', state));
/** The runtime listens to the bus from the task after its mount (after a hydration). */
const tick = () => act(async () => new Promise((r) => setTimeout(r, 0)));
async function mountOn(state: PageState) {
  emit('nirvana:page', state);
  await act(async () => mount(props()));
  await tick();
}

beforeEach(() => {
  delete (window as { __nirvanaBus?: unknown }).__nirvanaBus;
  document.body.innerHTML = '<div id="slot-newsletter"></div>';
  slot = document.getElementById('slot-newsletter')!;
  resetServerRender();
  mockApi();
});

afterEach(async () => {
  await act(async () => unmount());
});

it('on a contact page the contact form comes first, in the light DOM, its message starting with what the address asked about', async () => {
  window.history.replaceState(null, '', '/en/contact-arrival?about=Signature%20Tastes#contact-form');
  try {
    await mountOn(page({ routeId: 'group:contact', category: 'CONTACT' }));
    await waitFor(() => expect(root()!.querySelector('#contact-form textarea')).not.toBeNull());
    expect(host()!.shadowRoot).toBeNull();
    const [first, second] = Array.from(root()!.children);
    expect(first!.id).toBe('contact-form');
    expect(second!.className).toBe('newsletter');
    expect(first!.querySelector('h2')!.textContent).toBe('Send us a message');
    await waitFor(() => expect(first!.querySelector('textarea')!.value).toBe('About: Signature Tastes\n\n'));
    // The site defines no element for it: the partner pages' <nirvana-contact-form> is the ./elements expose's.
    expect(customElements.get('nirvana-contact-form')).toBeUndefined();
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

it('elsewhere only the newsletter block', async () => {
  await mountOn(page({ category: 'SPA' }));
  await waitFor(() => expect(root()!.querySelector('.newsletter')).not.toBeNull());
  expect(root()!.querySelector('#contact-form')).toBeNull();
});

it("bootstrap warms the page language's texts (their own chunk) when the page has the block", async () => {
  expect(newsletterMessages.get('de')).toBeUndefined();
  emit('nirvana:page', page({ locale: 'de', layout: 'error', statusCode: 404 }));
  await bootstrap();
  expect(newsletterMessages.get('de')).toBeUndefined();
  emit('nirvana:page', page({ locale: 'de' }));
  await bootstrap();
  await expect(newsletterMessages.load('de')).resolves.toBe(newsletterMessages.get('de'));
  expect(newsletterMessages.get('ru')).toBeUndefined();
});

it('renders the block in its host in the light DOM (no shadow root), in the page language', async () => {
  await mountOn(page({ locale: 'ru', propertyId: 1, hotel: 'nirvana-mediterranean-excellence' }));
  expect(host()!.shadowRoot).toBeNull();
  expect(root()!.querySelector('h2')!.textContent).toBe('Подпишитесь на нашу рассылку');
  expect(root()!.querySelector('a')!.getAttribute('href')).toBe('/ru/hotels/nirvana-mediterranean-excellence/privacy-policy');
  expect(root()!.querySelector('[style]')).toBeNull();
});

it('renders the Turkish block with the group privacy link on a group page', async () => {
  await mountOn(page({ locale: 'tr' }));
  expect(root()!.querySelector('h2')!.textContent).toBe('E-bültenimize abone olun');
  expect(root()!.querySelector('a')!.getAttribute('href')).toBe('/gizlilik-politikasi');
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
  await mountOn(page(over));
  expect(Boolean(root()!.querySelector('.newsletter'))).toBe(shown);
});

it('follows navigation: hidden on the error page, back afterwards in the new language', async () => {
  await mountOn(page({ layout: 'main' }));
  expect(root()!.querySelector('.newsletter')).not.toBeNull();
  await publish(page({ layout: 'error', statusCode: 404 }));
  expect(root()!.querySelector('.newsletter')).toBeNull();
  await publish(page({ layout: 'room-detail', locale: 'de' }));
  expect(root()!.querySelector('h2')!.textContent).toBe('Abonnieren Sie unseren Newsletter');
});

it('sends the page property; while a page loads (property 0) the route hotel stands in', async () => {
  const { calls } = mockApi();
  await mountOn(page({ propertyId: 0, hotel: 'nirvana-dolce-vita' }));
  const r = root()!;
  await act(async () => {
    fireEvent.change(r.querySelector('input[type="email"]')!, { target: { value: 'a@example.com' } });
    fireEvent.click(r.querySelector('input[type="checkbox"]')!);
  });
  await act(async () => {
    fireEvent.submit(r.querySelector('form')!);
  });
  await tick();
  expect(calls[0]!.url).toBe('https://api.example.test/v1/web/subscribe-newsletter');
  expect(calls[0]!.body.propertyId).toBe(3);
});

it('unmount removes what it added; mount again works', async () => {
  await mountOn(page());
  await act(async () => unmount());
  expect(slot.innerHTML).toBe('');
  await act(async () => mount(props()));
  await act(async () => update(props()));
  expect(root()!.querySelector('.newsletter')).not.toBeNull();
  expect(slot.querySelectorAll('.nirvana-newsletter-host')).toHaveLength(1);
});

it('without its slot the mount rejects (the shell marks the section failed) and adds nothing', async () => {
  emit('nirvana:page', page());
  await expect(mount({ slots: {}, config })).rejects.toThrow(/newsletter/);
  expect(slot.innerHTML).toBe('');
});
