/** One jest run over every workspace's unit tests (e2e and bench have their own runners). */
const { SECTIONS, sectionDir } = require('./scripts/sections.js');

const esmPackages = ['ky', 'cookie', 'react-intl', '@formatjs', 'intl-messageformat', 'dompurify', 'single-spa', '@r2wc', 'flatpickr'];
const { plainCatalogPattern } = require('./tools/plain-catalogs.js');

const transform = {
  // First match wins: the plain-text catalogs stay JSON, every other is compiled as webpack does.
  [plainCatalogPattern()]: '<rootDir>/../jest/plain-json-transform.js',
  '\\.messages\\.json$': '<rootDir>/../jest/intl-messages-transform.js',
  '^.+\\.[cm]?[jt]sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }] };
const common = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
    // Style sheets first: shared's own (`@nirvana/shared/design/*.css`) are stubs like every other.
    '\\.css$': '<rootDir>/../jest/css-stub.js',
    '^@nirvana/shared/(.*)$': '<rootDir>/../shared/src/$1',
    '\\.(svg|png|jpe?g|webp|woff2?)$': '<rootDir>/../jest/file-stub.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-embed/'],
  setupFiles: ['<rootDir>/../jest/late-worker.js'],
};
const project = (name, testEnvironment) => ({
  ...common,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment,
  ...(testEnvironment === 'node' ? {} : { setupFilesAfterEnv: ['<rootDir>/../jest/async-waits.js', '<rootDir>/../jest/dialog.js'] }),
});
module.exports = {
  rootDir: __dirname,
  // One ceiling for every test and hook that starts servers, child processes or a few thousand
  // requests (a minute or two alone on these two cores); the test command, which runs them at nice
  // 19 beside the e2e, raises it to five minutes (scripts/test.sh). No test sets a shorter one of
  // its own: a ceiling that holds alone can fail there. Ceilings, not budgets (those are the bench's).
  testTimeout: 120_000,
  testSequencer: '<rootDir>/jest/sequencer.js',
  projects: [
    project('shared', '<rootDir>/../jest/jsdom-env.js'),
    project('api', 'node'),
    project('shell', '<rootDir>/../jest/jsdom-env.js'),
    ...SECTIONS.map((section) => project(sectionDir(section), '<rootDir>/../jest/jsdom-env.js')),
  ],
};
