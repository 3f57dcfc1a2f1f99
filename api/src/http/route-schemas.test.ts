/**
 * The parameter schemas (route-schemas.ts) as the API checks them, with valibot: coercion, defaults, the rules
 * every call follows (unknown ignored, empty = absent, repeated = 400) and a 400 that names the
 * parameter; then the same on the real routes of a started server.
 */
import type { FastifyInstance } from 'fastify';
import { LOCALES } from '@nirvana/shared/locales';
import { choice, lang, paramsSchema, text, textOr, wholeNumber, wholeNumberOr } from '@nirvana/shared/api/params';
import * as v from 'valibot';
import { paramsCheck } from './route-schemas';
import { schemaProbe, startApi, type Running } from '../test/harness';

describe('a parameter schema, checked on a bare fastify', () => {
  let probe: FastifyInstance;
  beforeAll(async () => {
    probe = await schemaProbe({
      params: paramsSchema({ p: wholeNumber({ title: 'page id' }) }, ['p']),
      querystring: paramsSchema({
        lang,
        'property-id': wholeNumber(),
        limit: wholeNumber({ minimum: 1, maximum: 1000 }),
        'publisher-id': wholeNumberOr(1),
        url: text({ maxLength: 512 }),
        platform: textOr('WEB_ONLY', { maxLength: 32, pattern: '^[A-Z_]+$', description: 'a platform name such as WEB_ONLY' }),
        kind: choice(['spa', 'outlet'] as const),
      }, ['property-id']),
    });
  });
  afterAll(() => probe.close());

  const get = async (url: string) => {
    const res = await probe.inject(url);
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const reason = async (url: string) => {
    const res = await get(url);
    expect([url, res.status]).toEqual([url, 400]);
    return res.body.message as string;
  };

  test('values are coerced and defaults filled; unknown parameters are kept out of the way, an empty one counts as absent', async () => {
    const ok = await get('/probe/8?property-id=22&limit=5&utm_source=x&lang=&url=%2Fhotels');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      params: { p: 8 },
      query: { 'property-id': 22, limit: 5, utm_source: 'x', lang: 'tr', 'publisher-id': 1, url: '/hotels', platform: 'WEB_ONLY' },
    });
    expect((await get('/probe/8?property-id=1&lang=de&platform=MOBILE_APP')).body.query).toMatchObject({ lang: 'de', platform: 'MOBILE_APP' });
  });

  test('a failure is the API\'s 400 JSON, not cached, with a reason naming the parameter', async () => {
    const res = await get('/probe/8?property-id=1&lang=xx');
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: `lang must be one of ${LOCALES.join(', ')}, got "xx"` });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toContain('application/json');
  });

  test.each([
    ['/probe/8?property-id=1&lang=tr&lang=en', 'lang must be given once'],
    ['/probe/8?property-id=1&property-id=2', 'property-id must be given once'],
    ['/probe/8', 'property-id is required'],
    ['/probe/8?property-id=', 'property-id is required'],
    ['/probe/8?property-id=abc', 'property-id must be a whole number from 0 to 2147483647'],
    ['/probe/8?property-id=1.5', 'property-id must be a whole number from 0 to 2147483647'],
    ['/probe/8?property-id=-1', 'property-id must be a whole number from 0 to 2147483647'],
    ['/probe/8?property-id=99999999999', 'property-id must be a whole number from 0 to 2147483647'],
    ['/probe/8?property-id=1&limit=0', 'limit must be a whole number from 1 to 1000'],
    ['/probe/8?property-id=1&platform=%3Cscript%3E', 'platform must be a platform name such as WEB_ONLY'],
    [`/probe/8?property-id=1&url=${'a'.repeat(600)}`, 'url is too long (at most 512 characters)'],
    ['/probe/8?property-id=1&kind=gym', 'kind must be one of spa, outlet, got "gym"'],
    ['/probe/abc?property-id=1', 'page id must be a whole number from 0 to 2147483647'],
  ])('%s: %s', async (url, message) => {
    expect(await reason(url)).toBe(message);
  });

  test('a long value is cut in the reason', () => {
    const result = v.safeParse(paramsCheck(paramsSchema({ lang })), { lang: 'x'.repeat(5000) });
    expect(result.issues![0].message).toMatch(/^lang must be one of tr, en, ru, de, got "x{40}…"$/);
  });
});

test('one validation language: a route\'s schema is a valibot schema or a parameter schema, never one for fastify\'s own validator', async () => {
  await expect(schemaProbe({ querystring: { type: 'object', properties: { a: { type: 'string', format: 'email' } } } })).rejects.toThrow(/valibot schema or a parameter schema/);
});

describe('the real routes check their parameters by their schemas', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  const get = async (path: string) => {
    const res = await api.app.inject(path);
    return { status: res.statusCode, body: res.json() };
  };

  test.each([
    ['/v1/hotels?lang=fr', 400, `lang must be one of ${LOCALES.join(', ')}, got "fr"`],
    ['/v1/hotels?lang=en&lang=de', 400, 'lang must be given once'],
    ['/v1/menus?lang=en', 400, 'property-id is required'],
    ['/v1/menus?property-id=x&lang=en', 400, 'property-id must be a whole number from 0 to 2147483647'],
    ['/v1/pages/url-lang?lang=en', 400, 'url is required'],
    [`/v1/pages/url-lang?url=/${'a'.repeat(600)}`, 400, 'url is too long (at most 512 characters)'],
    ['/v1/pages/abc/spa?lang=en', 400, 'page id must be a whole number from 0 to 2147483647'],
    ['/v1/pages/8/gym', 400, 'content kind must be one of gastronomy, outlet, spa, contact, certificate, got "gym"'],
    ['/v1/stories?property-id=2&platform=web', 400, 'platform must be a platform name such as WEB_ONLY'],
    ['/v1/galleries/1/files?limit=1001', 400, 'limit must be a whole number from 1 to 1000'],
    ['/v1/hotels/x/stay-rules', 400, 'hotel id must be a whole number from 0 to 2147483647'],
    ['/v1/events/publishers/one/slugs/x', 400, 'publisher id must be a whole number from 0 to 2147483647'],
    ['/v1/rooms/1/plans?lang=zz', 400, `lang must be one of ${LOCALES.join(', ')}, got "zz"`],
  ])('%s: %i %s', async (path, status, message) => {
    const res = await get(path);
    expect(res).toEqual({ status, body: { statusCode: status, error: 'Bad Request', message } });
  });

  test('checked values reach the handlers: defaults, coercion, unknown and empty parameters ignored', async () => {
    const hotels = await get('/v1/hotels?lang=&utm_source=mail');
    expect(hotels.status).toBe(200);
    expect(hotels.body[0].url).toBe((await get('/v1/hotels?lang=tr')).body[0].url);
    expect((await get('/v1/galleries/1/files?limit=2&lang=en')).body).toHaveLength(2);
    expect((await get('/v1/stories?property-id=2')).status).toBe(200);
    expect((await get('/v1/pages/url-lang?url=/&property-network-id=7')).status).toBe(404);
    expect((await get('/v1/menus?property-id=1&lang=ru')).body).toHaveLength(3);
  });
});
