import { LOCALES } from '../locales';
import { CONTACT_RULES, FORM_MESSAGES, NEWSLETTER_RULES, check, formMessage, validate, type FormMessageKey } from './rules';
import { ruleKeyOfReason } from './reasons';
import { NEWSLETTER_CONSENT_VERSION } from './consent';

const KEYS: FormMessageKey[] = [
  'required', 'email', 'phone', 'lettersAndSpaces', 'letters', 'required.kvkk',
  'newsletter.success', 'newsletter.failure', 'contact.success', 'contact.failure',
];

describe('check: each rule', () => {
  it('required fails on missing, non-string and blank values', () => {
    for (const v of [undefined, null, '', '   ', '\n\t', 0, false]) expect(check(v, ['required'])).toBe('required');
    expect(check('a', ['required'])).toBeNull();
  });

  it('required.kvkk passes only for a ticked box (true)', () => {
    expect(check(true, ['required.kvkk'])).toBeNull();
    for (const v of [false, undefined, null, 'true', 'on', 1]) expect(check(v, ['required.kvkk'])).toBe('required.kvkk');
  });

  it.each(['guest@example.com', 'a.b+c@sub.example.co.uk', ' spaced@example.org ', 'ünal@example.com.tr'])('email accepts %p', (v) => {
    expect(check(v, ['email'])).toBeNull();
  });
  it.each(['guest', 'guest@', '@example.com', 'guest@example', 'gu est@example.com', 'guest@exa_mple.com', 'a@b.c', `${'a'.repeat(250)}@example.com`])(
    'email refuses %p', (v) => {
      expect(check(v, ['email'])).toBe('email');
    },
  );

  it.each(['5321234567', '532 123 45 67', '(532) 123-45-67', '+905321234567', '+49 30 1234567', '02421234567'])('phone accepts %p', (v) => {
    expect(check(v, ['phone'])).toBeNull();
  });
  it.each(['abc', '12345', '+', '++905321234567', '532-ABC-4567', '5321234567x', '+1234567890123456'])('phone refuses %p', (v) => {
    expect(check(v, ['phone'])).toBe('phone');
  });

  it.each(['Ayşe Yılmaz', 'Иван Петров', 'Jürgen Groß', 'Ali', ' Çağla Öztürk '])('lettersAndSpaces accepts %p', (v) => {
    expect(check(v, ['lettersAndSpaces'])).toBeNull();
  });
  it.each(['R2D2', 'Ayşe  Yılmaz', 'O\'Neil', 'Anna-Lena', 'x@y'])('lettersAndSpaces refuses %p', (v) => {
    expect(check(v, ['lettersAndSpaces'])).toBe('lettersAndSpaces');
  });

  it('letters refuses spaces and digits', () => {
    expect(check('Ayşe', ['letters'])).toBeNull();
    expect(check('Ayşe Yılmaz', ['letters'])).toBe('letters');
    expect(check('Ayşe1', ['letters'])).toBe('letters');
  });

  it('format rules leave an empty value to required (the first failing rule wins)', () => {
    for (const rule of ['email', 'phone', 'lettersAndSpaces', 'letters'] as const) expect(check('', [rule])).toBeNull();
    expect(check('', ['required', 'email'])).toBe('required');
    expect(check('nope', ['required', 'email'])).toBe('email');
  });
});

describe('validate: the two forms', () => {
  it('newsletter: e-mail required and valid, consent ticked', () => {
    expect(validate({}, NEWSLETTER_RULES)).toEqual({ email: 'required', consent: 'required.kvkk' });
    expect(validate({ email: 'x', consent: false }, NEWSLETTER_RULES)).toEqual({ email: 'email', consent: 'required.kvkk' });
    expect(validate({ email: 'guest@example.com', consent: true }, NEWSLETTER_RULES)).toEqual({});
  });

  it('contact: all four fields required, then their formats', () => {
    expect(validate({}, CONTACT_RULES)).toEqual({ fullName: 'required', email: 'required', phone: 'required', message: 'required' });
    expect(validate({ fullName: 'R2D2', email: 'x@', phone: '12', message: 'Hi' }, CONTACT_RULES)).toEqual({
      fullName: 'lettersAndSpaces', email: 'email', phone: 'phone',
    });
    expect(validate({ fullName: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '5321234567', message: 'Merhaba' }, CONTACT_RULES)).toEqual({});
  });
});

describe('messages', () => {
  it('English words them exactly as the spec does', () => {
    expect(FORM_MESSAGES.en).toMatchObject({
      required: 'Required Field.',
      email: 'Please enter a valid e-mail address.',
      phone: 'Please enter a valid phone number.',
      lettersAndSpaces: 'Please use only spaces and letters.',
      letters: 'Please use only letters.',
      'newsletter.success': 'Your subscription has been successfully created.',
      'newsletter.failure': 'Your subscription record could not be created.',
      'contact.success': 'Your Message Was Sent Successfully.',
      'contact.failure': 'Somethings went wrong!',
    });
  });

  it.each(LOCALES)('%s has every message, non-empty, through formMessage', (locale) => {
    expect(Object.keys(FORM_MESSAGES[locale]).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect(formMessage(locale, key)).toBe(FORM_MESSAGES[locale][key]);
      expect(formMessage(locale, key).trim().length).toBeGreaterThan(3);
    }
  });

  it.each(['tr', 'ru', 'de'] as const)('%s translates every message (none left in English)', (locale) => {
    for (const key of KEYS) expect(formMessage(locale, key)).not.toBe(FORM_MESSAGES.en[key]);
  });

  it.each(LOCALES)('%s gives every message its own text', (locale) => {
    const texts = KEYS.map((key) => formMessage(locale, key));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('Russian is in Cyrillic, Turkish and German keep their letters', () => {
    for (const key of KEYS) expect(formMessage('ru', key)).toMatch(/[А-Яа-яЁё]/);
    expect(formMessage('tr', 'email')).toContain('geçerli');
    expect(formMessage('de', 'newsletter.failure')).toContain('Abonnement');
  });
});

describe('ruleKeyOfReason', () => {
  it('maps an API reason in any language, or a rule key, back to its rule', () => {
    expect(ruleKeyOfReason('Please enter a valid phone number.')).toBe('phone');
    expect(ruleKeyOfReason('Zorunlu Alan.')).toBe('required');
    expect(ruleKeyOfReason('required.kvkk')).toBe('required.kvkk');
    expect(ruleKeyOfReason(' Please use only spaces and letters. ')).toBe('lettersAndSpaces');
  });
  it('answers null for anything else', () => {
    expect(ruleKeyOfReason('Expected a string')).toBeNull();
    expect(ruleKeyOfReason(undefined)).toBeNull();
    expect(ruleKeyOfReason(42)).toBeNull();
  });
});

it('the consent version is a non-empty string', () => {
  expect(NEWSLETTER_CONSENT_VERSION).toMatch(/^\S+$/);
});
