/**
 * The order of the e2e files: jest's own (the longest first, by the last run's times or the files'
 * sizes), except the files that run alone (alone-files.js), which come after every other file.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const { ALONE } = require('./alone-files.js');

class LastFilesLast extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const last = (test) => ALONE.has(path.basename(test.path));
    return Promise.resolve(sorted).then((list) => [...list.filter((t) => !last(t)), ...list.filter(last)]);
  }
}

module.exports = LastFilesLast;
