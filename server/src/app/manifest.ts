import { remoteNames, type RemoteManifest } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../core/app-deps';
import { shopIdentity } from '../core/shop-identity';

/** The manifest for this configuration: where each remote lives, the API base, the bot-check key and the seller's details. */
export function remoteManifest(config: AppDeps['config']): RemoteManifest {
  const shop = shopIdentity(config.fiscal);
  return {
    apiBase: config.apiBase,
    remotes: remoteNames.map((name) => ({ name, entry: config.remotes[name] })),
    ...(config.botCheck.siteKey ? { botCheckSiteKey: config.botCheck.siteKey } : {}),
    ...(shop ? { shop } : {}),
  };
}

/** Where the shell finds each remote, from the environment, so a remote can move without a shell rebuild. */
export function registerManifest(app: FastifyInstance, { config }: AppDeps): void {
  const manifest = remoteManifest(config);
  app.get('/mf/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(manifest));
}
