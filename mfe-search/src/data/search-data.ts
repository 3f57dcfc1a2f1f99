/**
 * What the search reads from the API: the hotels and a hotel's stay rules, each asked and checked
 * by its contract (shared's calls.ts: `callTarget`, `readAnswer`, as the calendar's prices are),
 * over a lean fetch (no ky) that talks only to its api-base. Both the embed and the site's section
 * use it: the section needs only these calls, and the shared client's wrapper of every other call
 * would cost the section about 1 KB gzip of its 40 KB budget. Like that client: a 10 s timeout and
 * one retry on 408, 502, 503, 504.
 */
import { callTarget, hotelsCall, readAnswer, stayRulesCall } from '@nirvana/shared/api/calls';
import type { Hotel, StayRules } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';

export interface SearchData {
  /**
   * What tells this source's answers from another's in the data keys (an embed's api-base). The
   * site's section has none: its server and the browser reach the one API at different bases.
   */
  source?: string;
  hotels(lang: Locale): Promise<Hotel[]>;
  stayRules(hotelId: number): Promise<StayRules>;
}

const TIMEOUT_MS = 10_000;
const RETRY_STATUSES = [408, 502, 503, 504];

/**
 * A SearchData over fetch against `apiBase` (which must be an absolute http(s) URL or a path), its
 * calls carrying `headers` (on the server: the visitor's host).
 */
export function fetchSearchData(apiBase: string, fetchImpl: typeof fetch = (...args) => fetch(...args), headers?: Record<string, string>): SearchData {
  const base = apiBase.replace(/\/+$/, '');
  const get = async (path: string, retries = 1): Promise<unknown> => {
    const signal = typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal ? AbortSignal.timeout(TIMEOUT_MS) : undefined;
    let res: Response;
    try {
      res = await fetchImpl(`${base}/${path}`, { headers: { ...headers, Accept: 'application/json' }, credentials: 'omit', signal });
    } catch (error) {
      // A kept-alive connection the API had just closed (EPIPE, reset: a server's fetch meets it
      // under load) fails at once; a GET is asked once more. A timeout is not.
      if (retries > 0 && error instanceof TypeError) return get(path, retries - 1);
      throw error;
    }
    if (!res.ok) {
      if (retries > 0 && RETRY_STATUSES.includes(res.status)) return get(path, retries - 1);
      throw new Error(`GET ${path} answered ${res.status}`);
    }
    return res.json() as Promise<unknown>;
  };
  return {
    hotels: async (lang) => readAnswer(hotelsCall, await get(callTarget(hotelsCall, { query: { lang } }))),
    stayRules: async (hotelId) => readAnswer(stayRulesCall, await get(callTarget(stayRulesCall, { params: { id: hotelId } }))),
  };
}
