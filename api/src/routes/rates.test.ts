/**
 * GET /v1/hotels/{id}/rates (the calendar's prices) and the hotels' hand-off scheme, on a really
 * started API: shapes checked by shared's schemas, the seeded rates never below a room's "from".
 */
import * as v from 'valibot';
import { Hotels, NightlyRates, Plans, Rooms } from '@nirvana/shared/api/schemas';
import { nightlyRatesOf, seasonFactor } from '../rates';
import { antalyaToday } from '../stay-rules';
import { startApi, type Running } from '../test/harness';

let api: Running;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.stop());

const get = async (path: string) => {
  const res = await fetch(`${api.base}${path}`, { headers: { origin: 'https://any-partner.example' } });
  return { status: res.status, body: (await res.json()) as unknown, cors: res.headers.get('access-control-allow-origin') };
};

test('a hotel\'s rates: one price per day from today, each at least its cheapest plan\'s price, to any origin', async () => {
  const res = await get('/v1/hotels/2/rates?days=400');
  expect([res.status, res.cors]).toEqual([200, '*']);
  const rates = v.parse(NightlyRates, res.body);
  expect(rates).toMatchObject({ hotelId: 2, currency: 'EUR', from: antalyaToday().toISOString().slice(0, 10) });
  expect(rates.prices).toHaveLength(400);
  const rooms = v.parse(Rooms, (await get('/v1/rooms?property-id=2&lang=en')).body);
  const plans = (await Promise.all(rooms.map(async (r) => v.parse(Plans, (await get(`/v1/rooms/${r.id}/plans?lang=en`)).body)))).flat();
  const cheapest = Math.min(...plans.map((p) => p.priceFrom!));
  expect(Math.min(...(rates.prices as number[]))).toBe(cheapest);
  // High season costs more than the shoulder; default 62 days; a later `from` is kept.
  expect(seasonFactor(new Date('2027-07-01T00:00:00Z'))).toBeGreaterThan(seasonFactor(new Date('2027-04-10T00:00:00Z')));
  const later = v.parse(NightlyRates, (await get('/v1/hotels/3/rates?from=2099-01-05')).body);
  expect([later.from, later.prices.length]).toEqual(['2099-01-05', 62]);
  expect(nightlyRatesOf(3, 100, 'EUR', new Date('2099-01-08T00:00:00Z'), 3).prices).toEqual([100, 110, 110]);
});

test.each([
  ['/v1/hotels/x/rates', 400, 'hotel id must be a whole number from 0 to 2147483647'],
  ['/v1/hotels/2/rates?days=0', 400, 'days must be a whole number from 1 to 400'],
  ['/v1/hotels/2/rates?from=tomorrow', 400, 'from must be a date YYYY-MM-DD'],
  ['/v1/hotels/2/rates?from=2027-02-30', 400, 'from must be a date YYYY-MM-DD'],
  ['/v1/hotels/22/rates', 404, 'Unknown hotel 22'],
])('%s: %i %s', async (path, status, message) => {
  const res = await get(path);
  expect([res.status, (res.body as { message: string }).message]).toEqual([status, message]);
});

test('each hotel with a reservationUrl names its booking engine\'s scheme: standard, the promo code as `promo`', async () => {
  const hotels = v.parse(Hotels, (await get('/v1/hotels?lang=en')).body);
  expect(hotels.map((h) => [h.slug, h.handOff])).toEqual(hotels.map((h) => [h.slug, h.reservationUrl ? { scheme: 'standard', promoParam: 'promo' } : undefined]));
  expect(hotels.some((h) => h.handOff)).toBe(true);
});
