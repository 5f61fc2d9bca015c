import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { SharedNeed } from './release-files';

/** The packages the shell lends every remote as singletons; a release's needs of them are checked. */
export const CHECKED_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'jotai', 'react-intl', 'zod', 'react-hook-form', '@shop/shared'];

/** Shared strictly: the page's copy must be in the range the remote asks for, or the remote fails to load. */
const STRICT = new Set(['@shop/shared']);

/** What the shell provides: package name to version. */
export type ShellProvides = Record<string, string>;

/** The package a shared request belongs to: 'react-dom/client' -> 'react-dom', 'react/' -> 'react'. */
export function packageOf(request: string): string {
  const parts = request.split('/').filter(Boolean);
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/** The versions of the shell's singletons: its package.json's pins and @shop/shared's own version. */
export function shellProvides(repoRoot: string): ShellProvides {
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as { version?: string; dependencies?: Record<string, string> };
  const shell = read('shell/package.json').dependencies ?? {};
  const provides: ShellProvides = {};
  for (const name of CHECKED_PACKAGES) {
    const version = name === '@shop/shared' ? read('shared/package.json').version : shell[name];
    const exact = version ? semver.minVersion(version)?.version : undefined;
    if (exact) provides[name] = exact;
  }
  return provides;
}

/**
 * Why the shell cannot meet a release's shared needs, naming the package and both versions; null when
 * it can. @shop/shared must be in the range the release asks for; any other singleton must be of the
 * same major version as the release's own copy (the page lends its copy, with a warning for a minor
 * difference, and a different major would break the remote). A package the shell does not lend is
 * the release's own business.
 */
export function incompatibility(needs: readonly SharedNeed[], provides: ShellProvides): string | null {
  for (const need of needs) {
    const name = packageOf(need.name);
    const shell = provides[name];
    if (!CHECKED_PACKAGES.includes(name) || !shell) continue;
    const wanted = need.requiredVersion ?? need.version;
    if (STRICT.has(name)) {
      if (!semver.validRange(wanted) || !semver.satisfies(shell, wanted)) {
        return `${name}: la release richiede ${wanted}, la shell attiva offre ${shell}`;
      }
      continue;
    }
    const own = semver.valid(need.version) ?? (semver.validRange(wanted) ? semver.minVersion(wanted)?.version : null) ?? null;
    if (!own || semver.major(own) !== semver.major(shell)) return `${name}: la release richiede ${wanted}, la shell attiva offre ${shell}`;
  }
  return null;
}
