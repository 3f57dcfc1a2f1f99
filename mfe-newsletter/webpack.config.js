/**
 * The newsletter section's builds (createSectionConfigs): the federated client (`./spa` from
 * src/nirvana-newsletter.tsx, `./elements`) and the server render (src/server.tsx → dist-server/).
 */
const { createSectionConfigs } = require('../webpack.common.js');

module.exports = (env, argv) => createSectionConfigs({ dir: __dirname }, argv);
