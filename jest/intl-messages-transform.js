/** jest transform for `*.messages.json`: the same compile as the webpack loader, as CommonJS. */
const { compileMessages } = require('../tools/intl-messages-loader');

module.exports = {
  process(source, filename) {
    return { code: compileMessages(source, filename).replace(/^export default /, 'module.exports.__esModule = true; module.exports.default = ') };
  },
};
