import { remoteFailure } from '../federation/remote-failure';

type Loader = () => unknown;
const modules = new Map<string, Loader>();

/** Stands in for @module-federation/enhanced/runtime in component tests. */
export const registerRemotes = jest.fn();

/** Like the real runtime with the shell's plugin: an unknown or failing remote yields the failure marker. */
export const loadRemote = jest.fn(async (id: string) => {
  const loader = modules.get(id);
  if (!loader) return remoteFailure(id, new Error('remote unreachable'));
  try {
    return await loader();
  } catch (error) {
    return remoteFailure(id, error);
  }
});

/** Makes `id` (e.g. 'catalog/routes') load what `loader` returns. */
export function provideRemote(id: string, loader: Loader): void {
  modules.set(id, loader);
}

export function resetFakeFederation(): void {
  modules.clear();
  registerRemotes.mockClear();
  loadRemote.mockClear();
}
