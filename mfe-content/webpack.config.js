/** The content section's federated build (createMfeConfig: `./spa` from src/nirvana-content.tsx, `./elements`). */
const { createMfeConfig } = require('../webpack.common.js');

module.exports = (env, argv) => createMfeConfig({ dir: __dirname }, argv);
