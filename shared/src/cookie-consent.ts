/**
 * The visitor's cookie choice, as the cookie dialog (mfe-navigation) stores it in localStorage, and
 * the page event that announces a new choice. Third-party services that set cookies of their own
 * (the chat widget, the interactive map) belong to `functional` and load only once it is granted.
 */
export const CONSENT_KEY = 'nirvana-cookie-consent';
/** The window event a saved choice is announced with (detail: the CookieConsent). */
export const CONSENT_EVENT = 'nirvana-cookie-consent';

export type ConsentCategory = 'functional' | 'analytics' | 'marketing';

export interface CookieConsent {
  necessary: true;
  /** Third-party services on the page: the chat widget, the interactive map. */
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  /** ISO time of the choice. */
  savedAt: string;
}

/** The stored choice; null when none was made (or it cannot be read). */
export function readConsent(storage: Pick<Storage, 'getItem'> | undefined = typeof window === 'undefined' ? undefined : window.localStorage): CookieConsent | null {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CookieConsent>;
    if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    // A choice saved before the functional category existed grants it only with everything else ("accept all").
    const functional = typeof value.functional === 'boolean' ? value.functional : value.analytics && value.marketing;
    return { necessary: true, functional, analytics: value.analytics, marketing: value.marketing, savedAt: String(value.savedAt ?? '') };
  } catch {
    return null;
  }
}

/** Whether the visitor agreed to a category. */
export function hasConsent(category: ConsentCategory, consent: CookieConsent | null = readConsent()): boolean {
  return consent?.[category] === true;
}

/** Calls `listener` with every choice saved from now on; returns the unsubscribe function. */
export function onConsentChange(listener: (consent: CookieConsent) => void, win: Window = window): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<CookieConsent>).detail;
    if (detail && typeof detail === 'object') listener(detail);
  };
  win.addEventListener(CONSENT_EVENT, handler);
  return () => win.removeEventListener(CONSENT_EVENT, handler);
}
