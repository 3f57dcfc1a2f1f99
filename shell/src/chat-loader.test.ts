import { CONSENT_EVENT, CONSENT_KEY } from '@nirvana/shared/cookie-consent';
import { CHAT_IDLE_TIMEOUT_MS, CHAT_OPEN_EVENT, ChatLoader, chatScriptFor } from './chat-loader';
import { SHELL_MESSAGES } from './messages';

const config = { chat: { tr: '/chat/widget-tr.js', en: '/chat/widget-en.js', ru: '/chat/widget-ru.js', de: null } };

describe('chat loader rules', () => {
  const online = { onLine: true };
  it('gives the locale script, none for German', () => {
    expect(chatScriptFor(config, 'en', online)).toBe('/chat/widget-en.js');
    expect(chatScriptFor(config, 'de', online)).toBeNull();
  });
  it('skips offline, on 2g and with data-saver', () => {
    expect(chatScriptFor(config, 'tr', { onLine: false })).toBeNull();
    expect(chatScriptFor(config, 'tr', { onLine: true, connection: { effectiveType: '2g' } })).toBeNull();
    expect(chatScriptFor(config, 'tr', { onLine: true, connection: { effectiveType: 'slow-2g' } })).toBeNull();
    expect(chatScriptFor(config, 'tr', { onLine: true, connection: { saveData: true } })).toBeNull();
    expect(chatScriptFor(config, 'tr', { onLine: true, connection: { effectiveType: '4g' } })).toBe('/chat/widget-tr.js');
  });
});

/** The cookie dialog's choice, stored and (`announce`) announced as the dialog does. */
const agree = (functional: boolean, announce = true) => {
  const consent = { necessary: true, functional, analytics: false, marketing: false, savedAt: new Date().toISOString() };
  window.localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
  if (announce) window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
};

describe('ChatLoader', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    window.localStorage.clear();
    agree(true, false);
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('asked for the chat (the phone contact), loads it at once whatever the cookie choice, and opens it once loaded', async () => {
    window.localStorage.clear(); // no consent yet
    const win = { navigator: { onLine: true }, dispatchEvent: (e: Event) => window.dispatchEvent(e) } as unknown as Window;
    const loader = new ChatLoader(config, win, document);
    loader.setLocale('tr');
    const opened = jest.fn();
    window.addEventListener(CHAT_OPEN_EVENT, opened);
    loader.open();
    const script = document.querySelector<HTMLScriptElement>('script[data-nirvana-chat="tr"]');
    expect(script?.getAttribute('src')).toBe('/chat/widget-tr.js');
    expect(opened).not.toHaveBeenCalled();
    script!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    await Promise.resolve();
    expect(opened).toHaveBeenCalledTimes(1);
    // Asked again: the same script, opened again, no second one.
    loader.open();
    await Promise.resolve();
    await Promise.resolve();
    expect(document.querySelectorAll('script[data-nirvana-chat]')).toHaveLength(1);
    expect(opened).toHaveBeenCalledTimes(2);
    // Gone offline once it has loaded: the widget on the page still opens.
    (win.navigator as { onLine: boolean }).onLine = false;
    loader.open();
    await Promise.resolve();
    await Promise.resolve();
    expect(opened).toHaveBeenCalledTimes(3);
    window.removeEventListener(CHAT_OPEN_EVENT, opened);
  });

  it('before consent loads no script but offers the chat; the offer or agreeing in the cookie dialog loads it', () => {
    window.localStorage.clear();
    const calls: (() => void)[] = [];
    const win = { navigator: { onLine: true }, requestIdleCallback: (cb: () => void) => calls.push(cb) } as unknown as Window;
    new ChatLoader(config, win, document, undefined, { granted: () => false, subscribe: () => () => undefined }).setLocale('ru');
    calls[0]!();
    expect(document.querySelector('script')).toBeNull();
    const offer = document.querySelector<HTMLButtonElement>('button[data-nirvana-chat-offer]')!;
    expect(offer.getAttribute('aria-label')).toBe('Загрузить онлайн-чат');
    expect(offer.getAttribute('aria-label')).toBe(SHELL_MESSAGES.ru.chatOffer);
    expect(offer.title).toBe(SHELL_MESSAGES.ru.chatOffer);
    offer.click();
    expect(document.querySelector('script[data-nirvana-chat]')?.getAttribute('src')).toBe('/chat/widget-ru.js');
    expect(document.querySelector('[data-nirvana-chat-offer]')).toBeNull();

    document.body.innerHTML = '';
    const second: (() => void)[] = [];
    const win2 = { navigator: { onLine: true }, requestIdleCallback: (cb: () => void) => second.push(cb) } as unknown as Window;
    new ChatLoader(config, win2, document).setLocale('en');
    second[0]!();
    expect(document.querySelector('script')).toBeNull();
    agree(false);
    expect(document.querySelector('script')).toBeNull();
    agree(true);
    expect(document.querySelector('script[data-nirvana-chat]')?.getAttribute('src')).toBe('/chat/widget-en.js');
  });

  function idleWindow() {
    const calls: { cb: () => void; timeout?: number }[] = [];
    const win = {
      navigator: { onLine: true },
      requestIdleCallback: (cb: () => void, options?: { timeout: number }) => calls.push({ cb, timeout: options?.timeout }),
      cancelIdleCallback: jest.fn(),
    } as unknown as Window;
    return { win, calls };
  }

  it('adds the script only when the browser is idle, with a 2 s timeout', () => {
    const { win, calls } = idleWindow();
    new ChatLoader(config, win, document).setLocale('ru');
    expect(document.querySelector('script')).toBeNull();
    expect(calls[0]!.timeout).toBe(CHAT_IDLE_TIMEOUT_MS);
    calls[0]!.cb();
    const script = document.querySelector<HTMLScriptElement>('script[data-nirvana-chat]');
    expect(script?.getAttribute('src')).toBe('/chat/widget-ru.js');
    expect(script?.async).toBe(true);
  });

  it('falls back to a 2 s timer without requestIdleCallback', () => {
    const win = { navigator: { onLine: true } } as unknown as Window;
    new ChatLoader(config, win, document).setLocale('tr');
    jest.advanceTimersByTime(CHAT_IDLE_TIMEOUT_MS - 1);
    expect(document.querySelector('script')).toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.querySelector('script')?.getAttribute('src')).toBe('/chat/widget-tr.js');
  });

  it('a script that fails to load is removed and only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, calls } = idleWindow();
    new ChatLoader(config, win, document).setLocale('en');
    calls[0]!.cb();
    const script = document.querySelector('script')!;
    script.dispatchEvent(new Event('error'));
    expect(document.querySelector('script')).toBeNull();
    await Promise.resolve(); // logged when the load's promise rejects
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('chat widget /chat/widget-en.js failed to load'));
    warn.mockRestore();
  });

  it('loads nothing for German, and removes the old chat when the language changes', () => {
    const { win, calls } = idleWindow();
    const loader = new ChatLoader(config, win, document);
    loader.setLocale('en');
    calls[0]!.cb();
    const widget = document.createElement('div');
    widget.setAttribute('data-nirvana-chat', '');
    document.body.appendChild(widget);
    loader.setLocale('de');
    expect(document.querySelectorAll('[data-nirvana-chat]')).toHaveLength(0);
    calls[1]!.cb();
    expect(document.querySelector('script')).toBeNull();
  });
});
