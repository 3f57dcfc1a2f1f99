/**
 * e2e: a jest process starts one Chromium, the API and the shell server once for every file it runs; the
 * files that change what the servers serve run last (src/sequencer.js).
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
