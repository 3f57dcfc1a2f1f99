/**
 * The shell server's throughput (autocannon): a page with its server-rendered head against its
 * static shell file; the same page and a hashed chunk with and without compression (as browsers
 * ask: `Accept-Encoding: br, gzip`); and a visitor's latency while a flood asks for missing pages.
 */
import { spawn } from 'node:child_process';
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

/** A and B measured in turns (A, B, A, B; the first pair warms up) so neither gets a quieter machine; the mean of each. */
async function compare(a: () => Promise<number>, b: () => Promise<number>) {
  await a();
  await b();
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < 2; i++) {
    sa += await a();
    sb += await b();
  }
  return { a: sa / 2, b: sb / 2 };
}

export async function throughput(siteUrl: string, pagePath: string, staticPath: string, seconds = 5) {
  const page = new URL(pagePath, siteUrl).toString();
  const file = new URL(staticPath, siteUrl).toString();
  // Warmed, then measured in turns (page, file, page, file) so neither gets a quieter machine.
  const { a: pageRps, b: staticRps } = await compare(() => rps(page, seconds), () => rps(file, seconds));
  return { page, file, pageRps, staticRps, ratio: pageRps / staticRps };
}

const BROWSER = { 'accept-encoding': 'br, gzip' };

/** A page asked with `br, gzip` against the same page asked without compression. */
export async function compressedPageThroughput(siteUrl: string, pagePath: string, seconds = 5) {
  const url = new URL(pagePath, siteUrl).toString();
  const { a, b } = await compare(() => rps(url, seconds, BROWSER), () => rps(url, seconds));
  return { url, compressedRps: a, plainRps: b, ratio: a / b };
}

/** A hashed chunk asked with `br` against the same chunk asked without compression. */
export async function compressedChunkThroughput(siteUrl: string, chunkPath: string, seconds = 5) {
  const url = new URL(chunkPath, siteUrl).toString();
  const { a, b } = await compare(() => rps(url, seconds, { 'accept-encoding': 'br' }), () => rps(url, seconds));
  return { url, compressedRps: a, plainRps: b, ratio: a / b };
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
