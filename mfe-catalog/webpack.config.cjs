const { remoteConfig } = require('../scripts/webpack/remote-config.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'catalog',
  port: 3101,
  exposes: { './routes': './src/routes.tsx' },
});
