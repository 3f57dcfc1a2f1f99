/**
 * Webpack loader for `<font>.woff2?subset=<name>`: the font cut down to one subset of
 * tools/font-subsets.js at build time. The shell's build emits it as `<family>-<name>-<weight>`.
 */
const { subsetOf, subsetWoff2 } = require('./font-subsets');

module.exports = function fontSubsetLoader(content) {
  const callback = this.async();
  const subset = subsetOf(this.resource);
  if (!subset) return callback(new Error(`${this.resource}: font-subset-loader needs ?subset=<name>`));
  subsetWoff2(content, subset.codePoints, subset.features).then((out) => callback(null, out), callback);
};
module.exports.raw = true;
