import puppeteer from 'puppeteer-core';
import fs from 'node:fs';
const url = process.argv[2] ?? 'http://127.0.0.1:8080/oteller/nirvana-cosmopolitan';
const runs = Number(process.argv[3] ?? 7);
const b = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new', '--disable-gpu'] });
const res: Record<string, number>[] = [];
for (let r = 0; r < runs; r++) {
  const ctx = await b.createBrowserContext();
  const p = await ctx.newPage();
  await p.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await p.setExtraHTTPHeaders({ 'Accept-Language': 'tr' });
  if (process.env.EXTRA_CSS) await p.evaluateOnNewDocument((css: string) => { document.addEventListener('readystatechange', () => {}, { once: true }); const s = new CSSStyleSheet(); s.replaceSync(css); document.adoptedStyleSheets = [s]; }, process.env.EXTRA_CSS);
  if (process.env.BLOCK) { await p.setRequestInterception(true); const re = new RegExp(process.env.BLOCK); p.on('request', (q) => (re.test(q.url()) ? q.abort() : q.continue())); }
  await p.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'], path: '/tmp/dcl-trace.json' });
  await p.goto(url, { waitUntil: 'load' });
  await new Promise((r2) => setTimeout(r2, 600));
  await p.tracing.stop();
  await ctx.close();
  const ev = JSON.parse(fs.readFileSync('/tmp/dcl-trace.json', 'utf8')).traceEvents;
  const nav = ev.filter((e: any) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL || '').startsWith('http')).pop();
  const key = (e: any) => e.pid + ':' + e.tid; const k = key(nav);
  const mine = ev.filter((e: any) => key(e) === k && e.ts >= nav.ts);
  const dcl = mine.find((e: any) => e.name === 'MarkDOMContent');
  const tops = mine.filter((e: any) => e.ph === 'X' && e.name === 'RunTask');
  const task = tops.find((t: any) => t.ts <= dcl.ts && t.ts + t.dur >= dcl.ts);
  const within = (name: string, t: any) => mine.filter((e: any) => e.ph === 'X' && e.name === name && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur).reduce((a: number, e: any) => a + e.dur, 0) / 1000;
  const long = tops.filter((t: any) => t.dur >= 10000).map((t: any) => t.dur / 1000);
  const allTasks = tops.filter((t: any) => t.dur >= 5000).map((t: any) => (t.dur / 1000).toFixed(0)).join(",");
  if (process.env.SHOW) console.log(allTasks);
  res.push({ dclTask: task.dur / 1000, style: within('UpdateLayoutTree', task), layout: within('Layout', task), script: within('EvaluateScript', task), over10: long.length, sumOver10: long.reduce((a: number, x: number) => a + x, 0) });
}
await b.close();
const med = (k: string) => { const a = res.map((x) => x[k]!).sort((x, y) => x - y); return a[a.length >> 1]!.toFixed(1); };
console.log(Object.keys(res[0]!).map((k) => `${k} ${med(k)}`).join('  '));
