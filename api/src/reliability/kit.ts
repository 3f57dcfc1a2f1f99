/**
 * Tools of the reliability tests: a seeded pseudo-random generator, an HTTP sender that goes
 * through node's `http` (keep-alive) or straight through a `net` socket when the bytes must reach
 * the server exactly as written (invalid UTF-8, control characters, broken framing), and a
 * starter for `main.ts` as a child process. Loopback only.
 */
import http from 'node:http';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../settings';
import { ceilingMs } from '../../../jest/ceilings';

/** mulberry32: small, fast, deterministic for a seed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[int(list.length)]!,
    between: (min: number, max: number) => min + int(max - min + 1),
  };
}
export type Rng = ReturnType<typeof rng>;

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The server closed the connection without an answer. */
  closed?: boolean;
}

export interface Outgoing {
  method: string;
  /** Path and query as sent on the request line (latin1: a char is a byte). */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send the bytes through a socket exactly as given (the request line and headers are built here unless `bytes`). */
  raw?: boolean;
  /** Complete request bytes for broken framing (raw only). */
  bytes?: Buffer;
}

const LOOPBACK = '127.0.0.1';
const MAX_BODY = 4 * 1024 * 1024;

function viaHttp(port: number, agent: http.Agent, req: Outgoing, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let r: http.ClientRequest;
    const headers = { ...(req.headers ?? {}) };
    // Node writes a GET or HEAD body without framing: say its length, as any client would.
    if (req.body !== undefined && !Object.keys(headers).some((h) => /^(content-length|transfer-encoding)$/i.test(h))) {
      headers['content-length'] = String(Buffer.byteLength(req.body));
    }
    try {
      r = http.request({ host: LOOPBACK, port, agent, method: req.method, path: req.path, headers }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size <= MAX_BODY) chunks.push(c);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
    } catch (error) {
      reject(error);
      return;
    }
    r.setTimeout(timeoutMs, () => r.destroy(new Error(`timeout after ${timeoutMs} ms: ${req.method} ${req.path.slice(0, 80)}`)));
    r.on('error', (error) => reject(Object.assign(error, { reusedSocket: r.reusedSocket })));
    r.end(req.body);
  });
}

/** Parses one HTTP/1.1 answer read until the server closed the socket. */
function parseRaw(data: Buffer): Answer {
  if (!data.length) return { status: 0, headers: {}, body: data, closed: true };
  const end = data.indexOf('\r\n\r\n');
  const head = data.subarray(0, end < 0 ? data.length : end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  let body = end < 0 ? Buffer.alloc(0) : data.subarray(end + 4);
  const length = Number(headers['content-length']);
  if (Number.isFinite(length) && length >= 0) body = body.subarray(0, length);
  else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const eol = body.indexOf('\r\n', at);
      const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
      if (!(size > 0)) break;
      parts.push(body.subarray(eol + 2, eol + 2 + size));
      at = eol + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return { status, headers, body };
}

/** The bytes of a request built by hand: `Connection: close`, so the answer ends with the socket. */
export function rawBytes(req: Outgoing): Buffer {
  if (req.bytes) return req.bytes;
  const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
  const headers = { host: '127.0.0.1', ...(req.headers ?? {}) } as Record<string, string>;
  if (body && !Object.keys(headers).some((h) => /^(content-length|transfer-encoding)$/i.test(h))) headers['content-length'] = String(body.length);
  const lines = [`${req.method} ${req.path} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), 'connection: close', '', ''];
  return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body ?? Buffer.alloc(0)]);
}

function viaSocket(port: number, bytes: Buffer, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, LOOPBACK);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    // The write side stays open: a half-closed socket would ask the server to drop the request.
    socket.on('connect', () => socket.write(bytes));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the whole answer arrived is only the server closing first.
      if (chunks.length && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) return;
      reject(error);
    });
    socket.on('close', () => resolve(parseRaw(Buffer.concat(chunks))));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`raw timeout after ${timeoutMs} ms: ${bytes.subarray(0, 60).toString('latin1')}`)));
  });
}

/**
 * How long one request may go unanswered: 10 s, or four times the unit tests' wait ceiling when the
 * test command runs them at nice 19 beside the e2e (NIRVANA_UNIT_WAIT_MS, scripts/test.sh), where
 * this process can go seconds without running. A ceiling, not a budget.
 */
export const REQUEST_CEILING_MS = ceilingMs(10_000, 4);

/**
 * Sends one request; a request line node's client refuses to write goes through the socket. A
 * request that found its kept-alive socket reset is sent once more on a new one, as browsers and
 * node's own docs (`request.reusedSocket`) do: the server closed that idle socket (its keep-alive
 * timeout) before it read the request, so it never saw it. Up to five times: a client starved of
 * the CPU (the unit tests at nice 19 beside the e2e) can find several of its idle sockets so closed
 * in a row (`delivery.test.ts`'s 1,000 enquiries once failed on the second).
 */
export async function send(port: number, agent: http.Agent, req: Outgoing, timeoutMs = REQUEST_CEILING_MS): Promise<Answer> {
  if (req.raw || req.bytes) return viaSocket(port, rawBytes(req), timeoutMs);
  for (let attempt = 0; ; attempt++) {
    try {
      return await viaHttp(port, agent, req, timeoutMs);
    } catch (error) {
      const { code, reusedSocket } = error as NodeJS.ErrnoException & { reusedSocket?: boolean };
      if (code === 'ERR_UNESCAPED_CHARACTERS' || code === 'ERR_INVALID_HTTP_TOKEN' || code === 'ERR_INVALID_CHAR') {
        return viaSocket(port, rawBytes(req), timeoutMs);
      }
      if (reusedSocket && code === 'ECONNRESET' && attempt < 5) continue;
      // Which socket and try failed: CI's one "read ECONNRESET" said neither.
      if (error instanceof Error) error.message += ` (${req.method} ${req.path}, try ${attempt + 1}, ${reusedSocket ? 'a kept-alive' : 'a new'} socket)`;
      throw error;
    }
  }
}

export const keepAlive = (maxSockets: number) => new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });

/** Runs `jobs` with at most `width` at a time. */
export async function pool<T>(items: readonly T[], width: number, job: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await job(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

export interface Child { process: ChildProcess; base: string; port: number; output: () => string }

/**
 * How long `main.ts` may take to listen: 40 s, or eight times the unit tests' wait ceiling at nice 19
 * beside the e2e (a clean clone's run of b3e0f7a: not started within 40 s there). A ceiling, not a budget.
 */
export const START_CEILING_MS = ceilingMs(40_000, 8);

/** Starts `api/src/main.ts` as a child process; resolves when it listens. */
export function startMain(env: Record<string, string>, timeoutMs = START_CEILING_MS): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'api', 'src', 'main.ts')], {
    cwd: REPO_ROOT, env: { ...process.env, API_PORT: '0', API_LOG: 'false', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts did not start: ${out}`));
    }, timeoutMs);
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ process: child, base: m[1]!, port: Number(new URL(m[1]!).port), output: () => out });
      }
    });
    child.stderr!.on('data', (chunk) => (out += chunk));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`main.ts exited with ${code ?? signal}: ${out}`));
    });
  });
}

/** SIGKILL and wait for the exit. */
export async function kill(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill('SIGKILL');
  await exited;
}
