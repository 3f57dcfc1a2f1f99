import { CHAT_IDLE_TIMEOUT_MS, ChatLoader, chatScriptFor } from './chat-loader';

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

describe('ChatLoader', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

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

  it('a script that fails to load is removed and only logged', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, calls } = idleWindow();
    new ChatLoader(config, win, document).setLocale('en');
    calls[0]!.cb();
    const script = document.querySelector('script')!;
    script.dispatchEvent(new Event('error'));
    expect(document.querySelector('script')).toBeNull();
    expect(warn).toHaveBeenCalled();
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
