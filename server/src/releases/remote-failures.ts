import { BUILT_IN_RELEASE, type RemoteFailureReport, type RemoteName } from '@shop/shared/contracts';
import type { ActiveReleases } from './active-releases';

/** Failures of a release are counted for the automatic rollback within this window. */
export const FAILURE_WINDOW_MS = 5 * 60_000;

/** A release name no longer (or never) served: counted together, so reports cannot make up series. */
const OTHER = 'other';

export interface FailureCount {
  remote: string;
  release: string;
  kind: string;
  count: number;
}

/**
 * Failures the pages report, by remote, release and kind (for /metrics), and the recent ones of each
 * served release: at `threshold` within the window the release is rolled back.
 */
export class RemoteFailures {
  private readonly counts = new Map<string, FailureCount>();
  private readonly recent = new Map<string, number[]>();
  private readonly rolledBack = new Set<string>();

  constructor(
    private readonly releases: ActiveReleases,
    private readonly threshold: number | null,
    private readonly rollback: (remote: RemoteName, release: string, failures: number) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a report; answers true when it made the shop roll the release back. */
  async report(report: RemoteFailureReport): Promise<boolean> {
    const served = this.releases.served().some(({ remote, release }) => remote === report.remote && release.id === report.release);
    const release = served || report.release === BUILT_IN_RELEASE ? report.release : OTHER;
    const key = `${report.remote}\0${release}\0${report.kind}`;
    const count = this.counts.get(key) ?? { remote: report.remote, release, kind: report.kind, count: 0 };
    count.count += 1;
    this.counts.set(key, count);
    if (!served || this.threshold === null) return false;
    const releaseKey = `${report.remote}\0${release}`;
    const since = this.now() - FAILURE_WINDOW_MS;
    const times = (this.recent.get(releaseKey) ?? []).filter((time) => time > since);
    times.push(this.now());
    this.recent.set(releaseKey, times);
    if (times.length < this.threshold || this.rolledBack.has(releaseKey)) return false;
    this.rolledBack.add(releaseKey);
    this.recent.delete(releaseKey);
    await this.rollback(report.remote, release, times.length);
    return true;
  }

  all(): FailureCount[] {
    return [...this.counts.values()].map((count) => ({ ...count }));
  }
}
