/** @jest-environment node */
import { createClientLimiter, createCoalescingFetch, createNegativeCachingFetch, createPageCache, createRevalidatingFetch, nextDayBoundary, trackFreshness, noteCacheControl } from './page-cache';

describe('page cache', () => {
  test('keeps a value for the default time, loads once for concurrent requests, forgets failures', async () => {
    let t = 0;
    const cache = createPageCache<number>({ defaultTtlMs: 1000, now: () => t });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    t = 999;
    expect(await cache.get('a', load)).toBe(1);
    t = 1000;
    expect(await cache.get('a', load)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load)).toBe(3);
  });

  test('bounded: the least recently used entry goes first', async () => {
    const cache = createPageCache<string>({ maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  test("honours the API's Cache-Control (max-age caps the time, no-store keeps nothing) and ETag", async () => {
    const calls: (string | null)[] = [];
    let cacheControl = 'public, max-age=5';
    const api = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push(request.headers.get('if-none-match'));
      if (request.headers.get('if-none-match') === '"v1"') return new Response(null, { status: 304, headers: { etag: '"v1"', 'cache-control': cacheControl } });
      return new Response('{"n":1}', { status: 200, headers: { etag: '"v1"', 'cache-control': cacheControl, 'content-type': 'application/json' } });
    }) as typeof fetch;
    const fetchIt = createRevalidatingFetch(api);
    let t = 0;
    const cache = createPageCache<unknown>({ defaultTtlMs: 30_000, now: () => t });
    const load = async () => (await fetchIt('http://api/v1/page?lang=en')).json();
    expect(await cache.get('p', load)).toEqual({ n: 1 });
    t = 4_999;
    await cache.get('p', load);
    expect(calls).toEqual([null]);
    t = 5_000;
    expect(await cache.get('p', load)).toEqual({ n: 1 });
    expect(calls).toEqual([null, '"v1"']);
    cacheControl = 'no-store';
    t = 20_000;
    await cache.get('p', load);
    await cache.get('p', load);
    expect(calls).toHaveLength(4);
  });

  describe('a load that finds nothing changed keeps the value object (and what is made from it)', () => {
    /** An API of one page whose body is `body` (its ETag follows it), kept 60 s by shared caches. */
    function apiOf() {
      const state = { body: '{"n":1}', calls: 0 };
      const etag = () => `"${state.body.length}-${state.body.charCodeAt(5)}"`;
      const api = (async (input: RequestInfo | URL, init?: RequestInit) => {
        state.calls += 1;
        const request = new Request(input, init);
        const headers = { etag: etag(), 'cache-control': 'public, max-age=0, s-maxage=60', 'content-type': 'application/json' };
        if (request.headers.get('if-none-match') === etag()) return new Response(null, { status: 304, headers });
        return new Response(state.body, { status: 200, headers });
      }) as typeof fetch;
      return { state, fetchIt: createRevalidatingFetch(api) };
    }
    // 2026-12-02 09:00 UTC: 12:00 at the hotels, far from any midnight.
    const MORNING = Date.UTC(2026, 11, 2, 9);

    test('every answer a 304: the same object, each minute, up to maxReuseMs; a changed answer: a new one', async () => {
      const { state, fetchIt } = apiOf();
      let t = MORNING;
      const cache = createPageCache<object>({ now: () => t, maxReuseMs: 5 * 60_000 });
      const load = async () => (await fetchIt('http://api/v1/page')).json() as Promise<object>;
      const first = await cache.get('p', load);
      t += 61_000;
      expect(await cache.get('p', load)).toBe(first);
      t += 61_000;
      expect(await cache.get('p', load)).toBe(first);
      expect(state.calls).toBe(3); // it did ask the API each time
      t += 3 * 61_000; // past five minutes since the object was made
      const later = await cache.get('p', load);
      expect(later).not.toBe(first);
      expect(later).toEqual(first);
      t += 61_000;
      expect(await cache.get('p', load)).toBe(later);
      state.body = '{"n":2}';
      t += 61_000;
      expect(await cache.get('p', load)).toEqual({ n: 2 });
    });

    test('never past midnight at the hotels (an offer may end, the search start on a new day)', async () => {
      const { fetchIt } = apiOf();
      // 20:59:30 UTC: half a minute before midnight at the hotels (UTC+3).
      let t = Date.UTC(2026, 11, 2, 20, 59, 30);
      const cache = createPageCache<object>({ now: () => t, maxReuseMs: 60 * 60_000 });
      const load = async () => (await fetchIt('http://api/v1/page')).json() as Promise<object>;
      const first = await cache.get('p', load);
      t += 61_000;
      expect(await cache.get('p', load)).not.toBe(first);
    });

    test("never past the time the value says it changes (an event page's event ends)", async () => {
      const { fetchIt } = apiOf();
      let t = MORNING;
      const endsAt = MORNING + 90_000;
      const cache = createPageCache<object>({ now: () => t, changesAt: () => endsAt });
      const load = async () => (await fetchIt('http://api/v1/page')).json() as Promise<object>;
      const first = await cache.get('p', load);
      t += 61_000;
      expect(await cache.get('p', load)).toBe(first);
      t += 61_000; // past the end
      const after = await cache.get('p', load);
      expect(after).not.toBe(first);
      t += 61_000; // an end in the past bounds nothing more
      expect(await cache.get('p', load)).toBe(after);
    });

    test('the next day boundary is the first midnight of UTC, the hotels and this server', () => {
      const at = Date.UTC(2026, 11, 2, 9);
      const localMidnight = new Date(at);
      localMidnight.setHours(24, 0, 0, 0);
      expect(nextDayBoundary(at)).toBe(Math.min(Date.UTC(2026, 11, 2, 21), Date.UTC(2026, 11, 3), localMidnight.getTime()));
      expect(nextDayBoundary(Date.UTC(2026, 11, 2, 21, 30))).toBeLessThanOrEqual(Date.UTC(2026, 11, 3));
      expect(nextDayBoundary(Date.UTC(2026, 11, 2, 21, 30))).toBeGreaterThan(Date.UTC(2026, 11, 2, 21, 30));
    });
  });

  test('as a shared cache it reads s-maxage before max-age, in whichever order they come', async () => {
    const lifetimeOf = async (header: string) => (await trackFreshness(async () => noteCacheControl(header))).maxAgeMs;
    expect(await lifetimeOf('public, max-age=0, must-revalidate, s-maxage=60')).toBe(60_000);
    expect(await lifetimeOf('public, s-maxage=60, max-age=0, must-revalidate')).toBe(60_000);
    expect(await lifetimeOf('s-maxage=7,max-age=0')).toBe(7_000);
    expect(await lifetimeOf('public, max-age=0, must-revalidate')).toBe(0);
    expect(await lifetimeOf('public, max-age=300')).toBe(300_000);
    const { noStore } = await trackFreshness(async () => noteCacheControl('public, max-age=0, must-revalidate, s-maxage=60'));
    expect(noStore).toBe(false);
  });

  test('clear() forgets every value, and a load in flight is answered but not kept', async () => {
    const cache = createPageCache<string>({ defaultTtlMs: 60_000 });
    await cache.get('a', async () => 'old a');
    let finish: (v: string) => void = () => undefined;
    const inFlight = cache.get('b', () => new Promise<string>((r) => (finish = r)));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.has('b')).toBe(false);
    expect(await cache.get('a', async () => 'new a')).toBe('new a');
    finish('old b');
    expect(await inFlight).toBe('old b');
    expect(await cache.get('b', async () => 'new b')).toBe('new b');
    expect(await cache.get('b', async () => 'newer b')).toBe('new b');
  });
});

/** A fake API fetch that counts calls by url and answers after `gate` resolves. */
function countingApi(answerFor: (url: string) => Response) {
  const calls: string[] = [];
  let open: () => void = () => undefined;
  let gate = new Promise<void>((r) => (open = r));
  const fetchIt = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request.url);
    await gate;
    return answerFor(request.url);
  }) as typeof fetch;
  return {
    calls,
    fetchIt,
    release() {
      open();
    },
    reset() {
      gate = new Promise<void>((r) => (open = r));
    },
  };
}

describe('coalescing fetch', () => {
  test('identical concurrent GETs reach the API once, each caller gets its own readable copy', async () => {
    const api = countingApi((url) => new Response(JSON.stringify({ url }), { status: url.includes('missing') ? 404 : 200, headers: { 'content-type': 'application/json' } }));
    const fetchIt = createCoalescingFetch(api.fetchIt);
    const same = [1, 2, 3, 4].map(() => fetchIt('http://api/v1/rooms/a?lang=en'));
    const other = fetchIt('http://api/v1/rooms/b?lang=en');
    const missing = [fetchIt('http://api/v1/rooms/missing'), fetchIt('http://api/v1/rooms/missing')];
    await new Promise((r) => setTimeout(r, 10));
    api.release();
    const bodies = await Promise.all(same.map(async (p) => (await p).json()));
    expect(bodies).toEqual([1, 2, 3, 4].map(() => ({ url: 'http://api/v1/rooms/a?lang=en' })));
    expect(await (await other).json()).toEqual({ url: 'http://api/v1/rooms/b?lang=en' });
    expect((await Promise.all(missing)).map((r) => r.status)).toEqual([404, 404]);
    expect(api.calls.sort()).toEqual(['http://api/v1/rooms/a?lang=en', 'http://api/v1/rooms/b?lang=en', 'http://api/v1/rooms/missing']);
    // Once answered, the next call goes out again (nothing is cached here).
    await fetchIt('http://api/v1/rooms/a?lang=en');
    expect(api.calls).toHaveLength(4);
  });

  test("a caller's abort fails that caller only; a failed call fails its sharers and is not kept", async () => {
    let fail = true;
    const api = countingApi(() => {
      if (fail) throw new TypeError('connection refused');
      return new Response('{}', { status: 200 });
    });
    const fetchIt = createCoalescingFetch(api.fetchIt);
    const controller = new AbortController();
    const first = fetchIt('http://api/x', { signal: controller.signal });
    const second = fetchIt('http://api/x');
    controller.abort(new Error('timed out'));
    await expect(first).rejects.toThrow('timed out');
    api.release();
    await expect(second).rejects.toThrow('connection refused');
    fail = false;
    expect((await fetchIt('http://api/x')).status).toBe(200);
    expect(api.calls).toHaveLength(2);
  });

  test('the API call is aborted once every caller has given up, and the next caller starts afresh', async () => {
    const signals: AbortSignal[] = [];
    const base = ((_input: RequestInfo | URL, init?: RequestInit) => {
      signals.push(init!.signal!);
      return new Promise<Response>((resolve, reject) => {
        init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason));
        setTimeout(() => resolve(new Response('{}', { status: 200 })), 50);
      });
    }) as typeof fetch;
    const fetchIt = createCoalescingFetch(base);
    const a = new AbortController();
    const b = new AbortController();
    const first = fetchIt('http://api/y', { signal: a.signal });
    const second = fetchIt('http://api/y', { signal: b.signal });
    a.abort(new Error('a gave up'));
    await expect(first).rejects.toThrow('a gave up');
    expect(signals[0]!.aborted).toBe(false); // b still waits
    b.abort(new Error('b gave up'));
    await expect(second).rejects.toThrow('b gave up');
    expect(signals[0]!.aborted).toBe(true);
    expect((await fetchIt('http://api/y')).status).toBe(200);
    expect(signals).toHaveLength(2);
  });

  test('under the revalidating fetch: a 304 comes back as the remembered body', async () => {
    let etagSeen: string | null = null;
    const api = (async (input: RequestInfo | URL, init?: RequestInit) => {
      etagSeen = new Request(input, init).headers.get('if-none-match');
      if (etagSeen === '"v1"') return new Response(null, { status: 304, headers: { etag: '"v1"' } });
      return new Response('{"n":1}', { status: 200, headers: { etag: '"v1"', 'content-type': 'application/json' } });
    }) as typeof fetch;
    const fetchIt = createRevalidatingFetch(createNegativeCachingFetch(createCoalescingFetch(api)));
    expect(await (await fetchIt('http://api/p')).json()).toEqual({ n: 1 });
    const [a, b] = await Promise.all([fetchIt('http://api/p'), fetchIt('http://api/p')]);
    expect(etagSeen).toBe('"v1"');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual({ n: 1 });
    expect(await b.json()).toEqual({ n: 1 });
  });

  test('other methods are not shared', async () => {
    const api = countingApi(() => new Response('{}', { status: 200 }));
    api.release();
    const fetchIt = createCoalescingFetch(api.fetchIt);
    await Promise.all([fetchIt('http://api/w', { method: 'POST', body: '{}' }), fetchIt('http://api/w', { method: 'POST', body: '{}' })]);
    expect(api.calls).toHaveLength(2);
  });
});

describe('negative cache', () => {
  test("keeps the API's 404 by url for its time (even marked no-store, as the API marks every error), not other statuses", async () => {
    let t = 0;
    const api = countingApi((url) => {
      if (url.includes('/gone')) return new Response('{"message":"No room"}', { status: 404, headers: { 'content-type': 'application/json' } });
      if (url.endsWith('/private')) return new Response('{}', { status: 404, headers: { 'cache-control': 'no-store' } });
      if (url.endsWith('/down')) return new Response('{}', { status: 503 });
      return new Response('{"ok":true}', { status: 200 });
    });
    api.release();
    const fetchIt = createNegativeCachingFetch(api.fetchIt, { ttlMs: 1000, now: () => t });
    const first = await fetchIt('http://api/v1/rooms/gone?lang=en');
    expect(first.status).toBe(404);
    t = 999;
    const again = await fetchIt('http://api/v1/rooms/gone?lang=en');
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'No room' });
    expect(api.calls).toEqual(['http://api/v1/rooms/gone?lang=en']);
    await fetchIt('http://api/v1/rooms/gone?lang=tr'); // another url
    expect(api.calls).toHaveLength(2);
    t = 1000;
    await fetchIt('http://api/v1/rooms/gone?lang=en');
    expect(api.calls).toHaveLength(3);
    for (const url of ['http://api/private', 'http://api/private', 'http://api/down', 'http://api/down', 'http://api/ok', 'http://api/ok']) await fetchIt(url);
    expect(api.calls).toHaveLength(8); // the no-store 404 once, the 503 and the 200 each time
  });

  test('clear() forgets every 404, and a 404 asked for before it is not kept', async () => {
    const api = countingApi(() => new Response('{}', { status: 404 }));
    api.release();
    const fetchIt = createNegativeCachingFetch(api.fetchIt);
    await fetchIt('http://api/gone');
    await fetchIt('http://api/gone');
    expect(api.calls).toHaveLength(1);
    fetchIt.clear();
    await fetchIt('http://api/gone');
    expect(api.calls).toHaveLength(2);
    api.reset();
    const asked = fetchIt('http://api/later');
    await Promise.resolve();
    fetchIt.clear();
    api.release();
    expect((await asked).status).toBe(404);
    await fetchIt('http://api/later');
    expect(api.calls.filter((u) => u.endsWith('/later'))).toHaveLength(2);
  });

  test('bounded in urls', async () => {
    const api = countingApi(() => new Response('{}', { status: 404 }));
    api.release();
    const fetchIt = createNegativeCachingFetch(api.fetchIt, { maxEntries: 2 });
    for (const u of ['a', 'b', 'c', 'a']) await fetchIt(`http://api/${u}`);
    expect(api.calls).toHaveLength(4); // a was dropped when c came
    await fetchIt('http://api/c');
    expect(api.calls).toHaveLength(4);
  });
});

describe('per-client cap', () => {
  test('at most max in flight per client; the next ones wait in line, then are refused; others unaffected', async () => {
    jest.useFakeTimers();
    try {
      const limiter = createClientLimiter({ max: 2, maxWaiting: 1, waitMs: 1000 });
      const a1 = (await limiter.acquire('1.1.1.1'))!;
      const a2 = (await limiter.acquire('1.1.1.1'))!;
      let third: (() => void) | null | undefined;
      void limiter.acquire('1.1.1.1').then((r) => (third = r));
      expect(await limiter.acquire('1.1.1.1')).toBeNull(); // the line is full
      expect(await limiter.acquire('2.2.2.2')).not.toBeNull();
      await Promise.resolve();
      expect(third).toBeUndefined();
      expect(limiter.stateOf('1.1.1.1')).toEqual({ active: 2, waiting: 1 });
      a1();
      a1(); // twice: still one slot
      await Promise.resolve();
      expect(typeof third).toBe('function'); // the slot went to the one in line
      expect(limiter.stateOf('1.1.1.1')).toEqual({ active: 2, waiting: 0 });
      let late: (() => void) | null | undefined;
      void limiter.acquire('1.1.1.1').then((r) => (late = r));
      jest.advanceTimersByTime(1000);
      await Promise.resolve();
      expect(late).toBeNull(); // waited too long
      a2();
      third!();
      expect(limiter.stateOf('1.1.1.1')).toEqual({ active: 0, waiting: 0 });
    } finally {
      jest.useRealTimers();
    }
  });

  test("the page cache tells whether a key is answered without a new load", async () => {
    let t = 0;
    const cache = createPageCache<number>({ defaultTtlMs: 100, now: () => t });
    expect(cache.has('a')).toBe(false);
    let finish: (n: number) => void = () => undefined;
    const loading = cache.get('a', () => new Promise<number>((r) => (finish = r)));
    expect(cache.has('a')).toBe(true);
    finish(1);
    await loading;
    expect(cache.has('a')).toBe(true);
    t = 100;
    expect(cache.has('a')).toBe(false);
  });
});
