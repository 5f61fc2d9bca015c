import { z } from 'zod';
import { remoteNames } from './protocol';

/** Path (under the legacy application path) of the staff's read of the remotes' releases; it needs a staff session. */
export const RELEASE_ADMIN_ACTIONS = {
  /** Each remote's active release, its rollout candidate, the releases before and the latest activations. */
  list: 'StaffAction/releases',
} as const;

/** Where a staff member pins releases for their own browser (an absolute path of the shop, not under the API's). */
export const RELEASE_PINS_PATH = '/ops/remotes/pins';

/** How many previous releases and activations the staff's read gives per remote, newest first. */
export const RELEASE_LIST_LIMITS = { previous: 10, history: 20 } as const;

/** A release's name: its version and a hash of its build ('1.2.0-0a1b2c3d4e'). */
export const releaseIdSchema = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,79}$/);
const isoMoment = z.iso.datetime({ offset: true });
const actor = z.string().min(1).max(80);

/** A release pinned in a staff member's browser. */
export const releasePinSchema = z.strictObject({ remote: z.enum(remoteNames), release: releaseIdSchema });
export type ReleasePin = z.infer<typeof releasePinSchema>;

/** Body of the pins call: the releases this browser gets instead of the active ones (an empty list clears them). */
export const releasePinsSchema = z.strictObject({ pins: z.array(releasePinSchema).max(remoteNames.length) });
export type ReleasePinsRequest = z.infer<typeof releasePinsSchema>;
export const releasePinsReplySchema = z.object({ error: z.literal(false), pins: z.array(releasePinSchema) });

export const releaseSummarySchema = z.object({
  id: releaseIdSchema,
  version: z.string().min(1).max(60),
  publishedBy: actor,
  publishedAt: isoMoment,
});
export type ReleaseSummary = z.infer<typeof releaseSummarySchema>;

/** Who put a release where it is, and when (an activation, or a rollback that brought it back). */
const placedSchema = z.object({ activatedBy: actor, activatedAt: isoMoment, rollback: z.boolean() });

export const releaseActivationSchema = z.object({
  /** The release every visitor gets after this change (null: the shop's own build). */
  releaseId: releaseIdSchema.nullable(),
  /** A release rolled out to `percent` of the visitors beside it, or null. */
  candidateId: releaseIdSchema.nullable(),
  percent: z.number().int().min(1).max(100),
  rollback: z.boolean(),
  activatedBy: actor,
  activatedAt: isoMoment,
});
export type ReleaseActivation = z.infer<typeof releaseActivationSchema>;

export const remoteReleasesViewSchema = z.object({
  remote: z.enum(remoteNames),
  /** The release every visitor gets; null when the remote runs the build shipped with the shop. */
  active: releaseSummarySchema.extend(placedSchema.shape).nullable(),
  /** A release rolled out to a share of the visitors, with that share. */
  candidate: releaseSummarySchema
    .extend(placedSchema.shape)
    .extend({ percent: z.number().int().min(1).max(99) })
    .nullable(),
  /** The other published releases, newest first; `served` says whether one was ever active or a candidate. */
  previous: z.array(releaseSummarySchema.extend({ served: z.boolean() })).max(RELEASE_LIST_LIMITS.previous),
  /** The latest changes of what the remote serves, newest first. */
  history: z.array(releaseActivationSchema).max(RELEASE_LIST_LIMITS.history),
});
export type RemoteReleasesView = z.infer<typeof remoteReleasesViewSchema>;

/** Reply of the staff's read: every remote, and the releases pinned in the caller's browser now. */
export const staffReleasesReplySchema = z.object({
  error: z.literal(false),
  remotes: z.array(remoteReleasesViewSchema).length(remoteNames.length),
  pins: z.array(releasePinSchema),
});
export type StaffReleasesReply = z.infer<typeof staffReleasesReplySchema>;

/** Who rolled a release back by itself: the shop, after `count` failures within 5 minutes ('auto:3'). */
export const automaticRollbackBy = (count: number): string => `auto:${count}`;

/** The failures behind an automatic rollback named by `activatedBy`, or null for a person or a token. */
export function automaticRollbackFailures(activatedBy: string): number | null {
  const found = /^auto:(\d+)$/.exec(activatedBy);
  return found ? Number(found[1]) : null;
}
