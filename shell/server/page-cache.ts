/**
 * The shell server's short-lived cache of the API's page data, so a page request does not wait
 * for the API (and re-validate its answer) every time:
 * - `createPageCache`: values by key (url + language) for a short time, bounded in entries
 *   (least recently used go first), one load in flight per key, failures never kept. The time a
 *   value is kept is the API's `Cache-Control: s-maxage` (a shared cache's lifetime: the API lets
 *   browsers keep nothing), else its `max-age`, capped, or the default when it sends neither;
 *   `no-store`/`no-cache`/`private` answers are not kept. When an expired value's load got the
 *   same answers as before (every call revalidated with a 304), the value kept is the old object,
 *   so what is made once per page data object (its sections' renders, its compressed documents)
 *   is not made again; for at most `maxReuseMs`, never past a new day (`nextDayBoundary`) nor the
 *   time the value says it changes (`changesAt`: an event's end), as a render also reads the clock
 *   (an event just over, an offer's last booking day, the year). A list a section fetches itself (the
 *   coming events) is so at most `maxReuseMs` late by the clock; an edit empties the cache at once.
 * - `createRevalidatingFetch`: a `fetch` for ky that remembers each GET answer's ETag and body
 *   and asks again with `If-None-Match`, so an expired entry costs a 304 instead of a body.
 * - `noteCacheControl`, `noteAnswer` / `trackFreshness`: the shortest lifetime the API allowed during
 *   one load, and whether every answer was the one remembered.
 * - `createCoalescingFetch`: identical concurrent GETs sent to the API once.
 * - `createNegativeCachingFetch`: the API's 404 answers kept briefly by url (a negative cache).
 * The page cache and the negative cache have a `clear()`: the content revision watcher
 * (`content-revision.ts`) empties them when the content changes, so they never outlive an edit.
 * - `createClientLimiter`: a cap on each client's page loads in flight that no cache answered.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import { HOTEL_UTC_OFFSET_MS } from '@nirvana/shared/ended';

export interface PageCacheOptions<T = unknown> {
  /** Lifetime when the API sends no max-age (ms). */
  defaultTtlMs?: number;
  /** Upper bound of any lifetime (ms). */
  maxTtlMs?: number;
  /** Most entries kept. */
  maxEntries?: number;
  /** How long one value object may be kept across loads that found nothing changed (ms). */
  maxReuseMs?: number;
  /** When a value would render differently by the clock alone (an event's end), if it says. */
  changesAt?: (value: T) => number | undefined;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  expires: number;
  /** Until when a load that finds nothing changed keeps this value object. */
  reuseUntil: number;
}

interface Freshness {
  /** Shortest max-age seen (ms), Infinity when none. */
  maxAgeMs: number;
  noStore: boolean;
  /** Answers seen, and whether one was not the one remembered (anything but a 304 to our ETag). */
  answers: number;
  changed: boolean;
}

/** How long a page data object (and what is made from it) may serve across unchanged loads, by default. */
export const DEFAULT_MAX_REUSE_MS = 10 * 60_000;

const DAY_MS = 86_400_000;

/**
 * The next moment a page rendered from the same data may read differently: midnight in UTC, at the
 * hotels (an offer's last booking day) or on this server's clock (the search's first date, the
 * footer's year), whichever comes first.
 */
export function nextDayBoundary(at: number): number {
  const next = (offset: number) => Math.floor((at + offset) / DAY_MS) * DAY_MS + DAY_MS - offset;
  const local = new Date(at);
  local.setHours(24, 0, 0, 0);
  return Math.min(next(0), next(HOTEL_UTC_OFFSET_MS), local.getTime());
}

const freshness = new AsyncLocalStorage<Freshness>();

/** Reads a `Cache-Control` header into the load being tracked (if any). */
export function noteCacheControl(header: string | null): void {
  const store = freshness.getStore();
  if (!store) return;
  const value = (header ?? '').toLowerCase();
  if (/\b(no-store|no-cache|private)\b/.test(value)) store.noStore = true;
  // This server is a shared cache: s-maxage, where given, overrides max-age (RFC 9111 5.2.2.10), in whichever order they come.
  const m = value.match(/(?:^|[,\s])s-maxage=(\d+)/) ?? value.match(/(?:^|[,\s])max-age=(\d+)/);
  if (m) store.maxAgeMs = Math.min(store.maxAgeMs, Number(m[1]) * 1000);
}

/** Notes, in the load being tracked, an answer: the one remembered (a 304 to our ETag) or not. */
export function noteAnswer(remembered: boolean): void {
  const store = freshness.getStore();
  if (!store) return;
  store.answers += 1;
  if (!remembered) store.changed = true;
}

/**
 * Runs a load and reports the lifetime the API allowed for its answers, and whether it got the
 * same answers as before (at least one answer, each the one remembered).
 */
export async function trackFreshness<T>(load: () => Promise<T>): Promise<{ value: T; maxAgeMs: number; noStore: boolean; unchanged: boolean }> {
  const store: Freshness = { maxAgeMs: Infinity, noStore: false, answers: 0, changed: false };
  const value = await freshness.run(store, load);
  return { value, maxAgeMs: store.maxAgeMs, noStore: store.noStore, unchanged: store.answers > 0 && !store.changed };
}

export function createPageCache<T>(options: PageCacheOptions<T> = {}) {
  const defaultTtl = options.defaultTtlMs ?? 30_000;
  const maxTtl = options.maxTtlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const maxReuse = options.maxReuseMs ?? DEFAULT_MAX_REUSE_MS;
  // `fetch` loads a key once for all its concurrent callers and keeps nothing of a load that fails.
  // A load cut off by `clear()` (or a delete) still answers its callers but is not kept
  // (`ignoreFetchAbort`): it may hold the old content. Lifetimes are the entries' own
  // (`expires`, from each answer's Cache-Control): an expired entry is loaded again (`forceRefresh`).
  const entries = new LRUCache<string, Entry<T>, () => Promise<T>>({
    max: options.maxEntries ?? 500,
    ignoreFetchAbort: true,
    fetchMethod: async (key, expired, { context: load, signal }) => {
      const { value, maxAgeMs, noStore, unchanged } = await trackFreshness(load);
      const ttl = noStore ? 0 : Math.min(maxTtl, Number.isFinite(maxAgeMs) ? maxAgeMs : defaultTtl);
      // Not to be kept: its callers get it, the key is forgotten (so the load is not stored).
      if (ttl <= 0 && !signal.aborted) entries.delete(key);
      const at = now();
      if (unchanged && !noStore && expired && at < expired.reuseUntil) return { value: expired.value, expires: at + ttl, reuseUntil: expired.reuseUntil };
      const changes = options.changesAt?.(value);
      const reuseUntil = Math.min(at + maxReuse, nextDayBoundary(at), changes !== undefined && changes > at ? changes : Infinity);
      return { value, expires: at + ttl, reuseUntil };
    },
  });

  return {
    /** The cached value of `key`, or the result of `load` (kept as long as the API allows). */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return Promise.resolve(hit.value);
      return entries.fetch(key, { context: load, forceRefresh: true }).then((entry) => entry!.value);
    },
    /** Whether `key` is answered without a new load (a fresh value, or a load already in flight). */
    has(key: string): boolean {
      const status: LRUCache.Status<string, Entry<T>, () => Promise<T>> = {};
      const hit = entries.get(key, { status });
      return status.get === 'fetching' || (!!hit && hit.expires > now());
    },
    get size() {
      return entries.size;
    },
    /** Forgets every value, and the loads in flight (their callers still get them; later ones load afresh). */
    clear() {
      entries.clear();
    },
  };
}

/** Headers worth passing on once a body has been read whole (decoded by fetch). */
const keptHeaders = (headers: Headers): [string, string][] =>
  [...headers.entries()].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name));

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
  const known = new LRUCache<string, Validated>({ max: maxEntries });
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return base(request);
    const seen = known.get(request.url);
    if (seen) request.headers.set('If-None-Match', seen.etag);
    const response = await base(request);
    noteCacheControl(response.headers.get('cache-control'));
    noteAnswer(response.status === 304 && !!seen);
    if (response.status === 304 && seen) return new Response(seen.body.slice(0), { status: 200, headers: seen.headers });
    const etag = response.headers.get('etag');
    if (response.status !== 200 || !etag) {
      known.delete(request.url);
      return response;
    }
    const body = await response.arrayBuffer();
    const headers = keptHeaders(response.headers);
    known.set(request.url, { etag, body, headers });
    return new Response(body.slice(0), { status: 200, headers });
  };
}

interface Buffered {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** A fresh Response of a buffered answer (a 204/304 has no body). */
const answer = (b: Buffered) =>
  new Response([101, 204, 205, 304].includes(b.status) ? null : b.body.slice(0), { status: b.status, statusText: b.statusText, headers: b.headers });

/**
 * A fetch that sends identical concurrent GETs (same url and `If-None-Match`) to the API once and
 * gives every caller its own copy of the answer. Each caller keeps its own abort signal (ky's
 * timeout); the shared request is aborted once every caller has given up, and has its own limit
 * (`timeoutMs`).
 */
export function createCoalescingFetch(base: typeof fetch = fetch, options: { timeoutMs?: number } = {}): typeof fetch {
  const timeoutMs = options.timeoutMs ?? 10_000;
  interface Shared {
    answer: Promise<Buffered>;
    controller: AbortController;
    waiting: number;
  }
  const inFlight = new Map<string, Shared>();
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return base(request);
    const key = `${request.url}\n${request.headers.get('if-none-match') ?? ''}\n${request.headers.get('accept') ?? ''}`;
    let shared = inFlight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(timeoutMs)]);
      const headers = new Headers(request.headers);
      const answer = (async () => {
        const response = await base(request.url, { headers, signal });
        return { status: response.status, statusText: response.statusText, headers: keptHeaders(response.headers), body: await response.arrayBuffer() };
      })();
      const entry: Shared = { answer, controller, waiting: 0 };
      answer.then(
        () => inFlight.get(key) === entry && inFlight.delete(key),
        () => inFlight.get(key) === entry && inFlight.delete(key),
      );
      inFlight.set(key, (shared = entry));
    }
    const entry = shared;
    entry.waiting += 1;
    const signal = request.signal;
    try {
      if (signal.aborted) throw signal.reason;
      return answer(
        await new Promise<Buffered>((resolve, reject) => {
          const onAbort = () => reject(signal.reason);
          signal.addEventListener('abort', onAbort, { once: true });
          entry.answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
        }),
      );
    } finally {
      entry.waiting -= 1;
      // Nobody waits for it any more: stop the API's work and let the next caller start afresh.
      if (entry.waiting === 0 && signal.aborted) {
        if (inFlight.get(key) === entry) inFlight.delete(key);
        entry.controller.abort(signal.reason);
      }
    }
  };
}

export interface NegativeCacheOptions {
  /** How long a 404 answer is kept (ms, default 10 000). */
  ttlMs?: number;
  /** Most urls kept (least recently used go first). */
  maxEntries?: number;
  now?: () => number;
}

/** A fetch with a memory that can be emptied. */
export type ClearableFetch = typeof fetch & { clear(): void };

/**
 * A fetch that remembers the API's 404 answers to GETs by url for a short time, so the same
 * missing page asked again and again costs the API nothing. `clear()` forgets them all (a page
 * added in the content is found at once).
 */
export function createNegativeCachingFetch(base: typeof fetch = fetch, options: NegativeCacheOptions = {}): ClearableFetch {
  const ttl = options.ttlMs ?? 10_000;
  const now = options.now ?? Date.now;
  const missing = new LRUCache<string, Buffered & { expires: number }>({ max: options.maxEntries ?? 2000 });
  /** Bumped by `clear()`: a 404 asked for before it is not kept (the page may exist now). */
  let generation = 0;
  const fetchIt = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return base(request);
    const known = missing.get(request.url);
    if (known && known.expires > now()) return answer(known);
    if (known) missing.delete(request.url);
    const askedIn = generation;
    const response = await base(request);
    // Kept even when marked no-store: the API marks every error so for browsers and shared caches,
    // and this is the site's own brief memory of it (a page added to the content shows within ttlMs, or at once when the content revision changes,
    // or as soon as the content revision changes).
    if (response.status !== 404 || ttl <= 0 || askedIn !== generation) return response;
    const entry = { status: 404, statusText: response.statusText, headers: keptHeaders(response.headers), body: await response.arrayBuffer(), expires: now() + ttl };
    missing.set(request.url, entry);
    return answer(entry);
  };
  return Object.assign(fetchIt, {
    clear() {
      missing.clear();
      generation += 1;
    },
  });
}

export interface ClientLimiterOptions {
  /** Page loads a client may have in flight that no cache answered. */
  max: number;
  /** Requests of a client that may wait for one of its slots (beyond: refused at once). */
  maxWaiting?: number;
  /** How long a request waits for a slot before it is refused (ms). */
  waitMs?: number;
}

/**
 * At most `max` page loads in flight per client (by address) that no cache could answer: one
 * client asking for thousands of pages that do not exist cannot fill the API's queue ahead of
 * everyone else. Its next requests wait (costing nothing) until one of its loads ends; too many
 * waiting, or waiting too long, and they are refused. `acquire` gives a release function, or null
 * when refused.
 */
export function createClientLimiter(options: ClientLimiterOptions) {
  const { max } = options;
  const maxWaiting = options.maxWaiting ?? 512;
  const waitMs = options.waitMs ?? 5000;
  interface Client {
    active: number;
    waiting: (() => void)[];
  }
  const clients = new Map<string, Client>();

  function releaser(key: string, client: Client) {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = client.waiting.shift();
      if (next) return next(); // the slot goes straight to the first in line
      client.active -= 1;
      if (client.active === 0) clients.delete(key);
    };
  }

  return {
    acquire(key: string): Promise<(() => void) | null> {
      let client = clients.get(key);
      if (!client) clients.set(key, (client = { active: 0, waiting: [] }));
      const c = client;
      if (c.active < max) {
        c.active += 1;
        return Promise.resolve(releaser(key, c));
      }
      if (c.waiting.length >= maxWaiting) return Promise.resolve(null);
      return new Promise((resolve) => {
        const grant = () => {
          clearTimeout(timer);
          resolve(releaser(key, c));
        };
        const timer = setTimeout(() => {
          const at = c.waiting.indexOf(grant);
          if (at >= 0) c.waiting.splice(at, 1);
          resolve(null);
        }, waitMs);
        c.waiting.push(grant);
      });
    },
    /** Loads in flight and requests waiting, for a client. */
    stateOf(key: string): { active: number; waiting: number } {
      const c = clients.get(key);
      return { active: c?.active ?? 0, waiting: c?.waiting.length ?? 0 };
    },
  };
}
