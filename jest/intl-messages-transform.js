/**
 * jest transform for `*.messages.json`: the same compile as the webpack loader. jest JSON.parses
 * the output of any `.json` module, so the transform hands back the compiled ASTs as JSON.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { compileMessages } = require('../tools/intl-messages-loader');

// The cache key covers this transform and the loader, so changing either recompiles the messages.
const self = fs.readFileSync(__filename, 'utf8') + fs.readFileSync(path.join(__dirname, '../tools/intl-messages-loader.js'), 'utf8');

module.exports = {
  process(source, filename) {
    return { code: compileMessages(source, filename).replace(/^export default /, '').replace(/;\s*$/, '') };
  },
  getCacheKey(source, filename) {
    return crypto.createHash('sha1').update(self).update('\0').update(filename).update('\0').update(source).digest('hex');
  },
};
