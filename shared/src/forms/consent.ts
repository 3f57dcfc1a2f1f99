/**
 * The version of the privacy notice (KVKK) a newsletter subscriber accepts. The form sends it with
 * the subscription and the API stores it, so a later change of the notice can be told apart.
 */
export const NEWSLETTER_CONSENT_VERSION = 'kvkk-2024-01';
