/**
 * The shell server's throughput (autocannon): a cached server-rendered page against a static file
 * of the same size; the same page and a hashed chunk with and without compression (as browsers
 * ask: `Accept-Encoding: br, gzip`); and a visitor's latency while a flood asks for missing pages.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * autocannon keeps each answer's body as a string (`req.body += data` in its pipelined-requests
 * queue), which decodes every chunk as UTF-8: for a brotli or gzip body (not text) that decoding
 * is what the measurement measured. Against a 55 KB brotli chunk the server sat 90% idle while one
 * connection made 1,000 requests a second, and 5,000 for the same chunk's 207 KB of text. The
 * throughput figures are the server's: each connection drops the bodies (their bytes still count).
 */
function discardBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (!queue || typeof queue.addBody !== 'function') {
    throw new Error('autocannon no longer has pipelinedRequests.addBody: update discardBodies (bench/src/throughput.ts)');
  }
  queue.addBody = () => undefined;
}

async function rps(url: string, seconds: number, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: seconds, pipelining: 1, headers, setupClient: discardBodies });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

/**
 * A and B measured in turns (a warm-up pair, then A, B three times) so neither gets a quieter
 * machine: the median of each, and the median of the three pairs' ratios (one pair caught by the
 * machine's load moves it no more than a median moves).
 */
async function compare(a: () => Promise<number>, b: () => Promise<number>) {
  await a();
  await b();
  const pairs: { a: number; b: number }[] = [];
  for (let i = 0; i < 3; i++) pairs.push({ a: await a(), b: await b() });
  return { a: median(pairs.map((p) => p.a)), b: median(pairs.map((p) => p.b)), ratio: median(pairs.map((p) => p.a / p.b)) };
}

export async function throughput(siteUrl: string, pagePath: string, staticPath: string, seconds = 5) {
  const page = new URL(pagePath, siteUrl).toString();
  const file = new URL(staticPath, siteUrl).toString();
  const { a: pageRps, b: staticRps, ratio } = await compare(() => rps(page, seconds), () => rps(file, seconds));
  return { page, file, pageRps, staticRps, ratio };
}

/** The page's body as a plain request gets it (no `Accept-Encoding`, as autocannon asks). */
function plainBody(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http.get(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url}: ${res.statusCode}`))));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The static file the page is compared with: a hashed name, so the shell server answers it as it
 * answers its own chunks (from memory, read once: `immutable-files.ts` keeps `.js`, `.css` and
 * `.woff2`), the fastest a static file is served; an `.html` name would be read from disk by
 * @fastify/static on each request, a lower bar.
 */
export const SAME_SIZE_FILE = 'bench-same-size.0000beef.js';

/**
 * A cached server-rendered page against a static file of the same bytes: the page asked until its
 * sections' HTML is cached, its body written under `shellDist` as {@link SAME_SIZE_FILE} (served
 * under `/shell/`), both measured in turns, the file removed after.
 */
export async function sameSizeThroughput(siteUrl: string, pagePath: string, shellDist: string, seconds = 5) {
  const page = new URL(pagePath, siteUrl).toString();
  let body = await plainBody(page);
  for (let i = 0; i < 3; i++) body = await plainBody(page); // rendered, then from the caches
  const file = path.join(shellDist, SAME_SIZE_FILE);
  fs.writeFileSync(file, body);
  try {
    const t = await throughput(siteUrl, pagePath, `/shell/${SAME_SIZE_FILE}`, seconds);
    return { ...t, bytes: body.length };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const BROWSER = { 'accept-encoding': 'br, gzip' };

/** A page asked with `br, gzip` against the same page asked without compression. */
export async function compressedPageThroughput(siteUrl: string, pagePath: string, seconds = 5) {
  const url = new URL(pagePath, siteUrl).toString();
  const { a, b, ratio } = await compare(() => rps(url, seconds, BROWSER), () => rps(url, seconds));
  return { url, compressedRps: a, plainRps: b, ratio };
}

/** A hashed chunk asked with `br` against the same chunk asked without compression. */
export async function compressedChunkThroughput(siteUrl: string, chunkPath: string, seconds = 5) {
  const url = new URL(chunkPath, siteUrl).toString();
  const { a, b, ratio } = await compare(() => rps(url, seconds, { 'accept-encoding': 'br' }), () => rps(url, seconds));
  return { url, compressedRps: a, plainRps: b, ratio };
}

/**
 * 300 connections ask for random missing pages for `seconds` (in turn a room path with a random
 * slug and a random path no route matches), while a visitor (another
 * process, from another address: 127.0.0.2) opens real pages one after another, two at a time.
 * The visitor's p99 and errors (anything but 200, or no answer in 10 s) are the figure.
 */
export async function missingPageFlood(siteUrl: string, missingPrefix: string, visitorPaths: string[], seconds = 15) {
  const site = new URL(siteUrl);
  const statuses: Record<string, number> = {};
  const visitor = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'visitor.ts'), site.port, '127.0.0.2', ...visitorPaths], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  visitor.stdout.on('data', (d) => (out += d));
  const visitorDone = new Promise<void>((resolve) => visitor.on('exit', () => resolve()));
  // The visitor warms its pages (a real visitor's pages are the ones others read too), then says "ready".
  await new Promise<void>((resolve) => visitor.stdout.on('data', () => out.includes('ready') && resolve()));
  const randomWord = () => Math.random().toString(36).slice(2, 12);
  let turn = 0;
  const nextPrefix = () => (turn++ % 2 ? `/${randomWord()}/` : missingPrefix);
  const flood = autocannon({
    url: site.origin,
    connections: 300,
    duration: seconds,
    headers: BROWSER,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `${nextPrefix()}${randomWord()}` }) }],
  }, () => undefined);
  flood.on('response', (_client: unknown, statusCode: number) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  await new Promise((r) => setTimeout(r, 1000)); // the flood at full strength
  visitor.kill('SIGUSR2'); // start
  const floodResult = await new Promise<autocannon.Result>((resolve) => flood.on('done', resolve));
  visitor.kill('SIGUSR1'); // stop and report
  await visitorDone;
  const report = JSON.parse(out.slice(out.indexOf('{'))) as { latencies: number[]; errors: number; statuses: Record<string, number> };
  const latencies = report.latencies.sort((a, b) => a - b);
  return {
    visitorRequests: latencies.length,
    visitorErrors: report.errors,
    visitorStatuses: report.statuses,
    visitorP50Ms: percentile(latencies, 50),
    visitorP99Ms: percentile(latencies, 99),
    visitorMaxMs: latencies[latencies.length - 1] ?? NaN,
    floodRps: floodResult.requests.average,
    floodStatuses: statuses,
    floodErrors: floodResult.errors + floodResult.timeouts,
  };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
