/**
 * A burst of cold image variants (issue 25, item 5): 200 requests at once, for 200 variants nobody
 * asked for before (every picture, width and format the contract allows, largest first: the most
 * expensive encodes), from 20 clients behind the site's proxy, against the content API on an empty
 * variant cache. Meanwhile a visitor (another process, from another address) reads a page, the
 * hotels and a picture already made, two at a time. The figures: the visitor's p99 and errors,
 * every burst request answered (200, or 503 with Retry-After; nothing else, no dropped
 * connection), and the API process's memory (RSS) before, at its peak and 10 s after the burst.
 *
 * Part of `npm run bench`; alone: `node --import tsx bench/src/media-burst.ts` (starts its own API).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '@nirvana/shared/media';
import { ROOT, startApi, tempDir } from '../../e2e/src/servers';
import { BUDGETS } from './budgets';

const BURST = 200;
const CLIENTS = 20;
/** An unanswered burst request: the API's sockets drop an idle one after 30 s. */
const BURST_TIMEOUT_MS = 60_000;
const SETTLE_MS = 10_000;
const VISITOR_PATHS = ['/v1/pages/url-lang?url=%2F&lang=tr', '/v1/hotels?lang=tr', '/media/images/jetty-sunset.jpg?w=480&fm=avif'];

export interface MediaBurstFigures {
  burst: number;
  statuses: Record<string, number>;
  /** Closed or timed out without an answer, or a 503 without Retry-After, or any other status. */
  unanswered: number;
  burstSeconds: number;
  visitorRequests: number;
  visitorErrors: number;
  visitorP50Ms: number;
  visitorP99Ms: number;
  rssBeforeMB: number;
  rssPeakMB: number;
  rssAfterMB: number;
  /** The image encoder process (a child of the API that leaves when idle): its peak and what is left after. */
  encoderPeakMB: number;
  encoderAfterMB: number;
}

const rssMB = (pid: number) => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // gone
  }
};
/** The API's child processes (its image encoder, while it runs). */
const childrenOf = (pid: number): number[] => {
  try {
    return fs.readdirSync(`/proc/${pid}/task`).flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
};
const childrenRssMB = (pid: number) => childrenOf(pid).reduce((sum, child) => sum + rssMB(child), 0);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** The 200 cold variants: every picture at every width it allows and every format, widest first. */
function coldVariants(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/media/images/manifest.json'), 'utf8')) as Record<string, { width: number }>;
  const all: { url: string; w: number }[] = [];
  for (const [name, { width }] of Object.entries(manifest)) {
    for (const w of IMAGE_WIDTHS) if (w <= width) for (const fm of IMAGE_FORMATS) all.push({ url: `/media/images/${name}.jpg?w=${w}&fm=${fm}`, w });
  }
  return all.sort((a, b) => b.w - a.w || a.url.localeCompare(b.url)).slice(0, BURST).map((v) => v.url);
}

function ask(port: number, pathname: string, client: string): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent: false, timeout: BURST_TIMEOUT_MS, headers: { 'x-forwarded-for': client, accept: 'image/avif,image/webp,*/*' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
      res.on('error', () => resolve({ status: 0, retryAfter: undefined }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, retryAfter: undefined }));
  });
}

/** The burst against a running API (`pid`: its process, for its RSS), on an empty variant cache. */
export async function mediaBurst(apiUrl: string, pid: number): Promise<MediaBurstFigures> {
  const port = Number(new URL(apiUrl).port);
  const visitor = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'visitor.ts'), String(port), '127.0.0.2', ...VISITOR_PATHS], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  visitor.stdout.on('data', (d) => (out += d));
  // 'close', not 'exit': a process can exit before its output is read whole (a cut report failed to parse).
  const visitorDone = new Promise<void>((resolve) => visitor.on('close', () => resolve()));
  await new Promise<void>((resolve) => visitor.stdout.on('data', () => out.includes('ready') && resolve()));
  await new Promise((r) => setTimeout(r, 2000)); // the visitor's warm-up encode behind it
  const rssBeforeMB = rssMB(pid);
  let rssPeakMB = rssBeforeMB;
  let encoderPeakMB = 0;
  const sampler = setInterval(() => {
    rssPeakMB = Math.max(rssPeakMB, rssMB(pid));
    encoderPeakMB = Math.max(encoderPeakMB, childrenRssMB(pid));
  }, 100);

  visitor.kill('SIGUSR2');
  const started = performance.now();
  const answers = await Promise.all(coldVariants().map((url, i) => ask(port, url, `198.51.100.${(i % CLIENTS) + 1}`)));
  const burstSeconds = (performance.now() - started) / 1000;
  visitor.kill('SIGUSR1');
  await visitorDone;
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  clearInterval(sampler);
  const rssAfterMB = rssMB(pid);
  const encoderAfterMB = childrenRssMB(pid);

  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status || 'none'] = (statuses[a.status || 'none'] ?? 0) + 1;
  const unanswered = answers.filter((a) => !(a.status === 200 || (a.status === 503 && Number(a.retryAfter) >= 1))).length;
  const report = JSON.parse(out.slice(out.indexOf('{'))) as { latencies: number[]; errors: number };
  const latencies = report.latencies.sort((a, b) => a - b);
  return {
    burst: answers.length, statuses, unanswered, burstSeconds,
    visitorRequests: latencies.length, visitorErrors: report.errors, visitorP50Ms: percentile(latencies, 50), visitorP99Ms: percentile(latencies, 99),
    rssBeforeMB, rssPeakMB, rssAfterMB, encoderPeakMB, encoderAfterMB,
  };
}

/** Whether the figures meet the budget. */
export function mediaBurstOk(f: MediaBurstFigures): boolean {
  return f.visitorP99Ms <= BUDGETS.mediaBurstVisitorP99Ms && f.visitorErrors === 0 && f.visitorRequests > 0 && f.unanswered === 0 && f.rssPeakMB <= BUDGETS.mediaBurstApiRssMB;
}

/** The figure's row: value and budget. */
export function mediaBurstRow(f: MediaBurstFigures): { figure: string; value: string; budget: string } {
  const statuses = Object.entries(f.statuses).map(([k, v]) => `${v}x${k}`).join(', ');
  return {
    figure: `visitor during a burst of ${f.burst} cold image variants (p50 / p99; errors); burst answers; API RSS before / peak / after`,
    value: `${Math.round(f.visitorP50Ms)} / ${Math.round(f.visitorP99Ms)} ms; ${f.visitorErrors} errors of ${f.visitorRequests}; ${statuses} in ${f.burstSeconds.toFixed(1)} s, ${f.unanswered} unanswered; `
      + `${Math.round(f.rssBeforeMB)} / ${Math.round(f.rssPeakMB)} / ${Math.round(f.rssAfterMB)} MB (its encoder process: peak ${Math.round(f.encoderPeakMB)} MB, after ${Math.round(f.encoderAfterMB)} MB)`,
    budget: `p99 <= ${BUDGETS.mediaBurstVisitorP99Ms} ms, no error, all answered; RSS <= ${BUDGETS.mediaBurstApiRssMB} MB`,
  };
}

/** Alone: its own API on a temporary database and an empty variant cache. */
async function main() {
  const dir = tempDir('nirvana-media-burst-');
  // The production server as `npm start` runs it (the bundle the build makes), with its default caps.
  const api = await startApi({ dbPath: path.join(dir, 'bench.db'), env: { API_MEDIA_CACHE: path.join(dir, 'variants') } });
  try {
    const figures = await mediaBurst(api.url, api.child.pid!);
    const row = mediaBurstRow(figures);
    console.log(JSON.stringify(figures));
    console.log(`${row.figure}\n  ${row.value}\n  budget: ${row.budget}  ${mediaBurstOk(figures) ? 'ok' : 'MISSED'}`);
    if (!mediaBurstOk(figures)) process.exitCode = 1;
  } finally {
    await api.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) void main();
