import { act, waitFor } from '@testing-library/react';
import { fetchMenus } from '@nirvana/shared/api/client';
import { emit } from '@nirvana/shared/bus';
import type { SectionProps } from '@nirvana/shared/runtime-config';
import { config, desktop, menus, pageState, resetBus } from './test-support';
import { bootstrap, mount, unmount, update } from './nirvana-navigation';
import { navigationSheets } from './styles/sheets';

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

/** The container of the section's React root in a slot (light DOM: no shadow root any more). */
const rootIn = (slot: HTMLElement) => slot.querySelector<HTMLElement>(':scope > .nirvana-navigation-host > .navigation-root');

beforeEach(() => {
  resetBus();
  document.body.innerHTML = '';
  (fetchMenus as jest.Mock).mockResolvedValue(menus);
});

describe('single-spa lifecycles', () => {
  it('render the header, footer and floating parts each in its slot (its own host and root, light DOM), and clean up on unmount', async () => {
    const s = slots();
    emit('nirvana:device', desktop);
    emit('nirvana:page', pageState({ locale: 'en', path: '/en/about-us' }));
    const props: SectionProps = { slots: s, config };
    await bootstrap();
    await act(async () => {
      await mount(props);
    });
    await waitFor(() => expect(rootIn(s.header)?.querySelector('nav[aria-label="Main navigation"]')).toBeTruthy());
    const header = rootIn(s.header)!;
    expect(header.closest('.nirvana-navigation-header')).toBe(s.header.firstElementChild);
    expect(s.header.firstElementChild!.shadowRoot).toBeNull();
    // The section's sheets, scoped to its hosts by the build, are the document's.
    for (const sheet of navigationSheets) expect(document.adoptedStyleSheets).toContain(sheet);
    // Each part only in its own slot.
    await waitFor(() => expect(rootIn(s.footer)?.querySelectorAll('[data-column]').length).toBe(3));
    expect(rootIn(s.footer)!.querySelector('nav[aria-label="Main navigation"]')).toBeNull();
    expect(header.querySelector('footer')).toBeNull();
    expect(rootIn(s.floating)?.querySelector('.messaging-float')).toBeTruthy();
    expect(rootIn(s.floating)!.querySelector('footer, nav[aria-label="Main navigation"]')).toBeNull();
    // The menus were asked once for the page, though two parts show them.
    expect(fetchMenus).toHaveBeenCalledTimes(1);
    expect((fetchMenus as jest.Mock).mock.calls[0].slice(0, 3)).toEqual([config.apiBase, 2, 'en']);

    // A new page in another language re-renders in place (the runtime gives the parts the new view).
    act(() => emit('nirvana:page', pageState({ locale: 'de', path: '/de/about-us' })));
    await waitFor(() => expect(header.querySelector('nav[aria-label="Hauptnavigation"]')).toBeTruthy());
    await waitFor(() => expect(rootIn(s.footer)!.querySelector('footer')!.getAttribute('aria-label')).toBe('Fußzeile'));

    await act(async () => {
      await update({ ...props, config: { ...config, phone: '+90 555 000 0000' } });
    });
    await waitFor(() => expect(header.querySelector('a[href="tel:+905550000000"]')).toBeTruthy());

    await act(async () => {
      await unmount();
    });
    expect(s.header.childElementCount).toBe(0);
    expect(s.footer.childElementCount).toBe(0);
    expect(s.floating.childElementCount).toBe(0);

    // Mounting again works (new hosts, new roots).
    await act(async () => {
      await mount(props);
    });
    await waitFor(() => expect(rootIn(s.header)?.querySelector('nav')).toBeTruthy());
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
    await waitFor(() => expect(rootIn(footer)?.querySelector('footer')).toBeTruthy());
    await act(async () => {
      await unmount();
    });
    expect(footer.childElementCount).toBe(0);
  });
});
