const { createMfeConfig } = require('../webpack.common');

module.exports = (env, argv) =>
  createMfeConfig(
    {
      dir: __dirname,
      section: 'newsletter',
      exposes: { './spa': './src/nirvana-newsletter.tsx', './elements': './src/elements.tsx' },
    },
    argv,
  );
