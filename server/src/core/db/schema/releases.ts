import { boolean, index, integer, jsonb, pgTable, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

/**
 * The releases of the remotes (migration 0021): immutable production builds, each named by its
 * version (the package's semver and a hash of its files). The shop keeps the files itself under
 * `releases/<remote>/<id>/` in the media storage (its `entry` a path of the shop's own), or `entry`
 * is where the team hosts it (an absolute address).
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    remote: varchar('remote', { length: 20 }).notNull(),
    id: varchar('id', { length: 80 }).notNull(),
    /** The package's semver from the build's federation manifest. */
    version: varchar('version', { length: 60 }).notNull(),
    /** The remote entry: '/mf/releases/<remote>/<id>/remoteEntry.js', or the absolute address of a hosted release. */
    entry: varchar('entry', { length: 500 }).notNull(),
    /** What the build shares: package name, version and required range, strict or not. */
    shared: jsonb('shared').notNull(),
    /** The stored files' keys under the release's folder, for the removal of a pruned release. */
    files: jsonb('files').notNull(),
    publishedBy: varchar('published_by', { length: 80 }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('remote_releases_remote_id_unique').on(t.remote, t.id)],
);

/** Deploy tokens, each scoped to one remote, kept as SHA-256 hashes. */
export const remoteDeployTokens = pgTable('remote_deploy_tokens', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  remote: varchar('remote', { length: 20 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Every change of what a remote serves, newest last: the latest row of a remote is what it serves
 * now. `releaseId` is the release every visitor gets (null: the shop's own build); `candidateId`,
 * when set, goes to `percent` of the visitors instead.
 */
export const remoteActivations = pgTable(
  'remote_activations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    remote: varchar('remote', { length: 20 }).notNull(),
    releaseId: varchar('release_id', { length: 80 }),
    candidateId: varchar('candidate_id', { length: 80 }),
    percent: smallint('percent').notNull().default(100),
    /** Who: an operator (the command line, the operations token) or the shop itself after failures. */
    activatedBy: varchar('activated_by', { length: 80 }).notNull(),
    rollback: boolean('rollback').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_activations_remote_idx').on(t.remote, t.id)],
);
