import { defaultApiBase, remoteNames, setApiBase, setBotCheckSiteKey, type RemoteManifest } from '@shop/shared';
import { z } from 'zod';

export const manifestUrl = '/mf/remotes.json';

const manifestSchema = z.object({
  apiBase: z.string().min(1),
  remotes: z.array(z.object({ name: z.enum(remoteNames), entry: z.string().min(1) })),
  botCheckSiteKey: z.string().min(1).optional(),
});

/** Where the server puts the remotes by default; used when the manifest cannot be read. */
export const defaultManifest: RemoteManifest = {
  apiBase: defaultApiBase,
  remotes: remoteNames.map((name) => ({ name, entry: `/mf/${name}/remoteEntry.js` })),
};

/** Reads the runtime manifest and points the API client at its apiBase. */
export async function fetchManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  let manifest = defaultManifest;
  try {
    const response = await fetchImpl(manifestUrl, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`status ${response.status}`);
    manifest = manifestSchema.parse(await response.json());
  } catch (error) {
    console.warn('remote manifest unavailable, using the default remote addresses', error);
  }
  setApiBase(manifest.apiBase);
  setBotCheckSiteKey(manifest.botCheckSiteKey ?? null);
  return manifest;
}
