const { createMfeConfig } = require('../webpack.common.js');

module.exports = (env, argv) =>
  createMfeConfig(
    {
      dir: __dirname,
      section: 'navigation',
      exposes: { './spa': './src/nirvana-navigation.tsx', './elements': './src/elements.tsx' },
    },
    argv,
  );
