import { callTarget, hotelsCall, stayRulesCall } from '@nirvana/shared/api/calls';
import { HOTELS } from '../test/fixtures';
import { fetchSearchData } from './search-data';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the search data over fetch', () => {
  it('asks a GET once more after a network failure (a kept-alive connection the API had closed)', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(ok(HOTELS));
    const data = fetchSearchData('http://api.test/', fetchImpl as unknown as typeof fetch);
    await expect(data.hotels('en')).resolves.toEqual(HOTELS);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(String(fetchImpl.mock.calls[0]![0])).toBe('http://api.test/v1/hotels?lang=en');
  });

  it('gives up after the second failure, and does not ask again after a timeout', async () => {
    const failing = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('fetch failed'));
    await expect(fetchSearchData('http://api.test', failing as unknown as typeof fetch).hotels('en')).rejects.toThrow('fetch failed');
    expect(failing).toHaveBeenCalledTimes(2);
    const timedOut = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new DOMException('timed out', 'TimeoutError'));
    await expect(fetchSearchData('http://api.test', timedOut as unknown as typeof fetch).hotels('en')).rejects.toThrow('timed out');
    expect(timedOut).toHaveBeenCalledTimes(1);
  });

  it('asks what the calls\' contracts say, and checks the answers by them', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockImplementation(async () => ok(HOTELS));
    const data = fetchSearchData('http://api.test', fetchImpl as unknown as typeof fetch);
    await data.hotels('ru');
    await data.stayRules(3).catch(() => undefined);
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toEqual([
      `http://api.test/${callTarget(hotelsCall, { query: { lang: 'ru' } })}`,
      `http://api.test/${callTarget(stayRulesCall, { params: { id: 3 } })}`,
    ]);
    // An answer of another shape than the contract's is refused.
    const odd = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockImplementation(async () => ok([{ id: 'one' }]));
    await expect(fetchSearchData('http://api.test', odd as unknown as typeof fetch).hotels('en')).rejects.toThrow();
  });
});
