/**
 * The shell's build: the single-spa root as a module federation host with no static remotes
 * (each remote's URL comes from the runtime config at run time), the global CSS extracted into
 * a hashed file, and `assets-manifest.json` telling the server the entry files and fonts.
 */
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { BundleReportPlugin, sheetRule, CSS_EXPERIMENTS, hostSharedDependencies, swcRule, assetRule, resolve, isProduction, optimization } = require('../webpack.common.js');
const { subsetOf } = require('../tools/font-subsets.js');

/**
 * `<font>.woff2?subset=<name>` in fonts.css: the font cut down at build time to one language's
 * letters (tools/font-subsets.js), emitted as `assets/<family>-<name>-<weight>.<hash>.woff2`.
 */
const fontSubsetRule = {
  test: /\.woff2$/,
  resourceQuery: /subset=/,
  type: 'asset/resource',
  use: [path.join(__dirname, '../tools/font-subset-loader.js')],
  generator: { filename: (pathData) => `assets/${subsetOf(pathData.module.resource).fileName}.[contenthash:8][ext]` },
};

class AssetsManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AssetsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetsManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = [...compilation.entrypoints.get('shell').getFiles()].filter((f) => !f.endsWith('.map'));
          const fonts = {};
          for (const asset of compilation.getAssets()) {
            const match = /([a-z-]+-\d{3}-normal)\.[0-9a-f]+\.woff2$/.exec(asset.name);
            if (match) fonts[match[1]] = asset.name;
          }
          const manifest = {
            js: files.filter((f) => f.endsWith('.js')),
            css: files.filter((f) => f.endsWith('.css')),
            fonts,
          };
          compilation.emitAsset('assets-manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

module.exports = (_env, argv) => {
  const production = isProduction(argv);
  return {
    name: 'shell',
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    context: __dirname,
    entry: { shell: './src/index.ts' },
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: 'nirvana_shell',
      clean: true,
    },
    resolve: resolve(),
    experiments: CSS_EXPERIMENTS,
    module: {
      rules: [
        swcRule(),
        {
          test: /\.css$/,
          oneOf: [
            // The sheets of shared's modules the shell provides to the sections (the section
            // runtime's base sheets): constructable sheets, as in the sections' own builds.
            { issuer: /[\\/]shared[\\/]src[\\/]/, ...sheetRule() },
            // The shell's own CSS: extracted into the hashed file the page links.
            { type: 'javascript/auto', use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }] },
          ],
        },
        { oneOf: [fontSubsetRule, assetRule()] },
      ],
    },
    plugins: [
      new webpack.container.ModuleFederationPlugin({ name: 'nirvana_shell', shared: hostSharedDependencies() }),
      new BundleReportPlugin(),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new AssetsManifestPlugin(),
    ],
    optimization: optimization(),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
