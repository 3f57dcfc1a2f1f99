/**
 * The shell server's short-lived cache of the API's page data, so a page request does not wait
 * for the API (and re-validate its answer) every time:
 * - `createPageCache`: values by key (url + language) for a short time, bounded in entries
 *   (least recently used go first), one load in flight per key, failures never kept. The time a
 *   value is kept is the API's `Cache-Control: max-age` (capped), or the default when it sends
 *   none; `no-store`/`no-cache`/`private` answers are not kept.
 * - `createRevalidatingFetch`: a `fetch` for ky that remembers each GET answer's ETag and body
 *   and asks again with `If-None-Match`, so an expired entry costs a 304 instead of a body.
 * - `freshnessOf` / `trackFreshness`: the shortest lifetime the API allowed during one load.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface PageCacheOptions {
  /** Lifetime when the API sends no max-age (ms). */
  defaultTtlMs?: number;
  /** Upper bound of any lifetime (ms). */
  maxTtlMs?: number;
  /** Most entries kept. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  expires: number;
}

interface Freshness {
  /** Shortest max-age seen (ms), Infinity when none. */
  maxAgeMs: number;
  noStore: boolean;
}

const freshness = new AsyncLocalStorage<Freshness>();

/** Reads a `Cache-Control` header into the load being tracked (if any). */
export function noteCacheControl(header: string | null): void {
  const store = freshness.getStore();
  if (!store) return;
  const value = (header ?? '').toLowerCase();
  if (/\b(no-store|no-cache|private)\b/.test(value)) store.noStore = true;
  const m = value.match(/(?:^|[,\s])(?:s-maxage|max-age)=(\d+)/);
  if (m) store.maxAgeMs = Math.min(store.maxAgeMs, Number(m[1]) * 1000);
}

/** Runs a load and reports the lifetime the API allowed for its answers. */
export async function trackFreshness<T>(load: () => Promise<T>): Promise<{ value: T; maxAgeMs: number; noStore: boolean }> {
  const store: Freshness = { maxAgeMs: Infinity, noStore: false };
  const value = await freshness.run(store, load);
  return { value, maxAgeMs: store.maxAgeMs, noStore: store.noStore };
}

export function createPageCache<T>(options: PageCacheOptions = {}) {
  const defaultTtl = options.defaultTtlMs ?? 30_000;
  const maxTtl = options.maxTtlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const inFlight = new Map<string, Promise<T>>();

  function remember(key: string, value: T, ttl: number) {
    if (ttl <= 0) return;
    entries.delete(key);
    entries.set(key, { value, expires: now() + ttl });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    /** The cached value of `key`, or the result of `load` (kept as long as the API allows). */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        // Most recently used last: the oldest key is the first one the Map yields.
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit.value);
      }
      if (hit) entries.delete(key);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = trackFreshness(load).then(
        ({ value, maxAgeMs, noStore }) => {
          inFlight.delete(key);
          if (!noStore) remember(key, value, Math.min(maxTtl, Number.isFinite(maxAgeMs) ? maxAgeMs : defaultTtl));
          return value;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, started);
      return started;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}

interface Validated {
  etag: string;
  body: ArrayBuffer;
  headers: [string, string][];
}

/**
 * A fetch that sends `If-None-Match` for a GET it has seen with an ETag and answers a 304 with the
 * remembered body (as a 200), and notes every answer's `Cache-Control` for `trackFreshness`.
 */
export function createRevalidatingFetch(base: typeof fetch = fetch, maxEntries = 500): typeof fetch {
  const known = new Map<string, Validated>();
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return base(request);
    const seen = known.get(request.url);
    if (seen) request.headers.set('If-None-Match', seen.etag);
    const response = await base(request);
    noteCacheControl(response.headers.get('cache-control'));
    if (response.status === 304 && seen) {
      known.delete(request.url);
      known.set(request.url, seen);
      return new Response(seen.body.slice(0), { status: 200, headers: seen.headers });
    }
    const etag = response.headers.get('etag');
    if (response.status !== 200 || !etag) {
      known.delete(request.url);
      return response;
    }
    const body = await response.arrayBuffer();
    const headers = [...response.headers.entries()].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name));
    known.set(request.url, { etag, body, headers });
    while (known.size > maxEntries) known.delete(known.keys().next().value as string);
    return new Response(body.slice(0), { status: 200, headers });
  };
}
