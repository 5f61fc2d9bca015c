const { remoteConfig } = require('../scripts/webpack/remote-config.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'backoffice',
  port: 3105,
  exposes: { './routes': './src/routes.tsx' },
});
