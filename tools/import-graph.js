/**
 * The project's import graph, read from its sources (not node_modules, not builds): every static
 * `import`/`export … from`, `import type`, dynamic `import()` and `require()` of a project file,
 * relative or through `@nirvana/shared/<module>`. `cycles()` names each import circle (a strongly
 * connected part of more than one file, or a file importing itself). The test command runs it
 * (shared/src/import-graph.test.ts); `node tools/import-graph.js` prints the circles.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const SOURCE_DIRS = ['shared/src', 'api/src', 'api/scripts', 'shell/src', 'shell/server', 'scripts', 'tools', 'e2e/src', 'bench/src'];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.cjs', '.mjs'];
const SKIP = new Set(['node_modules', 'dist', 'dist-embed', 'dist-server', '.data']);

function sourceFiles(root = ROOT) {
  const dirs = [...SOURCE_DIRS, ...fs.readdirSync(root).filter((d) => d.startsWith('mfe-')).map((d) => `${d}/src`)];
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return files;
}

const SPECIFIERS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The specifiers a source imports (comments removed first: a comment naming a module imports nothing). */
function specifiersOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found = new Set();
  for (const re of SPECIFIERS) for (const m of code.matchAll(re)) found.add(m[1]);
  return [...found];
}

function resolveFile(base) {
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  // `./x.js` written for a TypeScript file `./x.ts`.
  if (/\.[cm]?js$/.test(base)) candidates.push(base.replace(/\.[cm]?js$/, '.ts'), base.replace(/\.[cm]?js$/, '.tsx'));
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

function resolve(specifier, from, root = ROOT) {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier));
  const shared = specifier.match(/^@nirvana\/shared\/(.+)$/);
  if (shared) return resolveFile(path.join(root, 'shared', 'src', shared[1]));
  return null;
}

/** file -> the project files it imports. */
function importGraph(root = ROOT) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const targets = specifiersOf(fs.readFileSync(file, 'utf8')).map((s) => resolve(s, file, root)).filter(Boolean);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import circles of a graph (Tarjan's strongly connected components), each as its files relative to `root`. */
function cycles(graph, root = ROOT) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const connect = (v) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
    }
    if (low.get(v) !== indexOf.get(v)) return;
    const part = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part.map((f) => path.relative(root, f)).sort());
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) connect(v);
  return found;
}

module.exports = { importGraph, cycles, specifiersOf, sourceFiles };

if (require.main === module) {
  const found = cycles(importGraph());
  for (const part of found) console.log(part.join(' <-> '));
  console.log(`${found.length} import circle(s)`);
  process.exitCode = found.length ? 1 : 0;
}
