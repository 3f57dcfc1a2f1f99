/**
 * e2e: one Chromium, the API and the shell server started once for every file, and two workers
 * (the test command's `--maxWorkers=2`), each with a browser context of its own (src/harness.ts).
 * The files that change what the servers serve run last, and alone (src/alone-files.js,
 * src/environment.js).
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/environment.js',
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
