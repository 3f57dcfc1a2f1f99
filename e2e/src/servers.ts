/** Starts the built site's real servers (content API on a temporary database, shell server) as child processes. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');

/**
 * Stops a test's own HTTP server (a partner page's): its sockets too, which the run's shared
 * browser context keeps alive after its pages have closed (close() alone would wait for them).
 */
export function closeServer(server: Pick<http.Server, 'close' | 'closeAllConnections'>): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Binds `port` on loopback and lets it go: the port it got (the system's choice for 0), or null if taken. */
function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.on('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const got = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(got));
    });
  });
}

/** The system's range of ephemeral ports: where port 0 and every outgoing connection's own end are taken from. */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low! > 0 && high! >= low!) return [low!, high!];
  } catch {
    // Not Linux: the IANA range most systems use.
  }
  return [49152, 65535];
}

/**
 * A free TCP port on loopback for a server a test starts later, picked below the ephemeral range.
 * A port the system hands out for 0 comes from the range every outgoing connection also takes its
 * own end from; between this answer and the server's listen (seconds, for decap-server starting
 * through tsx beside the other lane) one of the suite's thousands of requests could take it
 * (a clean clone's run of 652206b: decap-server's EADDRINUSE). Below the range only another listener can.
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const floor = 10_000;
  if (low - floor > 1_000) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = await tryPort(floor + Math.floor(Math.random() * (low - floor)));
      if (port) return port;
    }
  }
  const port = await tryPort(0);
  if (!port) throw new Error('no free port on 127.0.0.1');
  return port;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  let lastError: unknown;
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
      lastError = new Error(`status ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

export interface Started {
  child: ChildProcess;
  port: number;
  url: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** How large a server's log may grow: past it, the next start of that server begins it anew. */
export const LOG_LIMIT_BYTES = 16 * 1024 * 1024;

/** A server's log in e2e/artifacts, appended to, or begun anew when it has grown past LOG_LIMIT_BYTES (runs and benches add to it). */
export function openLog(name: string): number {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.log`);
  const size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  return fs.openSync(file, size > LOG_LIMIT_BYTES ? 'w' : 'a');
}

/**
 * Starts a server: the production bundle (`.cjs`, made by the build) with plain node as `npm start`
 * does, or a TypeScript source under tsx.
 */
function launch(name: string, script: string, env: Record<string, string>): ChildProcess {
  const log = openLog(name);
  return spawn(process.execPath, script.endsWith('.cjs') ? [script] : ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', log, log],
  });
}

function stopper(child: ChildProcess) {
  return (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill(signal);
    });
}

/** Starts the content API on a database file (created and seeded on first start). */
export async function startApi(options: {
  dbPath: string; port?: number; /** @deprecated no longer needed: reads are public, the site writes through its proxy */ sitePort?: number; env?: Record<string, string>;
  /** Run the production bundle (`api/dist-server/main.cjs`, made by the build; the default) or the source (false). */
  bundled?: boolean;
  /** How long it may take to answer (default 60 s): a ceiling, longer for a server started at low priority. */
  readyWithinMs?: number;
}): Promise<Started> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = launch('api', options.bundled === false ? 'api/src/main.ts' : 'api/dist-server/main.cjs', {
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    API_DB_PATH: options.dbPath,
    API_PUBLIC_URL: url,
    API_WRITE_LIMIT: '1000',
    ...options.env,
  });
  await waitFor(`${url}/v1/hotels?lang=tr`, child, options.readyWithinMs);
  return { child, port, url, stop: stopper(child) };
}

/**
 * Starts the shell server, which serves the built shell, sections and embed, and proxies the API
 * (`apiBase`, its upstream) under /v1/ and /media/; browsers use the site's own origin for the API
 * unless `publicApiBase` (API_BASE) says otherwise.
 */
export async function startShell(options: {
  apiBase: string; publicApiBase?: string; port?: number; env?: Record<string, string>;
  /** Run the production bundle (`shell/dist-server/main.cjs`, made by the build; the default) or the source (false). */
  bundled?: boolean;
  /** How long it may take to answer (default 60 s): a ceiling, longer for a server started at low priority. */
  readyWithinMs?: number;
}): Promise<Started> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = launch('shell', options.bundled === false ? 'shell/server/main.ts' : 'shell/dist-server/main.cjs', {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_UPSTREAM: options.apiBase,
    ...(options.publicApiBase ? { API_BASE: options.publicApiBase } : {}),
    SITE_URL: url,
    ...options.env,
  });
  await waitFor(`${url}/runtime-config.json`, child, options.readyWithinMs);
  return { child, port, url, stop: stopper(child) };
}

/** A fresh temporary folder for a database. */
export function tempDir(prefix = 'nirvana-e2e-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
