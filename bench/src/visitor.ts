/**
 * The visitor of the missing-page flood (throughput.ts), in its own process so the flood's client
 * does not slow it: `visitor.ts <port> <local address> <path>...`. Warms its pages, prints "ready",
 * opens its pages two at a time from SIGUSR2 to SIGUSR1 (a new connection each, as browsers
 * do when they arrive), then prints `{ latencies, errors, statuses }`.
 */
import http from 'node:http';

const [port, localAddress, ...paths] = process.argv.slice(2);
const TIMEOUT_MS = 10_000;

function visit(pathname: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ ms: performance.now() - started, status });
    const req = http.get({
      host: '127.0.0.1', port: Number(port), path: pathname, localAddress, agent: false, timeout: TIMEOUT_MS,
      headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'tr-TR,tr' },
    }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', () => done(0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => done(0));
  });
}

async function main() {
  for (const p of paths) await visit(p);
  let running = false;
  let stop = false;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const loop = async (offset: number) => {
    for (let i = offset; !stop; i += 2) {
      const r = await visit(paths[i % paths.length]!);
      if (process.env.VISITOR_DEBUG) process.stderr.write(`${new Date().toISOString()} ${paths[i % paths.length]} ${r.status} ${Math.round(r.ms)}\n`);
      latencies.push(Math.round(r.ms * 10) / 10);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (r.status !== 200) errors += 1;
    }
  };
  let loops: Promise<unknown> = Promise.resolve();
  process.on('SIGUSR2', () => {
    if (running) return;
    running = true;
    loops = Promise.all([loop(0), loop(1)]);
  });
  process.on('SIGUSR1', async () => {
    stop = true;
    await loops;
    // Exits once the report is written whole: a report of some 20,000 latencies is larger than the
    // pipe holds, and an exit straight after the write cut it (the bench could not read it).
    process.stdout.write(`${JSON.stringify({ latencies, errors, statuses })}\n`, () => process.exit(0));
  });
  process.stdout.write('ready\n');
  setInterval(() => undefined, 1000);
}

void main();
