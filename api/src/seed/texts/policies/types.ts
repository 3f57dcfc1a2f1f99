/**
 * A policy's long-form text in one language: its headed sections, each one or more paragraphs.
 * `{address}`, `{email}` (the data-protection address) and `{phone}` (the call centre) are filled
 * in from shared/src/contact-facts.ts when the seed is built.
 */
export type PolicyText = [heading: string, paragraphs: string[]][];
export const POLICY_KEYS = ['kvkk', 'privacy-policy', 'cookies', 'terms', 'iso-statement', 'sustainability-policy', 'covid-19'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];
export type PolicyTexts = Record<PolicyKey, PolicyText>;
