import { remoteNames, type RemoteManifest } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../core/app-deps';
import { shopIdentity } from '../core/shop-identity';
import { servedRemotes, type ActiveReleases, type ManifestRemote } from '../releases';

/** The manifest the shell reads: each remote's entry and, beside it, which release it is. */
export type ServedManifest = RemoteManifest & { remotes: ManifestRemote[] };

/**
 * The manifest for this configuration: where each remote lives, the API base, the bot-check key and
 * the seller's details. `remotes` defaults to the configured addresses (REMOTE_*_URL).
 */
export function remoteManifest(config: AppDeps['config'], remotes?: ManifestRemote[]): ServedManifest {
  const shop = shopIdentity(config.fiscal);
  return {
    apiBase: config.apiBase,
    remotes: remotes ?? remoteNames.map((name) => ({ name, entry: config.remotes[name] })),
    ...(config.botCheck.siteKey ? { botCheckSiteKey: config.botCheck.siteKey } : {}),
    ...(shop ? { shop } : {}),
  };
}

/**
 * Where the shell finds each remote: the active release of each (a page keeps the manifest it
 * started with until its next full load), else the environment's address.
 */
export function registerManifest(app: FastifyInstance, { config, db }: AppDeps, releases: ActiveReleases): void {
  app.get('/mf/remotes.json', async (request, reply) => {
    const remotes = await servedRemotes(db, config, releases, request, reply);
    return reply.header('cache-control', 'no-cache').send(remoteManifest(config, remotes));
  });
}
