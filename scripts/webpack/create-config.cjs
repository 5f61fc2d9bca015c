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
 */
function createConfig(options) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: options.entry ?? { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
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
            use: { loader: require.resolve('ts-loader'), options: tsLoaderOptions(production) },
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
          // In production the shell alone carries the federation runtime; the remotes use its copy.
          ...(production
            ? {
                experiments: {
                  ...(options.federation.exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
                  // Remotes are plain remoteEntry.js files in the browser: no manifest snapshots, no Node loader.
                  optimization: { disableSnapshot: true, target: 'web' },
                },
              }
            : {}),
          shared: sharedModules(options.dir, { production, eager: production && !options.federation.exposes }),
        }),
        ...(options.plugins ?? []),
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
        headers: { 'Access-Control-Allow-Origin': '*' },
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
function tsLoaderOptions(production) {
  return {
    transpileOnly: true,
    onlyCompileBundledFiles: true,
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
