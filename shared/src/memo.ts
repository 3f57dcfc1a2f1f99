/**
 * "Load once, forget on failure": the one promise memo of the tree. A load's promise is shared by
 * every caller while it runs and after it has answered; a load that fails (or whose answer `keep`
 * refuses) is forgotten, so the next call loads again. Unbounded, for a few keys (a module, a
 * locale, a remote, a build); the shell server's bounded and expiring caches are lru-cache's.
 */

/** Promises by key: `get(key, load)` gives the key's promise, starting `load` when it has none. */
export interface OnceByKey<K, T> {
  get(key: K, load: () => Promise<T>): Promise<T>;
  /** Forgets every promise (their callers still get them; later calls load again). */
  clear(): void;
}

export function onceByKey<K, T>(keep?: (value: T) => boolean): OnceByKey<K, T> {
  const loads = new Map<K, Promise<T>>();
  const forget = (key: K, loading: Promise<T>) => {
    if (loads.get(key) === loading) loads.delete(key);
  };
  return {
    get(key, load) {
      let loading = loads.get(key);
      if (!loading) {
        const started = load();
        loads.set(key, (loading = started));
        started.then((value) => {
          if (keep && !keep(value)) forget(key, started);
        }, () => forget(key, started));
      }
      return loading;
    },
    clear: () => loads.clear(),
  };
}

/**
 * `load` run once: the same promise until it fails (or `keep` refuses its answer), then a new load
 * on the next call. The arguments of the call that starts a load are the ones it uses. `reset()`
 * forgets the promise. Free of side effects (marked so): a bundle that never calls what it made drops it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function once<A extends unknown[], T>(load: (...args: A) => Promise<T>, keep?: (value: T) => boolean): ((...args: A) => Promise<T>) & { reset(): void } {
  const memo = onceByKey<0, T>(keep);
  return Object.assign((...args: A) => memo.get(0, () => load(...args)), { reset: memo.clear });
}
