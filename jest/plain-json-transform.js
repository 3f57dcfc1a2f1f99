/** jest transform for the plain-text catalogs (tools/plain-catalogs.js): the JSON as it is (jest parses it). */
module.exports = { process: (source) => ({ code: source }) };
