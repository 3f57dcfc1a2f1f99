/**
 * Holds back every jest worker but the first until a file exists: the test command runs the unit
 * suite in two workers at nice 19 beside the e2e and names that file (NIRVANA_UNIT_LATE_WORKERS),
 * which it makes once the e2e is done. Beside the e2e one worker takes what the e2e leaves idle (two
 * starved each other's timed tests there); after it, the second core joins on what is left, which
 * one worker ran alone for 95 to 133 s (docs/test-time.md). Unset, as in a plain `npx jest`, nothing
 * waits. A held worker holds the one file jest gave it, which then runs first once the file exists.
 */
const fs = require('node:fs');
const { setTimeout: sleep } = require('node:timers/promises');

module.exports = async function waitForTheSecondCore() {
  const gate = process.env.NIRVANA_UNIT_LATE_WORKERS;
  if (!gate || (process.env.JEST_WORKER_ID ?? '1') === '1') return;
  while (!fs.existsSync(gate)) await sleep(250);
};
