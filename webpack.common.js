/**
 * The one webpack helper every config calls: swc for TypeScript/TSX, CSS as constructable
 * style sheets (adopted by shadow roots or the document), and the module federation shared
 * singletons so the composed page loads React once.
 */
const path = require('node:path');
const webpack = require('webpack');
const rootPackage = require('./package.json');

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
    zustand: one('zustand'),
  };
}

/**
 * Everything shared over module federation: the singletons, plus libraries that several parts use
 * (the shell loads ky and superstruct anyway; sections reuse its copies instead of their own).
 * Not singletons: a part built against an incompatible version falls back to its own copy.
 */
function sharedDependencies() {
  const lib = (request) => ({ singleton: false, requiredVersion: deps[request], eager: false });
  return {
    ...sharedSingletons(),
    ky: lib('ky'),
    superstruct: lib('superstruct'),
    '@r2wc/react-to-web-component': lib('@r2wc/react-to-web-component'),
  };
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
          target: 'es2020',
        },
      },
    },
  };
}

/** CSS imported from code becomes a CSSStyleSheet (`import sheet from './x.css'`). */
function cssRule() {
  return {
    test: /\.css$/,
    use: [
      { loader: 'css-loader', options: { exportType: 'css-style-sheet', importLoaders: 1 } },
      path.join(__dirname, 'tools/css-minify-loader.js'),
    ],
  };
}

/** `*.messages.json` files are compiled to ICU ASTs at build time (see tools/intl-messages-loader.js). */
function messagesRule() {
  return { test: /\.messages\.json$/, type: 'javascript/auto', use: [path.join(__dirname, 'tools/intl-messages-loader.js')] };
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
            for (const file of chunk.files) {
              if (/\.(js|css)$/.test(file)) files[file] = { chunk: chunk.name || String(chunk.id), initial: chunk.canBeInitial(), packages: [...packages].sort() };
            }
          }
          compilation.emitAsset('bundle-report.json', new webpack.sources.RawSource(JSON.stringify(files, null, 1)));
        },
      );
    });
  }
}

/**
 * A micro-frontend's federated build: `remoteEntry.js` at the root of `dist/`, hashed chunks
 * beside it, and `publicPath: 'auto'` so it works from whatever base path serves it.
 */
function createMfeConfig({ dir, section, exposes }, argv) {
  const production = isProduction(argv);
  const names = { navigation: 'nirvana_navigation', search: 'nirvana_search', content: 'nirvana_content', newsletter: 'nirvana_newsletter' };
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
      uniqueName: names[section],
      clean: true,
    },
    resolve: resolve(),
    module: { rules: [swcRule(), cssRule(), messagesRule(), assetRule()] },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name: names[section],
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDependencies(),
      }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      // Which build of the section a remoteEntry.js is: lets a deploy (and the e2e) see a section rebuilt alone.
      new BundleReportPlugin(),
      new webpack.BannerPlugin({ banner: `nirvana-${section} build ${process.env.NIRVANA_BUILD_ID || 'local'}`, include: /remoteEntry\.js$/, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { BundleReportPlugin, sharedSingletons, sharedDependencies, swcRule, cssRule, messagesRule, assetRule, resolve, createMfeConfig, isProduction };
