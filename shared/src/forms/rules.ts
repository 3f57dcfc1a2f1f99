/**
 * The form rules of spec section 5, in one module that serves the forms (in the browser) and
 * the API (on the server). A rule answers with a message key; `formMessage` words it.
 */
import { refine, string, type Struct } from 'superstruct';
import type { Locale } from '../locales';

export type RuleKey = 'required' | 'email' | 'phone' | 'lettersAndSpaces' | 'letters' | 'required.kvkk';

export const MAX_LENGTH = { fullName: 120, email: 254, phone: 20, message: 4000 } as const;

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** Turkish mobile as 10 digits starting with 5, or a general number: digits with an optional leading plus. */
const PHONE_TR_MOBILE = /^5\d{9}$/;
const PHONE_GENERAL = /^\+?\d{7,15}$/;
const LETTERS_AND_SPACES = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
const LETTERS = /^[\p{L}\p{M}]+$/u;

const isBlank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** Checks one value against a list of rules; the first that fails gives the message key. */
export function check(value: unknown, rules: readonly RuleKey[]): RuleKey | null {
  for (const rule of rules) {
    switch (rule) {
      case 'required':
        if (isBlank(value)) return rule;
        break;
      case 'required.kvkk':
        if (value !== true) return rule;
        break;
      case 'email':
        if (!isBlank(value) && (String(value).trim().length > MAX_LENGTH.email || !EMAIL.test(String(value).trim()))) return rule;
        break;
      case 'phone': {
        const digits = String(value ?? '').replace(/[\s()-]/g, '');
        if (!isBlank(value) && !PHONE_TR_MOBILE.test(digits) && !PHONE_GENERAL.test(digits)) return rule;
        break;
      }
      case 'lettersAndSpaces':
        if (!isBlank(value) && !LETTERS_AND_SPACES.test(String(value).trim())) return rule;
        break;
      case 'letters':
        if (!isBlank(value) && !LETTERS.test(String(value).trim())) return rule;
        break;
    }
  }
  return null;
}

export const NEWSLETTER_RULES = {
  email: ['required', 'email'],
  consent: ['required.kvkk'],
} as const satisfies Record<string, readonly RuleKey[]>;

export const CONTACT_RULES = {
  fullName: ['required', 'lettersAndSpaces'],
  email: ['required', 'email'],
  phone: ['required', 'phone'],
  message: ['required'],
} as const satisfies Record<string, readonly RuleKey[]>;

export type FieldErrors<F extends string> = Partial<Record<F, RuleKey>>;

/** Checks every field of a form; an empty object means the form is valid. */
export function validate<F extends string>(values: Partial<Record<F, unknown>>, rules: Record<F, readonly RuleKey[]>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const failed = check(values[field], rules[field]);
    if (failed) errors[field] = failed;
  }
  return errors;
}

/** The messages of the rules and of the form results, as the spec words them, in each language. */
export const FORM_MESSAGES: Record<Locale, Record<RuleKey | 'newsletter.success' | 'newsletter.failure' | 'contact.success' | 'contact.failure', string>> = {
  en: {
    required: 'Required Field.',
    email: 'Please enter a valid e-mail address.',
    phone: 'Please enter a valid phone number.',
    lettersAndSpaces: 'Please use only spaces and letters.',
    letters: 'Please use only letters.',
    'required.kvkk': 'Please accept the privacy policy.',
    'newsletter.success': 'Your subscription has been successfully created.',
    'newsletter.failure': 'Your subscription record could not be created.',
    'contact.success': 'Your Message Was Sent Successfully.',
    'contact.failure': 'Somethings went wrong!',
  },
  tr: {
    required: 'Zorunlu Alan.',
    email: 'Lütfen geçerli bir e-posta adresi giriniz.',
    phone: 'Lütfen geçerli bir telefon numarası giriniz.',
    lettersAndSpaces: 'Lütfen yalnızca harf ve boşluk kullanınız.',
    letters: 'Lütfen yalnızca harf kullanınız.',
    'required.kvkk': 'Lütfen gizlilik politikasını onaylayınız.',
    'newsletter.success': 'Aboneliğiniz başarıyla oluşturuldu.',
    'newsletter.failure': 'Abonelik kaydınız oluşturulamadı.',
    'contact.success': 'Mesajınız Başarıyla Gönderildi.',
    'contact.failure': 'Bir şeyler ters gitti!',
  },
  ru: {
    required: 'Обязательное поле.',
    email: 'Пожалуйста, введите корректный адрес электронной почты.',
    phone: 'Пожалуйста, введите корректный номер телефона.',
    lettersAndSpaces: 'Пожалуйста, используйте только буквы и пробелы.',
    letters: 'Пожалуйста, используйте только буквы.',
    'required.kvkk': 'Пожалуйста, примите политику конфиденциальности.',
    'newsletter.success': 'Ваша подписка успешно оформлена.',
    'newsletter.failure': 'Не удалось оформить подписку.',
    'contact.success': 'Ваше сообщение успешно отправлено.',
    'contact.failure': 'Что-то пошло не так!',
  },
  de: {
    required: 'Pflichtfeld.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
    lettersAndSpaces: 'Bitte verwenden Sie nur Buchstaben und Leerzeichen.',
    letters: 'Bitte verwenden Sie nur Buchstaben.',
    'required.kvkk': 'Bitte akzeptieren Sie die Datenschutzerklärung.',
    'newsletter.success': 'Ihr Abonnement wurde erfolgreich angelegt.',
    'newsletter.failure': 'Ihr Abonnement konnte nicht angelegt werden.',
    'contact.success': 'Ihre Nachricht wurde erfolgreich gesendet.',
    'contact.failure': 'Etwas ist schiefgelaufen!',
  },
};

export type FormMessageKey = keyof (typeof FORM_MESSAGES)['en'];

/** A form message in a language. */
export function formMessage(locale: Locale, key: FormMessageKey): string {
  return FORM_MESSAGES[locale][key];
}

/** A superstruct string that must pass the given rules (for request schemas). */
export function ruled(rules: readonly RuleKey[]): Struct<string, null> {
  return refine(string(), 'ruled', (value) => {
    const failed = check(value, rules);
    return failed ? FORM_MESSAGES.en[failed] : true;
  });
}
