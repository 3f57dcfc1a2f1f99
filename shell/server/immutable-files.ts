/**
 * Hashed build files (`470.e75cfc3f.js`, and their `.br` and `.gz` twins written at build time)
 * answered from memory. A hashed name never changes content, so a file read once is the answer
 * for as long as the process lives: no `stat`, `open`, `read` and `close` per request, which were
 * most of the server's time under load, and a chunk asked with `br` costs what the same chunk
 * without compression does (issue 20). Anything else (remote entries, the favicon, source maps,
 * files not built by webpack) goes on to @fastify/static, which reads the disk each time, so a
 * section rebuilt alone is served without a restart. Least recently used files leave memory first.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { acceptedEncodings, type Encoding } from './compressed-page';
import { IMMUTABLE, cacheControlFor } from './static-files';

/** The hashed files webpack writes that are answered from memory, and their types. */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};
const TWIN: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };
/** A path under a served folder: plain names in plain folders (nothing to decode, no `..`). */
const PLAIN_PATH = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

export const IMMUTABLE_CACHE_BYTES = 64 * 1024 * 1024;

export interface MemoryFile {
  data: Buffer;
  /** The same validators @fastify/send gives the file from disk. */
  etag: string;
  lastModified: string;
}

/**
 * Files read once and kept (least recently used out first, past `maxBytes`; a file larger than that
 * is read each time); concurrent reads of a file are one, a missing or unreadable file is not remembered.
 */
export function createFileMemory(maxBytes = IMMUTABLE_CACHE_BYTES) {
  const files = new LRUCache<string, MemoryFile>({
    maxSize: maxBytes,
    // A size is a positive whole number to lru-cache: an empty file counts one byte.
    sizeCalculation: (found) => Math.max(1, found.data.length),
    fetchMethod: read,
  });

  async function read(file: string): Promise<MemoryFile | undefined> {
    try {
      const [data, info] = await Promise.all([readFile(file), stat(file)]);
      return {
        data,
        etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
        lastModified: info.mtime.toUTCString(),
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
      throw error;
    }
  }

  return {
    get: async (file: string): Promise<MemoryFile | null> => (await files.fetch(file)) ?? null,
    bytes: () => files.calculatedSize,
    size: () => files.size,
  };
}

export type FileMemory = ReturnType<typeof createFileMemory>;

/** Answers GETs of hashed build files under these folders from memory (an `onRequest` hook of `app`). */
export function serveImmutableFiles(app: FastifyInstance, folders: readonly { prefix: string; root: string }[], memory: FileMemory = createFileMemory()) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const query = request.url.indexOf('?');
    const pathname = query < 0 ? request.url : request.url.slice(0, query);
    const folder = folders.find((f) => pathname.startsWith(f.prefix));
    if (!folder) return;
    const relative = pathname.slice(folder.prefix.length);
    const type = TYPES[path.extname(relative)];
    if (!type || !PLAIN_PATH.test(relative) || cacheControlFor(relative) !== IMMUTABLE) return;
    const file = path.join(folder.root, relative);
    for (const encoding of [...acceptedEncodings(request.headers['accept-encoding']), null]) {
      const found = await memory.get(encoding ? file + TWIN[encoding] : file);
      if (!found) continue;
      reply
        .header('content-type', type)
        .header('cache-control', IMMUTABLE)
        .header('vary', 'Accept-Encoding')
        .header('etag', found.etag)
        .header('last-modified', found.lastModified);
      if (encoding) reply.header('content-encoding', encoding);
      const known = request.headers['if-none-match'];
      if (known && known.split(',').some((tag) => tag.trim() === found.etag || tag.trim() === '*')) return reply.code(304).send();
      return reply.header('content-length', found.data.length).send(found.data);
    }
    // Not built (or gone): @fastify/static answers, with its 404.
  });
}
