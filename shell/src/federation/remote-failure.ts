/**
 * What the runtime plugin hands back instead of a remote module that could not be loaded. It is a
 * plain object (the plugin runs before React exists); the lazy loader swaps it for the fallback.
 */
export interface RemoteFailure {
  readonly remoteFailure: true;
  readonly id: string;
  readonly reason: string;
}

export function remoteFailure(id: string, error: unknown): RemoteFailure {
  return { remoteFailure: true, id, reason: error instanceof Error ? error.message : String(error) };
}

export function isRemoteFailure(value: unknown): value is RemoteFailure {
  return typeof value === 'object' && value !== null && 'remoteFailure' in value && value.remoteFailure === true;
}
