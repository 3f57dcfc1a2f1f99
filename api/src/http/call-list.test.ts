/** The list of calls (GET /) comes from the routes: every route is listed, a new one too. */
import { ContactRequest } from '@nirvana/shared/api/schemas';
import { callOf } from './call-list';
import { lang, paramsSchema, wholeNumber } from '@nirvana/shared/api/params';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApiServer } from '../server';
import { testSettings } from '../settings';
import { tempDir } from '../test/harness';

test('a call is its method and path, its query parameters from the schema, its body fields from the schema', () => {
  expect(callOf({ method: ['GET', 'HEAD'], url: '/v1/rooms/:id/plans', schema: { querystring: paramsSchema({ lang }) } })).toEqual(['GET /v1/rooms/{id}/plans?lang=']);
  expect(callOf({ method: 'POST', url: '/v1/web/contact', schema: { body: ContactRequest } }))
    .toEqual(['POST /v1/web/contact {fullName, email, phone, message, propertyId, locale?, website?}']);
  expect(callOf({ method: 'OPTIONS', url: '*' })).toEqual([]);
});

describe('GET / on the real server', () => {
  const dir = tempDir();
  let app: FastifyInstance;
  let calls: string[];
  beforeAll(async () => {
    app = await buildApiServer(testSettings({ dbPath: join(dir, 'test.db'), mediaCacheDir: join(dir, 'media-cache') }));
    // A route added after the others, as a new call would be: it must be listed without more ado.
    app.get('/v1/added', { schema: { querystring: paramsSchema({ 'property-id': wholeNumber(), lang }) } }, async () => []);
    calls = (await app.inject('/')).json<{ calls: string[] }>().calls;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('lists every call of the spec and the additions, with their parameters', () => {
    expect(calls).toEqual(expect.arrayContaining([
      'GET /v1/pages/url-lang?url=&lang=&property-network-id=', 'GET /v1/pages/not-found?lang=', 'GET /v1/pages/{id}/{kind}?lang=',
      'GET /v1/menus?property-id=&lang=', 'GET /v1/stories?property-id=&lang=&platform=', 'GET /v1/rooms?property-id=&lang=',
      'GET /v1/rooms/{idOrSlug}?lang=&property-id=', 'GET /v1/rooms/{id}/plans?lang=', 'GET /v1/events/publishers/{publisher}/slugs/{slug}?lang=',
      'GET /v1/events?lang=&publisher-id=&include=', 'GET /v1/offers?lang=&include=', 'GET /v1/galleries/{id}/categories?lang=', 'GET /v1/galleries/{id}/files?category-id=&limit=&lang=',
      'GET /v1/hotels?lang=', 'GET /v1/hotels/{id}/stay-rules',
      'POST /v1/web/subscribe-newsletter {email, propertyId, consent?, locale?, consentVersion?, website?}',
      'POST /v1/web/contact {fullName, email, phone, message, propertyId, locale?, website?}',
      'GET /booking/{slug}', 'GET /media/maps/{file}', 'GET /media/images/{file}?w=&fm=', 'GET /media/*', 'GET /health', 'GET /',
    ]));
  });

  test('a route added later is listed', () => {
    expect(calls).toContain('GET /v1/added?property-id=&lang=');
  });

  test('every listed call is a route of the server, listed once, and no HEAD or preflight twin', () => {
    expect(new Set(calls).size).toBe(calls.length);
    for (const call of calls) {
      const [method, target] = call.split(' ') as [string, string];
      const url = target.split('?')[0]!.replace(/\{(\w+)\}/g, ':$1');
      expect([call, app.hasRoute({ method: method as 'GET', url })]).toEqual([call, true]);
    }
    expect(calls.filter((c) => /^(HEAD|OPTIONS) /.test(c))).toEqual([]);
  });
});
