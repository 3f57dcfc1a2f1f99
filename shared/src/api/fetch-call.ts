/**
 * The lean client: a GET of one call by its contract (calls.ts) over a given fetch, without ky, for
 * the parts that count their bytes (the search's section and embed: the shared client's wrapper of
 * every call would cost about 1 KB gzip of the search's 40 KB) and for the shell server. Like the
 * shared client (client.ts): JSON asked, a time limit per attempt, the answer checked by the contract.
 */
import { callTarget, readAnswer, type AnswerOf, type Call, type CallInput } from './calls';

export interface FetchCallOptions {
  /** The fetch to use; default the global one, looked up at each call. */
  fetch?: typeof fetch;
  /** Each attempt's time limit (ms, default 10 s). */
  timeoutMs?: number;
  /** Sent with the request (on the server: the visitor's host); Accept is always JSON. */
  headers?: Record<string, string>;
  /** How many times a GET is asked again after a network failure or a 408, 502, 503, 504 (default none). */
  retries?: number;
}

/** One call by its contract, its answer checked; `signal` ends it early (the shell server's readers, `callFetcher`). */
export type CallFetcher = <C extends Call>(call: C, input: CallInput<C>, signal?: AbortSignal) => Promise<AnswerOf<C>>;

const RETRY_STATUSES = [408, 502, 503, 504];

/**
 * A GET of one call by its contract at the API's `base` (an absolute http(s) URL or a path), its
 * answer checked by it. Throws what fetch throws (a network failure, the time limit), an Error
 * `GET <target> answered <status>` on a non-2xx answer, or the contract's error on an answer of
 * another shape.
 */
export async function fetchCall<C extends Call>(base: string, call: C, input: CallInput<C>, options: FetchCallOptions = {}): Promise<AnswerOf<C>> {
  const target = callTarget(call, input);
  for (let left = options.retries ?? 0; ; left--) {
    let res: Response;
    try {
      res = await (options.fetch ?? fetch)(`${base.replace(/\/+$/, '')}/${target}`, {
        headers: { ...options.headers, Accept: 'application/json' },
        credentials: 'omit',
        // Partner pages may run browsers without AbortSignal.timeout (2022): no time limit there rather
        // than no call. AbortSignal itself every browser has that reads this bundle's syntax (`?.`).
        signal: AbortSignal.timeout?.(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      // A kept-alive connection the API had just closed (EPIPE, reset: a server's fetch meets it
      // under load) fails at once as a TypeError; a GET is asked again. A timeout or abort is not.
      if (left > 0 && error instanceof TypeError) continue;
      throw error;
    }
    if (res.ok) return readAnswer(call, await res.json());
    if (!(left > 0 && RETRY_STATUSES.includes(res.status))) throw new Error(`GET ${target} answered ${res.status}`);
  }
}

/**
 * A CallFetcher for the API at `base` (the shell server's): each call with these options, ended at
 * its time limit or when its caller's signal aborts, the body of a failed answer cancelled (Node's
 * fetch keeps an unread body's connection until the body is collected; this gives it back to the
 * pool now). Neither is in fetchCall, which the search's bundle carries.
 */
export function callFetcher(base: string, options: FetchCallOptions = {}): CallFetcher {
  const fetchImpl = options.fetch ?? ((...args) => fetch(...args));
  return (call, input, signal) => fetchCall(base, call, input, {
    ...options,
    fetch: async (url, init) => {
      const res = await fetchImpl(url, signal ? { ...init, signal: AbortSignal.any([init!.signal!, signal]) } : init);
      if (!res.ok) await res.body?.cancel();
      return res;
    },
  });
}
