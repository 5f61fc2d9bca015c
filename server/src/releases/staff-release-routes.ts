import { RELEASE_ADMIN_ACTIONS, remoteNames, type StaffReleasesReply } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../core/app-deps';
import { legacyPaths } from '../core/http/legacy-paths';
import { registerStaffScope } from '../staff';
import { remoteOverview } from './release-overview';
import { staffPins } from './served-remotes';

/**
 * The back-office's read of the releases: each remote's active release, its candidate, the releases
 * before and who changed what it serves and when, with the releases pinned in the caller's browser
 * (its cookie is unreadable to scripts). Staff only; activating and rolling back stay with operators.
 */
export function registerStaffReleaseRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  registerStaffScope(app, db, (scope) => {
    for (const url of legacyPaths(config.appName, RELEASE_ADMIN_ACTIONS.list)) {
      scope.post(url, async (request, reply): Promise<StaffReleasesReply> => {
        reply.header('cache-control', 'no-store');
        const remotes = [];
        for (const remote of remoteNames) remotes.push(await remoteOverview(db, remote));
        const pins = [...(await staffPins(db, request))].map(([remote, served]) => ({ remote, release: served.id }));
        return { error: false, remotes, pins };
      });
    }
  });
}
