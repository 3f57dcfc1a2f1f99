import { loadScript } from './load-script';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('loadScript', () => {
  it('adds an async script with the nonce and data attributes, where asked, and resolves on load', async () => {
    const loaded = loadScript('/chat/widget.js', { doc: document, nonce: 'n0nce', data: { nirvanaChat: 'ru' }, parent: 'body' });
    const script = document.body.querySelector<HTMLScriptElement>('script[data-nirvana-chat="ru"]')!;
    expect(script.src).toMatch(/\/chat\/widget\.js$/);
    expect(script.async).toBe(true);
    expect(script.nonce).toBe('n0nce');
    script.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
    expect(script.isConnected).toBe(true);
  });

  it('removes a script that fails, rejecting with the caller’s error', async () => {
    const loaded = loadScript('/x.js', { doc: document, error: (why) => new Error(`custom ${why}`) });
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('custom failed');
    expect(document.querySelector('script')).toBeNull();
  });

  it('given a time limit, removes a script that hangs; without one, waits', async () => {
    jest.useFakeTimers();
    const hung = loadScript('/slow.js', { doc: document, timeoutMs: 100 });
    void loadScript('/patient.js', { doc: document });
    jest.advanceTimersByTime(100);
    await expect(hung).rejects.toThrow('/slow.js timed out after 100 ms');
    expect([...document.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['/patient.js']);
  });
});
