/** The visitor's cookie choice, kept in localStorage (read by shared's cookie-consent, which the chat and map obey). */
import { CONSENT_EVENT, CONSENT_KEY, type CookieConsent } from '@nirvana/shared/cookie-consent';

export { CONSENT_KEY, readConsent, type CookieConsent } from '@nirvana/shared/cookie-consent';

/** Stores the choice and tells the page (the chat loader and the map load by it). */
export function writeConsent(choice: { functional: boolean; analytics: boolean; marketing: boolean }): CookieConsent {
  const consent: CookieConsent = { necessary: true, ...choice, savedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
  } catch (error) {
    console.warn('[navigation] cookie choice not stored:', error instanceof Error ? error.message : error);
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
  return consent;
}
