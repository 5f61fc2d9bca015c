import { createHash, randomUUID } from 'node:crypto';
import { remoteNames, type RemoteName } from '@shop/shared/contracts';
import { RELEASES_TOPIC, noticeTopic } from '../core/changes';
import type { ChangeFeed, Db } from '../core/db/client';
import { absoluteOrigin } from '../core/http/security-headers';
import { incompatibility, type ShellProvides } from './compatibility';
import { releaseServing, servingOf } from './release-store';

/** A release as the page gets it: its name and its entry's address. */
export interface ServedRelease {
  id: string;
  entry: string;
}

interface RemoteState {
  release: ServedRelease | null;
  candidate: (ServedRelease & { percent: number }) | null;
}

/** A missed notice costs at most this long. */
const RELOAD_MS = 30_000;

/** Where a visitor falls in 0..99 for a release: the same visitor always falls in the same place. */
export function bucketOf(visitor: string, releaseId: string): number {
  return createHash('sha256').update(`${visitor}:${releaseId}`).digest().readUInt32BE(0) % 100;
}

/**
 * What every remote serves now, kept in memory and read again after each activation or rollback: at
 * once for those of this process, through the change feed's notices for those of the other
 * instances on the same Postgres database, and every half minute in case a notice was lost.
 */
export class ActiveReleases {
  private states = new Map<RemoteName, RemoteState>();
  private loads = 0;
  private applied = 0;
  private readonly self = randomUUID();
  private stopFeed: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly followers = new Set<() => void>();

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed | null,
    private readonly warn: (error: unknown, message: string) => void,
    /** What this instance's shell lends the remotes; a release it cannot meet is not served here. */
    private readonly provides: (() => ShellProvides) | null = null,
  ) {}

  /** Reads what is served (a database that does not answer yet leaves the shop's own builds) and follows the changes. */
  async start(): Promise<void> {
    await this.reload().catch((error: unknown) => this.warn(error, 'active releases not read'));
    if (this.changes) {
      this.stopFeed = await this.changes.subscribe(
        (payload) => {
          if (noticeTopic(payload) === RELEASES_TOPIC) this.reloadLater();
        },
        () => this.reloadLater(),
      );
    }
    this.timer = setInterval(() => this.reloadLater(), RELOAD_MS);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.stopFeed?.();
  }

  /** Calls `follower` after every reload (the Content-Security-Policy follows the releases). */
  follow(follower: () => void): void {
    this.followers.add(follower);
  }

  /** Reads what every remote serves; a slower earlier read never overwrites a later one. */
  async reload(): Promise<void> {
    const load = ++this.loads;
    const next = new Map<RemoteName, RemoteState>();
    for (const remote of remoteNames) {
      const serving = await servingOf(this.db, remote);
      const served = async (id: string | null): Promise<ServedRelease | null> => {
        const release = id ? await releaseServing(this.db, remote, id) : null;
        if (!id || !release) return null;
        // A new shell is checked against every active release as a new release is against the shell:
        // one it cannot meet would break shoppers, so this instance serves the remote's own build instead.
        const problem = this.provides ? incompatibility(release.shared, this.provides()) : null;
        if (problem) {
          this.warn(new Error(`${remote} ${id}: ${problem}`), "the shell cannot serve an active release: the remote's own build is served");
          return null;
        }
        return { id, entry: release.entry };
      };
      const candidate = await served(serving.candidateId);
      next.set(remote, { release: await served(serving.releaseId), candidate: candidate && { ...candidate, percent: serving.percent } });
    }
    if (load < this.applied) return;
    this.applied = load;
    this.states = next;
    for (const follower of this.followers) follower();
  }

  private reloadLater(): void {
    this.reload().catch((error: unknown) => this.warn(error, 'active releases not read again'));
  }

  /** After an activation or rollback here: read again now, and tell the other instances. */
  async changed(): Promise<void> {
    await this.reload();
    if (!this.changes) return;
    await this.changes
      .publish(JSON.stringify({ topic: RELEASES_TOPIC, from: this.self }))
      .catch((error: unknown) => this.warn(error, 'release notice not sent'));
  }

  /** Whether some remote is rolling a release out to part of its visitors (the visitor's id then matters). */
  rollingOut(): boolean {
    return [...this.states.values()].some((state) => state.candidate !== null);
  }

  /** The release `remote` serves this visitor, or null for the shop's own build. */
  choose(remote: RemoteName, visitor: string | null): ServedRelease | null {
    const state = this.states.get(remote);
    if (!state) return null;
    const { candidate } = state;
    if (candidate && visitor && bucketOf(visitor, candidate.id) < candidate.percent) return { id: candidate.id, entry: candidate.entry };
    return state.release;
  }

  /** Every release some visitor may be served now, by remote. */
  served(): { remote: RemoteName; release: ServedRelease }[] {
    return [...this.states.entries()].flatMap(([remote, state]) =>
      [state.release, state.candidate]
        .filter((release): release is ServedRelease => release !== null)
        .map((release) => ({ remote, release })),
    );
  }

  /** The origins of the served releases hosted elsewhere, for the Content-Security-Policy. */
  origins(): string[] {
    return [...new Set(this.served().map(({ release }) => absoluteOrigin(release.entry)))].filter(
      (origin): origin is string => origin !== null,
    );
  }
}
