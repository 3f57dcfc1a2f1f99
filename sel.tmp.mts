import puppeteer from 'puppeteer-core';
import fs from 'node:fs';
const url = process.argv[2] ?? 'http://127.0.0.1:8080/oteller/nirvana-cosmopolitan';
const b = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new', '--disable-gpu'] });
const agg = new Map<string, number>();
let styleTotal = 0, layoutTotal = 0;
for (let r = 0; r < 5; r++) {
  const ctx = await b.createBrowserContext();
  const p = await ctx.newPage();
  await p.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await p.setExtraHTTPHeaders({ 'Accept-Language': 'tr' });
  await p.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-blink.debug'], path: '/tmp/sel-trace.json' });
  await p.goto(url, { waitUntil: 'load' });
  await new Promise((res) => setTimeout(res, 800));
  await p.tracing.stop();
  await ctx.close();
  const ev = JSON.parse(fs.readFileSync('/tmp/sel-trace.json', 'utf8')).traceEvents;
  for (const e of ev) {
    if (e.name === 'UpdateLayoutTree' && e.ph === 'X') styleTotal += e.dur / 1000;
    if (e.name === 'Layout' && e.ph === 'X') layoutTotal += e.dur / 1000;
    const t = e.args?.selector_stats?.selector_timings;
    if (t) for (const s of t) agg.set(s.selector, (agg.get(s.selector) ?? 0) + s['elapsed (us)']);
  }
}
await b.close();
console.log('style ms/run', (styleTotal / 5).toFixed(1), 'layout ms/run', (layoutTotal / 5).toFixed(1), 'selectors', agg.size, 'selector ms/run', ([...agg.values()].reduce((a, b) => a + b, 0) / 5000).toFixed(2));
for (const [s, us] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((us / 5000).toFixed(3), s.slice(0, 140));
