/**
 * What the search reads from the API: the hotels and a hotel's stay rules. The composed site
 * passes the shared API client; the embed uses `fetchSearchData`, a lean fetch (no ky) that
 * checks the answers against the same schemas and talks only to its api-base.
 */
import { create } from 'superstruct';
import { Hotels, StayRules, type Hotel } from '@nirvana/shared/api/schemas';
import type { Locale } from '@nirvana/shared/locales';

export interface SearchData {
  hotels(lang: Locale): Promise<Hotel[]>;
  stayRules(hotelId: number): Promise<StayRules>;
}

/** A SearchData over fetch against `apiBase` (which must be an absolute http(s) URL or a path). */
export function fetchSearchData(apiBase: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): SearchData {
  const base = apiBase.replace(/\/+$/, '');
  const get = async (path: string) => {
    const res = await fetchImpl(`${base}/${path}`, { headers: { Accept: 'application/json' }, credentials: 'omit' });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  return {
    hotels: async (lang) => create(await get(`v1/hotels?lang=${encodeURIComponent(lang)}`), Hotels),
    stayRules: async (hotelId) => create(await get(`v1/hotels/${encodeURIComponent(String(hotelId))}/stay-rules`), StayRules),
  };
}
