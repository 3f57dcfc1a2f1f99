/**
 * Compiles a `*.messages.json` file ({ id: "ICU message" }) to react-intl's AST at build time,
 * so the browser bundles need no ICU parser (webpack aliases it to its no-parser build).
 * Used by webpack (as a loader) and by jest (as a transform).
 */
const { parse } = require('@formatjs/icu-messageformat-parser');

function compileMessages(source, filename = 'messages') {
  const messages = JSON.parse(source);
  const out = {};
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new Error(`${filename}: message ${id} is not a string`);
    out[id] = parse(text);
  }
  return `export default ${JSON.stringify(out)};`;
}

module.exports = function intlMessagesLoader(source) {
  return compileMessages(source, this.resourcePath);
};
module.exports.compileMessages = compileMessages;
