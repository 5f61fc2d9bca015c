import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { RemoteName } from '@shop/shared/contracts';
import type { Db } from '../core/db/client';
import { remoteActivations, remoteReleases } from '../core/db/schema';
import type { ObjectStore } from '../core/storage/object-store';
import { incompatibility, type ShellProvides } from './compatibility';
import { buildHash, factsOfBuild, factsOfManifest, releaseId, ReleaseRefusal, type BuildFiles, type SharedNeed } from './release-files';

/** Where the shop keeps a release's file. */
export const releaseKey = (remote: string, id: string, file: string) => `releases/${remote}/${id}/${file}`;
/** The address of a file of a release the shop keeps. */
export const releasePath = (remote: string, id: string, file: string) => `/mf/releases/${remote}/${id}/${file}`;

const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  woff2: 'font/woff2',
  woff: 'font/woff',
  txt: 'text/plain; charset=utf-8',
};

/** The content type of a release's file by its name (a precompressed copy by the file it stands for). */
export function contentTypeOf(file: string): string {
  const extension =
    file
      .replace(/\.(br|gz)$/, '')
      .split('.')
      .pop()
      ?.toLowerCase() ?? '';
  return TYPES[extension] ?? 'application/octet-stream';
}

export interface PublishedRelease {
  id: string;
  /** False when the very same build was already a release. */
  created: boolean;
}

function refuseIncompatible(shared: readonly SharedNeed[], provides: ShellProvides): void {
  const problem = incompatibility(shared, provides);
  if (problem) throw new ReleaseRefusal(problem);
}

async function releaseExists(db: Db, remote: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: remoteReleases.id })
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.id, id)));
  return Boolean(row);
}

/**
 * A build's files become a release of `remote`, kept in the media storage. Refused, changing nothing,
 * when it is no remote build of that name or needs shared packages the active shell cannot lend.
 */
export async function publishRelease(
  db: Db,
  storage: ObjectStore,
  input: { remote: RemoteName; files: BuildFiles; by: string; provides: ShellProvides },
): Promise<PublishedRelease> {
  const facts = factsOfBuild(input.remote, input.files);
  refuseIncompatible(facts.shared, input.provides);
  const id = releaseId(facts.version, buildHash(input.files));
  if (await releaseExists(db, input.remote, id)) return { id, created: false };
  const names = [...input.files.keys()].sort();
  for (const name of names) {
    await storage.put(releaseKey(input.remote, id, name), input.files.get(name) ?? Buffer.alloc(0), contentTypeOf(name));
  }
  const rows = await db
    .insert(remoteReleases)
    .values({
      remote: input.remote,
      id,
      version: facts.version,
      entry: releasePath(input.remote, id, facts.entryFile),
      shared: facts.shared,
      files: names,
      publishedBy: input.by,
    })
    .onConflictDoNothing()
    .returning({ id: remoteReleases.id });
  return { id, created: rows.length > 0 };
}

/** A release the team hosts itself (another origin, a CDN): its entry's address and its federation manifest. */
export async function registerHostedRelease(
  db: Db,
  input: { remote: RemoteName; entry: string; manifest: unknown; by: string; provides: ShellProvides },
): Promise<PublishedRelease> {
  let address: URL;
  try {
    address = new URL(input.entry);
  } catch {
    throw new ReleaseRefusal("l'indirizzo della release non è valido");
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:')
    throw new ReleaseRefusal("l'indirizzo della release deve essere http(s)");
  const facts = factsOfManifest(input.remote, input.manifest);
  refuseIncompatible(facts.shared, input.provides);
  const hash = createHash('sha256').update(address.href).update('\0').update(JSON.stringify(input.manifest)).digest('hex').slice(0, 10);
  const id = releaseId(facts.version, hash);
  const rows = await db
    .insert(remoteReleases)
    .values({
      remote: input.remote,
      id,
      version: facts.version,
      entry: address.href,
      shared: facts.shared,
      files: [],
      publishedBy: input.by,
    })
    .onConflictDoNothing()
    .returning({ id: remoteReleases.id });
  return { id, created: rows.length > 0 };
}

/** What a remote serves: its release for everyone (null: the shop's own build) and a candidate for some. */
export interface Serving {
  releaseId: string | null;
  candidateId: string | null;
  percent: number;
  /** The releases a rollback goes back through, oldest first; the last is `releaseId`. */
  stack: string[];
}

type ActivationRow = typeof remoteActivations.$inferSelect;

type Step = Pick<ActivationRow, 'releaseId' | 'candidateId' | 'percent' | 'rollback'>;

/**
 * Replays a remote's activations: an activation for everyone stacks its release, a rollback takes the
 * candidate or the top off. `after` hears what is served after each row.
 */
export function replay<Row extends Step>(
  rows: readonly Row[],
  after?: (row: Row, served: { releaseId: string | null; candidateId: string | null }) => void,
): Serving {
  const stack: string[] = [];
  let candidateId: string | null = null;
  let percent = 100;
  for (const row of rows) {
    step(row);
    after?.(row, { releaseId: stack.at(-1) ?? null, candidateId });
  }
  return { releaseId: stack.at(-1) ?? null, candidateId, percent: candidateId ? percent : 100, stack };

  function step(row: Row): void {
    if (row.rollback) {
      if (candidateId) candidateId = null;
      else stack.pop();
    } else if (row.candidateId) {
      candidateId = row.candidateId;
      percent = row.percent;
    } else if (row.releaseId) {
      candidateId = null;
      if (stack.at(-1) !== row.releaseId) stack.push(row.releaseId);
    }
  }
}

export async function activationsOf(db: Db, remote: string): Promise<ActivationRow[]> {
  return db.select().from(remoteActivations).where(eq(remoteActivations.remote, remote)).orderBy(asc(remoteActivations.id));
}

export async function servingOf(db: Db, remote: string): Promise<Serving> {
  return replay(await activationsOf(db, remote));
}

/**
 * Activates a published release for every visitor, or with `percent` below 100 for that share of
 * them beside the release everyone else keeps. Checked again against the active shell first.
 */
export async function activateRelease(
  db: Db,
  input: { remote: RemoteName; id: string; percent: number; by: string; provides: ShellProvides },
): Promise<Serving> {
  const [release] = await db
    .select({ shared: remoteReleases.shared })
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, input.remote), eq(remoteReleases.id, input.id)));
  if (!release) throw new ReleaseRefusal(`release sconosciuta per ${input.remote}: ${input.id}`);
  refuseIncompatible(release.shared as SharedNeed[], input.provides);
  if (!Number.isInteger(input.percent) || input.percent < 1 || input.percent > 100)
    throw new ReleaseRefusal('la percentuale va da 1 a 100');
  const before = await servingOf(db, input.remote);
  const partial = input.percent < 100 && before.releaseId !== input.id;
  await db.insert(remoteActivations).values({
    remote: input.remote,
    releaseId: partial ? before.releaseId : input.id,
    candidateId: partial ? input.id : null,
    percent: partial ? input.percent : 100,
    activatedBy: input.by,
  });
  return servingOf(db, input.remote);
}

/** Goes back: a candidate stops, else the release before the current one returns (at the start, the shop's own build). */
export async function rollbackRemote(db: Db, remote: RemoteName, by: string): Promise<Serving> {
  const before = await servingOf(db, remote);
  if (!before.candidateId && before.stack.length === 0) throw new ReleaseRefusal(`${remote}: nessuna release da annullare`);
  const after = before.candidateId ? before.releaseId : (before.stack.at(-2) ?? null);
  await db.insert(remoteActivations).values({ remote, releaseId: after, candidateId: null, percent: 100, activatedBy: by, rollback: true });
  return servingOf(db, remote);
}

export interface ReleaseSummary {
  id: string;
  version: string;
  entry: string;
  publishedBy: string;
  publishedAt: string;
}

export interface ActivationSummary {
  releaseId: string | null;
  candidateId: string | null;
  percent: number;
  rollback: boolean;
  activatedBy: string;
  activatedAt: string;
}

export interface RemoteReleases {
  remote: string;
  serving: Serving;
  releases: ReleaseSummary[];
  /** The latest activations, newest first. */
  history: ActivationSummary[];
}

/** Each remote's releases, what it serves and its latest activations. */
export async function listReleases(db: Db, remotes: readonly string[]): Promise<RemoteReleases[]> {
  const result: RemoteReleases[] = [];
  for (const remote of remotes) {
    const activations = await activationsOf(db, remote);
    const releases = await db
      .select()
      .from(remoteReleases)
      .where(eq(remoteReleases.remote, remote))
      .orderBy(desc(remoteReleases.publishedAt));
    result.push({
      remote,
      serving: replay(activations),
      releases: releases.map((row) => ({
        id: row.id,
        version: row.version,
        entry: row.entry,
        publishedBy: row.publishedBy,
        publishedAt: row.publishedAt.toISOString(),
      })),
      history: activations
        .slice(-20)
        .reverse()
        .map((row) => ({
          releaseId: row.releaseId,
          candidateId: row.candidateId,
          percent: row.percent,
          rollback: row.rollback,
          activatedBy: row.activatedBy,
          activatedAt: row.activatedAt.toISOString(),
        })),
    });
  }
  return result;
}

/** The release's entry address, or null when `remote` has no release of that name. */
export async function releaseEntry(db: Db, remote: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ entry: remoteReleases.entry })
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.id, id)));
  return row?.entry ?? null;
}

/** A release's entry and the shared packages it needs, or null when there is no such release. */
export async function releaseServing(db: Db, remote: string, id: string): Promise<{ entry: string; shared: SharedNeed[] } | null> {
  const [row] = await db
    .select({ entry: remoteReleases.entry, shared: remoteReleases.shared })
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.id, id)));
  return row ? { entry: row.entry, shared: row.shared as SharedNeed[] } : null;
}

/** The stored files of a release, or null when there is no such release. */
export async function releaseFiles(db: Db, remote: string, id: string): Promise<Set<string> | null> {
  const [row] = await db
    .select({ files: remoteReleases.files })
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.id, id)));
  return row ? new Set(row.files as string[]) : null;
}

/**
 * Removes the releases nobody can get back to: not served, not a rollback's way back, and not
 * among the `keep` newest of their remote. Answers the removed ids.
 */
export async function pruneReleases(db: Db, storage: ObjectStore, remotes: readonly string[], keep = 3): Promise<string[]> {
  const removed: string[] = [];
  for (const remote of remotes) {
    const serving = await servingOf(db, remote);
    const held = new Set([...serving.stack, ...(serving.candidateId ? [serving.candidateId] : [])]);
    const releases = await db
      .select()
      .from(remoteReleases)
      .where(eq(remoteReleases.remote, remote))
      .orderBy(desc(remoteReleases.publishedAt));
    const doomed = releases.slice(keep).filter((row) => !held.has(row.id));
    for (const row of doomed) {
      for (const file of row.files as string[]) await storage.delete(releaseKey(remote, row.id, file));
    }
    if (doomed.length) {
      await db.delete(remoteReleases).where(
        and(
          eq(remoteReleases.remote, remote),
          inArray(
            remoteReleases.id,
            doomed.map((row) => row.id),
          ),
        ),
      );
    }
    removed.push(...doomed.map((row) => `${remote} ${row.id}`));
  }
  return removed;
}

/**
 * What the shell `provides` cannot lend the releases served now (each remote's release and candidate),
 * one line per release naming the package and both versions: a new shell is checked against them
 * before it goes out.
 */
export async function servedIncompatibilities(db: Db, remotes: readonly string[], provides: ShellProvides): Promise<string[]> {
  const problems: string[] = [];
  for (const remote of remotes) {
    const serving = await servingOf(db, remote);
    for (const id of [serving.releaseId, serving.candidateId]) {
      if (!id) continue;
      const [release] = await db
        .select({ shared: remoteReleases.shared })
        .from(remoteReleases)
        .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.id, id)));
      const problem = release ? incompatibility(release.shared as SharedNeed[], provides) : null;
      if (problem) problems.push(`${remote} ${id}: ${problem}`);
    }
  }
  return problems;
}
