import type { RemoteName } from '@shop/shared';
import { RemoteModule } from './remote-module';

/** A page area answered by a remote's routes (its ./routes module). */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  return <RemoteModule key={remote} remote={remote} module="routes" />;
}
