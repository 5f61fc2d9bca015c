import { RELEASE_LIST_LIMITS, type RemoteName, type RemoteReleasesView, type ReleaseSummary } from '@shop/shared/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { remoteReleases, type remoteActivations } from '../core/db/schema';
import { activationsOf, replay } from './release-store';

type ActivationRow = typeof remoteActivations.$inferSelect;
type ReleaseRow = typeof remoteReleases.$inferSelect;

const summary = (row: ReleaseRow): ReleaseSummary => ({
  id: row.id,
  version: row.version,
  publishedBy: row.publishedBy,
  publishedAt: row.publishedAt.toISOString(),
});

/** Who changed what a remote serves, and when. */
const change = (row: ActivationRow) => ({
  activatedBy: row.activatedBy,
  activatedAt: row.activatedAt.toISOString(),
  rollback: row.rollback,
});

/**
 * What the back-office shows of a remote: the release everyone gets and the change that put it there
 * (an activation, or the rollback that brought it back), the candidate with its share and the change
 * that started it, the other releases newest first, and the latest activations newest first.
 */
export async function remoteOverview(db: Db, remote: RemoteName): Promise<RemoteReleasesView> {
  const activations = await activationsOf(db, remote);
  const releases = await db
    .select()
    .from(remoteReleases)
    .where(eq(remoteReleases.remote, remote))
    .orderBy(desc(remoteReleases.publishedAt), desc(remoteReleases.id));
  const since: { active: ActivationRow | null; candidate: ActivationRow | null } = { active: null, candidate: null };
  let servedBefore: string | null = null;
  const serving = replay(activations, (row, now) => {
    if (now.releaseId !== servedBefore) since.active = row;
    if (now.candidateId && row.candidateId === now.candidateId) since.candidate = row;
    servedBefore = now.releaseId;
  });
  const byId = new Map(releases.map((row) => [row.id, row]));
  const active = serving.releaseId ? byId.get(serving.releaseId) : undefined;
  const candidate = serving.candidateId ? byId.get(serving.candidateId) : undefined;
  const everServed = new Set(activations.flatMap((row) => [row.releaseId ?? '', row.candidateId ?? '']));
  return {
    remote,
    active: active && since.active ? { ...summary(active), ...change(since.active) } : null,
    candidate: candidate && since.candidate ? { ...summary(candidate), ...change(since.candidate), percent: serving.percent } : null,
    previous: releases
      .filter((row) => row.id !== serving.releaseId && row.id !== serving.candidateId)
      .slice(0, RELEASE_LIST_LIMITS.previous)
      .map((row) => ({ ...summary(row), served: everServed.has(row.id) })),
    history: activations
      .slice(-RELEASE_LIST_LIMITS.history)
      .reverse()
      .map((row) => ({ releaseId: row.releaseId, candidateId: row.candidateId, percent: row.percent, ...change(row) })),
  };
}
