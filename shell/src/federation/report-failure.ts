import { REMOTE_FAILURE_PATH, remoteFailureReportSchema, type RemoteFailureReport, type RemoteName } from '@shop/shared';
import { releaseOf } from './remotes';

const reported = new Set<string>();

/**
 * Tells the shop that a remote failed on this page (it could not load, or it threw while rendering),
 * with the release the page runs: counted by remote and release, and a release failing often is
 * rolled back. Once per remote and kind per page load; a report that cannot be sent is dropped.
 */
export function reportRemoteFailure(remote: RemoteName, kind: RemoteFailureReport['kind'], send: typeof fetch = fetch): void {
  const key = `${remote}:${kind}`;
  if (reported.has(key)) return;
  reported.add(key);
  const report = remoteFailureReportSchema.safeParse({
    remote,
    release: releaseOf(remote),
    page: window.location.pathname.slice(0, 300),
    kind,
  });
  if (!report.success) return;
  void send(REMOTE_FAILURE_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report.data),
  })
    // Read to its end: a reply left unread stays open, and the page never settles.
    .then((reply) => reply.text())
    .catch(() => undefined);
}

/** Forgets what was reported (tests start each case as a new page). */
export function forgetReportedFailures(): void {
  reported.clear();
}
