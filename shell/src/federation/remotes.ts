import { registerRemotes } from '@module-federation/enhanced/runtime';
import { BUILT_IN_RELEASE, type RemoteManifest, type RemoteName } from '@shop/shared';
import { fetchManifest } from './manifest';

let wanted: readonly RemoteName[] = [];
let ready: Promise<RemoteManifest> | null = null;

/**
 * Starts reading the manifest and registers the named remotes (only those: the back-office mount
 * loads the back-office alone). Called once at start-up; later calls return the same promise.
 */
export function startRemotes(names: readonly RemoteName[]): Promise<RemoteManifest> {
  if (!ready) {
    wanted = names;
    ready = fetchManifest().then((manifest) => {
      releases = Object.fromEntries(
        manifest.remotes.flatMap((remote) =>
          'release' in remote && typeof remote.release === 'string' ? [[remote.name, remote.release]] : [],
        ),
      );
      registerRemotes(entriesOf(manifest, wanted), { force: true });
      return manifest;
    });
  }
  return ready;
}

/** Resolves once the remotes are registered. */
export function remotesReady(): Promise<RemoteManifest> {
  return ready ?? Promise.reject(new Error('remotes were not started'));
}

let releases: Partial<Record<RemoteName, string>> = {};

/**
 * Which release of `remote` this page runs: the one of the manifest it started with, kept until the
 * next full load even when another is activated meanwhile.
 */
export function releaseOf(remote: RemoteName): string {
  return releases[remote] ?? BUILT_IN_RELEASE;
}

/** Registers a remote afresh, dropping whatever the runtime kept from a failed load. */
export async function reloadRemote(name: RemoteName): Promise<void> {
  const manifest = await remotesReady();
  registerRemotes(entriesOf(manifest, [name]), { force: true });
}

function entriesOf(manifest: RemoteManifest, names: readonly RemoteName[]) {
  return manifest.remotes.filter((remote) => names.includes(remote.name)).map(({ name, entry }) => ({ name, entry }));
}
