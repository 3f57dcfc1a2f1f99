/** The policies' long-form texts in four languages, with the contact facts filled in from their one source. */
import { CALL_CENTRE, DATA_PROTECTION, contactFactsOf } from '@nirvana/shared/contact-facts';
import type { Locale } from '@nirvana/shared/locales';
import { GROUP_PROPERTY_ID } from '@nirvana/shared/properties';
import { DE } from './de';
import { EN } from './en';
import { RU } from './ru';
import { TR } from './tr';
import { POLICY_KEYS, type PolicyKey, type PolicyText } from './types';

const TEXTS: Record<Locale, Record<PolicyKey, PolicyText>> = { tr: TR, en: EN, ru: RU, de: DE };

export const isPolicyKey = (key: string): key is PolicyKey => (POLICY_KEYS as readonly string[]).includes(key);

/** A policy's sections in a language, `{address}`, `{email}` and `{phone}` filled in. */
export function policyText(key: PolicyKey, locale: Locale): PolicyText {
  const fill = (s: string) => s
    // The head office's address without its first line (the company's name, which the sentence gives).
    .replaceAll('{address}', contactFactsOf(GROUP_PROPERTY_ID).address.replace(/^Nirvana Hotels, /, ''))
    .replaceAll('{email}', DATA_PROTECTION.email)
    .replaceAll('{phone}', CALL_CENTRE.phone);
  return TEXTS[locale][key].map(([heading, paragraphs]) => [fill(heading), paragraphs.map(fill)]);
}
