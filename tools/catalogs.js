/**
 * The message catalogs of every part (a folder of `<locale>.messages.json` files: the sections',
 * the shell's, shared's, the API's) checked against the site's languages: each language has its file, with
 * exactly the default language's ids, each message valid ICU with the same arguments. The test
 * command runs it (shared/src/catalogs.test.ts) for `LOCALES`; `node tools/catalogs.js` prints the
 * problems. A new language is a new file in each folder: this names every message it still lacks.
 */
const fs = require('node:fs');
const path = require('node:path');
// By its file: the unit tests map the package's name to its parser-less build, as the bundles do.
const { parse, TYPE } = require(path.join(__dirname, '..', 'node_modules', '@formatjs', 'icu-messageformat-parser', 'index.js'));

const ROOT = path.join(__dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'dist-embed', 'dist-server', '.data', '.git']);

/** Every folder holding `*.messages.json` files (each a catalog: one file per language). */
function catalogFolders(root = ROOT) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (fs.readdirSync(full).some((f) => f.endsWith('.messages.json'))) found.push(full);
      walk(full);
    }
  };
  walk(root);
  return found.sort();
}

/** The argument names of a message (nested plural and select branches included). */
function argumentsOf(elements, into = new Set()) {
  for (const el of elements) {
    if (el.type !== TYPE.literal && el.type !== TYPE.pound && 'value' in el && typeof el.value === 'string') into.add(el.value);
    if (el.options) for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    if (el.children) argumentsOf(el.children, into);
  }
  return into;
}

/**
 * The problems of the catalogs for `locales` (the first one is the default, whose ids and arguments
 * the others must have), each `{ folder, locale, problem }` with the folder relative to `root`.
 */
function catalogProblems(locales, root = ROOT) {
  const problems = [];
  for (const folder of catalogFolders(root)) {
    const rel = path.relative(root, folder);
    const read = (locale) => {
      const file = path.join(folder, `${locale}.messages.json`);
      return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
    };
    const base = read(locales[0]);
    if (!base) {
      problems.push({ folder: rel, locale: locales[0], problem: 'no catalog' });
      continue;
    }
    const args = (text, locale, id) => {
      try {
        return [...argumentsOf(parse(text))].sort().join(',');
      } catch (error) {
        problems.push({ folder: rel, locale, problem: `${id}: not valid ICU (${error.message})` });
        return null;
      }
    };
    const baseArgs = Object.fromEntries(Object.entries(base).map(([id, text]) => [id, args(text, locales[0], id)]));
    for (const locale of locales.slice(1)) {
      const messages = read(locale);
      if (!messages) {
        problems.push({ folder: rel, locale, problem: `no catalog: ${Object.keys(base).length} messages missing` });
        continue;
      }
      for (const id of Object.keys(base)) {
        if (!(id in messages)) problems.push({ folder: rel, locale, problem: `${id}: missing` });
        else if (![null, baseArgs[id]].includes(args(messages[id], locale, id))) problems.push({ folder: rel, locale, problem: `${id}: other arguments than ${locales[0]}'s` });
      }
      for (const id of Object.keys(messages)) if (!(id in base)) problems.push({ folder: rel, locale, problem: `${id}: not in ${locales[0]}` });
    }
  }
  return problems;
}

module.exports = { catalogFolders, catalogProblems };

if (require.main === module) {
  const { require: requireTs } = require('tsx/cjs/api');
  const { LOCALES, DEFAULT_LOCALE } = requireTs('../shared/src/locales.ts', __filename);
  const problems = catalogProblems([DEFAULT_LOCALE, ...LOCALES.filter((l) => l !== DEFAULT_LOCALE)]);
  for (const p of problems) console.log(`${p.folder} ${p.locale}: ${p.problem}`);
  console.log(`${problems.length} problem(s)`);
  process.exitCode = problems.length ? 1 : 0;
}
