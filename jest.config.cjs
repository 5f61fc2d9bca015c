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
const esmPackages = ['jotai', 'react-intl', '@formatjs', 'intl-messageformat'].join('|');

module.exports = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared/src', '<rootDir>/shell/src', '<rootDir>/mfe-catalog/src', '<rootDir>/mfe-account/src', '<rootDir>/mfe-cart/src', '<rootDir>/mfe-cms/src', '<rootDir>/mfe-backoffice/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '/shared/src/contracts/', '/shared/src/data/'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmPackages}))`],
      moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-web.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/src', '<rootDir>/shared/src/contracts', '<rootDir>/shared/src/data'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/'],
    },
  ],
};
