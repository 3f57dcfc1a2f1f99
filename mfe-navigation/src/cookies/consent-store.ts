/** The visitor's cookie choice, kept in localStorage. */
export const CONSENT_KEY = 'nirvana-cookie-consent';

export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** ISO time of the choice. */
  savedAt: string;
}

export function readConsent(): CookieConsent | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CookieConsent>;
    if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    return { necessary: true, analytics: value.analytics, marketing: value.marketing, savedAt: String(value.savedAt ?? '') };
  } catch {
    return null;
  }
}

/** Stores the choice and tells the page (other scripts may load trackers by it). */
export function writeConsent(choice: { analytics: boolean; marketing: boolean }): CookieConsent {
  const consent: CookieConsent = { necessary: true, ...choice, savedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
  } catch (error) {
    console.warn('[navigation] cookie choice not stored:', error instanceof Error ? error.message : error);
  }
  window.dispatchEvent(new CustomEvent('nirvana-cookie-consent', { detail: consent }));
  return consent;
}
