/**
 * The chunk-load-failure guard: a hashed chunk that fails to load usually means a new deployment
 * replaced the files; one reload fetches the new ones. At most once per 60 s, so a file that stays
 * broken cannot make the page reload in a loop. A remote entry that fails is not a reason: its URL
 * never changes and is served uncached, so a reload cannot help; its section shows its fallback.
 */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_GUARD_KEY = 'nirvana:chunk-reload-at';

/** A remote entry script that did not load or did not define its container. */
export class RemoteLoadError extends Error {
  constructor(message: string, readonly url: string) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

/** Whether an error is a failed chunk load (not a remote entry: see above). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (name === 'RemoteLoadError') return false;
  return typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message);
}

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

/** Reloads unless a reload happened in the last 60 s; returns whether it reloaded. */
export function reloadOnce(deps: ReloadGuardDeps): boolean {
  const { storage, now, reload } = deps;
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_GUARD_KEY));
    const time = now();
    if (Number.isFinite(last) && last > 0 && time - last < RELOAD_GUARD_MS && time >= last) return false;
    storage.setItem(RELOAD_GUARD_KEY, String(time));
  } catch {
    // No storage (privacy mode): without a way to remember, never reload.
    return false;
  }
  reload();
  return true;
}

function browserDeps(win: Window): ReloadGuardDeps {
  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, now: () => Date.now(), reload: () => win.location.reload() };
}

/** Reloads the page for a chunk load error (at most once per 60 s); returns whether it did. */
export function handleChunkLoadError(error: unknown, win: Window = window): boolean {
  if (!isChunkLoadError(error)) return false;
  const reloaded = reloadOnce(browserDeps(win));
  console.warn(`[shell] ${reloaded ? 'reloading after' : 'not reloading again (guard) after'} a chunk load failure`, error);
  return reloaded;
}

/** Catches chunk load errors nobody handled (a section's lazy import) and applies the guard. */
export function installChunkErrorGuard(win: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) {
      event.preventDefault();
      handleChunkLoadError(event.reason, win);
    }
  };
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error)) {
      event.preventDefault();
      handleChunkLoadError(event.error, win);
    }
  };
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('error', onError);
  return () => {
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('error', onError);
  };
}
