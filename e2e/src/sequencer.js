/**
 * How the test command splits the e2e files between its parallel runs (`jest --shard=i/n`, each
 * with its own servers and Chromium, scripts/test.sh): by the time each file takes, not jest's hash
 * of its path, so the runs end together. A file takes the run with the least time so far, longest
 * files first. The times are a clean-clone run's on this 2-core machine (docs/test-time.md); a file
 * not listed counts by its size. Files in SERIAL are left to a run of their own after the others
 * (jest without --shard): they change what the other runs' servers serve.
 */
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** Seconds a file took in the two-run test command (docs/test-time.md). */
const SECONDS = {
  'layout.e2e.ts': 470,
  'content.e2e.ts': 450,
  'search.e2e.ts': 130,
  'backbone.e2e.ts': 110,
  'navigation.e2e.ts': 100,
  'faults.e2e.ts': 90,
  'partner-embed.e2e.ts': 80,
  'newsletter.e2e.ts': 70,
  'accessibility.e2e.ts': 70,
  'first-screen.e2e.ts': 60,
  'server-render.e2e.ts': 50,
};

/** Rebuilds a section into the folder every run's shell serves (a section deployed alone). */
const SERIAL = new Set(['section-deploy.e2e.ts']);

const secondsOf = (test) => SECONDS[path.basename(test.path)] ?? fs.statSync(test.path).size / 400;

class ShardByTime extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const loads = new Array(shardCount).fill(0);
    const mine = [];
    const parallel = tests.filter((t) => !SERIAL.has(path.basename(t.path)));
    const longestFirst = [...parallel].sort((a, b) => secondsOf(b) - secondsOf(a) || a.path.localeCompare(b.path));
    for (const test of longestFirst) {
      const run = loads.indexOf(Math.min(...loads));
      loads[run] += secondsOf(test);
      if (run === shardIndex - 1) mine.push(test);
    }
    return mine;
  }

  sort(tests) {
    return [...tests].sort((a, b) => secondsOf(b) - secondsOf(a) || a.path.localeCompare(b.path));
  }
}

module.exports = ShardByTime;
module.exports.SERIAL = SERIAL;
