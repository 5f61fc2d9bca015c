import { ErrorBoundary, type RemoteName } from '@shop/shared';
import { createElement, Suspense, useMemo, useState } from 'react';
import { lazyRemote, RemoteSlot, type RemoteSlotContext } from './lazy-remote';
import { RemoteFallback, type RemoteVariant } from './remote-fallback';
import { RemoteLoading } from './remote-loading';
import { reloadRemote } from './remotes';
import { reportRemoteFailure } from './report-failure';
import styles from './remote-module.module.css';

export interface RemoteModuleProps {
  remote: RemoteName;
  /** The exposed module without './', e.g. 'routes' or 'Footer'. */
  module: string;
  props?: Record<string, unknown>;
  /** 'area' for a page area, 'slot' for a smaller part such as the footer's newsletter box. */
  variant?: RemoteVariant;
}

/**
 * Renders one module of a remote inside its own error boundary and Suspense: a remote that cannot
 * load or that throws shows a fallback here only, and the rest of the page keeps working.
 */
export function RemoteModule({ remote, module, props, variant = 'area' }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const slot = useMemo<RemoteSlotContext>(
    () => ({
      variant,
      retry: (reload) => {
        const next = () => setAttempt((n) => n + 1);
        if (reload) reloadRemote(remote).then(next, next);
        else next();
      },
    }),
    [remote, variant],
  );

  return (
    <RemoteSlot value={slot}>
      <div className={styles.area} data-remote={remote} data-module={module}>
        <ErrorBoundary
          resetKeys={[remote, module, attempt]}
          onError={(error) => {
            console.error(`remote "${remote}/${module}" failed`, error);
            reportRemoteFailure(remote, 'render');
          }}
          fallback={() => <RemoteFallback variant={variant} onRetry={() => slot.retry(false)} />}
        >
          <Suspense fallback={<RemoteLoading variant={variant} />}>{createElement(lazyRemote(remote, module, attempt), props)}</Suspense>
        </ErrorBoundary>
      </div>
    </RemoteSlot>
  );
}
