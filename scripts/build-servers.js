#!/usr/bin/env node
/**
 * Bundles both servers with esbuild into plain JavaScript that `npm start` runs with plain node
 * (no tsx): `api/dist-server/main.cjs` and `shell/dist-server/main.cjs`. The house's own code
 * (`@nirvana/shared` included) is bundled; every npm package stays a runtime dependency, declared in
 * that server's package.json (the build fails on one that is not).
 */
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');

const root = path.resolve(__dirname, '..');

const SERVERS = [
  // The API's image encoder runs as a process of its own (api/src/media/image-encoder.ts): its own bundle beside main.cjs.
  { name: 'api', dir: 'api', entry: 'api/src/main.ts', extraEntries: { 'image-encoder': 'api/src/media/image-encoder.ts' }, files: [] },
  // The sections' server renders run in workers (piscina): the worker script beside main.cjs.
  { name: 'shell', dir: 'shell', entry: 'shell/server/main.ts', files: ['shell/server/section-worker.cjs'] },
];

const packageOf = (request) => (request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]);

/** Keeps npm packages external and notes them; bundles relative files and @nirvana/*. */
function externals(used) {
  return {
    name: 'externals',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || args.path.startsWith('@nirvana/')) return undefined;
        if (require('node:module').isBuiltin(args.path)) return { external: true };
        used.add(packageOf(args.path));
        return { external: true };
      });
    },
  };
}

async function buildServer(server) {
  const outdir = path.join(root, server.dir, 'dist-server');
  fs.rmSync(outdir, { recursive: true, force: true });
  const used = new Set();
  await esbuild.build({
    entryPoints: { main: path.join(root, server.entry), ...Object.fromEntries(Object.entries(server.extraEntries ?? {}).map(([name, file]) => [name, path.join(root, file)])) },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externals(used)],
  });
  for (const file of server.files) fs.copyFileSync(path.join(root, file), path.join(outdir, path.basename(file)));
  const manifest = JSON.parse(fs.readFileSync(path.join(root, server.dir, 'package.json'), 'utf8'));
  const declared = new Set(Object.keys(manifest.dependencies ?? {}));
  const missing = [...used].filter((p) => !declared.has(p)).sort();
  if (missing.length) throw new Error(`${server.dir}/package.json does not declare what its server imports: ${missing.join(', ')}`);
  return { name: server.name, packages: [...used].sort() };
}

async function main() {
  const started = Date.now();
  const built = [];
  for (const server of SERVERS) built.push(await buildServer(server));
  for (const b of built) console.log(`${b.name} server bundled (runtime dependencies: ${b.packages.join(', ')})`);
  console.log(`Bundled ${built.length} servers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}

module.exports = { SERVERS, bundleServers: main };
