const { remoteConfig } = require('../scripts/webpack/remote-config.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'account',
  port: 3102,
  exposes: { './routes': './src/routes.tsx', './NewsletterBox': './src/newsletter-box.tsx' },
});
