/**
 * jest's order (the files that failed last time first, then the longest first, by its record of
 * their times), with one change when the test command holds the second worker until the e2e is done
 * (NIRVANA_UNIT_LATE_WORKERS, late-worker.js): the file that worker holds, the second jest hands
 * out, is the shortest one. That file only starts once the e2e is done, and a long one held there
 * ran alone on one core after the e2e (the media route's test, 53 s) while what was left of the
 * rest shared the other; a short one leaves the long files to the first worker, beside the e2e.
 */
const Sequencer = require('@jest/test-sequencer').default;

class LateWorkerSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (!process.env.NIRVANA_UNIT_LATE_WORKERS || sorted.length < 3) return sorted;
    return [sorted[0], sorted.at(-1), ...sorted.slice(1, -1)];
  }
}

module.exports = LateWorkerSequencer;
