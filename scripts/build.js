#!/usr/bin/env node
/**
 * Builds the whole site for production: the shell and every section of SECTIONS (and the search embed),
 * each from its own webpack config, in one webpack multi-compiler run; then both servers with
 * esbuild (scripts/build-servers.js).
 * One section alone: `npm run build --workspace mfe-search` (or `npm run build` in its folder).
 */
const path = require('node:path');
const webpack = require('webpack');

const root = path.resolve(__dirname, '..');
const { SECTIONS, sectionDir } = require('./sections.js');
const { bundleServers } = require('./build-servers.js');

const packages = ['shell', ...SECTIONS.map(sectionDir)];
const argv = { mode: process.env.NODE_ENV === 'development' ? 'development' : 'production' };

const configs = packages.flatMap((name) => {
  const exported = require(path.join(root, name, 'webpack.config.js'));
  const made = typeof exported === 'function' ? exported({}, argv) : exported;
  return Array.isArray(made) ? made : [made];
});

const started = Date.now();
webpack(configs, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const info = stats.toString({ colors: false, preset: 'errors-warnings' });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  console.log(`Built ${configs.length} bundles (${packages.join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Static files precompressed once (brotli 11 and gzip), served as they are by the shell server;
  // then both servers, as plain JavaScript for `npm start` (scripts/build-servers.js).
  require('./precompress')
    .precompress()
    .then((n) => console.log(`Precompressed ${n} files (br 11, gzip 9)`))
    .then(() => bundleServers())
    .catch((e) => {
      console.error(e.message ?? e);
      process.exit(1);
    });
});
