/**
 * Loads a section's module federation container at run time from the URL the runtime config
 * gives: a script tag, the shared scope, `container.init`, `container.get`. Bounded retries; a
 * failure rejects (the caller shows the section's fallback), it never throws anything else.
 */
import { onceByKey } from '@nirvana/shared/memo';
import { loadScript } from './load-script';
import { RemoteLoadError } from './reload-guard';

export interface FederatedContainer {
  init(shareScope: unknown): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

export interface RemoteLoaderDeps {
  doc: Document;
  win: Window;
  /** `__webpack_init_sharing__('default')` in the browser. */
  initSharing: () => Promise<void>;
  /** `__webpack_share_scopes__.default` in the browser. */
  shareScope: () => unknown;
  nonce?: string;
  /** Per attempt (a script that hangs counts as failed). */
  timeoutMs: number;
  /** Attempts after the first one. */
  retries: number;
  retryDelayMs: number;
}

export const REMOTE_TIMEOUT_MS = 15_000;
export const REMOTE_RETRIES = 2;
export const REMOTE_RETRY_DELAY_MS = 400;

/** The loader's settings in the browser (webpack's sharing runtime). */
export function browserRemoteDeps(): RemoteLoaderDeps {
  return {
    doc: document,
    win: window,
    initSharing: () =>
      typeof __webpack_init_sharing__ === 'function' ? __webpack_init_sharing__('default') : Promise.resolve(),
    shareScope: () => (typeof __webpack_share_scopes__ === 'object' ? __webpack_share_scopes__.default : undefined),
    nonce: typeof __webpack_nonce__ === 'string' ? __webpack_nonce__ : undefined,
    timeoutMs: REMOTE_TIMEOUT_MS,
    retries: REMOTE_RETRIES,
    retryDelayMs: REMOTE_RETRY_DELAY_MS,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const containers = onceByKey<string, FederatedContainer>();

async function attachContainer(url: string, name: string, deps: RemoteLoaderDeps): Promise<FederatedContainer> {
  const global = deps.win as unknown as Record<string, FederatedContainer | undefined>;
  if (!global[name]) {
    await loadScript(url, {
      doc: deps.doc,
      nonce: deps.nonce,
      timeoutMs: deps.timeoutMs,
      data: { nirvanaRemote: url },
      error: (why) => new RemoteLoadError(why === 'timeout' ? `Remote entry ${url} timed out after ${deps.timeoutMs} ms` : `Remote entry ${url} failed to load`, url),
    });
  }
  const container = global[name];
  if (!container || typeof container.get !== 'function' || typeof container.init !== 'function') {
    throw new RemoteLoadError(`Remote entry ${url} defined no container ${name}`, url);
  }
  await deps.initSharing();
  await container.init(deps.shareScope());
  return container;
}

/** The initialised container of a remote, loaded once (retried a few times; forgotten on failure). */
export function loadContainer(url: string, name: string, deps: RemoteLoaderDeps): Promise<FederatedContainer> {
  return containers.get(`${name}@${url}`, async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= deps.retries; attempt += 1) {
      if (attempt > 0) await sleep(deps.retryDelayMs * attempt);
      try {
        return await attachContainer(url, name, deps);
      } catch (error) {
        lastError = error;
        console.warn(`[shell] remote ${name} attempt ${attempt + 1}/${deps.retries + 1} failed`, error);
      }
    }
    throw lastError;
  });
}

/** An exposed module of a remote (`./spa`...). */
export async function loadRemoteModule<T>(url: string, name: string, module: string, deps: RemoteLoaderDeps): Promise<T> {
  const container = await loadContainer(url, name, deps);
  const factory = await container.get(module);
  return factory() as T;
}

/** For tests: forget every loaded container. */
export function resetRemoteCache(): void {
  containers.clear();
}
