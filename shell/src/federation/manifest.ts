import { defaultApiBase, remoteNames, setApiBase, setBotCheckSiteKey, shopIdentitySchema, type RemoteManifest } from '@shop/shared';
import { z } from 'zod';

export const manifestUrl = '/mf/remotes.json';
/** The server hands the manifest over with the page, in a data block of this id (never executed). */
export const manifestBlockId = 'shop-remotes';

const manifestSchema = z.object({
  apiBase: z.string().min(1),
  // release: which release of the remote the entry is (absent for the shop's own build).
  remotes: z.array(z.object({ name: z.enum(remoteNames), entry: z.string().min(1), release: z.string().min(1).optional() })),
  botCheckSiteKey: z.string().min(1).optional(),
  // Company details that do not pass are dropped, not the manifest (the remotes still load).
  shop: shopIdentitySchema.optional().catch(undefined),
});

/** Where the server puts the remotes by default; used when the manifest cannot be read. */
export const defaultManifest: RemoteManifest = {
  apiBase: defaultApiBase,
  remotes: remoteNames.map((name) => ({ name, entry: `/mf/${name}/remoteEntry.js` })),
};

/** The manifest the page came with, when it carries a valid one. */
export function manifestInPage(): RemoteManifest | null {
  const text = document.getElementById(manifestBlockId)?.textContent;
  if (!text) return null;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads the runtime manifest (from the page, else from the server) and points the API client at its apiBase. */
export async function fetchManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  const manifest = manifestInPage() ?? (await manifestFromServer(fetchImpl));
  setApiBase(manifest.apiBase);
  setBotCheckSiteKey(manifest.botCheckSiteKey ?? null);
  return manifest;
}

async function manifestFromServer(fetchImpl: typeof fetch): Promise<RemoteManifest> {
  try {
    const response = await fetchImpl(manifestUrl, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return manifestSchema.parse(await response.json());
  } catch (error) {
    console.warn('remote manifest unavailable, using the default remote addresses', error);
    return defaultManifest;
  }
}
