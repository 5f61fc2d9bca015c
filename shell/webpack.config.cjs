const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig } = require('../scripts/webpack/create-config.cjs');
const { PageLoaderPlugin } = require('../scripts/webpack/page-loader-plugin.cjs');
const { PreloadListPlugin } = require('../scripts/webpack/preload-list-plugin.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3100,
  cssPrefix: 'sh',
  // '/' rather than 'auto': deep links such as /items/detail/1 must load assets from the root.
  publicPath: '/',
  entry: { main: './src/index.ts', backoffice: './src/backoffice/index.ts' },
  // The hook a remote's Fast Refresh finds React DOM through (npm run dev).
  developmentFirst: './src/dev/devtools-hook.ts',
  federation: {
    name: 'shell',
    remotes: {},
    // A dead remote must not stop the page: take whatever shared module is already loaded.
    shareStrategy: 'loaded-first',
    runtimePlugins: [path.join(__dirname, 'src/federation/runtime-plugin.ts')],
  },
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'public/index.html'),
      filename: 'index.html',
      chunks: ['main'],
    }),
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'public/backoffice.html'),
      filename: 'backoffice.html',
      chunks: ['backoffice'],
    }),
    // The start-up chunks of each entry, for the server's preload links.
    new PreloadListPlugin(),
    // The storefront page starts from a small loader that fetches the entry once the page is painted.
    new PageLoaderPlugin({ source: path.join(__dirname, 'src/loader/index.ts'), page: 'index.html', entry: 'main', HtmlWebpackPlugin }),
  ],
});
