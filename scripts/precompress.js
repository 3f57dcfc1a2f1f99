#!/usr/bin/env node
/**
 * Precompresses the built static files once, at build time: beside every compressible file of
 * 1 KB or more it writes `<file>.br` (brotli at its highest quality, 11) and `<file>.gz` (gzip 9),
 * each only when smaller than the file. The shell server hands these out as they are
 * (`@fastify/static`'s `preCompressed`, with a content-length), so no request compresses a chunk.
 *
 * `node scripts/precompress.js [dir...]` (default: every build folder the shell server serves).
 * A folder built again by webpack loses its old `.br`/`.gz` files (`output.clean`); a section
 * deployed without them is still served, compressed on the fly.
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

function filesIn(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(full);
    return entry.isFile() && COMPRESSIBLE.test(entry.name) ? [full] : [];
  });
}

/** Writes the .br and .gz of every compressible file in the folders; returns how many files were compressed. */
async function precompress(dirs = DEFAULT_DIRS) {
  const files = dirs.flatMap((dir) => filesIn(path.resolve(ROOT, dir)));
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

module.exports = { precompress };

if (require.main === module) {
  const dirs = process.argv.slice(2);
  const started = Date.now();
  precompress(dirs.length ? dirs : DEFAULT_DIRS).then(
    (n) => console.log(`Precompressed ${n} files (br 11, gzip 9) in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
