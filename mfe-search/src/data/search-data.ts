/**
 * What the search reads from the API: the hotels and a hotel's stay rules, each asked and checked
 * by its contract over shared's lean client (fetch-call.ts, as the calendar's prices are), which
 * talks only to its api-base. Both the embed and the site's section use it: the section needs only
 * these calls, and the shared client's wrapper of every other call would cost the section about
 * 1 KB gzip of its 40 KB budget. Like that client: a 10 s timeout and one retry on a network failure
 * or a 408, 502, 503, 504.
 */
import { hotelsCall, stayRulesCall } from '@nirvana/shared/api/calls';
import { fetchCall } from '@nirvana/shared/api/fetch-call';
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

/**
 * A SearchData over fetch against `apiBase` (which must be an absolute http(s) URL or a path), its
 * calls carrying `headers` (on the server: the visitor's host).
 */
export function fetchSearchData(apiBase: string, fetchImpl?: typeof fetch, headers?: Record<string, string>): SearchData {
  const options = { fetch: fetchImpl, headers, retries: 1 };
  return {
    hotels: (lang) => fetchCall(apiBase, hotelsCall, { query: { lang } }, options),
    stayRules: (hotelId) => fetchCall(apiBase, stayRulesCall, { params: { id: hotelId } }, options),
  };
}
