/** Starts a real API server on a free port over a temporary database, for the api tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { buildApiServer } from '../server';
import { installErrorHandlers } from '../http/errors';
import { installValidation, parseQuery } from '../http/route-schemas';
import { DEFAULT_MEDIA_ENCODES, testSettings, type ApiSettings } from '../settings';

export interface Running { app: FastifyInstance; base: string; dir: string; dbPath: string; stop: (keepDir?: boolean) => Promise<void> }

/**
 * For tests of what each variant is, not of how long it may wait: the default cap (a request waits
 * at most 20 s for its encode; its own tests are in routes/media.test.ts) answered 503 when the e2e
 * suite held both cores and one AVIF took longer. With these a request waits as long as its socket may idle.
 */
export const PATIENT_MEDIA: Partial<ApiSettings> = {
  mediaEncodes: { ...DEFAULT_MEDIA_ENCODES, maxWaitMs: 200_000 },
  timeouts: { headers: 10_000, request: 20_000, idle: 240_000, keepAlive: 5_000 },
};

const madeDirs: string[] = [];

/** A folder of its own for a test's database, files and mail; gone when the test file is done. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nirvana-api-'));
  madeDirs.push(dir);
  return dir;
}
// Registered by every test file that imports the harness: its folders go with its last test, also
// those a test hands to a child process or a database it does not stop (about 30 MB a run before).
afterAll(() => {
  for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export async function startApi(overrides: Partial<ApiSettings> = {}, dir = tempDir()): Promise<Running> {
  const dbPath = join(dir, 'test.db');
  const app = await buildApiServer(testSettings({ dbPath, mediaCacheDir: join(dir, 'media-cache'), ...overrides }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const base = address.replace('127.0.0.1', 'localhost');
  return {
    app, base, dir, dbPath,
    stop: async (keepDir = false) => {
      await app.close();
      if (!keepDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A bare fastify with the API's schema options and error answers, and one route `GET /probe/:p`
 * of `schema` that echoes what it was given: to check requests against a route's schema alone
 * (`app.inject`), without its handler, database or media.
 */
export async function schemaProbe(schema: FastifySchema): Promise<FastifyInstance> {
  const app = Fastify({ routerOptions: { querystringParser: parseQuery } });
  installValidation(app);
  installErrorHandlers(app);
  app.get('/probe/:p', { schema }, async (request) => ({ query: request.query, params: request.params }));
  await app.ready();
  return app;
}
