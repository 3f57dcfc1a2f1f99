/** The newsletter section's federated build (createMfeConfig: `./spa` from src/nirvana-newsletter.tsx, `./elements`). */
const { createMfeConfig } = require('../webpack.common.js');

module.exports = (env, argv) => createMfeConfig({ dir: __dirname }, argv);
