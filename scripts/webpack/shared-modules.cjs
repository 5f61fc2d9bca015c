// The one list of shared singletons, identical in the host and every remote.
const path = require('node:path');

/** Import request to package of the forms' libraries. */
const FORM_LIBRARIES = { 'react-hook-form': 'react-hook-form', '@hookform/resolvers/zod': '@hookform/resolvers' };

/**
 * @param {string} packageDir
 * @param {object} [options]
 * @param {boolean} [options.production]
 * @param {boolean} [options.eager] the host bundles its singletons into its entry, so the page loads
 *   them with the first script instead of one request after another once the entry runs
 */
function sharedModules(packageDir, { production = false, eager = false } = {}) {
  const pkg = require(path.join(packageDir, 'package.json'));
  const sharedPkg = require(path.join(__dirname, '../../shared/package.json'));
  const deps = pkg.dependencies || {};
  const routerVersion = require(require.resolve('react-router-dom/package.json', { paths: [packageDir] })).version;
  const pinned = (name) => ({ singleton: true, eager, requiredVersion: deps[name] });
  return {
    react: pinned('react'),
    'react/': pinned('react'),
    'react-dom': pinned('react-dom'),
    'react-dom/': pinned('react-dom'),
    // In production react-router-dom is the slim router module (../webpack/react-router-dom.mjs): one
    // singleton holding the router contexts and only the exports the shop uses.
    'react-router-dom': { ...pinned('react-router-dom'), version: routerVersion },
    // In development react-router-dom is the package itself, and react-router (its contexts) is shared too.
    ...(production ? {} : { 'react-router': { singleton: true, requiredVersion: false } }),
    jotai: pinned('jotai'),
    'jotai/': pinned('jotai'),
    'react-intl': pinned('react-intl'),
    // The forms' libraries, only in the remotes that have forms and never eager: the shell's first
    // load does not carry them, and the first remote with a form on the page lends them to the others.
    ...Object.fromEntries(
      Object.entries(FORM_LIBRARIES)
        .filter(([, packageName]) => deps[packageName])
        .map(([request, packageName]) => [request, { singleton: true, eager: false, requiredVersion: deps[packageName] }]),
    ),
    // Strictly by its version (raised with every change to its surface, see scripts/shared-surface.cjs):
    // a remote built against a newer @shop/shared than the page's fails to load instead of running on
    // names the page's copy does not have; the shell then shows that remote's fallback.
    '@shop/shared': {
      singleton: true,
      strictVersion: true,
      eager,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
    },
  };
}

module.exports = { sharedModules };
