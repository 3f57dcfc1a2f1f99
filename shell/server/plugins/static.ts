/**
 * The static files plugin: the shell build under `/shell/`, each section's build under
 * `/mfe/<section>/` (as if each were on its own CDN), the search embed under `/embed/`, the
 * favicon. Read at request time, so a section rebuilt alone is served without a restart. The
 * build's own reports (`bundle-report.json`, `assets-manifest.json`, source maps) are not served.
 */
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

export function isPublicBuildFile(pathName: string): boolean {
  const base = path.posix.basename(pathName);
  return !PRIVATE_FILES.has(base) && !base.endsWith('.map');
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
      allowedPath: (pathName) => isPublicBuildFile(pathName),
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
