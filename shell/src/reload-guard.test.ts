import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS, RemoteLoadError, installChunkErrorGuard, isChunkLoadError, reloadOnce } from './reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('reload guard', () => {
  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    let now = 1_000_000;
    const deps = { storage, now: () => now, reload };
    expect(reloadOnce(deps)).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('1000000');
    now += RELOAD_GUARD_MS - 1;
    expect(reloadOnce(deps)).toBe(false);
    now += 1;
    expect(reloadOnce(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without storage (it could not remember)', () => {
    const reload = jest.fn();
    expect(reloadOnce({ storage: null, now: () => 1, reload })).toBe(false);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(reloadOnce({ storage: throwing, now: () => 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('recognises chunk failures only: a failed remote entry cannot be mended by a reload', () => {
    const chunk = Object.assign(new Error('Loading chunk 383 failed.\n(error: http://x/383.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed'))).toBe(true);
    expect(isChunkLoadError(new RemoteLoadError('x', '/mfe/search/remoteEntry.js'))).toBe(false);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('catches an unhandled chunk load rejection and applies the guard', () => {
    sessionStorage.clear();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = jest.fn();
    const fakeWin = Object.assign(new EventTarget(), { sessionStorage, location: { reload } }) as unknown as Window;
    const stop = installChunkErrorGuard(fakeWin);
    const fire = (reason: unknown) => {
      const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: reason });
      fakeWin.dispatchEvent(event);
      return event;
    };
    const first = fire(Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }));
    expect(first.defaultPrevented).toBe(true);
    fire(Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }));
    expect(reload).toHaveBeenCalledTimes(1);
    const other = fire(new Error('something else'));
    expect(other.defaultPrevented).toBe(false);
    stop();
    warn.mockRestore();
  });
});
