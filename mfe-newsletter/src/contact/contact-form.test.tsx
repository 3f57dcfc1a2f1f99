import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_MESSAGES } from '@nirvana/shared/forms/rules';
import { LOCALES, type Locale } from '@nirvana/shared/locales';
import { deferred, descriptionOf, loadAllMessages, mockApi, renderIn, wrapIn } from '../test-utils';
import { ContactForm } from './contact-form';

// Every language's texts at hand before the first render (the section loads one chunk per language).
beforeAll(loadAllMessages);

const API = 'https://api.example.test/';

function renderForm(locale: Locale = 'en', propertyId = 1) {
  return renderIn(locale, <ContactForm locale={locale} propertyId={propertyId} apiBase={API} />);
}

const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const fields = () => ({
  fullName: box(/full name/i),
  email: box(/e-mail address/i),
  phone: box(/phone number/i),
  message: box(/your message/i),
});
const send = () => screen.getByRole('button', { name: /send/i }) as HTMLButtonElement;
const announcer = () => screen.getByTestId('announcer');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const f = fields();
  await user.type(f.fullName, 'Ayşe Yılmaz');
  await user.type(f.email, 'ayse@example.com');
  await user.type(f.phone, '532 123 45 67');
  await user.type(f.message, 'Do you have a room with a sea view in May?');
}

describe('contact form: a subject from an enquiry', () => {
  it.each([['en', 'About: Signature Tastes'], ['tr', 'Konu: Signature Tastes'], ['ru', 'Тема: Signature Tastes']] as const)(
    '%s: the message starts with what the enquiry is about, still editable',
    async (locale, start) => {
      mockApi();
      renderIn(locale, <ContactForm locale={locale} propertyId={2} apiBase={API} subject="Signature Tastes" />);
      const message = document.querySelector('textarea') as HTMLTextAreaElement;
      expect(message.value.startsWith(start)).toBe(true);
      await userEvent.setup().type(message, 'A table for two on Friday');
      expect(message.value).toContain('A table for two on Friday');
    },
  );

  it('a subject given after the form appeared fills the message, unless the visitor typed one', async () => {
    mockApi();
    const { rerender } = renderIn('en', <ContactForm locale="en" propertyId={2} apiBase={API} />);
    expect(fields().message.value).toBe('');
    rerender(wrapIn('en', <ContactForm locale="en" propertyId={2} apiBase={API} subject="New Year's Eve Gala" />));
    await waitFor(() => expect(fields().message.value.startsWith("About: New Year's Eve Gala")).toBe(true));
    await userEvent.setup().type(fields().message, ' for four');
    rerender(wrapIn('en', <ContactForm locale="en" propertyId={2} apiBase={API} subject="Signature Tastes" />));
    expect(fields().message.value).toContain('for four');
    expect(fields().message.value).not.toContain('Signature Tastes');
  });

  it('without a subject the message is empty', () => {
    mockApi();
    renderForm();
    expect(fields().message.value).toBe('');
  });
});

describe('contact form: fields and validation', () => {
  it('has the four required fields, labelled, and a send button', () => {
    mockApi();
    renderForm();
    for (const input of Object.values(fields())) {
      expect(input.required).toBe(true);
      expect(input.closest('.field')!.querySelector('label')!.textContent).toMatch(/\*$/);
    }
    expect(fields().message.tagName).toBe('TEXTAREA');
    expect(fields().email.type).toBe('email');
    expect(fields().phone.type).toBe('tel');
    expect(send().type).toBe('submit');
  });

  it('on submit marks every empty field invalid, describes it, announces all and focuses the first', async () => {
    const { calls } = mockApi();
    const user = userEvent.setup();
    renderForm();
    await user.click(send());
    expect(calls).toHaveLength(0);
    for (const input of Object.values(fields())) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const errorId = input.getAttribute('aria-describedby')!.split(' ').find((x) => x.endsWith('-error'))!;
      expect(document.getElementById(errorId)!.textContent).toBe('Required Field.');
    }
    expect(document.activeElement).toBe(fields().fullName);
    expect(announcer().textContent).toBe(
      'Please correct 4 fields. Full name: Required Field. E-mail address: Required Field. Phone number: Required Field. Your message: Required Field.',
    );
  });

  it.each([
    ['fullName', 'R2 D2', 'Please use only spaces and letters.'],
    ['email', 'ayse@', 'Please enter a valid e-mail address.'],
    ['phone', '12-ab', 'Please enter a valid phone number.'],
  ] as const)('checks %s on blur: %p gives %p', async (name, value, message) => {
    mockApi();
    const user = userEvent.setup();
    renderForm();
    const input = fields()[name];
    await user.type(input, value);
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toContain(message);
    expect(announcer().textContent).toContain(message);
  });

  it('clears an error as soon as the value is right', async () => {
    mockApi();
    const user = userEvent.setup();
    renderForm();
    const { phone } = fields();
    await user.type(phone, '12');
    await user.tab();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await user.clear(phone);
    await user.type(phone, '+905321234567');
    expect(phone.hasAttribute('aria-invalid')).toBe(false);
    expect(descriptionOf(phone)).toBe('For example 5321234567 or +905321234567');
  });

  it.each(LOCALES)('words every field error in %s from the shared messages', async (locale) => {
    mockApi();
    const user = userEvent.setup();
    renderForm(locale);
    const inputs = screen.getAllByRole('textbox');
    expect(inputs).toHaveLength(4);
    await user.click(screen.getByRole('button'));
    for (const input of inputs) expect(descriptionOf(input)).toContain(FORM_MESSAGES[locale].required);
    const [fullName, email, phone] = inputs as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    await user.type(fullName, 'A1');
    await user.type(email, 'a@');
    await user.type(phone, 'x');
    await user.click(screen.getByRole('button'));
    expect(descriptionOf(fullName)).toBe(FORM_MESSAGES[locale].lettersAndSpaces);
    expect(descriptionOf(email)).toBe(FORM_MESSAGES[locale].email);
    expect(descriptionOf(phone)).toContain(FORM_MESSAGES[locale].phone);
  });
});

describe('contact form: sending', () => {
  it('sends the trimmed fields with property and locale, says so, and clears the form', async () => {
    const { calls } = mockApi();
    const user = userEvent.setup();
    const results: boolean[] = [];
    const { container } = renderForm('en', 1);
    container.addEventListener('nirvana-contact-result', (e) => results.push((e as CustomEvent).detail.ok));
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByText('Your Message Was Sent Successfully.')).toBeTruthy();
    expect(calls).toEqual([{
      url: 'https://api.example.test/v1/web/contact',
      method: 'POST',
      body: {
        fullName: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '532 123 45 67',
        message: 'Do you have a room with a sea view in May?', propertyId: 1, locale: 'en',
      },
    }]);
    expect(results).toEqual([true]);
    for (const input of Object.values(fields())) {
      expect(input.value).toBe('');
      expect(input.hasAttribute('aria-invalid')).toBe(false);
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Somethings went wrong!' as a danger alert on failure and keeps the message", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi(() => ({ status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Somethings went wrong!');
    expect(alert.classList.contains('alert--danger')).toBe(true);
    expect(fields().message.value).toBe('Do you have a room with a sea view in May?');
    warn.mockRestore();
  });

  it('shows the field reasons of a 400 answer in the page language', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi(() => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Invalid', fields: { phone: 'Please enter a valid phone number.' } },
    }));
    const user = userEvent.setup();
    renderForm('de');
    const inputs = screen.getAllByRole('textbox') as HTMLInputElement[];
    await user.type(inputs[0]!, 'Jürgen Groß');
    await user.type(inputs[1]!, 'j@example.de');
    await user.type(inputs[2]!, '+49301234567');
    await user.type(inputs[3]!, 'Hallo');
    await user.click(screen.getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toBe(FORM_MESSAGES.de['contact.failure']);
    expect(inputs[2]!.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(inputs[2]!)).toContain(FORM_MESSAGES.de.phone);
    warn.mockRestore();
  });

  it('sends once however often it is submitted while waiting', async () => {
    const held = deferred<{ status: number; body: unknown }>();
    const { calls } = mockApi(() => held.promise);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    const button = send();
    const form = button.closest('form')!;
    await user.click(button);
    fireEvent.submit(form);
    await user.dblClick(button);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('Sending…');
    await act(async () => held.resolve({ status: 200, body: { ok: true } }));
    await screen.findByText('Your Message Was Sent Successfully.');
    expect(calls).toHaveLength(1);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('keeps the honeypot away from people and sends what a bot typed', async () => {
    const { calls } = mockApi();
    const user = userEvent.setup();
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')!.classList.contains('honeypot')).toBe(true);
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(screen.getAllByRole('textbox')).not.toContain(trap);
    fireEvent.change(trap, { target: { value: 'buy now' } });
    await fillValid(user);
    await user.click(send());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body.website).toBe('buy now');
  });

  it.each(['tr', 'ru', 'de'] as const)('shows the success in %s', async (locale) => {
    mockApi();
    const user = userEvent.setup();
    renderForm(locale);
    const inputs = screen.getAllByRole('textbox');
    await user.type(inputs[0]!, 'Ali Veli');
    await user.type(inputs[1]!, 'ali@example.com');
    await user.type(inputs[2]!, '5321234567');
    await user.type(inputs[3]!, 'Merhaba');
    await user.click(screen.getByRole('button'));
    expect(await screen.findByText(FORM_MESSAGES[locale]['contact.success'])).toBeTruthy();
  });
});
