/**
 * e2e: one Chromium, the API and the shell server started once for every file of a run. The test
 * command starts two runs side by side (`--shard=1/2`, `--shard=2/2`: each its own servers and
 * browser, the files split by time in src/sequencer.js), then the files that must run alone.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/src/global-teardown.ts',
  testSequencer: '<rootDir>/src/sequencer.js',
  transform: { '^.+\\.[cm]?[jt]sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }] },
  transformIgnorePatterns: ['/node_modules/(?!ky/)'],
  moduleNameMapper: { '^@nirvana/shared/(.*)$': '<rootDir>/../shared/src/$1' },
  testTimeout: 120_000,
  slowTestThreshold: 30,
};
