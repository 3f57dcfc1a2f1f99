/**
 * A call is its contract (shared/src/api/calls.ts): the README's table of calls is made from the
 * contracts, and a call added through a contract alone is a route of the API, a call of the shared
 * client, a line of the list of calls (GET /) and a row of the README's table.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CALLS, callTarget, type Call } from '@nirvana/shared/api/calls';
import { lang, paramsSchema, wholeNumber } from '@nirvana/shared/api/params';
import { createApiClient } from '@nirvana/shared/api/client';
import { ApiCallError } from '@nirvana/shared/api/errors';
import { buildApiServer } from '../server';
import { testSettings } from '../settings';
import { tempDir } from '../test/harness';
import { callName, callsTable, withCallsTable } from './calls-table';
import { serveCall } from './serve-call';

const README = join(__dirname, '../../README.md');

test('api/README.md\'s table of calls is the contracts\' (after a change: npm run calls --workspace api)', () => {
  const readme = readFileSync(README, 'utf8');
  expect(withCallsTable(readme, CALLS)).toBe(readme);
  // Every call of the contracts has its notes there.
  expect(readme).not.toContain('(to describe)');
});

test('a row names the call, its query parameters (required ones and defaults said) and a write\'s body fields', () => {
  const table = callsTable(CALLS, new Map([['GET /v1/rooms/{idOrSlug}', 'a room']]));
  expect(table).toContain('| `GET /v1/rooms/{idOrSlug}` | `lang` (default `tr`), `property-id` | – | a room |');
  expect(table).toContain('| `POST /v1/web/contact` | – | `{fullName, email, phone, message, propertyId, locale?, website?}` | (to describe) |');
  expect(table).toContain('| `GET /v1/menus` | `property-id` (required), `lang` (default `tr`) | – |');
});

describe('a throwaway call, added through its contract alone', () => {
  const throwaway = {
    method: 'GET', path: 'v1/throwaway/:id/doubled',
    params: paramsSchema({ id: wholeNumber({ title: 'throwaway id', maximum: 1000 }) }, ['id']),
    query: paramsSchema({ lang, by: wholeNumber({ minimum: 1, maximum: 9 }) }),
    answer: v.object({ doubled: v.pipe(v.number(), v.integer()), lang: v.string() }),
  } as const satisfies Call;
  const dir = tempDir();
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await buildApiServer(testSettings({ dbPath: join(dir, 'test.db'), mediaCacheDir: join(dir, 'media-cache') }));
    // Its handler gets the checked, typed values the contract says.
    serveCall(app, throwaway, async (request) => ({ doubled: request.params.id * 2 * (request.query.by ?? 1), lang: request.query.lang }));
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('is a route of the API that checks its parameters as the contract says', async () => {
    expect((await app.inject(`/${callTarget(throwaway, { params: { id: 4 }, query: { by: 3 } })}`)).json()).toEqual({ doubled: 24, lang: 'tr' });
    const refused = await app.inject('/v1/throwaway/1001/doubled');
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([400, 'throwaway id must be a whole number from 0 to 1000']);
    expect((await app.inject('/v1/throwaway/1/doubled?lang=xx')).statusCode).toBe(400);
  });

  test('is a call of the shared client, its answer checked by the contract', async () => {
    const client = createApiClient(base);
    await expect(client.call(throwaway, { params: { id: 5 }, query: { lang: 'de' } })).resolves.toEqual({ doubled: 10, lang: 'de' });
    // An answer of another shape than the contract's is the client's error.
    await expect(client.call({ ...throwaway, answer: v.object({ tripled: v.pipe(v.number(), v.integer()) }) }, { params: { id: 5 }, query: {} })).rejects.toBeInstanceOf(ApiCallError);
  });

  test('is a line of the list of calls and a row of the README\'s table', async () => {
    const { calls } = (await app.inject('/')).json<{ calls: string[] }>();
    expect(calls).toContain('GET /v1/throwaway/{id}/doubled?lang=&by=');
    const readme = withCallsTable(readFileSync(README, 'utf8'), [...CALLS, throwaway]);
    expect(readme).toContain(`| \`${callName(throwaway)}\` | \`lang\` (default \`tr\`), \`by\` | – | (to describe) |`);
  });
});
