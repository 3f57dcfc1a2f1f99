import { act, waitFor } from '@testing-library/react';
import { fetchMenus } from '@nirvana/shared/api/client';
import { menus, resetBus } from './test-support';
import { defineNavigationElements } from './elements';

jest.mock('@nirvana/shared/api/client', () => ({ fetchMenus: jest.fn() }));
const menusCall = jest.fn();

beforeEach(() => {
  resetBus();
  act(() => {
    document.body.innerHTML = '';
  });
  menusCall.mockReset().mockResolvedValue(menus);
  (fetchMenus as jest.Mock).mockImplementation((_base: string, id: number, lang: string) => menusCall(id, lang));
});

describe('custom elements', () => {
  it('defines <nirvana-nav-bar> and <nirvana-footer> once (a second define is harmless)', () => {
    expect(customElements.get('nirvana-nav-bar')).toBeDefined();
    expect(customElements.get('nirvana-footer')).toBeDefined();
    expect(() => defineNavigationElements()).not.toThrow();
  });

  it('<nirvana-footer> renders the FOOTER menu of its property in its language from its api-base', async () => {
    await act(async () => {
      document.body.innerHTML = '<nirvana-footer lang="de" property-id="3" api-base="https://api.partner.test"></nirvana-footer>';
    });
    const el = document.querySelector('nirvana-footer')!;
    await waitFor(() => expect(el.shadowRoot?.querySelectorAll('[data-column]').length).toBe(3));
    expect(fetchMenus).toHaveBeenCalledWith('https://api.partner.test', 3, 'de', expect.anything());
    // The section's sheets are scoped to its host class: the element's container in its shadow root has it.
    const container = el.shadowRoot!.querySelector('.nirvana-navigation-host')!;
    expect(container.parentNode).toBe(el.shadowRoot);
    expect(container.querySelector('footer')).not.toBeNull();
    expect(el.shadowRoot!.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(menusCall).toHaveBeenCalledWith(3, 'de');
    expect(el.shadowRoot!.querySelector('footer')!.getAttribute('aria-label')).toBe('Fußzeile');
    // The property's name is its logo's (the link's name), not said again beside it.
    expect(el.shadowRoot!.querySelector('footer .logo')!.getAttribute('aria-label')).toContain('Nirvana Dolce Vita');
    expect(el.shadowRoot!.textContent).not.toContain('Nirvana Dolce Vita');
  });

  it('<nirvana-nav-bar> renders the nav bar with its menu toggle and takes contact links from the config property', async () => {
    await act(async () => {
      document.body.innerHTML = '<nirvana-nav-bar lang="ru" api-base="https://api.partner.test"></nirvana-nav-bar>';
    });
    const el = document.querySelector('nirvana-nav-bar')!;
    await waitFor(() => expect(el.shadowRoot?.querySelector('nav[aria-label="Основная навигация"]')).toBeTruthy());
    expect(el.shadowRoot!.querySelector('.nirvana-navigation-host button[aria-label="Открыть меню"]')).toBeTruthy();
    expect(menusCall).toHaveBeenCalledWith(22, 'ru');
    expect(el.shadowRoot!.querySelector('a[href^="tel:"]')).toBeNull();
    await act(async () => {
      (el as HTMLElementTagNameMap['nirvana-nav-bar']).config = { phone: '+90 444 0 999' };
    });
    await waitFor(() => expect(el.shadowRoot!.querySelector('a[href="tel:+904440999"]')).toBeTruthy());
  });
});
