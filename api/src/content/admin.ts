/**
 * The editing screen: Decap CMS at /admin, served by the API only when CONTENT_EDITING is on (off:
 * nothing is registered, so /admin is a 404; the shell server never proxies /admin). The page
 * loads Decap's prebuilt script and js-yaml's from node_modules (no CDN) and our small script
 * beside them (admin-editing.js); its config.yml is made from the one description in admin-config.ts. Decap
 * saves through decap-server on this machine (`npm run edit -w api`) or the git host's backend.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_DIR, REPO_ROOT, type ApiSettings } from '../settings';
import { CACHE } from '../http/send';
import { decapConfigYaml, emptyRules, nestedKeyOrder, type EditorPaths } from './admin-config';

/** Decap's prebuilt bundle (React included) and the chunks and WebAssembly it loads beside itself. */
const DECAP_FILE = /^(\d+\.)?decap-cms\.js(\.map)?$|^[0-9a-f]{20}\.wasm$/;

/** The dist folder and version of an installed package. */
function dist(name: string): { dir: string; version: string } {
  const manifest = require.resolve(`${name}/package.json`, { paths: [API_DIR] });
  return { dir: join(dirname(manifest), 'dist'), version: (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version };
}

/** Where the editing backend finds the files: the content folder from the settings, the media library as in the repository. */
export function editorPaths(settings: ApiSettings, mediaDir: string): EditorPaths {
  return { contentFolder: settings.editing.contentFolder, mediaFolder: relative(REPO_ROOT, mediaDir).split(sep).join('/') };
}

const origin = (url: string) => new URL(url).origin;

/**
 * The page's policy, for this page only: Decap's scripts from here ('unsafe-eval': its config
 * check compiles JSON schemas with `new Function`), its inline styles (emotion), pictures as data
 * and blob URLs, and connections to this origin, decap-server and the git host's API.
 */
export function adminCsp(settings: ApiSettings): string {
  const { editing } = settings;
  const connect = new Set(["'self'", 'blob:', 'data:']);
  if (editing.localBackend) connect.add(origin(editing.localBackend));
  if (editing.git.host === 'github') connect.add('https://api.github.com');
  if (editing.git.host === 'gitlab') connect.add('https://gitlab.com');
  if (editing.git.authUrl) connect.add(origin(editing.git.authUrl));
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Registers /admin, its config.yml and scripts when editing is on; does nothing otherwise. */
export async function registerContentEditing(app: FastifyInstance, settings: ApiSettings, options: { mediaDir: string }): Promise<void> {
  if (!settings.editing.enabled) return;
  const decap = dist('decap-cms');
  // The YAML library the API reads the files with: the page writes them with it too (admin-editing.js).
  const jsYaml = dist('js-yaml');
  const jsYamlPath = `/admin/js-yaml/${jsYaml.version}/js-yaml.min.js`;
  const jsYamlScript = readFileSync(join(jsYaml.dir, 'js-yaml.min.js'), 'utf8');
  const paths = editorPaths(settings, options.mediaDir);
  const config = decapConfigYaml(settings.editing, paths, settings.mail.siteUrl ?? settings.publicUrl);
  const script = readFileSync(join(API_DIR, 'src/content/admin-editing.js'), 'utf8');
  const csp = adminCsp(settings);
  const base = `/admin/decap/${decap.version}/`;
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Nirvana Hotels: content</title><link rel="icon" href="data:,">
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url"></head>
<body>
<script type="application/json" id="editing-data">${json({ rules: emptyRules(paths), keyOrder: nestedKeyOrder(paths) })}</script>
<script src="${base}decap-cms.js"></script>
<script src="${jsYamlPath}"></script>
<script src="/admin/editing.js"></script>
</body></html>`;
  const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

  app.get('/admin', async (_request, reply) =>
    reply.headers({ ...noStore, 'content-security-policy': csp, 'referrer-policy': 'same-origin' }).type('text/html; charset=utf-8').send(page));
  app.get('/admin/config.yml', async (_request, reply) => reply.headers(noStore).type('text/yaml; charset=utf-8').send(config));
  app.get('/admin/editing.js', async (_request, reply) => reply.headers(noStore).type('text/javascript; charset=utf-8').send(script));
  app.get(jsYamlPath, async (_request, reply) => reply.header('cache-control', CACHE.media).type('text/javascript; charset=utf-8').send(jsYamlScript));
  // Decap's files under its version: cached for good, a new version is a new address.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: decap.dir,
      prefix: base,
      decorateReply: false,
      index: false,
      list: false,
      cacheControl: false,
      allowedPath: (pathName) => DECAP_FILE.test(pathName.replace(/^\//, '')),
      setHeaders: (res) => res.setHeader('cache-control', CACHE.media),
    });
  });
}
