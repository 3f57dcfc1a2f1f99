/**
 * The builds of the search: the federated section for the site (`dist/remoteEntry.js`, exposing
 * `./spa` and `./elements`) with its server render (`dist-server/`, from src/server.tsx), and the
 * standalone embed `dist-embed/nirvana-search.js` (no federation, everything in one file) for
 * partner pages. Plus the React partner demo page.
 */
const path = require('node:path');
const webpack = require('webpack');
const common = require('../webpack.common.js');

/**
 * Before webpack's CSS parser: our sheets minified, and flatpickr's without the parts the search never
 * shows (time inputs, week numbers, popup arrows and animations, right-to-left, dropdowns) and
 * without old vendor prefixes (tools/css-trim-loader.js).
 */
const CSS_TRIM = path.join(__dirname, 'tools/css-trim-loader.js');
const FLATPICKR_UNUSED = [
  'time', 'Time', 'weekNumber', 'weekwrapper', 'arrow(Top|Bottom|Left|Right|Up|Down|Center)', 'rightMost', 'animate', 'fpFade',
  'rtl', '[Dd]ropdown', 'am-pm', 'flatpickr-input', ':before', ':after', '\\.open\\b', 'flatpickr-wrapper', 'hasWeeks',
  '\\.static', 'flatpickr-mobile', 'numInputWrapper span', 'numInputWrapper:hover', 'cur-month:hover', '-ms-clear', 'flatpickr-weeks', '\\.week\\.',
  // Days marked notAllowed (only a range across disabled days: ours has none between enabled ones), the
  // disabled year (only with a maxDate), arrow icons as <i> (flatpickr's are SVG), their hover fill (search.css's wins).
  'notAllowed', 'cur-year\\[disabled\\]', '-month i$', '-month:hover svg$',
].join('|');
function cssTrimRules() {
  return [
    { test: /flatpickr\.min\.css$/, enforce: 'pre', use: [{ loader: CSS_TRIM, options: { drop: FLATPICKR_UNUSED, unprefix: true } }] },
    { test: /\.css$/, exclude: /node_modules/, enforce: 'pre', use: [{ loader: CSS_TRIM }] },
  ];
}

/** A self-contained single-file browser bundle (the embed, the demo). */
function standalone({ name, entry, outDir, filename, uniqueName, alias = {}, section }, argv) {
  const production = common.isProduction(argv);
  return {
    name,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    context: __dirname,
    entry,
    output: { path: outDir, filename, publicPath: 'auto', uniqueName, clean: true, assetModuleFilename: 'assets/[name].[contenthash:8][ext]' },
    resolve: { ...common.resolve(), alias: { ...common.resolve().alias, ...alias } },
    experiments: common.CSS_EXPERIMENTS,
    // `section`: the search's own sheets scoped to `.nirvana-search-host`, as on the site (the embed's container in its shadow root).
    module: { rules: [...cssTrimRules(), common.swcRule(), common.cssRule(section), common.messagesRule(), common.assetRule()] },
    optimization: { ...common.optimization(), splitChunks: false, runtimeChunk: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = (env = {}, argv = {}) => {
  // The section and its server render, which trims the same sheets (its CSS is the text the client adopts).
  const [section, server] = common.createSectionConfigs({ dir: __dirname, serverRules: cssTrimRules() }, argv);
  section.module.rules.unshift(...cssTrimRules());
  // The calendar (flatpickr and its sheet) loads on demand as one chunk, not as a vendor chunk
  // plus a wrapper chunk; shared libraries are split by module federation, not by this group.
  // What both exposes (`./spa` and `./elements`) load first, the sheets module with its sheet and
  // the message loader with the locales, is one chunk of its own rather than a copy in each (it is
  // below webpack's default minimum size for a split). The sheet stays in one chunk with the module
  // that imports it.
  // Every chunk file names the global its chunks are pushed to, twice: a short name (still unique to
  // this build) is some 20 bytes of gzip less in each of the section's eleven files.
  section.output = { ...section.output, chunkLoadingGlobal: 'nvSearch' };
  section.optimization = {
    ...section.optimization,
    splitChunks: {
      cacheGroups: {
        defaultVendors: false,
        common: {
          test: /[\\/]mfe-search[\\/]src[\\/](styles\.ts|ui[\\/]search\.css)$/,
          chunks: 'all', minChunks: 2, minSize: 0, reuseExistingChunk: true,
        },
      },
    },
  };
  const embed = standalone(
    {
      name: 'search-embed',
      entry: { 'nirvana-search': './src/embed/embed-entry.ts' },
      outDir: path.join(__dirname, 'dist-embed'),
      filename: '[name].js',
      uniqueName: 'nirvana_search_embed',
      section: 'search',
      // The embed formats its precompiled messages with intl-messageformat directly (see lite-intl.tsx).
      alias: { 'react-intl$': path.join(__dirname, 'src/embed/lite-intl.tsx') },
    },
    argv,
  );
  const demo = standalone(
    {
      name: 'search-demo',
      entry: { 'partner-react': './demo/react/main.tsx' },
      outDir: path.join(__dirname, 'demo/dist'),
      filename: '[name].js',
      uniqueName: 'partner_react_demo',
      section: 'search',
    },
    argv,
  );
  return env.only === 'embed' ? embed : [section, server, embed, demo];
};
