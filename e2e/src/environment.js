/**
 * The e2e files' test environment: node's, with a readers-writer lock between the jest workers
 * (the suite runs in two, against one pair of servers and one Chromium). A file of `ALONE`
 * (alone-files.js) takes the lock alone: it waits until no other file runs, and the others wait
 * while it runs; every other file takes it shared. The lock is folders under the run's temporary
 * folder (mkdir and rmdir are atomic), each naming its process: a worker that died holding one
 * does not stop the run. Taken before the file's code runs, given back after its last hook.
 */
const fs = require('node:fs');
const path = require('node:path');
const { setTimeout: sleep } = require('node:timers/promises');
const NodeEnvironment = require('jest-environment-node').TestEnvironment;
const { ALONE } = require('./alone-files.js');

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The lock folders in `dir` held by another live process (a dead one's are removed). */
function holders(dir) {
  let names = [];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => {
    const pid = Number(name.split('-')[0]);
    if (pid === process.pid) return false;
    if (alive(pid)) return true;
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    return false;
  });
}

class E2EEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context);
    const root = path.join(process.env.E2E_TMP_DIR || path.join(__dirname, '..', 'artifacts'), 'file-locks');
    this.sharedDir = path.join(root, 'shared');
    this.aloneDir = path.join(root, 'alone');
    const file = path.basename(context.testPath);
    this.alone = ALONE.has(file);
    this.lock = path.join(this.alone ? this.aloneDir : this.sharedDir, `${process.pid}-${file}`);
  }

  async setup() {
    await super.setup();
    if (this.alone) await this.takeAlone();
    else await this.takeShared();
  }

  async teardown() {
    fs.rmSync(this.lock, { recursive: true, force: true });
    await super.teardown();
  }

  async takeShared() {
    fs.mkdirSync(this.sharedDir, { recursive: true });
    for (;;) {
      fs.mkdirSync(this.lock, { recursive: true });
      if (holders(this.aloneDir).length === 0) return;
      // A file that runs alone goes first.
      fs.rmSync(this.lock, { recursive: true, force: true });
      while (holders(this.aloneDir).length > 0) await sleep(200);
    }
  }

  async takeAlone() {
    fs.mkdirSync(this.aloneDir, { recursive: true });
    const name = path.basename(this.lock);
    for (;;) {
      if (holders(this.aloneDir).length === 0) {
        fs.mkdirSync(this.lock, { recursive: true });
        // Two claims at once: the lower name keeps it.
        if (holders(this.aloneDir).every((other) => other > name)) break;
        fs.rmSync(this.lock, { recursive: true, force: true });
      }
      await sleep(200 + Math.random() * 200);
    }
    while (holders(this.sharedDir).length > 0) await sleep(200);
  }
}

module.exports = E2EEnvironment;
