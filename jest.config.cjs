const { existsSync } = require('node:fs');
const path = require('node:path');

// One jest run, two projects: the browser code in jsdom and the server (with the React-free contracts) in node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages that jest must transform, also under pnpm's node_modules/.pnpm layout.
const esmPackages = ['jotai', 'react-intl', '@formatjs', 'intl-messageformat', 'photoswipe'].join('|');

/** Folders that exist (a package may have no tests yet). */
const roots = (...dirs) => dirs.filter((d) => existsSync(path.join(__dirname, d))).map((d) => `<rootDir>/${d}`);

module.exports = {
  // A ceiling for a test that hangs, not a measure of speed: a loaded machine may be several times slower.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: roots('shared/src', 'shell/src', 'mfe-catalog/src', 'mfe-account/src', 'mfe-cart/src', 'mfe-cms/src', 'mfe-backoffice/src'),
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '/shared/src/contracts/', '/shared/src/data/', '/shared/src/money/'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmPackages}))`],
      moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-web.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: roots('server/src', 'server/test', 'shared/src/contracts', 'shared/src/data', 'shared/src/money', 'scripts'),
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      // ESM-only dependencies of @fastify/static, of fastify's inject, of sanitize-html (htmlparser2 and its dom
      // packages) and of the message catalogue's formatter (intl-messageformat and @formatjs).
      transformIgnorePatterns: [
        'node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(content-disposition|cookie|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|intl-messageformat|@formatjs)/)',
      ],
    },
  ],
};
