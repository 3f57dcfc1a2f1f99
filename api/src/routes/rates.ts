/** GET /v1/hotels/{id}/rates: the lowest price per night of each day, for the date picker (addition). */
import type { FastifyInstance } from 'fastify';
import type { Plan } from '@nirvana/shared/api/schemas';
import type { Db } from '../db';
import { badRequest, notFound } from '../http/errors';
import { nightlyRatesCall } from '@nirvana/shared/api/calls';
import { serveCall } from '../http/serve-call';
import { CACHE, sendJsonText } from '../http/send';
import { nightlyRatesOf } from '../rates';
import { antalyaToday } from '../stay-rules';

export function registerRateRoutes(app: FastifyInstance, db: Db) {
  // The hotel's lowest plan price: the rooms' plans are the seeded rates (the same in every language).
  const lowest = db.prepare(`SELECT p.doc FROM room_plans p JOIN rooms r ON r.id = p.room_id AND r.locale = p.locale
    WHERE r.property_id = ? AND p.locale = 'tr'`);

  serveCall(app, nightlyRatesCall, async (request, reply) => {
    const { id } = request.params;
    const today = antalyaToday();
    let from = today;
    if (request.query.from) {
      const asked = new Date(`${request.query.from}T00:00:00Z`);
      if (Number.isNaN(asked.getTime()) || asked.toISOString().slice(0, 10) !== request.query.from) throw badRequest('from must be a date YYYY-MM-DD');
      // Nights before today are sold by no one: the answer starts today at the earliest.
      if (asked > today) from = asked;
    }
    const plans = (lowest.all(id) as { doc: string }[]).flatMap((row) => JSON.parse(row.doc) as Plan[]);
    const priced = plans.filter((p) => typeof p.priceFrom === 'number');
    if (!priced.length) throw notFound(`Unknown hotel ${id}`);
    const cheapest = priced.reduce((a, b) => (b.priceFrom! < a.priceFrom! ? b : a));
    const rates = nightlyRatesOf(id, cheapest.priceFrom!, cheapest.currency, from, request.query.days);
    return sendJsonText(request, reply, JSON.stringify(rates), CACHE.rules);
  });
}
