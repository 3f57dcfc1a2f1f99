import { act } from 'react';
import { fireEvent } from '@testing-library/react';
import { FORM_MESSAGES } from '@nirvana/shared/forms/rules';
import { mockApi } from './test-utils';
import { defineElements, NirvanaContactFormElement, NirvanaNewsletterElement } from './elements';

async function write(html: string) {
  await act(async () => {
    document.body.innerHTML = html;
  });
}
const shadowOf = (selector: string) => document.querySelector(selector)!.shadowRoot!;
async function settle() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  document.documentElement.removeAttribute('lang');
});

it('defines both tags with their classes, and defining again does not throw', () => {
  expect(customElements.get('nirvana-newsletter')).toBe(NirvanaNewsletterElement);
  expect(customElements.get('nirvana-contact-form')).toBe(NirvanaContactFormElement);
  expect(() => defineElements()).not.toThrow();
  expect(document.createElement('nirvana-newsletter')).toBeInstanceOf(NirvanaNewsletterElement);
});

describe('<nirvana-newsletter>', () => {
  it('renders in its shadow root in the language of its lang attribute, with the hotel privacy link', async () => {
    mockApi();
    await write('<nirvana-newsletter lang="ru" property-id="3" api-base="https://api.example.test"></nirvana-newsletter>');
    const root = shadowOf('nirvana-newsletter');
    expect(root.querySelector('h2')!.textContent).toBe('Подпишитесь на нашу рассылку');
    expect(root.querySelector('[lang]')!.getAttribute('lang')).toBe('ru');
    // The sheets are scoped to the section's host class: the container in the shadow root carries it.
    const container = root.querySelector('.nirvana-newsletter-host')!;
    expect(container.parentNode).toBe(root);
    expect(container.contains(root.querySelector('form'))).toBe(true);
    expect(root.querySelector('a')!.getAttribute('href')).toBe('/ru/hotels/nirvana-dolce-vita/privacy-policy');
    expect(root.querySelector('input[type="email"]')!.getAttribute('style')).toBeNull();
    expect(document.querySelector('nirvana-newsletter')!.querySelector('form')).toBeNull();
  });

  it('subscribes through its api-base with its property id and tells the host page', async () => {
    const { calls } = mockApi();
    await write('<nirvana-newsletter lang="de" property-id="1" api-base="https://api.example.test"></nirvana-newsletter>');
    const results: unknown[] = [];
    document.addEventListener('nirvana-newsletter-result', (e) => results.push((e as CustomEvent).detail));
    const root = shadowOf('nirvana-newsletter');
    const email = root.querySelector<HTMLInputElement>('input[type="email"]')!;
    const consent = root.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    await act(async () => {
      email.focus();
    });
    await act(async () => {
      fireEvent.change(email, { target: { value: 'gast@example.de' } });
      fireEvent.click(consent);
    });
    expect(root.querySelector('button')!.disabled).toBe(false);
    await act(async () => {
      fireEvent.submit(root.querySelector('form')!);
    });
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.example.test/v1/web/subscribe-newsletter');
    expect(calls[0]!.body).toMatchObject({ email: 'gast@example.de', propertyId: 1, locale: 'de', consent: true });
    expect(root.textContent).toContain(FORM_MESSAGES.de['newsletter.success']);
    expect(results).toEqual([{ ok: true }]);
  });

  it('follows a changed lang attribute', async () => {
    mockApi();
    await write('<nirvana-newsletter lang="en"></nirvana-newsletter>');
    expect(shadowOf('nirvana-newsletter').querySelector('h2')!.textContent).toBe('Subscribe to our newsletter');
    await act(async () => {
      document.querySelector('nirvana-newsletter')!.setAttribute('lang', 'tr');
    });
    expect(shadowOf('nirvana-newsletter').querySelector('h2')!.textContent).toBe('E-bültenimize abone olun');
  });

  it('without attributes: the page language, the default property and the serving origin', async () => {
    const { calls } = mockApi();
    document.documentElement.lang = 'de-DE';
    await write('<nirvana-newsletter></nirvana-newsletter>');
    const root = shadowOf('nirvana-newsletter');
    expect(root.querySelector('h2')!.textContent).toBe('Abonnieren Sie unseren Newsletter');
    expect(root.querySelector('a')!.getAttribute('href')).toBe('/de/hotels/nirvana-cosmopolitan/privacy-policy');
    await act(async () => {
      fireEvent.change(root.querySelector('input[type="email"]')!, { target: { value: 'a@example.com' } });
      fireEvent.click(root.querySelector('input[type="checkbox"]')!);
    });
    await act(async () => {
      fireEvent.submit(root.querySelector('form')!);
    });
    await settle();
    expect(calls[0]!.url).toBe(`${window.location.origin}/v1/web/subscribe-newsletter`);
    expect(calls[0]!.body.propertyId).toBe(2);
  });
});

describe('<nirvana-contact-form>', () => {
  it('renders the four fields in Turkish and shows the errors on an empty send', async () => {
    const { calls } = mockApi();
    await write('<nirvana-contact-form lang="tr" property-id="2" api-base="https://api.example.test"></nirvana-contact-form>');
    const root = shadowOf('nirvana-contact-form');
    const container = root.querySelector('.nirvana-newsletter-host[lang="tr"]')!;
    expect(container.parentNode).toBe(root);
    expect(container.contains(root.querySelector('form'))).toBe(true);
    const labels = [...root.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual(['Ad soyad *', 'E-posta adresi *', 'Telefon numarası *', 'Mesajınız *', 'Bu alanı boş bırakın']);
    await act(async () => {
      fireEvent.submit(root.querySelector('form')!);
    });
    expect(calls).toHaveLength(0);
    const errors = [...root.querySelectorAll('.field__error')].map((e) => e.textContent);
    expect(errors).toEqual(Array(4).fill(FORM_MESSAGES.tr.required));
    expect(root.querySelectorAll('[aria-invalid="true"]')).toHaveLength(4);
    // aria-describedby resolves inside the shadow root.
    const input = root.querySelector('input[name="fullName"]')!;
    expect(root.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe(FORM_MESSAGES.tr.required);
  });

  it('sends to its api-base and tells the host page', async () => {
    const { calls } = mockApi();
    const results: unknown[] = [];
    document.addEventListener('nirvana-contact-result', (e) => results.push((e as CustomEvent).detail));
    await write('<nirvana-contact-form lang="en" property-id="22" api-base="https://api.example.test"></nirvana-contact-form>');
    const root = shadowOf('nirvana-contact-form');
    await act(async () => {
      fireEvent.change(root.querySelector('[name="fullName"]')!, { target: { value: 'Anna Schmidt' } });
      fireEvent.change(root.querySelector('[name="email"]')!, { target: { value: 'anna@example.de' } });
      fireEvent.change(root.querySelector('[name="phone"]')!, { target: { value: '+49301234567' } });
      fireEvent.change(root.querySelector('[name="message"]')!, { target: { value: 'Hello' } });
    });
    await act(async () => {
      fireEvent.submit(root.querySelector('form')!);
    });
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.example.test/v1/web/contact');
    expect(calls[0]!.body).toEqual({
      fullName: 'Anna Schmidt', email: 'anna@example.de', phone: '+49301234567', message: 'Hello', propertyId: 22, locale: 'en',
    });
    expect(root.textContent).toContain('Your Message Was Sent Successfully.');
    expect(results).toEqual([{ ok: true }]);
  });

  it('two forms on one page keep their own ids and state', async () => {
    mockApi();
    await write('<nirvana-contact-form lang="en"></nirvana-contact-form><nirvana-contact-form lang="ru"></nirvana-contact-form>');
    const [a, b] = [...document.querySelectorAll('nirvana-contact-form')].map((el) => el.shadowRoot!);
    expect(a!.querySelector('h2')!.textContent).toBe('Send us a message');
    expect(b!.querySelector('h2')!.textContent).toBe('Напишите нам');
    await act(async () => {
      fireEvent.submit(a!.querySelector('form')!);
    });
    expect(a!.querySelectorAll('[aria-invalid="true"]')).toHaveLength(4);
    expect(b!.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});
