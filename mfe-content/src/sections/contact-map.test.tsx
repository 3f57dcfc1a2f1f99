import { act, fireEvent, render } from '@testing-library/react';
import { CONSENT_EVENT, CONSENT_KEY } from '@nirvana/shared/cookie-consent';
import { IntlProvider } from 'react-intl';
import type { Contact } from '@nirvana/shared/api/schemas';
import { MESSAGES } from '../test-support/messages';
import { ContactMap } from './contact-map';

const contact: Contact = {
  phone: '+90 242 821 56 00', email: 'info@hotel.test', address: 'Street 1, 07995 Kemer, Antalya, Türkiye', lat: 36.5, lng: 30.5,
  mapImage: { sourceUrl: '/media/maps/3.svg', width: 1200, height: 800, mimeType: 'image/svg+xml', alt: 'Карта окрестностей Nirvana Dolce Vita: побережье, ближайший город и аэропорт Анталии в 50 км' },
} as Contact;

const renderRu = (c: Contact) => render(
  <IntlProvider locale="ru" messages={MESSAGES.ru as never}><ContactMap contact={c} mapsKey={null} name="Nirvana Dolce Vita" /></IntlProvider>,
);

describe('ContactMap without a maps key', () => {
  it("shows the static map with the API's alt, which says what it shows in the page's language", () => {
    const { container } = renderRu(contact);
    const img = container.querySelector('[data-testid="static-map"] img')!;
    expect(img.getAttribute('src')).toBe('/media/maps/3.svg');
    expect(img.getAttribute('alt')).toBe(contact.mapImage!.alt);
  });

  it('falls back to its own words when the API gives no alt', () => {
    const { container } = renderRu({ ...contact, mapImage: { ...contact.mapImage!, alt: undefined } });
    const alt = container.querySelector('[data-testid="static-map"] img')!.getAttribute('alt')!;
    expect(alt).toContain('Nirvana Dolce Vita');
    expect(alt).toMatch(/[а-я]/);
  });
});

describe('ContactMap: the arrival guide', () => {
  it("lists each place with its distance and drive time in the page's language's units, then the transfers", () => {
    const arrival = { transfer: 'Трансфер организует отдел бронирования.', places: [{ name: 'Аэропорт Анталии (AYT)', km: 78, minutes: 70 }, { name: 'Фазелис', km: 3.5, minutes: 5 }] };
    const { container } = renderRu({ ...contact, arrival });
    expect(container.querySelector('#arrival-title')!.textContent).toBe('Как добраться');
    const rows = Array.from(container.querySelectorAll('.arrival-place')).map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent!.replace(/\s+/g, ' ')]);
    expect(rows).toEqual([
      ['Аэропорт Анталии (AYT)', '78 км · , около 70 мин на машине'],
      ['Фазелис', '3,5 км · , около 5 мин на машине'],
    ]);
    expect(container.querySelector('.arrival-transfer')!.textContent).toBe(arrival.transfer);
  });

  it('shows none where the API gives none (the group)', () => {
    const { container } = renderRu({ ...contact, arrival: null });
    expect(container.querySelector('.arrival')).toBeNull();
  });
});

describe('ContactMap with a maps key: the interactive map only after consent', () => {
  const renderWithKey = () => render(
    <IntlProvider locale="ru" messages={MESSAGES.ru as never}><ContactMap contact={contact} mapsKey="test-key" name="Nirvana Dolce Vita" /></IntlProvider>,
  );
  const choose = (functional: boolean) => {
    const consent = { necessary: true, functional, analytics: false, marketing: false, savedAt: new Date().toISOString() };
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
    act(() => {
      window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
    });
  };
  beforeEach(() => window.localStorage.clear());

  it('before consent: no frame, the static picture and a button that loads the map (two clicks)', () => {
    const { container, getByTestId } = renderWithKey();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[data-testid="static-map"] img')).not.toBeNull();
    fireEvent.click(getByTestId('load-map'));
    expect(container.querySelector('iframe')?.getAttribute('src')).toContain('key=test-key');
  });

  it('agreeing in the cookie dialog loads it; declining does not', () => {
    const { container } = renderWithKey();
    choose(false);
    expect(container.querySelector('iframe')).toBeNull();
    choose(true);
    expect(container.querySelector('iframe')).not.toBeNull();
    expect(container.querySelector('[data-testid="load-map"]')).toBeNull();
  });
});
