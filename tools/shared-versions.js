/**
 * The module federation version of shared's own modules (webpack.common.js, `SHARED_OWN_MODULES`),
 * derived from their content: shared's major and minor version with a hash of the modules' sources and of
 * every project file they import, directly or not (tools/import-graph.js), as the patch number
 * (e.g. `1.0.3420174438`).
 * The shell provides the modules at that version and a section requires exactly the version it was
 * built with, so a section built against other shared code than the shell's (newer or older) gets
 * its own copies, never the shell's; two builds of the same shared code share one copy on the page.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { importGraph } = require('./import-graph.js');

const ROOT = path.join(__dirname, '..');

/** A `@nirvana/shared/<name>` module's source file. */
function moduleFile(name, root) {
  const base = path.join(root, 'shared', 'src', name);
  const file = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f));
  if (!file) throw new Error(`@nirvana/shared/${name}: no shared/src/${name}.ts(x)`);
  return file;
}

/** The files a source reaches through its imports, itself included (sorted, relative to `root`). */
function closure(file, graph, root) {
  const seen = new Set([file]);
  const todo = [file];
  while (todo.length) {
    for (const next of graph.get(todo.pop()) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      todo.push(next);
    }
  }
  return [...seen].map((f) => path.relative(root, f)).sort();
}

/**
 * The one version of the given shared modules (`@nirvana/shared/<name>`): shared's package version
 * and a hash of the modules and everything they import. One version for all of them: the remote
 * entries name it once per module, and one repeated string costs the search section's budget
 * nothing where eleven different hashes cost ~90 bytes gzip. So any change to one of them makes a
 * section built before it use its own copies of all of them until it is built again.
 */
function sharedModulesVersion(requests, root = ROOT) {
  const graph = importGraph(root);
  const base = JSON.parse(fs.readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')).version;
  const files = new Set(requests.flatMap((request) => closure(moduleFile(request.replace(/^@nirvana\/shared\//, ''), root), graph, root)));
  const hash = crypto.createHash('sha256');
  for (const rel of [...files].sort()) hash.update(`${rel}\0`).update(fs.readFileSync(path.join(root, rel))).update('\0');
  // The hash as the patch number: webpack writes an exact version of digits shorter than one with a
  // prerelease tag into every remote entry (the search section's budget counts its bytes).
  const [major, minor] = base.split('.');
  return `${major}.${minor}.${parseInt(hash.digest('hex').slice(0, 8), 16)}`;
}

module.exports = { sharedModulesVersion };
