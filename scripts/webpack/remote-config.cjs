// A remote: its own container at /mf/<name>/remoteEntry.js and a standalone page for development.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const path = require('node:path');
const { createConfig } = require('./create-config.cjs');

/**
 * @param {object} options
 * @param {string} options.dir
 * @param {string} options.name remote name (catalog, account, cart, cms, backoffice)
 * @param {Record<string, string>} options.exposes
 * @param {number} options.port
 */
function remoteConfig({ dir, name, exposes, port }) {
  return createConfig({
    dir,
    port,
    historyFallback: '/standalone.html',
    cssPrefix: name.slice(0, 3),
    federation: { name, filename: 'remoteEntry.js', exposes, manifest: true },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'standalone.html'),
        filename: 'standalone.html',
        title: `${name} (standalone)`,
      }),
    ],
  });
}

module.exports = { remoteConfig };
