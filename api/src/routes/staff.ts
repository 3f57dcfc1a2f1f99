/**
 * The staff's export over HTTP: `GET /v1/staff/export/subscribers.csv` and `messages.csv`
 * (`?property-id=` optional), with `Authorization: Bearer <EXPORT_TOKEN>`. Without a configured
 * token the endpoint does not exist (404); a wrong or missing token is a 401.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PROPERTIES } from '@nirvana/shared/properties';
import type { Db } from '../db';
import { HttpError, notFound } from '../http/errors';
import { choice, paramsSchema } from '@nirvana/shared/api/params';
import { type RouteTypes } from '../http/route-schemas';
import { messagesCsv, subscribersCsv } from '../privacy/export';

const schema = {
  params: paramsSchema({ file: choice(['subscribers.csv', 'messages.csv'] as const, { title: 'file' }) }, ['file']),
  querystring: paramsSchema({ 'property-id': choice(PROPERTIES.map((p) => p.id), { title: 'property-id' }) }),
};

const digest = (s: string) => createHash('sha256').update(s).digest();

export function registerStaffRoutes(app: FastifyInstance, db: Db, token: string | null) {
  app.get<RouteTypes<typeof schema>>('/v1/staff/export/:file', { schema }, async (request, reply) => {
    if (!token) throw notFound('Not found');
    const given = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'The export needs the staff token (Authorization: Bearer …)');
    }
    const property = request.query['property-id'] ?? null;
    const body = request.params.file === 'subscribers.csv' ? subscribersCsv(db, property) : messagesCsv(db, property);
    return reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${request.params.file}"`)
      .type('text/csv; charset=utf-8').send(body);
  });
}
