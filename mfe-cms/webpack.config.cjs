const { remoteConfig } = require('../scripts/webpack/remote-config.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'cms',
  port: 3104,
  exposes: { './routes': './src/routes.tsx', './Footer': './src/footer.tsx', './ContentModal': './src/content-modal.tsx' },
});
