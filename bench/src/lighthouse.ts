/** Lighthouse 12.8 against the local site, offline, in Debian's Chromium with mobile emulation. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LighthouseFigures {
  url: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failedAudits: string[];
  /**
   * SEO without the audits a not-found page must fail by design (issue 10: it answers 404 and
   * carries noindex): equal to `seo` on every other page.
   */
  seoBudgeted: number;
}

/** The two SEO audits an intentional 404 page fails on purpose. */
export const NOT_FOUND_BY_DESIGN = ['http-status-code', 'is-crawlable'];

const FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage';

export async function lighthouse(url: string, chromePath: string, options: { notFound?: boolean; acceptLanguage?: string } = {}): Promise<LighthouseFigures> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nirvana-lh-')), 'report.json');
  const bin = require.resolve('lighthouse/cli/index.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, url, '--output=json', `--output-path=${out}`, '--quiet',
      '--only-categories=performance,accessibility,seo,best-practices', `--chrome-flags=${FLAGS}`,
      // Lighthouse refuses to audit a page answering 404 unless told the status is intended.
      ...(options.notFound ? ['--ignore-status-code'] : []),
      // A visitor of the page's language: Chromium's own en-US would send `/` on to `/en`.
      ...(options.acceptLanguage ? [`--extra-headers=${JSON.stringify({ 'Accept-Language': options.acceptLanguage })}`] : [])], {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse ${url} exited ${code}: ${stderr.slice(-800)}`));
    });
  });
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const failedAudits = Object.values(lhr.audits as Record<string, { id: string; score: number | null; scoreDisplayMode: string }>)
    .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
    .map((a) => `${a.id}:${a.score}`);
  const seoRefs = (lhr.categories.seo?.auditRefs ?? []) as { id: string; weight: number }[];
  let weighted = 0;
  let weights = 0;
  for (const ref of seoRefs) {
    const audit = lhr.audits[ref.id] as { score: number | null; scoreDisplayMode: string } | undefined;
    if (!audit || audit.score === null || ref.weight === 0) continue;
    if (options.notFound && NOT_FOUND_BY_DESIGN.includes(ref.id)) continue;
    weighted += ref.weight * audit.score;
    weights += ref.weight;
  }
  return {
    url,
    seoBudgeted: weights ? Math.round((weighted / weights) * 100) / 100 : score('seo'),
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    failedAudits,
  };
}
