/**
 * The chat widget: the locale's script from the runtime config (German has none), added when the
 * browser is idle (at the latest after 2 s), skipped offline, on 2g and with data-saver, and only
 * once the visitor agreed to third-party services ("functional") in the cookie dialog. Until then
 * a small chat button offers to load it (two clicks: the button, then the provider's chat). A
 * script that fails to load or never answers changes nothing on the page.
 */
import { hasConsent, onConsentChange } from '@nirvana/shared/cookie-consent';
import { once } from '@nirvana/shared/memo';
import type { Locale } from '@nirvana/shared/locales';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';
import { loadScript } from './load-script';
import { SHELL_MESSAGES } from './messages';

export const CHAT_IDLE_TIMEOUT_MS = 2000;
/** The window event that opens the loaded chat widget's panel. */
export const CHAT_OPEN_EVENT = 'nirvana-chat:open';

interface NetworkInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export interface ChatNavigator {
  onLine: boolean;
  connection?: NetworkInfo;
}

/** The chat script for a locale, or null when none should load now. */
export function chatScriptFor(config: Pick<RuntimeConfig, 'chat'>, locale: Locale, nav: ChatNavigator): string | null {
  const url = config.chat[locale];
  if (!url) return null;
  if (!nav.onLine) return null;
  const connection = nav.connection;
  if (connection?.saveData) return null;
  if (connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g') return null;
  return url;
}

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs a callback when the browser is idle (2 s at the latest); returns the cancel function. */
export function whenIdle(win: IdleWindow, callback: () => void): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(callback, { timeout: CHAT_IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(callback, CHAT_IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/** Whether the chat may load, and news of a new cookie choice (shared's cookie-consent by default). */
export interface ChatConsent {
  granted: () => boolean;
  subscribe: (onChange: () => void) => () => void;
}
const COOKIE_CHOICE: ChatConsent = { granted: () => hasConsent('functional'), subscribe: (onChange) => onConsentChange(onChange) };

/** Loads the chat of the current locale, and swaps it when the language changes. */
export class ChatLoader {
  private locale: Locale | undefined;
  private cancel: (() => void) | undefined;
  /** The visitor asked for the chat (the offer button or the phone's contact; for this visit). */
  private asked = false;
  /** The widget's script of this language, added once: forgotten when it fails (asked again, it is added again) and when the language changes. */
  private readonly script = once((url: string, locale: Locale) => {
    const loading = loadScript(url, { doc: this.doc, nonce: this.nonce, data: { nirvanaChat: locale }, parent: 'body' });
    loading.catch(() => console.warn(`[shell] chat widget ${url} failed to load; the page goes on without it`));
    return loading;
  });
  /** The script added for the current language, which `open` waits for even when the chat could not be added now (offline). */
  private added: Promise<void> | undefined;

  constructor(
    private readonly config: Pick<RuntimeConfig, 'chat'>,
    private readonly win: IdleWindow = window,
    private readonly doc: Document = document,
    private readonly nonce?: string,
    private readonly consent: ChatConsent = COOKIE_CHOICE,
  ) {
    consent.subscribe(() => {
      if (this.locale && this.allowed() && !this.doc.querySelector('script[data-nirvana-chat]')) this.inject(this.locale);
    });
  }

  private allowed(): boolean {
    return this.asked || this.consent.granted();
  }

  /** The page's language is (now) this one. */
  setLocale(locale: Locale): void {
    if (locale === this.locale) return;
    const hadOne = this.locale !== undefined;
    this.locale = locale;
    this.cancel?.();
    this.cancel = undefined;
    if (hadOne) this.removeChat();
    this.cancel = whenIdle(this.win, () => {
      this.cancel = undefined;
      this.inject(locale);
    });
  }

  /**
   * The visitor asked for the chat (`nirvana:chat-open`, the phone's contact button): a request of
   * its own, so the widget loads now whatever the cookie choice, and opens once loaded. The widget
   * opens on `CHAT_OPEN_EVENT` on window (the stand-in does; a provider's adapter would).
   */
  open(): void {
    const locale = this.locale;
    if (!locale) return;
    this.asked = true;
    this.cancel?.();
    this.cancel = undefined;
    void (this.inject(locale) ?? this.added)?.then(() => this.win.dispatchEvent(new CustomEvent(CHAT_OPEN_EVENT)), () => undefined);
  }

  private removeChat(): void {
    this.script.reset();
    this.added = undefined;
    this.doc.querySelectorAll('[data-nirvana-chat], [data-nirvana-chat-offer]').forEach((el) => el.remove());
  }

  /**
   * Before consent: a button in the chat's corner that loads the chat when pressed, shaped as the
   * chat's own launcher (a 56 px round button, its words as its name and tooltip), so it sits in
   * the lane the page keeps for the launcher: beside the container from 1400 px, at the end of the
   * tablet's dock below. (A 180 px pill with words covered the A-Club band's button at 1440 px and
   * lay under the tablet's dock.) Phones show none: their one contact button opens the chat.
   */
  private offer(locale: Locale): void {
    if (this.doc.querySelector('[data-nirvana-chat-offer]')) return;
    const button = this.doc.createElement('button');
    button.type = 'button';
    button.setAttribute('data-nirvana-chat-offer', locale);
    const words = SHELL_MESSAGES[locale].chatOffer;
    button.setAttribute('aria-label', words);
    button.title = words;
    const svg = this.doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('width', '26');
    svg.setAttribute('height', '26');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('fill', 'currentColor');
    const path = this.doc.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('d', 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z');
    svg.appendChild(path);
    button.appendChild(svg);
    // CSSOM, not a style attribute: the page's CSP allows no inline style attributes. Above the dock, as the launcher is.
    Object.assign(button.style, {
      position: 'fixed', right: '16px', bottom: '16px', zIndex: '900', width: '56px', height: '56px', padding: '0', border: '0',
      borderRadius: '50%', placeItems: 'center', background: '#1f2328', color: '#fff', cursor: 'pointer',
      boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.9), 0 4px 14px rgba(0, 0, 0, 0.25)',
    });
    const phone = this.win.matchMedia?.('(max-width: 767.98px)');
    const fit = () => { button.style.display = phone?.matches ? 'none' : 'grid'; };
    fit();
    phone?.addEventListener?.('change', fit);
    button.addEventListener('click', () => {
      this.asked = true;
      phone?.removeEventListener?.('change', fit);
      button.remove();
      if (this.locale) this.inject(this.locale);
    });
    this.doc.body.appendChild(button);
  }

  /** Adds the chat (once) when it may load now; gives its script, else (offline, no consent...) nothing. */
  private inject(locale: Locale): Promise<void> | undefined {
    const url = chatScriptFor(this.config, locale, this.win.navigator as unknown as ChatNavigator);
    if (!url || locale !== this.locale) return undefined;
    if (!this.allowed()) {
      this.offer(locale);
      return undefined;
    }
    this.doc.querySelector('[data-nirvana-chat-offer]')?.remove();
    return (this.added = this.script(url, locale));
  }
}
