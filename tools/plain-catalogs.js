/**
 * The message catalogs read as plain text rather than compiled for react-intl: the few texts the
 * shell and shared's runtime show before (or without) react-intl, in every language at once (the
 * section failure notice, the error page's top, the form rules' messages: a folder each under
 * shared/src/i18n, so each part bundles only the ones it uses; the shell's own words).
 * Their messages are literal text or carry only link tags (`<booking>…</booking>`, read by
 * shared/src/error-page.ts), no ICU arguments; tools/catalogs.js checks them with every other.
 * webpack.common.js and jest.config.js read this list; the servers' esbuild reads JSON as is.
 */
const path = require('node:path');

const PLAIN_CATALOG_DIRS = ['shared/src/i18n', 'shell/src/i18n'];

module.exports = {
  PLAIN_CATALOG_DIRS,
  /** Absolute folders, for webpack's `exclude`. */
  plainCatalogFolders: (root = path.join(__dirname, '..')) => PLAIN_CATALOG_DIRS.map((d) => path.join(root, d)),
  /** A regular expression source matching their files, for jest's transform. */
  plainCatalogPattern: () => `(?:${PLAIN_CATALOG_DIRS.map((d) => d.replace(/[/.]/g, (c) => (c === '/' ? '[/\\\\]' : '\\.'))).join('|')})[/\\\\](?:[^/\\\\]+[/\\\\])*[^/\\\\]+\\.messages\\.json$`,
};
