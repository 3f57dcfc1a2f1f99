/**
 * The static files plugin: the shell build under `/shell/`, each section's build under
 * `/mfe/<section>/` (as if each were on its own CDN), the search embed under `/embed/`, the
 * favicon. Read at request time, so a section rebuilt alone is served without a restart. The
 * build's own reports (`bundle-report.json`, `assets-manifest.json`, source maps) are not served.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SECTIONS } from '@nirvana/shared/sections';
import type { Site } from '../site';
import { cacheControlFor } from '../static-files';
import { serveImmutableFiles } from '../immutable-files';

export const SHELL_PREFIX = '/shell/';
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#f5a637"/><path d="M9 24V8h3l8 11V8h3v16h-3l-8-11v11z" fill="#1b1b1b"/></svg>';
/** Build outputs for the team, not for visitors. */
const PRIVATE_FILES = new Set(['bundle-report.json', 'assets-manifest.json', 'stats.json']);

/** Whether a build file may be served: not a report, not a source map, nor their `.br`/`.gz` twins. */
export function isPublicBuildFile(pathName: string): boolean {
  const base = path.posix.basename(pathName).replace(/\.(br|gz)$/, '');
  return !PRIVATE_FILES.has(base) && !base.endsWith('.map');
}

const mtimeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/**
 * Whether a file has a `.br` or `.gz` twin older than itself (a folder deployed over an older one
 * without its compress step). Such a request is answered with the file itself, never the twin.
 */
export function hasStaleTwin(file: string): boolean {
  const source = mtimeOf(file);
  if (source === undefined) return false;
  return ['.br', '.gz'].some((ext) => {
    const twin = mtimeOf(`${file}${ext}`);
    return twin !== undefined && twin < source;
  });
}

export async function staticFilesPlugin(app: FastifyInstance, { site }: { site: Site }) {
  const folders = [
    { prefix: SHELL_PREFIX, root: site.shellDist },
    ...SECTIONS.map((section) => ({ prefix: `/mfe/${section}/`, root: path.join(site.rootDir, `mfe-${section}`, 'dist') })),
    { prefix: '/embed/', root: path.join(site.rootDir, 'mfe-search', 'dist-embed') },
  ];
  // Hashed files from memory (read once); the rest from disk by @fastify/static, below.
  serveImmutableFiles(app, folders);
  const serveDir = async (prefix: string, root: string) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      wildcard: true,
      cacheControl: false,
      index: false,
      allowedPath: (pathName, rootPath, request) => {
        if (!isPublicBuildFile(pathName)) return false;
        // A twin older than its file is not served: the request is answered with the file itself.
        if (request.headers['accept-encoding'] && hasStaleTwin(path.join(rootPath ?? root, pathName))) {
          delete request.headers['accept-encoding'];
          request.log.warn({ file: pathName }, 'a precompressed twin is older than its file (deployed without scripts/precompress.js): serving the file');
        }
        return true;
      },
      // `<file>.br` / `<file>.gz` written at build time (scripts/precompress.js), sent with a content-length.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
        res.setHeader('Vary', 'Accept-Encoding'); // the file or its .br/.gz twin, by the request's Accept-Encoding
      },
    });
  };
  for (const { prefix, root } of folders) await serveDir(prefix, root);

  app.get('/favicon.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(FAVICON));
}
