/**
 * The one webpack helper every config calls: swc for TypeScript/TSX, CSS as constructable
 * style sheets (adopted by shadow roots or the document), and the module federation shared
 * singletons so the composed page loads React once.
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const rootPackage = require('./package.json');
const { containerName } = require('./scripts/sections.js');
const { sharedModulesVersion } = require('./tools/shared-versions.js');
const { plainCatalogFolders } = require('./tools/plain-catalogs.js');

const deps = rootPackage.devDependencies;
const isProduction = (argv) => (argv && argv.mode ? argv.mode : process.env.NODE_ENV) !== 'development';

/** The shared singletons of every federated build (no eager: every entry has an async boundary). */
function sharedSingletons() {
  const one = (request, pkg = request) => ({ singleton: true, requiredVersion: deps[pkg], eager: false });
  return {
    react: one('react'),
    'react-dom': one('react-dom'),
    'react-dom/client': one('react-dom/client', 'react-dom'),
    'react/jsx-runtime': one('react/jsx-runtime', 'react'),
    'react-intl': one('react-intl'),
  };
}

/**
 * Shared's own modules that several parts load on every page: the section runtime and the base
 * sheets (tokens, section defaults), the message loader, the locales, the device, the bus, and
 * the API's schemas (with the few valibot functions they call: one copy on the page, not one a section).
 * Shared over federation like a library, so the composed page loads each once instead of once per
 * section (and every shadow root adopts the same sheet objects). None keeps state of its own (the
 * bus keeps its on window). Their version is derived from their content and their imports'
 * (tools/shared-versions.js) and required exactly: a section built against other shared code than
 * the shell's falls back to its own copy. Inside shared, they import each other by these names, not
 * by relative paths.
 */
const SHARED_OWN_MODULES = ['section-runtime', 'section-data', 'adopt-sheets', 'messages', 'use-messages', 'locales', 'device', 'bus', 'properties', 'element-attributes', 'define-element', 'modal-dialog', 'api/schemas'].map((m) => `@nirvana/shared/${m}`);
const SHARED_OWN_VERSION = sharedModulesVersion(SHARED_OWN_MODULES);

/**
 * Everything shared over module federation: the singletons, plus libraries that several parts use
 * (the shell loads ky anyway; sections reuse its copy instead of their own), and
 * shared's own section modules (above).
 * Not singletons: a part built against an incompatible version falls back to its own copy.
 * valibot is not shared: a shared library is provided whole, and each part keeps only the few of
 * its functions it calls (see optimization() below).
 */
function sharedDependencies() {
  const lib = (request) => ({ singleton: false, requiredVersion: deps[request], eager: false });
  const own = (request) => [request, { singleton: false, requiredVersion: SHARED_OWN_VERSION, eager: false }];
  return {
    ...sharedSingletons(),
    ky: lib('ky'),
    '@r2wc/react-to-web-component': lib('@r2wc/react-to-web-component'),
    ...Object.fromEntries(SHARED_OWN_MODULES.map(own)),
  };
}

/**
 * What the shell provides to the share scope: every shared library, whether or not its own code
 * uses it (absolute imports make webpack provide them unused). The sections only consume (below):
 * were they to provide as well, webpack would hand each library out from whichever container was
 * asked first, and a section whose hashed chunks are broken (a half-finished deploy) would take
 * every other section down with it. So a section's files only ever break that section.
 */
function hostSharedDependencies() {
  const resolveForBrowser = require('enhanced-resolve').create.sync({
    conditionNames: ['webpack', 'production', 'browser', 'import', 'module', 'default'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.js', '.mjs', '.json'],
  });
  const shared = sharedDependencies();
  for (const [request, options] of Object.entries(shared)) {
    const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    const file = resolveForBrowser(__dirname, request);
    shared[request] = { ...options, import: file, version: request.startsWith('@nirvana/shared/') ? SHARED_OWN_VERSION : packageVersion(file, pkg) };
  }
  return shared;
}

/** The version of the package `name` that holds `file` (its nearest package.json of that name). */
function packageVersion(file, name) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const json = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (json.name === name) return json.version;
  }
  throw new Error(`no package.json of ${name} above ${file}`);
}

function swcRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * CSS imported from code becomes a CSSStyleSheet (`import sheet from './x.css'`): webpack's own CSS
 * support (`experiments.css`, see `CSS_EXPERIMENTS`) with `exportType: 'css-style-sheet'`, after our
 * minifier. Each sheet is its text and a `new CSSStyleSheet()`: no css-loader runtime, which each
 * chunk with a sheet used to carry a copy of (four on the composed home page, ~2.6 KB gzip).
 */
function cssRule(section) {
  if (!section) return { test: /\.css$/, ...sheetRule() };
  return { test: /\.css$/, oneOf: [{ include: sectionSource(section), ...sheetRule(section) }, sheetRule()] };
}

/** A section's own source folder: its sheets are scoped to its host element (tools/css-minify-loader.js). */
const sectionSource = (section) => path.join(__dirname, `mfe-${section}`, 'src');
/** The element every part of a section renders in (shared/src/section-runtime.tsx): its sheets' scope. */
const sectionScope = (section) => `.nirvana-${section}-host`;

/** The loaders that minify a sheet, scoped to a section's host when it is the section's own. */
function sheetLoaders(section) {
  return [{ loader: path.join(__dirname, 'tools/css-minify-loader.js'), options: section ? { scope: sectionScope(section) } : {} }];
}

/** The module type, parser and loaders that make a CSS file a constructable sheet (the shell uses them for shared's sheets). */
function sheetRule(section) {
  return {
    type: 'css',
    parser: { exportType: 'css-style-sheet' },
    use: sheetLoaders(section),
  };
}

/** What every build with sheets sets: webpack's CSS modules on (the rule above says how each file is taken). */
const CSS_EXPERIMENTS = { css: true };

/**
 * Every browser build's minimizing: webpack's own for CSS, swc's for JavaScript. swc's minifier
 * honours a library's `@__NO_SIDE_EFFECTS__` functions (valibot marks each of its own), so a schema
 * a bundle never reads is dropped with no purity mark at its call sites; terser, webpack's default,
 * keeps every such call.
 */
function optimization() {
  const MinimizerPlugin = require('minimizer-webpack-plugin');
  return {
    minimizeOptions: { javascript: false },
    minimizer: ['...', new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 6 } } })],
  };
}

/** `*.messages.json` files are compiled to ICU ASTs at build time (see tools/intl-messages-loader.js). */
/** Catalogs compiled for react-intl; the plain-text ones (tools/plain-catalogs.js) stay JSON. */
function messagesRule() {
  return { test: /\.messages\.json$/, exclude: plainCatalogFolders(), type: 'javascript/auto', use: [path.join(__dirname, 'tools/intl-messages-loader.js')] };
}

/** Fonts and images imported from CSS or code are emitted as hashed files. */
function assetRule() {
  return { test: /\.(woff2?|png|jpe?g|webp|svg|gif)$/, type: 'asset/resource' };
}

function resolve() {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    // react-intl with precompiled messages needs no ICU parser at run time.
    alias: {
      '@formatjs/icu-messageformat-parser': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
    },
  };
}

/**
 * Writes `bundle-report.json` beside the build: each emitted JS/CSS file with the npm packages
 * (or 'own' for project code) it holds, so the bench can tell shared libraries from section code.
 */
class BundleReportPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundleReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleReportPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = {};
          for (const chunk of compilation.chunks) {
            const packages = new Set();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const resource = module.nameForCondition && module.nameForCondition();
              if (!resource) continue;
              const m = resource.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/);
              packages.add(m ? m[1].replace(/\\/g, '/') : 'own');
            }
            // A chunk only ever loaded for a shared module (a section's fallback copy, or what the
            // shell provides): the bench counts it with the shared libraries, whatever it holds.
            const groups = [...chunk.groupsIterable];
            const sharedOnly = groups.length > 0 && groups.every((group) => group.origins.length > 0
              && group.origins.every((origin) => origin.module && /^(Consume|Provide)SharedModule$/.test(origin.module.constructor.name)));
            for (const file of chunk.files) {
              if (/\.(js|css)$/.test(file)) files[file] = { chunk: chunk.name || String(chunk.id), initial: chunk.canBeInitial(), sharedOnly, packages: [...packages].sort() };
            }
          }
          compilation.emitAsset('bundle-report.json', new webpack.sources.RawSource(JSON.stringify(files, null, 1)));
        },
      );
    });
  }
}

/** What a section exposes by convention: `./spa` from src/nirvana-<section>.tsx, `./elements` from src/elements.ts(x). */
function defaultExposes(dir, section) {
  const elements = ['./src/elements.tsx', './src/elements.ts'].find((file) => fs.existsSync(path.join(dir, file)));
  return { './spa': `./src/nirvana-${section}.tsx`, ...(elements ? { './elements': elements } : {}) };
}

/**
 * A micro-frontend's federated build: `remoteEntry.js` at the root of `dist/`, hashed chunks
 * beside it, and `publicPath: 'auto'` so it works from whatever base path serves it. The section
 * is the folder's name without `mfe-`; its container name and exposes follow from it.
 */
function createMfeConfig({ dir, section = path.basename(dir).replace(/^mfe-/, ''), exposes = defaultExposes(dir, section) }, argv) {
  const production = isProduction(argv);
  const uniqueName = containerName(section);
  return {
    name: section,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    context: dir,
    entry: {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName,
      clean: true,
    },
    resolve: resolve(),
    experiments: CSS_EXPERIMENTS,
    module: { rules: [swcRule(), cssRule(section), messagesRule(), assetRule()] },
    plugins: [
      new webpack.container.ModuleFederationPlugin({ name: uniqueName, filename: 'remoteEntry.js', exposes }),
      // Consumed from the shell's share scope, never provided (see hostSharedDependencies); each
      // keeps its own copy as the fallback for a shell that lacks a library in a matching version.
      new webpack.sharing.ConsumeSharedPlugin({ consumes: sharedDependencies(), shareScope: 'default' }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      // Which build of the section a remoteEntry.js is: lets a deploy (and the e2e) see a section rebuilt alone.
      new BundleReportPlugin(),
      new BuildNamePlugin(),
      new webpack.BannerPlugin({ banner: `nirvana-${section} build ${process.env.NIRVANA_BUILD_ID || 'local'}`, include: /remoteEntry\.js$/, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }),
    ],
    optimization: optimization(),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Names the build: after hashing, a copy of `remoteEntry.js` as `remoteEntry.<hash>.js` (its own
 * content hash) and `build.json` saying so. The server render's manifest takes the name from there, so
 * a document loads the very client build its server HTML was rendered with (a later deploy of the
 * section writes another name; remoteEntry.js stays for the embeds and hosts that name no build).
 */
class BuildNamePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildNamePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildNamePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, () => {
        const entry = compilation.getAsset('remoteEntry.js');
        if (!entry) return;
        const hash = require('node:crypto').createHash('sha256').update(entry.source.buffer()).digest('hex').slice(0, 8);
        const named = `remoteEntry.${hash}.js`;
        // Already minimized (and bannered): terser, which takes assets added later too, must leave it as it is.
        compilation.emitAsset(named, new webpack.sources.RawSource(entry.source.buffer()), { minimized: true, immutable: true });
        compilation.emitAsset('build.json', new webpack.sources.RawSource(JSON.stringify({ build: hash, remoteEntry: named })));
      });
    });
  }
}

/**
 * Writes `dist-server/manifest.json` after the server render is built: the section, its build (the
 * client's and the server's hashes), the render file and the client's named remote entry. The shell
 * server reads it on each page (cheaply, by its modification time), so a section deployed alone
 * is rendered by its new build from the next page on.
 */
class ServerManifestPlugin {
  constructor(section, clientDist) {
    this.section = section;
    this.clientDist = clientDist;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const render = Object.keys(compilation.assets).find((file) => /^render\.[0-9a-f]+\.cjs$/.test(file));
        let client = { build: 'none', remoteEntry: 'remoteEntry.js' };
        try {
          client = JSON.parse(fs.readFileSync(path.join(this.clientDist, 'build.json'), 'utf8'));
        } catch {
          compilation.warnings.push(new webpack.WebpackError(`${this.section}: no ${path.join(this.clientDist, 'build.json')} (build the client first)`));
        }
        const serverHash = render ? render.split('.')[1] : 'none';
        const manifest = { section: this.section, build: `${client.build}-${serverHash}`, render, remoteEntry: client.remoteEntry };
        compilation.emitAsset('manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest, null, 1)));
      });
    });
  }
}

/**
 * A section's server render (`src/server.tsx`, exporting `render(context)` and `css`), built for
 * Node into `dist-server/` beside the client build: one self-contained CommonJS file (React and
 * every library bundled in, so each section's server render is its own build's), CSS as the text
 * of the same scoped sheets the client adopts, assets named as the client names them (not emitted).
 * Built after the section's client build (`dependencies`), whose `build.json` it names.
 */
function createServerConfig({ dir, section = path.basename(dir).replace(/^mfe-/, ''), rules = [] }, argv) {
  const production = isProduction(argv);
  const clientDist = path.join(dir, 'dist');
  return {
    name: `${section}-server`,
    dependencies: [section],
    target: 'node20',
    mode: production ? 'production' : 'development',
    devtool: false,
    context: dir,
    entry: { render: './src/server.tsx' },
    output: {
      path: path.join(dir, 'dist-server'),
      filename: '[name].[contenthash:8].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      library: { type: 'commonjs2' },
      // Set per render from the runtime config (where the section's client files are served).
      publicPath: '',
      clean: true,
    },
    resolve: resolve(),
    // jsdom (the content section sanitizes its CMS HTML on a DOM on the server too) is a large Node
    // library with native and dynamic requires: loaded from node_modules where the server runs,
    // not bundled (bundled, it made the render file 7 MB and the build a minute longer).
    externals: { jsdom: 'commonjs jsdom', canvas: 'commonjs canvas' },
    module: {
      rules: [
        ...rules,
        swcRule(),
        { test: /\.css$/, oneOf: [{ include: sectionSource(section), type: 'asset/source', use: sheetLoaders(section) }, { type: 'asset/source', use: sheetLoaders() }] },
        messagesRule(),
        { ...assetRule(), generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new ServerManifestPlugin(section, clientDist),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** A section's builds: the federated client build and, when it has `src/server.tsx`, its server render. */
function createSectionConfigs(options, argv) {
  const client = createMfeConfig(options, argv);
  const hasServer = fs.existsSync(path.join(options.dir, 'src', 'server.tsx'));
  return hasServer ? [client, createServerConfig({ ...options, rules: options.serverRules }, argv)] : [client];
}

module.exports = { optimization, BundleReportPlugin, createServerConfig, createSectionConfigs, sheetRule, CSS_EXPERIMENTS, sharedSingletons, sharedDependencies, hostSharedDependencies, swcRule, cssRule, messagesRule, assetRule, resolve, createMfeConfig, isProduction };
