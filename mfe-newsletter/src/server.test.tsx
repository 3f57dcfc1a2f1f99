/**
 * The section's server render (`server.tsx`) and the browser's hydration of its HTML: what a crawler
 * reads, and the same nodes on screen afterwards with no warning and no request.
 */
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { act } from 'react';
import { fireEvent } from '@testing-library/react';
import { emit, type PageState } from '@nirvana/shared/bus';
import { detectDevice } from '@nirvana/shared/device';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { resetServerRender, sectionHostHtml, SERVER_RENDER_ID, type ServerRenderState } from '@nirvana/shared/section-runtime';
import type { SectionProps } from '@nirvana/shared/runtime-config';
import { mount, unmount } from './nirvana-newsletter';
import type { SectionRenderContext } from '@nirvana/shared/section-server';
import type * as ServerModule from './server';
import { mockApi, pageState } from './test-utils';

// The server render's React (prerender to a Node stream), as the server build resolves it; it
// schedules with Node's setImmediate, which jsdom's globals lack.
jest.mock('react-dom/static', () => jest.requireActual('react-dom/static.node'));
(globalThis as { setImmediate?: unknown }).setImmediate ??= nodeSetImmediate;

/**
 * The server render with its own copies of every module (React, react-intl, shared, the lazy
 * form), as its own bundle runs in the shell server: the two renderers never share a context object.
 */
async function serverRender(context: SectionRenderContext): Promise<Awaited<ReturnType<typeof ServerModule.render>>> {
  let result!: Awaited<ReturnType<typeof ServerModule.render>>;
  await jest.isolateModulesAsync(async () => {
    const { render } = (await import('./server')) as typeof ServerModule;
    result = await render(context);
  });
  return result;
}

const config = { apiBase: 'https://api.example.test' } as RuntimeConfig;

const page = pageState;

let slot: HTMLElement;
const props = (): SectionProps => ({ slots: { newsletter: slot }, config });
const tick = () => act(async () => new Promise((r) => setTimeout(r, 0)));

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

describe('server render and hydration', () => {
  const device = detectDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 1280);
  const context = (state: PageState) => ({ state, device, config, api: { base: 'http://api.internal', headers: {} }, slots: ['header', 'main', 'newsletter', 'footer'] as const });

  /** Writes the page as the shell server does: the host with the server's HTML, and the inlined state. */
  async function serverPage(state: PageState) {
    const result = await serverRender(context(state));
    const build = 'test-build';
    slot.innerHTML = sectionHostHtml('newsletter', 'newsletter', result.html.newsletter!, build);
    const inlined: ServerRenderState = { device, sections: { newsletter: { build, data: result.data } } };
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SERVER_RENDER_ID;
    script.textContent = JSON.stringify(inlined);
    document.body.append(script);
    return result;
  }

  it('the server HTML holds the form in its initial state, with its texts, and loads no data', async () => {
    const { html, data } = await serverRender(context(page({ locale: 'ru', propertyId: 3, hotel: 'nirvana-dolce-vita' })));
    expect(Object.keys(html)).toEqual(['newsletter']);
    expect(data).toEqual({});
    const dom = document.createElement('div');
    dom.innerHTML = html.newsletter!;
    expect(dom.querySelector('h2')!.textContent).toBe('Подпишитесь на нашу рассылку');
    expect([...dom.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'Адрес электронной почты *',
      'Я прочитал(а) и принимаю политику конфиденциальности.',
      'Оставьте это поле пустым',
    ]);
    expect(dom.querySelector<HTMLInputElement>('input[type="email"]')!.value).toBe('');
    expect(dom.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false);
    expect(dom.querySelector('a')!.getAttribute('href')).toBe('/ru/hotels/nirvana-dolce-vita/privacy-policy');
    expect(dom.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
    expect(dom.querySelector('button[type="submit"]')!.textContent).toBe('Подписаться');
    expect(html.newsletter).not.toMatch(/style=/);
  });

  it('on a contact page the server HTML holds the contact form before the block: its heading, four fields and button', async () => {
    const { html } = await serverRender(context(page({ locale: 'de', propertyId: 2, hotel: 'nirvana-cosmopolitan', category: 'CONTACT' })));
    const dom = document.createElement('div');
    dom.innerHTML = html.newsletter!;
    const [form, block] = Array.from(dom.querySelectorAll(':scope > *'));
    expect(form!.id).toBe('contact-form');
    expect(block!.className).toBe('newsletter');
    expect(form!.querySelector('h2')!.textContent).toBe('Schreiben Sie uns');
    expect([...form!.querySelectorAll('form [name]')].map((f) => f.getAttribute('name'))).toEqual(['fullName', 'email', 'phone', 'message', 'website']);
    expect(form!.querySelector<HTMLTextAreaElement>('textarea')!.value).toBe('');
    expect(form!.querySelector('button[type="submit"]')!.textContent).toBe('Senden');
    expect(html.newsletter).not.toMatch(/style=/);
  });

  it('on the error page and without its slot the server renders nothing', async () => {
    const error = await serverRender(context(page({ layout: 'error', statusCode: 404, routeId: 'not-found' })));
    expect(error.html.newsletter!.replace(/<!--.*?-->/g, '')).toBe('');
    const none = await serverRender({ ...context(page()), slots: ['main'] });
    expect(none.html).toEqual({});
  });

  it('the browser hydrates the server HTML in place: the same nodes, no warning, no request; then the form works', async () => {
    const { calls } = mockApi();
    emit('nirvana:page', page({ locale: 'de', propertyId: 1, hotel: 'nirvana-mediterranean-excellence' }));
    await serverPage(page({ locale: 'de', propertyId: 1, hotel: 'nirvana-mediterranean-excellence' }));
    const heading = slot.querySelector('h2')!;
    const email = slot.querySelector<HTMLInputElement>('input[type="email"]')!;
    expect(heading.textContent).toBe('Abonnieren Sie unseren Newsletter');
    const errors = jest.spyOn(console, 'error');
    const warnings = jest.spyOn(console, 'warn');
    try {
      await act(async () => mount(props()));
      await tick();
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
    expect(slot.querySelectorAll('.nirvana-newsletter-host')).toHaveLength(1);
    expect(slot.querySelector('h2')).toBe(heading);
    expect(slot.querySelector('input[type="email"]')).toBe(email);
    expect(calls).toHaveLength(0);

    // Hydrated: the consent unlocks the button, the subscription goes out.
    await act(async () => {
      fireEvent.change(email, { target: { value: 'gast@example.de' } });
      fireEvent.click(slot.querySelector('input[type="checkbox"]')!);
    });
    expect(slot.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
    await act(async () => {
      fireEvent.submit(slot.querySelector('form')!);
    });
    await tick();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ email: 'gast@example.de', propertyId: 1, locale: 'de', consent: true });
  });

  it("another build's server HTML is not hydrated: rendered anew, one host", async () => {
    emit('nirvana:page', page({ locale: 'en' }));
    await serverPage(page({ locale: 'en' }));
    slot.querySelector<HTMLElement>('.nirvana-newsletter-host')!.dataset.build = 'old-build';
    const heading = slot.querySelector('h2')!;
    await act(async () => mount(props()));
    await tick();
    expect(slot.querySelectorAll('.nirvana-newsletter-host')).toHaveLength(1);
    expect(slot.querySelector('h2')!.textContent).toBe('Subscribe to our newsletter');
    expect(slot.querySelector('h2')).not.toBe(heading);
  });
});
