/** @jest-environment node */
/**
 * The shell server's logs hold no e-mail address, no form text and no link token (issue 26): one
 * line per answer with its URL, and the proxy's error line when the API is down, both redacted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from './server';

const TOKEN = 'u.7.0.SecretTokenSecretTokenSecretTokenSecretToke';
let root: string;
let shell: FastifyInstance;
let base: string;
const lines: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shell-logs-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'assets-manifest.json'), JSON.stringify({ js: ['shell.1234abcd.js'], css: [], fonts: {} }));
  // An API that is down: the proxy logs each failed request.
  const closed = net.createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
  const deadPort = (closed.address() as net.AddressInfo).port;
  await new Promise((r) => closed.close(r));
  shell = await buildShellServer({
    apiBase: `http://127.0.0.1:${deadPort}`, siteUrl: 'http://localhost:8080', rootDir: root, apiTimeoutMs: 300, pageCacheTtlMs: 0,
    logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(shell.server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  await shell.close();
  rmSync(root, { recursive: true, force: true });
});

it('logs each answer and each proxy failure without addresses, form text or tokens', async () => {
  const urls = [
    `/v1/newsletter/unsubscribe?token=${TOKEN}&lang=de`,
    `/v1/web/contact?email=${encodeURIComponent('ivan.leak@example.com')}&message=${encodeURIComponent('Secret words')}`,
    '/ru/ivan.leak@example.com',
    `/?email=ivan.leak%40example.com&fullName=Ivan%20Leak`,
  ];
  for (const url of urls) await (await fetch(`${base}${url}`)).arrayBuffer();
  const post = await fetch(`${base}/v1/web/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ivan.leak@example.com', message: 'Secret words' }) });
  expect(post.status).toBe(503);
  await new Promise((r) => setTimeout(r, 50));
  const log = lines.join('');
  expect(log).toContain('"url":"/v1/newsletter/unsubscribe?token=…&lang=de"');
  expect(log).toContain('content API unreachable through the proxy');
  expect(log).toContain('[address]');
  for (const secret of [TOKEN, 'ivan.leak', 'example.com', 'Secret', 'Ivan']) {
    expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
  }
});
