/**
 * The releases module's public face: the remotes' releases, what each serves, and their operations
 * for the command line and the HTTP interface.
 */
export { ActiveReleases, bucketOf } from './active-releases';
export { CHECKED_PACKAGES, incompatibility, shellProvides } from './compatibility';
export type { ShellProvides } from './compatibility';
export { createDeployToken, revokeDeployTokens } from './deploy-tokens';
export { filesOfFolder, filesOfTarball, ReleaseRefusal } from './release-files';
export {
  activateRelease,
  listReleases,
  pruneReleases,
  publishRelease,
  registerHostedRelease,
  rollbackRemote,
  servedIncompatibilities,
} from './release-store';
export type { RemoteReleases, Serving } from './release-store';
export { carriesOpsToken, registerReleaseRoutes } from './release-routes';
export type { RemoteFailures } from './remote-failures';
export { servedRemotes, type ManifestRemote } from './served-remotes';
