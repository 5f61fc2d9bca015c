import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const remotes = ['mfe-catalog', 'mfe-account', 'mfe-cart', 'mfe-cms', 'mfe-backoffice'];

/** Import patterns that reach into the named packages, by workspace name or by relative path. */
const reachInto = (folders) => folders.flatMap((f) => [`@shop/${f}`, `@shop/${f}/*`, `**/${f}`, `**/${f}/**`]);
/** What shared code the server imports may not reach: remotes, shell, server, React and the browser-side folders. */
const serverSafe = [
  ...reachInto([...remotes, 'shell', 'server']),
  'react',
  'react-*',
  'jotai',
  'jotai/*',
  ...reachInto(['ui', 'state', 'api', 'i18n', 'events']),
];

/** The server's domain modules, each over core/ and each met only through its public index.ts. */
const serverModules = ['account', 'catalogue', 'checkout', 'content', 'orders', 'releases', 'staff'];
/** Production files of a server folder (tests may reach inside to test it). */
const productionOf = (folder) => `server/src/${folder}/**/!(*.test).ts`;
/** The server's layers, lowest first: core, the modules, the seed data, the application, the entry points. */
const serverZones = [
  {
    target: productionOf('core'),
    from: [...serverModules, 'seed', 'app'].map((folder) => `server/src/${folder}`),
    message: 'core is the bottom layer: it imports no module, no seed data and not the application.',
  },
  {
    target: serverModules.map(productionOf),
    from: ['server/src/seed', 'server/src/app'],
    message: 'a module imports core and other modules, never the seed data or the application above it.',
  },
  { target: productionOf('seed'), from: 'server/src/app', message: 'the seed data never imports the application.' },
  ...serverModules.map((module) => ({
    target: [...serverModules.filter((other) => other !== module), 'seed', 'app'].map(productionOf).concat('server/src/!(*.test).ts'),
    from: `server/src/${module}`,
    except: ['./index.ts'],
    message: `use the ${module} module through its public file (${module}/index.ts), not its insides.`,
  })),
  {
    target: [
      'server/src/*/data/**/!(*.test).ts',
      'server/src/catalogue/admin/**/!(*.test).ts',
      'server/src/checkout/stock/**/!(*.test).ts',
    ],
    from: 'server/src/core/http',
    message: 'data access answers data (null, a count, a refusal kind): the routes choose status codes and messages.',
  },
  {
    target: 'server/src/**/!(*.test).ts',
    from: 'server/test',
    message: 'production code never imports the test harness.',
  },
];

const restrict = (patterns, message, paths = []) => ({
  'no-restricted-imports': ['error', { paths, patterns: [{ group: patterns, message }] }],
});

/** The state each team owns in @shop/shared; the other teams follow it on the bus (`useLatestEvent`). */
const teamAtoms = {
  'mfe-cart': ['cartAtom', 'cartQuantityAtom', 'paymentPendingAtom', 'customerAtom'],
  'mfe-account': ['sessionAtom', 'sessionTokenAtom', 'userAtom', 'startSessionAtom', 'dropSessionAtom', 'endSessionAtom'],
  'mfe-catalog': ['favouritesAtom'],
};
/** The atoms of every team but `team` (the shell owns none), as a restricted import of @shop/shared. */
const otherTeamsAtoms = (team) => [
  {
    name: '@shop/shared',
    importNames: Object.entries(teamAtoms).flatMap(([owner, atoms]) => (owner === team ? [] : atoms)),
    message: "another team's state: follow its *:changed event with useLatestEvent, change it with the owner's action.",
  },
];
const testFiles = ['**/*.test.{ts,tsx}'];

/**
 * The import rule of a team's folder (a remote or the shell): `patterns` everywhere and, outside its
 * tests, which arrange the whole shop's state, no other team's atoms. Two entries, since a later
 * entry's options replace an earlier one's for the same rule.
 */
const teamImports = (team, patterns, message) => [
  { files: [`${team}/**/*.{ts,tsx}`], rules: restrict(patterns, message) },
  { files: [`${team}/**/*.{ts,tsx}`], ignores: testFiles, rules: restrict(patterns, message, otherTeamsAtoms(team)) },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-dev/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/tmp/**',
      'server/src/core/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'bench/**', 'server/build.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Import direction: shared imports no remote and no shell (the message catalogue's shell section,
  // messages/{ita,eng}/shell.ts, is shared's own).
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: restrict(
      [...reachInto([...remotes, 'shell', 'server']), '!./ita/shell', '!./eng/shell', '!../ita/shell'],
      'shared imports no remote, shell or server.',
    ),
  },
  // The contracts and the plain paths are imported by the server: no React, no browser-only code.
  {
    files: [
      'shared/src/contracts/**/*.ts',
      'shared/src/data/**/*.ts',
      'shared/src/money/**/*.ts',
      'shared/src/routes/paths.ts',
      'shared/src/testing/**/*.ts',
    ],
    rules: restrict([...serverSafe, ...reachInto(['routes'])], 'contracts and data stay React-free: the server imports them.'),
  },
  // The catalogue queries are imported by the server too: React-free, and of the routes only the plain paths.
  {
    files: ['shared/src/catalogue/**/*.ts'],
    rules: restrict(
      [...serverSafe, '**/routes/route-table', '**/routes/use-storefront-route'],
      'the catalogue queries stay React-free: the server imports them.',
    ),
  },
  // A remote imports no other remote's source, nor the shell.
  ...remotes.flatMap((remote) =>
    teamImports(
      remote,
      reachInto([...remotes.filter((r) => r !== remote), 'shell', 'server']),
      'remotes never import each other: meet through @shop/shared.',
    ),
  ),
  ...teamImports('shell', reachInto([...remotes, 'server']), 'the shell loads remotes at run time, never by import.'),
  // The server imports only the shared contracts, never React or the browser code; inside it, the layers.
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@shop/shared', message: 'import @shop/shared/contracts: the server takes only the contracts.' }],
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                'jotai',
                'jotai/*',
                '@shop/shared/*',
                '!@shop/shared/contracts',
                '!@shop/shared/catalogue',
                '!@shop/shared/paths',
                '!@shop/shared/money',
                '!@shop/shared/messages',
                '!@shop/shared/testing',
                ...reachInto([...remotes, 'shell']),
                '**/shared/src/**',
              ],
              message:
                'the server imports only @shop/shared/contracts, @shop/shared/catalogue, @shop/shared/paths, @shop/shared/money, @shop/shared/messages and, in tests, @shop/shared/testing (no React, no remote).',
            },
          ],
        },
      ],
    },
  },
);
