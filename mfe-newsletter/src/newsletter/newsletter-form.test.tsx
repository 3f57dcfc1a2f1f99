import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_CONSENT_VERSION } from '@nirvana/shared/forms/consent';
import { FORM_MESSAGES } from '@nirvana/shared/forms/rules';
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { deferred, descriptionOf, loadAllMessages, mockApi, nameOf, renderIn, wrapIn, type Call } from '../test-utils';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { NEWSLETTER_ALERT_MS, NewsletterForm } from './newsletter-form';

// Every language's texts at hand before the first render (the section loads one chunk per language).
beforeAll(loadAllMessages);

const API = 'https://api.example.test';

function renderForm(locale: Locale = 'en', propertyId = 2) {
  return renderIn(locale, <NewsletterForm locale={locale} propertyId={propertyId} apiBase={API} privacyHref="/en/gdpr" />);
}

const email = () => screen.getByRole('textbox', { name: /e-mail address/i }) as HTMLInputElement;
const consent = () => screen.getByRole('checkbox') as HTMLInputElement;
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement;
const announcer = () => screen.getByTestId('announcer');

afterEach(() => {
  jest.useRealTimers();
});

describe('newsletter: typed before hydration', () => {
  it('takes what the visitor typed and ticked in the server\'s form before it hydrated: the button unlocks and sends it', async () => {
    const { calls } = mockApi();
    const ui = wrapIn('en', <NewsletterForm locale="en" propertyId={2} apiBase={API} privacyHref="/en/gdpr" />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    (container.querySelector('input[type="email"]') as HTMLInputElement).value = 'early@example.com';
    (container.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(calls.map((c) => c.body.email)).toContain('early@example.com'));
    act(() => root!.unmount());
    container.remove();
  });
});

describe('newsletter: consent gating and validation', () => {
  it('keeps subscribe disabled until consent is ticked', async () => {
    mockApi();
    const user = userEvent.setup();
    renderForm();
    expect(subscribe().disabled).toBe(true);
    await user.click(consent());
    expect(subscribe().disabled).toBe(false);
    await user.click(consent());
    expect(subscribe().disabled).toBe(true);
  });

  it('puts the consent between the e-mail and the button it unlocks, and keeps a room for the alert', () => {
    mockApi();
    renderForm();
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(email(), consent())).toBe(true);
    expect(follows(consent(), subscribe())).toBe(true);
    const room = document.querySelector('.newsletter__result');
    expect(room).not.toBeNull();
    expect(follows(subscribe(), room!)).toBe(true);
    expect(room!.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('links the consent to the privacy page and labels the checkbox with it', () => {
    mockApi();
    renderForm();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/en/gdpr');
    expect(nameOf(consent())).toBe('I have read and accept the privacy policy.');
  });

  it('checks the e-mail on submit: required, then format; marks it invalid, describes and announces the error', async () => {
    const { calls } = mockApi();
    const user = userEvent.setup();
    renderForm();
    await user.click(consent());
    await user.click(subscribe());
    expect(calls).toHaveLength(0);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email())).toBe('Required Field.');
    expect(document.activeElement).toBe(email());
    expect(announcer().textContent).toContain('Please correct 1 field. Required Field.');

    await user.type(email(), 'guest@');
    await user.click(subscribe());
    expect(descriptionOf(email())).toBe('Please enter a valid e-mail address.');
    expect(calls).toHaveLength(0);

    await user.type(email(), 'example.com');
    expect(email().hasAttribute('aria-invalid')).toBe(false);
    expect(descriptionOf(email())).toBe('');
  });

  it('checks the e-mail on blur once edited, not when only tabbed through', async () => {
    mockApi();
    const user = userEvent.setup();
    renderForm();
    await user.click(email());
    await user.tab();
    expect(email().hasAttribute('aria-invalid')).toBe(false);
    await user.type(email(), 'not-an-address');
    await user.tab();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid e-mail address.', { selector: '.field__error' })).toBeTruthy();
    expect(announcer().textContent).toContain('Please enter a valid e-mail address.');
  });

  it("says 'required.kvkk' when consent is unticked again and left", async () => {
    mockApi();
    const user = userEvent.setup();
    renderForm('tr');
    const box = consent();
    await user.click(box);
    await user.click(box);
    await user.tab();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box)).toBe(FORM_MESSAGES.tr['required.kvkk']);
  });

  it.each(LOCALES)('words the errors in %s from the shared messages', async (locale) => {
    mockApi();
    const user = userEvent.setup();
    renderForm(locale);
    const input = screen.getByRole('textbox');
    await user.type(input, 'x');
    await user.clear(input);
    await user.tab();
    expect(descriptionOf(input)).toBe(FORM_MESSAGES[locale].required);
    await user.type(input, 'x');
    await user.tab();
    expect(descriptionOf(input)).toBe(FORM_MESSAGES[locale].email);
  });
});

describe('newsletter: subscribing', () => {
  it('posts e-mail, property, consent, locale and consent version, then shows success for 3 s and clears the form', async () => {
    jest.useFakeTimers();
    const { calls } = mockApi();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const results: boolean[] = [];
    const { container } = renderForm('en', 3);
    container.addEventListener('nirvana-newsletter-result', (e) => results.push((e as CustomEvent).detail.ok));
    await user.type(email(), '  guest@example.com ');
    await user.click(consent());
    await user.click(subscribe());

    expect(await screen.findByText('Your subscription has been successfully created. Please check your inbox: we have sent you a link to confirm it.')).toBeTruthy();
    expect(calls).toEqual<Call[]>([{
      url: `${API}/v1/web/subscribe-newsletter`,
      method: 'POST',
      body: { email: 'guest@example.com', propertyId: 3, consent: true, locale: 'en', consentVersion: NEWSLETTER_CONSENT_VERSION },
    }]);
    expect(results).toEqual([true]);
    // The form is cleared and its validation reset.
    expect((email() as HTMLInputElement | null)?.value).toBe('');
    expect(consent().checked).toBe(false);
    expect(subscribe().disabled).toBe(true);
    expect(email().hasAttribute('aria-invalid')).toBe(false);
    await user.tab();
    expect(email().hasAttribute('aria-invalid')).toBe(false);

    act(() => jest.advanceTimersByTime(NEWSLETTER_ALERT_MS - 10));
    expect(screen.getByText('Your subscription has been successfully created. Please check your inbox: we have sent you a link to confirm it.')).toBeTruthy();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.queryByText('Your subscription has been successfully created. Please check your inbox: we have sent you a link to confirm it.')).toBeNull();
  });

  it.each([
    ['an error status', { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }],
    ['a rate limit', { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'slow down' } }],
    ['no network', 'network-error' as const],
  ])('shows the danger alert on %s for 3 s and keeps what was typed', async (_, answer) => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi(() => answer);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await user.type(email(), 'guest@example.com');
    await user.click(consent());
    await user.click(subscribe());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your subscription record could not be created.');
    expect(alert?.classList.contains('alert--danger')).toBe(true);
    expect((email() as HTMLInputElement | null)?.value).toBe('guest@example.com');
    expect(consent().checked).toBe(true);
    expect(warn).toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(NEWSLETTER_ALERT_MS));
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });

  it('a new result restarts the 3 s', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    mockApi(() => (fail ? { status: 500, body: {} } : { status: 200, body: { ok: true } }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await user.type(email(), 'guest@example.com');
    await user.click(consent());
    await user.click(subscribe());
    await screen.findByRole('alert');
    act(() => jest.advanceTimersByTime(2000));
    fail = false;
    await user.click(subscribe());
    await screen.findByText('Your subscription has been successfully created. Please check your inbox: we have sent you a link to confirm it.');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Your subscription has been successfully created. Please check your inbox: we have sent you a link to confirm it.')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Your subscription has been successfully created. Please check your inbox: we have sent you a link to confirm it.')).toBeNull();
    warn.mockRestore();
  });

  it('sends once however often it is submitted while waiting', async () => {
    const held = deferred<{ status: number; body: unknown }>();
    const { calls } = mockApi(() => held.promise);
    const user = userEvent.setup();
    renderForm();
    await user.type(email(), 'guest@example.com');
    await user.click(consent());
    const button = subscribe();
    const form = button.closest('form')!;
    await user.click(button);
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.click(button);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('Subscribing…');
    expect(form.getAttribute('aria-busy')).toBe('true');
    await act(async () => held.resolve({ status: 200, body: { ok: true } }));
    expect(await screen.findByText('Your subscription has been successfully created. Please check your inbox: we have sent you a link to confirm it.')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it('the same address twice is subscribed twice (the API answers both)', async () => {
    const { calls } = mockApi();
    const user = userEvent.setup();
    renderForm();
    for (let i = 0; i < 2; i += 1) {
      await user.type(email(), 'twice@example.com');
      await user.click(consent());
      await user.click(subscribe());
      await waitFor(() => expect(calls).toHaveLength(i + 1));
      await screen.findByText('Your subscription has been successfully created. Please check your inbox: we have sent you a link to confirm it.');
    }
    expect(calls.map((c) => c.body.email)).toEqual(['twice@example.com', 'twice@example.com']);
  });

  it('shows the results in the page language', async () => {
    mockApi();
    const user = userEvent.setup();
    renderForm('ru');
    await user.type(screen.getByRole('textbox', { name: /почты/ }), 'guest@example.com');
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText(`${FORM_MESSAGES.ru['newsletter.success']} Проверьте почту: мы отправили вам ссылку для подтверждения.`)).toBeTruthy();
  });
});

describe('newsletter: honeypot', () => {
  it('is off-screen, hidden from assistive technology, out of the tab order, without autofill', async () => {
    mockApi();
    const user = userEvent.setup();
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toBeTruthy();
    expect(trap.closest('[aria-hidden="true"]')?.classList.contains('honeypot')).toBe(true);
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.type).toBe('text');
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    // Tabbing through the whole form never lands on it.
    await user.click(consent());
    const seen: Element[] = [];
    act(() => email().focus());
    for (let i = 0; i < 6; i += 1) {
      seen.push(document.activeElement!);
      await user.tab();
    }
    expect(seen).not.toContain(trap);
  });

  it('sends what a bot typed into it, so the API can drop the subscription', async () => {
    const { calls } = mockApi();
    const user = userEvent.setup();
    const { container } = renderForm();
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
    await user.type(email(), 'bot@example.com');
    await user.click(consent());
    await user.click(subscribe());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body.website).toBe('http://spam.example');
    await screen.findByText('Your subscription has been successfully created. Please check your inbox: we have sent you a link to confirm it.');
    expect((container.querySelector('input[name="website"]') as HTMLInputElement | null)?.value).toBe('');
  });

  it('leaves it out of the request when empty', async () => {
    const { calls } = mockApi();
    const user = userEvent.setup();
    renderForm();
    await user.type(email(), 'guest@example.com');
    await user.click(consent());
    await user.click(subscribe());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).not.toHaveProperty('website');
  });
});

it('labels every control in Turkish', () => {
  mockApi();
  renderForm('tr');
  const region = screen.getByRole('region', { name: 'E-bültenimize abone olun' });
  expect(within(region).getByRole('textbox', { name: /E-posta adresi/ })).toBeTruthy();
  expect((within(region).getByRole('button', { name: 'Abone ol' }) as HTMLButtonElement).disabled).toBe(true);
  expect(within(region).getByRole('link', { name: 'Gizlilik Politikası' })).toBeTruthy();
});
