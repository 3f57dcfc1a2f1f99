import type { SectionProps } from '@nirvana/shared/runtime-config';
import { RemoteLoadError } from './reload-guard';
import { loadRemoteModule, resetRemoteCache, type FederatedContainer, type RemoteLoaderDeps } from './remote-loader';
import { createSectionApp, type SectionModule } from './section-app';

/** Makes appended remote scripts "load" or "fail" as a server would answer them. */
function fakeNetwork(answer: (url: string, attempt: number) => 'ok' | '404' | 'hang', define: (url: string) => void) {
  const attempts = new Map<string, number>();
  const original = document.head.appendChild.bind(document.head);
  const spy = jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    original(node);
    if (node instanceof HTMLScriptElement) {
      const url = node.getAttribute('src')!;
      const n = (attempts.get(url) ?? 0) + 1;
      attempts.set(url, n);
      const result = answer(url, n);
      if (result !== 'hang') {
        setTimeout(() => {
          if (result === 'ok') define(url);
          node.dispatchEvent(new Event(result === 'ok' ? 'load' : 'error'));
        }, 0);
      }
    }
    return node;
  });
  return { attempts, restore: () => spy.mockRestore() };
}

function deps(overrides: Partial<RemoteLoaderDeps> = {}): RemoteLoaderDeps {
  return {
    doc: document,
    win: window,
    initSharing: jest.fn(async () => undefined),
    shareScope: () => ({ react: {} }),
    timeoutMs: 1000,
    retries: 2,
    retryDelayMs: 1,
    ...overrides,
  };
}

function container(module: unknown): FederatedContainer {
  return { init: jest.fn(), get: jest.fn(async () => () => module) };
}

const w = window as unknown as Record<string, unknown>;
let warn: jest.SpyInstance;

beforeEach(() => {
  resetRemoteCache();
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="slot-header"></div><main><div id="slot-main"></div></main><div id="slot-search"></div>';
  for (const key of Object.keys(w).filter((k) => k.startsWith('nirvana_'))) delete w[key];
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('remote loader', () => {
  it('loads the entry, initialises sharing and returns the exposed module', async () => {
    const spa = { mount: jest.fn(), unmount: jest.fn() };
    const c = container(spa);
    const net = fakeNetwork(() => 'ok', () => (w.nirvana_content = c));
    const d = deps();
    const module = await loadRemoteModule('/mfe/content/remoteEntry.js', 'nirvana_content', './spa', d);
    expect(module).toBe(spa);
    expect(d.initSharing).toHaveBeenCalled();
    expect(c.init).toHaveBeenCalledWith({ react: {} });
    expect(c.get).toHaveBeenCalledWith('./spa');
    net.restore();
  });

  it('retries a bounded number of times, then rejects with a RemoteLoadError and leaves no script', async () => {
    const net = fakeNetwork(() => '404', () => undefined);
    await expect(loadRemoteModule('/mfe/search/remoteEntry.js', 'nirvana_search', './spa', deps())).rejects.toBeInstanceOf(RemoteLoadError);
    expect(net.attempts.get('/mfe/search/remoteEntry.js')).toBe(3);
    expect(document.head.querySelector('script')).toBeNull();
    net.restore();
  });

  it('recovers when a later attempt succeeds', async () => {
    const spa = { mount: jest.fn(), unmount: jest.fn() };
    const net = fakeNetwork((_u, n) => (n < 2 ? '404' : 'ok'), () => (w.nirvana_search = container(spa)));
    await expect(loadRemoteModule('/mfe/search/remoteEntry.js', 'nirvana_search', './spa', deps())).resolves.toBe(spa);
    net.restore();
  });

  it('an entry that hangs times out', async () => {
    const net = fakeNetwork(() => 'hang', () => undefined);
    const p = loadRemoteModule('/mfe/search/remoteEntry.js', 'nirvana_search', './spa', deps({ timeoutMs: 20, retries: 0 }));
    await expect(p).rejects.toThrow(/timed out/);
    net.restore();
  });

  it('an entry that defines no container fails', async () => {
    const net = fakeNetwork(() => 'ok', () => undefined);
    await expect(loadRemoteModule('/x.js', 'nirvana_navigation', './spa', deps({ retries: 0 }))).rejects.toThrow(/no container/);
    net.restore();
  });
});

/** Runs the tasks a section's start yields between (section-app.ts: after the load, after the bootstrap). */
async function tasks(n = 4): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
}

describe('a section that fails breaks only itself', () => {
  const slots = (): SectionProps['slots'] => ({
    header: document.getElementById('slot-header')!,
    main: document.getElementById('slot-main')!,
  });
  const props = () => ({ slots: slots(), config: {} as SectionProps['config'], name: 'x', singleSpa: {}, mountParcel: jest.fn() });

  it('a remote that does not load shows a fallback with a retry button; the retry mounts it', async () => {
    const good: SectionModule = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
    let available = false;
    const onFailure = jest.fn();
    const failing = createSectionApp({
      section: 'navigation',
      load: async () => {
        if (!available) throw new RemoteLoadError('404', '/mfe/navigation/remoteEntry.js');
        return good;
      },
      onFailure,
    });
    const other: SectionModule = { mount: jest.fn(), unmount: jest.fn() };
    const working = createSectionApp({ section: 'content', load: async () => other });

    await expect((failing.mount as (p: unknown) => Promise<unknown>)(props())).resolves.toBeUndefined();
    await (working.mount as (p: unknown) => Promise<unknown>)(props());
    expect(other.mount).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith('navigation', expect.any(RemoteLoadError));
    const fallbacks = document.querySelectorAll('nirvana-section-fallback');
    expect(fallbacks).toHaveLength(2); // header and main slots
    expect(warn).toHaveBeenCalled();

    available = true;
    const fallback = fallbacks[0] as HTMLElementTagNameMap['nirvana-section-fallback'];
    await fallback.updateComplete;
    fallback.shadowRoot!.querySelector('button')!.click();
    await tasks();
    expect(good.bootstrap).toHaveBeenCalledTimes(1);
    expect(good.mount).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('nirvana-section-fallback')).toHaveLength(0);
  });

  it('a mount that throws is cleaned up and replaced by the fallback', async () => {
    const broken: SectionModule = {
      mount: jest.fn(async () => {
        throw new Error('boom');
      }),
      unmount: jest.fn(),
    };
    const app = createSectionApp({ section: 'newsletter', load: async () => broken });
    await expect((app.mount as (p: unknown) => Promise<unknown>)(props())).resolves.toBeUndefined();
    expect(broken.unmount).toHaveBeenCalled();
    expect(document.querySelectorAll('nirvana-section-fallback[section="newsletter"]').length).toBeGreaterThan(0);
  });

  it('the fallback text follows the page language', async () => {
    document.documentElement.dataset.locale = 'ru';
    const app = createSectionApp({ section: 'search', load: async () => Promise.reject(new Error('x')) });
    await (app.mount as (p: unknown) => Promise<unknown>)(props());
    const el = document.querySelector('nirvana-section-fallback') as HTMLElementTagNameMap['nirvana-section-fallback'];
    expect(el.message).toBe('Не удалось загрузить эту часть страницы.');
    delete document.documentElement.dataset.locale;
  });
});

describe('slot state markers', () => {
  it('marks a section loading, then mounted or failed', async () => {
    const { createSectionApp: create } = await import('./section-app');
    const slot = document.createElement('div');
    document.body.append(slot);
    let release!: () => void;
    const module = { mount: jest.fn(() => new Promise<void>((r) => (release = r))), unmount: jest.fn(async () => undefined) };
    const app = create({ section: 'search', load: async () => module });
    const mounting = (app.mount as (p: unknown) => Promise<unknown>)({ slots: { search: slot }, config: {} });
    await tasks();
    expect(module.mount).toHaveBeenCalledTimes(1);
    expect(slot.dataset.section).toBe('search');
    expect(slot.dataset.sectionState).toBe('loading');
    release();
    await mounting;
    expect(slot.dataset.sectionState).toBe('mounted');

    const failing = create({ section: 'content', load: async () => { throw new Error('404'); } });
    const other = document.createElement('div');
    await (failing.mount as (p: unknown) => Promise<unknown>)({ slots: { main: other }, config: {} });
    expect(other.dataset.sectionState).toBe('failed');
  });
});

describe('deferred sections', () => {
  it('resolve their mount at once, say deferred, and load when released', async () => {
    const { createSectionApp: create } = await import('./section-app');
    const slot = document.createElement('div');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const module = { mount: jest.fn(async () => undefined), unmount: jest.fn(async () => undefined) };
    const load = jest.fn(async () => module);
    const app = create({ section: 'newsletter', load, defer: () => gate });
    await (app.mount as (p: unknown) => Promise<unknown>)({ slots: { newsletter: slot }, config: {} });
    expect(slot.dataset.sectionState).toBe('deferred');
    expect(load).not.toHaveBeenCalled();
    release();
    await tasks();
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.mount).toHaveBeenCalledTimes(1);
    expect(slot.dataset.sectionState).toBe('mounted');
  });
});


describe('a section starts in short tasks', () => {
  it('mounts in a later task than the one its module arrived in (issue 20: total blocking time)', async () => {
    const { createSectionApp: create } = await import('./section-app');
    const slot = document.createElement('div');
    const module = { bootstrap: jest.fn(), mount: jest.fn(async () => undefined), unmount: jest.fn(async () => undefined) };
    const app = create({ section: 'search', load: async () => module });
    void (app.mount as (p: unknown) => Promise<unknown>)({ slots: { search: slot }, config: {} });
    // Every microtask of the module's arrival has run: still neither bootstrapped nor mounted.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(module.bootstrap).not.toHaveBeenCalled();
    expect(module.mount).not.toHaveBeenCalled();
    await tasks(1);
    expect(module.bootstrap).toHaveBeenCalledTimes(1);
    expect(module.mount).not.toHaveBeenCalled();
    await tasks(2);
    expect(module.mount).toHaveBeenCalledTimes(1);
  });
});
