/** The content section's federated build: `./spa` (single-spa lifecycles) and `./elements` (custom elements). */
const { createMfeConfig } = require('../webpack.common.js');

module.exports = (env, argv) =>
  createMfeConfig(
    {
      dir: __dirname,
      section: 'content',
      exposes: { './spa': './src/nirvana-content.tsx', './elements': './src/elements.tsx' },
    },
    argv,
  );
