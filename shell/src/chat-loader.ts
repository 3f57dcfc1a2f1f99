/**
 * The chat widget: the locale's script from the runtime config (German has none), added when the
 * browser is idle (at the latest after 2 s), skipped offline, on 2g and with data-saver. A script
 * that fails to load or never answers changes nothing on the page.
 */
import type { Locale } from '@nirvana/shared/locales';
import type { RuntimeConfig } from '@nirvana/shared/runtime-config';

export const CHAT_IDLE_TIMEOUT_MS = 2000;

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

/** Loads the chat of the current locale, and swaps it when the language changes. */
export class ChatLoader {
  private locale: Locale | undefined;
  private cancel: (() => void) | undefined;

  constructor(
    private readonly config: Pick<RuntimeConfig, 'chat'>,
    private readonly win: IdleWindow = window,
    private readonly doc: Document = document,
    private readonly nonce?: string,
  ) {}

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

  private removeChat(): void {
    this.doc.querySelectorAll('[data-nirvana-chat]').forEach((el) => el.remove());
  }

  private inject(locale: Locale): void {
    const url = chatScriptFor(this.config, locale, this.win.navigator as unknown as ChatNavigator);
    if (!url || locale !== this.locale) return;
    const script = this.doc.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute('data-nirvana-chat', locale);
    if (this.nonce) script.nonce = this.nonce;
    script.onerror = () => {
      console.warn(`[shell] chat widget ${url} failed to load; the page goes on without it`);
      script.remove();
    };
    this.doc.body.appendChild(script);
  }
}
