import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFailure } from './remote-failure';

/**
 * Federation runtime plugin of the shell: a remote that cannot be loaded (down, 404, broken
 * script) yields a failure marker instead of an exception, so only its own area shows a fallback.
 */
export default function shopRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier stages rethrow; the failure then reaches this hook once more as 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`remote module "${id}" could not be loaded`, error);
      return remoteFailure(id, error);
    },
  };
}
