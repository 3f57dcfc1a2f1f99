/**
 * The form rules of spec section 5, in one module that serves the forms (in the browser) and
 * the API (on the server). A rule answers with a message key; `formMessage` words it.
 */
import type { Locale } from '../locales';
import de from '../i18n/forms/de.messages.json';
import en from '../i18n/forms/en.messages.json';
import ru from '../i18n/forms/ru.messages.json';
import tr from '../i18n/forms/tr.messages.json';

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

/** The messages of the rules and of the form results, as the spec words them, in each language (shared's catalog `i18n/forms`; a language without one is a type error). */
export const FORM_MESSAGES: Record<Locale, Record<RuleKey | 'newsletter.success' | 'newsletter.failure' | 'contact.success' | 'contact.failure', string>> = { tr, en, ru, de };

export type FormMessageKey = keyof (typeof FORM_MESSAGES)['en'];

/** A form message in a language. */
export function formMessage(locale: Locale, key: FormMessageKey): string {
  return FORM_MESSAGES[locale][key];
}
