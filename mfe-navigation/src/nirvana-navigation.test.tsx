import { act, waitFor } from '@testing-library/react';
import { fetchMenus } from '@nirvana/shared/api/client';
import { emit } from '@nirvana/shared/bus';
import type { SectionProps } from '@nirvana/shared/sections';
import { config, desktop, menus, pageState, resetBus } from './test-support';
import { bootstrap, mount, unmount, update } from './nirvana-navigation';

jest.mock('@nirvana/shared/api/client', () => ({ fetchMenus: jest.fn() }));

function slots() {
  const make = (id: string) => {
    const el = document.createElement('div');
    el.id = id;
    document.body.append(el);
    return el;
  };
  return { header: make('slot-header'), footer: make('slot-footer'), floating: make('slot-floating') };
}

const shadowOf = (slot: HTMLElement) => (slot.firstElementChild as HTMLElement | null)?.shadowRoot ?? null;

beforeEach(() => {
  resetBus();
  document.body.innerHTML = '';
  (fetchMenus as jest.Mock).mockResolvedValue(menus);
});

describe('single-spa lifecycles', () => {
  it('render header, footer and floating parts into shadow roots of their slots, and clean up on unmount', async () => {
    const s = slots();
    emit('nirvana:device', desktop);
    emit('nirvana:page', pageState({ locale: 'en', path: '/en/about-us' }));
    const props: SectionProps = { slots: s, config };
    await bootstrap();
    await act(async () => {
      await mount(props);
    });
    await waitFor(() => expect(shadowOf(s.header)?.querySelector('nav[aria-label="Main navigation"]')).toBeTruthy());
    const headerRoot = shadowOf(s.header)!;
    expect(headerRoot.adoptedStyleSheets.length).toBeGreaterThan(1);
    await waitFor(() => expect(shadowOf(s.footer)?.querySelector('footer')).toBeTruthy());
    await waitFor(() => expect(shadowOf(s.footer)?.querySelectorAll('[data-column]').length).toBe(3));
    expect(shadowOf(s.floating)?.querySelector('.messaging-float')).toBeTruthy();

    // A new page in another language re-renders in place.
    act(() => emit('nirvana:page', pageState({ locale: 'de', path: '/de/about-us' })));
    await waitFor(() => expect(headerRoot.querySelector('nav[aria-label="Hauptnavigation"]')).toBeTruthy());

    await act(async () => {
      await update({ ...props, config: { ...config, phone: '+90 555 000 0000' } });
    });
    await waitFor(() => expect(headerRoot.querySelector('a[href="tel:+905550000000"]')).toBeTruthy());

    await act(async () => {
      await unmount();
    });
    expect(s.header.childElementCount).toBe(0);
    expect(s.footer.childElementCount).toBe(0);
    expect(s.floating.childElementCount).toBe(0);

    // Mounting again works (new hosts, new shadow roots).
    await act(async () => {
      await mount(props);
    });
    await waitFor(() => expect(shadowOf(s.header)?.querySelector('nav')).toBeTruthy());
    await act(async () => {
      await unmount();
    });
  });

  it('renders what it can when only some slots exist', async () => {
    const footer = document.createElement('div');
    document.body.append(footer);
    emit('nirvana:page', pageState({}));
    await act(async () => {
      await mount({ slots: { footer }, config });
    });
    await waitFor(() => expect(shadowOf(footer)?.querySelector('footer')).toBeTruthy());
    await act(async () => {
      await unmount();
    });
    expect(footer.childElementCount).toBe(0);
  });
});
