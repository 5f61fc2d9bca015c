import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/shared';
import { createContext, lazy, use, type ComponentType, type LazyExoticComponent } from 'react';
import { isRemoteFailure } from './remote-failure';
import { RemoteFallback, type RemoteVariant } from './remote-fallback';
import { remotesReady } from './remotes';
import { reportRemoteFailure } from './report-failure';

/** What the fallback of a remote that failed to load needs from the place it is shown in. */
export interface RemoteSlotContext {
  variant: RemoteVariant;
  retry: (reload: boolean) => void;
}

export const RemoteSlot = createContext<RemoteSlotContext>({ variant: 'area', retry: () => undefined });

/** Stands in for a remote module that could not be loaded; its retry loads the remote afresh. */
function UnavailableRemote() {
  const { variant, retry } = use(RemoteSlot);
  return <RemoteFallback variant={variant} onRetry={() => retry(true)} />;
}

type AnyComponent = ComponentType<Record<string, unknown>>;
type RemoteModule = { default?: AnyComponent };

const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

/**
 * The React.lazy component of an exposed module (e.g. catalog + routes), one per attempt. A failure
 * marker from the runtime plugin, or anything without a default export, becomes the fallback.
 */
export function lazyRemote(remote: RemoteName, module: string, attempt: number): LazyExoticComponent<AnyComponent> {
  const key = `${remote}/${module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy<AnyComponent>(async () => {
      await remotesReady();
      const loaded = await loadRemote<RemoteModule>(`${remote}/${module}`).catch((error: unknown) => {
        console.warn(`remote module "${remote}/${module}" could not be loaded`, error);
        return null;
      });
      if (!loaded || isRemoteFailure(loaded) || !loaded.default) {
        reportRemoteFailure(remote, 'load');
        // Forget the failure so the next visit to this area tries again.
        cache.delete(key);
        return { default: UnavailableRemote };
      }
      return { default: loaded.default };
    });
    cache.set(key, component);
  }
  return component;
}
