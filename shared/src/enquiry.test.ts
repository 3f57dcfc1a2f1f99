import { aboutOf, withAbout } from './enquiry';

it('carries a subject to the contact form and reads it back, cut at 120 characters', () => {
  const href = withAbout('/oteller/nirvana-dolce-vita/iletisim', 'Spa & Hamam');
  expect(href).toBe('/oteller/nirvana-dolce-vita/iletisim?about=Spa%20%26%20Hamam#contact-form');
  expect(aboutOf(new URL(href, 'https://x.test').search)).toBe('Spa & Hamam');
  expect(aboutOf(`?about=${'a'.repeat(200)}`)).toHaveLength(120);
  expect(aboutOf('?about=%20%20')).toBeNull();
  expect(aboutOf('')).toBeNull();
});
