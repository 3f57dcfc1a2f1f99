#!/usr/bin/env node
/**
 * Precompresses the built static files once, at build time: beside every compressible file of
 * 1 KB or more it writes `<file>.br` (brotli at its highest quality, 11) and `<file>.gz` (gzip 9),
 * each only when smaller than the file. The shell server hands these out as they are
 * (`@fastify/static`'s `preCompressed`, with a content-length), so no request compresses a chunk.
 *
 * `node scripts/precompress.js [dir...]` (folders relative to the working directory; default: every
 * build folder the shell server serves). Each section's own `npm run build` ends with it, so a
 * section deployed alone carries twins as new as its files. A twin whose file is gone or newer
 * (a folder copied over an older deploy) is removed, and the build's reports get no twin: they
 * are not served. The shell server never serves a twin older than its file either
 * (`shell/server/plugins/static.ts`).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ROOT = path.resolve(__dirname, '..');
const DEFAULT_DIRS = ['shell/dist', 'mfe-navigation/dist', 'mfe-search/dist', 'mfe-search/dist-embed', 'mfe-content/dist', 'mfe-newsletter/dist'];
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|map|xml)$/i;
const MIN_BYTES = 1024;
/** Build outputs for the team, not for visitors (the shell server does not serve them, nor their twins). */
const PRIVATE_FILES = new Set(['bundle-report.json', 'assets-manifest.json', 'stats.json']);
const TWIN = /\.(br|gz)$/;

/** Removes the twins whose file is gone, is newer, or is private; returns how many. */
function removeStaleTwins(dir) {
  if (!fs.existsSync(dir)) return 0;
  let removed = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      removed += removeStaleTwins(full);
      continue;
    }
    if (!entry.isFile() || !TWIN.test(entry.name)) continue;
    const source = full.replace(TWIN, '');
    const stale = !fs.existsSync(source) || PRIVATE_FILES.has(path.basename(source)) || fs.statSync(source).mtimeMs > fs.statSync(full).mtimeMs;
    if (stale) {
      fs.rmSync(full);
      removed += 1;
    }
  }
  return removed;
}

function filesIn(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(full);
    return entry.isFile() && COMPRESSIBLE.test(entry.name) && !PRIVATE_FILES.has(entry.name) ? [full] : [];
  });
}

/** Writes the .br and .gz of every compressible file in the folders; returns how many files were compressed. */
async function precompress(dirs = DEFAULT_DIRS, base = ROOT) {
  const folders = dirs.map((dir) => path.resolve(base, dir));
  folders.forEach(removeStaleTwins);
  const files = folders.flatMap((dir) => filesIn(dir));
  let done = 0;
  // A few at a time: quality 11 is slow, and the machine is shared.
  const queue = files.slice();
  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const raw = fs.readFileSync(file);
      if (raw.length < MIN_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      done += 1;
    }
  }
  await Promise.all([worker(), worker()]);
  return done;
}

module.exports = { precompress, removeStaleTwins };

if (require.main === module) {
  const dirs = process.argv.slice(2);
  const started = Date.now();
  precompress(dirs.length ? dirs : DEFAULT_DIRS, dirs.length ? process.cwd() : ROOT).then(
    (n) => console.log(`Precompressed ${n} files (br 11, gzip 9) in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
