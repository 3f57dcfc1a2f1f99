import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Contact } from '@nirvana/shared/api/schemas';
import { MESSAGES } from '../i18n/messages';
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
