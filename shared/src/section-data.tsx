/**
 * The one way a section loads the data it renders beyond the page state (rooms, menus, plans...),
 * the same on the server and in the browser:
 * - On the server (`createDataStore({ server: true })`), `useLoad` suspends until its loader has
 *   answered (React's `prerender` waits), so the section's server HTML holds the data; every answer
 *   is kept in the store under its key, and the store's `snapshot()` is inlined into the page.
 * - In the browser, the store starts from that snapshot: a hydrating section finds each answer
 *   under the same key and renders exactly the server's HTML, with no request. Keys it does not
 *   find (a client-side navigation, a section the server did not render) load in an effect, as
 *   any React data hook: `undefined` meanwhile.
 * A loader that throws is logged. On the server its key is left out, so the browser loads it
 * again; in the browser the hook gives `orElse` (when given) for that key, else stays `undefined`.
 */
import { createContext, use, useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { onceByKey, type OnceByKey } from './memo';

export interface DataStore {
  readonly server: boolean;
  /** The answers by key (JSON-serializable). */
  readonly values: Map<string, unknown>;
  /**
   * The loads by key, one per key: on the server each suspends its readers until it answers; in the
   * browser the section's roots in other slots share it (a failed one is forgotten, to be tried again).
   */
  readonly loads: OnceByKey<string, unknown>;
  /** The keys whose loader threw on the server (their HTML is not the whole page: not to be kept). */
  readonly failed: Set<string>;
  /** The answers, for the page's inlined JSON. */
  snapshot(): Record<string, unknown>;
}

export function createDataStore(options: { server?: boolean; initial?: Record<string, unknown> | null } = {}): DataStore {
  const values = new Map<string, unknown>(Object.entries(options.initial ?? {}));
  return { server: !!options.server, values, loads: onceByKey(), failed: new Set(), snapshot: () => Object.fromEntries(values) };
}

const DataStoreContext = createContext<DataStore | null>(null);

export function DataStoreProvider({ store, children }: { store: DataStore; children: ReactNode }) {
  return <DataStoreContext.Provider value={store}>{children}</DataStoreContext.Provider>;
}

/** Whether this tree is being rendered on the server (its data store is the server's). */
export function useServerRender(): boolean {
  return useContext(DataStoreContext)?.server ?? false;
}

/** The store key of a loader and its inputs. */
export const dataKey = (name: string, keys: readonly unknown[]) => JSON.stringify([name, ...keys]);

/** What a loader gets: whether its answer is still wanted (a newer key, an unmount). */
export interface LoadSignal {
  cancelled: boolean;
}

const NOT_FOUND = Symbol('not found');

function stored(store: DataStore | null, key: string): unknown {
  return store && store.values.has(key) ? store.values.get(key) : NOT_FOUND;
}

/**
 * Runs `load` for `name` and `keys` and returns its answer; `undefined` while loading. `keys` are
 * the loader's inputs (its dependencies, JSON-serializable): a new set of keys loads again. They
 * must be the same on the server and in the browser (the browser finds the server's answer by
 * them): the runtime config's `apiBase`, never `apiOf(view).apiBase`, which differs on the server.
 * `orElse`: the answer in the browser when the loader throws (a failure the section shows).
 */
export function useLoad<T>(name: string, keys: readonly unknown[], load: (signal: LoadSignal) => Promise<T>, orElse?: T): T | undefined {
  const store = useContext(DataStoreContext);
  const key = dataKey(name, keys);
  const known = stored(store, key);
  const [state, setState] = useState<{ key: string; value: T } | undefined>(known === NOT_FOUND ? undefined : { key, value: known as T });
  const have = (state && state.key === key) || known !== NOT_FOUND;
  const server = store?.server ?? false;
  // An effect event: it reads this render's `name`, `load` and `orElse` (a new closure each render) without being restarted by them.
  const start = useEffectEvent((signal: LoadSignal) => {
    // One load per key for the whole section: its roots in other slots share it.
    const loading = store ? (store.loads.get(key, () => (store.values.has(key) ? Promise.resolve(store.values.get(key)) : kept(store, key, load(signal)))) as Promise<T>) : load(signal);
    loading.then(
      (value) => {
        if (!signal.cancelled) setState({ key, value });
      },
      (error: unknown) => {
        console.warn(`[${name}] loader failed`, error);
        if (!signal.cancelled && orElse !== undefined) setState({ key, value: orElse });
      },
    );
  });
  // A new key (it stands for name and keys) loads again.
  useEffect(() => {
    if (have || server) return undefined;
    const signal: LoadSignal = { cancelled: false };
    start(signal);
    return () => {
      signal.cancelled = true;
    };
  }, [key, have, server]);
  // On the server every useLoad calls `use` (a known key too): React matches a suspended component's
  // answers to its `use` calls by their order, so skipping one would hand the next one its answer.
  if (store?.server) return use(serverLoad(store, key, name, load));
  if (state && state.key === key) return state.value;
  return known === NOT_FOUND ? undefined : (known as T);
}

/** A load whose answer is kept in the store under its key. */
function kept<T>(store: DataStore, key: string, loading: Promise<T>): Promise<T> {
  return loading.then((value) => {
    store.values.set(key, value);
    return value;
  });
}

/** A promise React's `use` reads at once when it is settled (its thenable protocol: `status`, `value`). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

function settled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** The server's one load of a key: kept in the store when it answers, left out when it throws. */
function serverLoad<T>(store: DataStore, key: string, name: string, load: (signal: LoadSignal) => Promise<T>): Promise<T | undefined> {
  // Never rejects (a failure answers undefined), so never forgotten: every reader of the key gets it.
  return store.loads.get(key, () => {
    if (store.values.has(key)) return settled(store.values.get(key) as T);
    const started: Tracked<T | undefined> = load({ cancelled: false }).then(
      (value) => {
        store.values.set(key, value);
        return Object.assign(started, { status: 'fulfilled' as const, value }).value;
      },
      (error: unknown) => {
        console.warn(`[${name}] server loader failed`, error);
        store.failed.add(key);
        return Object.assign(started, { status: 'fulfilled' as const, value: undefined }).value;
      },
    );
    return started;
  }) as Promise<T | undefined>;
}

/**
 * Renders nothing; calls `onCommit` once the tree around it has been committed (hydrated or
 * rendered): beside a part inside a Suspense boundary, once that part has hydrated.
 */
export function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}
