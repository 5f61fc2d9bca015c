const { remoteConfig } = require('../scripts/webpack/remote-config.cjs');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'cart',
  port: 3103,
  exposes: { './routes': './src/routes.tsx', './MiniCart': './src/mini-cart.tsx' },
});
