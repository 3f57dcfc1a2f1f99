/** @jest-environment node */
import { createPageCache, createRevalidatingFetch } from './page-cache';

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
});
