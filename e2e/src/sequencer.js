/**
 * The order of the e2e files, and their lanes.
 *
 * In one run (`jest --runInBand`): jest's own order (the longest first, by the last run's times or
 * the files' sizes), except the files in LAST, which change what the run's servers serve (a section
 * rebuilt into the dist folder the shell serves) and so come after every other file.
 *
 * In lanes (`jest --shard=i/n`, scripts/e2e.sh): shards 1 to n-1 are lanes that run side by side,
 * each with its own servers and Chromium, the other files spread over them by weight (the longest
 * first, each to the lightest lane so far); shard n holds the LAST files, run once every lane is
 * done. Each file's weight is what it took alone and warm (below, docs/test-time.md); a file not
 * listed yet weighs DEFAULT_SECONDS.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const LAST = new Set(['section-deploy.e2e.ts']);

/** Seconds each file took alone and warm on this machine (2026-12-07, one full run). */
const SECONDS = {
  'content.e2e.ts': 173, 'layout.e2e.ts': 132, 'faults.e2e.ts': 105, 'navigation.e2e.ts': 64, 'first-screen.e2e.ts': 63,
  'search.e2e.ts': 56, 'newsletter.e2e.ts': 46, 'accessibility.e2e.ts': 45, 'xss.e2e.ts': 38, 'mail.e2e.ts': 28,
  'pictures.e2e.ts': 21, 'backbone.e2e.ts': 18, 'booking-actions.e2e.ts': 17, 'headers.e2e.ts': 17, 'content-edit.e2e.ts': 17,
  'editing.e2e.ts': 16, 'fonts.e2e.ts': 16, 'seo.e2e.ts': 15, 'server-render.e2e.ts': 15, 'offers-content.e2e.ts': 13,
  'consent.e2e.ts': 12, 'server-render-faults.e2e.ts': 12, 'intent.e2e.ts': 9, 'texts.e2e.ts': 9, 'embedding.e2e.ts': 7,
  'partner-embed.e2e.ts': 7,
};
const DEFAULT_SECONDS = 15;

const name = (test) => path.basename(test.path);
const isLast = (test) => LAST.has(name(test));
const weight = (test) => SECONDS[name(test)] ?? DEFAULT_SECONDS;

/** The files of each lane: the heaviest first, each to the lightest lane so far (ties by name, so every process agrees). */
function lanes(tests, count) {
  const sorted = [...tests].sort((a, b) => weight(b) - weight(a) || name(a).localeCompare(name(b)));
  const out = Array.from({ length: count }, () => ({ tests: [], seconds: 0 }));
  for (const test of sorted) {
    const lightest = out.reduce((min, lane) => (lane.seconds < min.seconds ? lane : min));
    lightest.tests.push(test);
    lightest.seconds += weight(test);
  }
  return out.map((lane) => lane.tests);
}

class Lanes extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    if (shardCount < 2) return tests;
    if (shardIndex === shardCount) return tests.filter(isLast);
    return lanes(tests.filter((t) => !isLast(t)), shardCount - 1)[shardIndex - 1];
  }

  sort(tests) {
    return Promise.resolve(super.sort(tests)).then((list) => [...list.filter((t) => !isLast(t)), ...list.filter(isLast)]);
  }
}

module.exports = Lanes;
