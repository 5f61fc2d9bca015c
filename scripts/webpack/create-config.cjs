// Webpack configuration shared by the shell and every remote.
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared-modules.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const webpack = require('webpack');

/** The module that stands in for @formatjs/icu-messageformat-parser in browser builds. */
const ICU_PARSER = path.join(__dirname, '../../shared/src/i18n/icu-parser.ts');
/** zod's JSON Schema modules, replaced in production by zod-json-schema-off.mjs. */
const ZOD_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

const apiTarget = process.env.DEV_API ?? 'http://127.0.0.1:8080';

/**
 * @param {object} options
 * @param {string} options.dir package folder
 * @param {string} options.cssPrefix class-name prefix that keeps this package's styles its own
 * @param {object} options.federation ModuleFederationPlugin options without `shared`
 * @param {object} [options.entry]
 * @param {string} [options.publicPath]
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins]
 * @param {number} options.port development server port
 * @param {string} [options.historyFallback] page served for unknown paths in development
 * @param {string} [options.developmentFirst] module put before every entry in development builds
 *
 * `webpack serve` in development adds React Fast Refresh. `--env devDist` writes the build to dist-dev/
 * (the development server writes its files there too), where the shop's server serves it from in
 * `npm run dev` (scripts/dev.mjs).
 */
function createConfig(options) {
  return (env = {}, argv) => {
    const production = argv.mode !== 'development';
    const refresh = !production && Boolean(env.WEBPACK_SERVE);
    const entry = options.entry ?? { main: './src/index.ts' };
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: production || !options.developmentFirst ? entry : withFirst(entry, options.developmentFirst),
      // No eval: the shop's Content-Security-Policy forbids it, and in `npm run dev` the shop's server sends the page.
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: path.join(options.dir, env.devDist ? 'dist-dev' : 'dist'),
        publicPath: options.publicPath ?? 'auto',
        uniqueName: options.federation.name,
        filename: production ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
        chunkFilename: production ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
        assetModuleFilename: 'static/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: production ? slimRouter(options.dir) : {},
      },
      module: {
        // An import of a name a module does not export (e.g. one missing from the slim router) fails the build.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            // The federation packages are dual (CommonJS and ESM) and require one another: take the ESM
            // build everywhere, or the page carries both copies of the runtime.
            include: /[\\/]node_modules[\\/]@module-federation[\\/]/,
            resolve: { conditionNames: ['import', 'module', 'webpack', 'browser', production ? 'production' : 'development', 'default'] },
          },
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('ts-loader'), options: tsLoaderOptions(production, refresh) },
          },
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    auto: /\.module\.css$/,
                    localIdentName: production ? `${options.cssPrefix}-[hash:base64:6]` : `${options.cssPrefix}-[name]-[local]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          { test: /\.(woff2?|png|jpe?g|svg|webp|avif)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? 'static/[name].[contenthash:10].css' : 'static/[name].css',
          chunkFilename: production ? 'static/[id].[contenthash:10].css' : 'static/[id].css',
        }),
        new ModuleFederationPlugin({
          dts: false,
          ...options.federation,
          // In production the shell alone carries the federation runtime; the remotes use its copy. The
          // shell provides it in development too, for the production remotes of `npm run dev`.
          experiments: production
            ? {
                ...(options.federation.exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
                // Remotes are plain remoteEntry.js files in the browser: no manifest snapshots, no Node loader.
                optimization: { disableSnapshot: true, target: 'web' },
              }
            : options.federation.exposes
              ? {}
              : { provideExternalRuntime: true },
          shared: sharedModules(options.dir, { production, eager: production && !options.federation.exposes }),
        }),
        ...(options.plugins ?? []),
        // Fast Refresh in the package being served only; its runtime stays in this package's own chunks.
        ...(refresh ? [new (require('@pmmmwh/react-refresh-webpack-plugin'))({ overlay: false })] : []),
        // Messages are read by the shop's small ICU reader rather than @formatjs' full parser (see shared/src/i18n/icu-parser.ts).
        new webpack.NormalModuleReplacementPlugin(/^@formatjs\/icu-messageformat-parser$/, ICU_PARSER),
        ...(production
          ? [
              // Matched once resolved (zod imports these files by relative path).
              new webpack.NormalModuleReplacementPlugin(ZOD_JSON_SCHEMA, (resolved) => {
                if (resolved.createData?.resource) resolved.createData.resource = path.join(__dirname, 'zod-json-schema-off.mjs');
              }),
              new PrecompressPlugin(),
            ]
          : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: options.port,
        host: '127.0.0.1',
        historyApiFallback: options.historyFallback ? { index: options.historyFallback } : true,
        // The shop's page (another origin) loads this server's files and opens its live-reload socket.
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: {
          webSocketURL: { protocol: 'ws', hostname: '127.0.0.1', port: options.port, pathname: '/ws' },
          overlay: { errors: true, warnings: false, runtimeErrors: false },
        },
        devMiddleware: { writeToDisk: Boolean(env.devDist) },
        proxy: [{ context: ['/Apps', '/wa', '/media', '/mf/remotes.json'], target: apiTarget }],
      },
    };
  };
}

/**
 * TypeScript compiles each file on its own (the type check is the root check's, scripts/typecheck.mjs).
 * The output keeps ES module syntax for webpack's tree-shaking, and JSX goes to React's automatic
 * runtime (its development form, with source locations, outside production).
 */
function tsLoaderOptions(production, refresh) {
  return {
    transpileOnly: true,
    onlyCompileBundledFiles: true,
    // Fast Refresh: each component registered with the refresh runtime, so an edit swaps it in place.
    ...(refresh ? { getCustomTransformers: () => ({ before: [require('react-refresh-typescript')()] }) } : {}),
    compilerOptions: {
      module: 'esnext',
      target: 'es2022',
      jsx: production ? 'react-jsx' : 'react-jsxdev',
      noEmit: false,
      declaration: false,
      sourceMap: !production,
    },
  };
}

/** Each entry with `first` before it. */
function withFirst(entry, first) {
  return Object.fromEntries(Object.entries(entry).map(([name, request]) => [name, [first, request].flat()]));
}

/**
 * `react-router-dom` becomes react-router-dom.mjs beside this file: the used exports of react-router's
 * production build (its package exports point bundlers at the development build).
 */
function slimRouter(dir) {
  const domPackage = require.resolve('react-router-dom/package.json', { paths: [dir, path.join(__dirname, '../../shared')] });
  const routerPackage = require.resolve('react-router/package.json', { paths: [path.dirname(domPackage)] });
  return {
    'react-router-dom$': path.join(__dirname, 'react-router-dom.mjs'),
    'react-router$': path.join(path.dirname(routerPackage), 'dist/production/index.mjs'),
  };
}

module.exports = { createConfig };
