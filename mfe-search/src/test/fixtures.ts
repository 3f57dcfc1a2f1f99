/** Test data and a fetch stand-in for the API the search reads. */
import type { Hotel, StayRules } from '@nirvana/shared/api/schemas';
import { todayIso } from '../rules/dates';

export const HOTELS: Hotel[] = [
  { id: 1, slug: 'nirvana-mediterranean-excellence', name: 'Nirvana Mediterranean Excellence', url: '/oteller/nirvana-mediterranean-excellence', reservationUrl: 'https://booking.example.com/me?lang=tr' },
  { id: 2, slug: 'nirvana-cosmopolitan', name: 'Nirvana Cosmopolitan', url: '/oteller/nirvana-cosmopolitan', reservationUrl: 'https://booking.example.com/cosmopolitan', handOff: { scheme: 'standard', promoParam: 'voucher' } },
  { id: 3, slug: 'nirvana-dolce-vita', name: 'Nirvana Dolce Vita', url: '/oteller/nirvana-dolce-vita', reservationUrl: null },
];

export const EMPTY_RULES = (hotelId: number): StayRules => ({
  hotelId, periods: [], closedToArrival: [], closedToDeparture: [], halfDayCheckIn: [], halfDayCheckOut: [],
});

/** A fetch that answers the hotels, stay-rules and rates (100 € today, 1 € more each day) calls under `base`, and records every URL asked. */
export function fakeApi(base: string, rules: (hotelId: number) => StayRules = EMPTY_RULES) {
  const calls: string[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (!url.startsWith(base)) return new Response('wrong origin', { status: 500 });
    const path = new URL(url).pathname;
    if (path === '/v1/hotels') return json(HOTELS);
    const m = /^\/v1\/hotels\/(\d+)\/stay-rules$/.exec(path);
    if (m) return json(rules(Number(m[1])));
    const rates = /^\/v1\/hotels\/(\d+)\/rates$/.exec(path);
    if (rates) return json({ hotelId: Number(rates[1]), currency: 'EUR', from: todayIso(), prices: Array.from({ length: 370 }, (_, i) => 100 + i) });
    return new Response('not found', { status: 404 });
  });
  return { fetchMock, calls };
}
