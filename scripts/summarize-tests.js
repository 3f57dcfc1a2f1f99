#!/usr/bin/env node
/**
 * Prints the closing lines for jest's JSON results: each failed test by file and name (a CI log
 * that keeps only its tail still says what failed), then "tests: N passed, N failed[, N skipped]".
 */
const fs = require('node:fs');
const path = require('node:path');

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.log(`(no results in ${file}: that suite did not run to the end)`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const suite of r.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name);
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${where} › ${test.fullName}`);
    }
    if (suite.testExecError) failures.push(`${where} (did not run: ${String(suite.testExecError.message).split('\n')[0]})`);
  }
}
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
