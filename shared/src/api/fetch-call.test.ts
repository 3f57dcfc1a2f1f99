/** @jest-environment node */
import { callTarget, contentRevisionCall, hotelsCall, stayRulesCall } from './calls';
import { callFetcher, fetchCall } from './fetch-call';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
type Fetch = jest.Mock<Promise<Response>, Parameters<typeof fetch>>;
const fetchOf = (...answers: (Response | Error)[]): Fetch => {
  const mock: Fetch = jest.fn();
  for (const a of answers) {
    if (a instanceof Error) mock.mockRejectedValueOnce(a);
    else mock.mockResolvedValueOnce(a);
  }
  return mock;
};
/** A fetch that answers only when its signal aborts, with the signal's reason (as fetch does). */
const hanging = (): Fetch => jest.fn((_url, init) => new Promise<Response>((_resolve, reject) => {
  init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason));
}));
const API = 'http://api.test';
const revision = (f: Fetch, retries?: number) => fetchCall(API, contentRevisionCall, {}, { fetch: f, retries });

describe('fetchCall', () => {
  it('asks the call\'s target under the base for JSON, with the given headers and no credentials', async () => {
    const f = fetchOf(ok({ revision: 'r1' }));
    await expect(fetchCall(`${API}//`, contentRevisionCall, {}, { fetch: f, headers: { 'X-Forwarded-Host': 'site.test', Accept: 'text/html' } }))
      .resolves.toEqual({ revision: 'r1' });
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe(`${API}/v1/content/revision`);
    expect(init).toMatchObject({ headers: { 'X-Forwarded-Host': 'site.test', Accept: 'application/json' }, credentials: 'omit' });
    expect(init!.signal).toBeInstanceOf(AbortSignal);
  });

  it('checks the answer by the contract', async () => {
    await expect(fetchCall(API, hotelsCall, { query: { lang: 'en' } }, { fetch: fetchOf(ok([{ id: 'one' }])) })).rejects.toThrow();
  });

  it('throws "GET <target> answered <status>" on a non-2xx answer, asked once without retries', async () => {
    const f = fetchOf(new Response('down', { status: 503 }), ok({ revision: 'r' }));
    const target = callTarget(stayRulesCall, { params: { id: 3 } });
    await expect(fetchCall(API, stayRulesCall, { params: { id: 3 } }, { fetch: f })).rejects.toThrow(`GET ${target} answered 503`);
    expect(f).toHaveBeenCalledTimes(1);
  });

  it('with retries, asks again after a network failure or a 408, 502, 503, 504, but not after another status', async () => {
    const f = fetchOf(new TypeError('fetch failed'), new Response('', { status: 502 }), ok({ revision: 'r2' }));
    await expect(revision(f, 2)).resolves.toEqual({ revision: 'r2' });
    expect(f).toHaveBeenCalledTimes(3);
    const notFound = fetchOf(new Response('', { status: 404 }), ok({ revision: 'r' }));
    await expect(revision(notFound, 1)).rejects.toThrow('GET v1/content/revision answered 404');
    expect(notFound).toHaveBeenCalledTimes(1);
    const failing: Fetch = jest.fn().mockRejectedValue(new TypeError('fetch failed'));
    await expect(revision(failing, 1)).rejects.toThrow('fetch failed');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('gives up at the time limit of an attempt, without asking again', async () => {
    const slow = hanging();
    await expect(fetchCall(API, contentRevisionCall, {}, { fetch: slow, timeoutMs: 20, retries: 1 })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(slow).toHaveBeenCalledTimes(1);
  });
});

describe('callFetcher (the shell server\'s)', () => {
  it('each call with the fetcher\'s options, ended by its caller\'s signal or by the time limit', async () => {
    const f = fetchOf(ok({ revision: 'r3' }));
    const read = callFetcher(`${API}/`, { fetch: f, timeoutMs: 1000 });
    const controller = new AbortController();
    await expect(read(contentRevisionCall, {}, controller.signal)).resolves.toEqual({ revision: 'r3' });
    expect(f.mock.calls[0]![0]).toBe(`${API}/v1/content/revision`);
    const signal = f.mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(false);
    controller.abort();
    expect(signal.aborted).toBe(true);

    const caller = new AbortController();
    const asked = callFetcher(API, { fetch: hanging() })(contentRevisionCall, {}, caller.signal);
    caller.abort();
    await expect(asked).rejects.toMatchObject({ name: 'AbortError' });
    // The caller's signal does not lift the time limit.
    await expect(callFetcher(API, { fetch: hanging(), timeoutMs: 20 })(contentRevisionCall, {}, new AbortController().signal))
      .rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('cancels the body of a failed answer (its connection back to the pool) and throws as fetchCall does', async () => {
    const res = new Response('down', { status: 500 });
    await expect(callFetcher(API, { fetch: fetchOf(res) })(contentRevisionCall, {})).rejects.toThrow('GET v1/content/revision answered 500');
    expect(res.bodyUsed).toBe(true); // cancelled, not left for the collector
  });
});
