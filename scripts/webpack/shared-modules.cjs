// The one list of shared singletons, identical in the host and every remote.
const path = require('node:path');

function sharedModules(packageDir) {
  const pkg = require(path.join(packageDir, 'package.json'));
  const sharedPkg = require(path.join(__dirname, '../../shared/package.json'));
  const deps = pkg.dependencies || {};
  const pinned = (name) => ({ singleton: true, requiredVersion: deps[name] });
  return {
    react: pinned('react'),
    'react/': pinned('react'),
    'react-dom': pinned('react-dom'),
    'react-dom/': pinned('react-dom'),
    // react-router holds the router contexts that react-router-dom re-exports.
    'react-router': { singleton: true, requiredVersion: false },
    'react-router-dom': pinned('react-router-dom'),
    jotai: pinned('jotai'),
    'jotai/': pinned('jotai'),
    'react-intl': pinned('react-intl'),
    '@shop/shared': {
      singleton: true,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version.split('.')[0]}.0.0`,
    },
  };
}

module.exports = { sharedModules };
