/**
 * The order of the e2e files: jest's own (the longest first, by the last run's times or the files'
 * sizes), except the files in LAST, which change what the run's servers serve (a section rebuilt
 * into the dist folder the shell serves) and so come after every other file.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const LAST = new Set(['section-deploy.e2e.ts']);

class LastFilesLast extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const last = (test) => LAST.has(path.basename(test.path));
    return Promise.resolve(sorted).then((list) => [...list.filter((t) => !last(t)), ...list.filter(last)]);
  }
}

module.exports = LastFilesLast;
