import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { RemoteName } from '@shop/shared/contracts';
import type { Db } from '../core/db/client';
import { remoteDeployTokens } from '../core/db/schema';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new deploy token for `remote`, shown once; only its hash is kept. */
export async function createDeployToken(db: Db, remote: RemoteName): Promise<string> {
  const token = `rdt_${remote}_${randomBytes(32).toString('base64url')}`;
  await db.insert(remoteDeployTokens).values({ remote, tokenHash: hashOf(token) });
  return token;
}

/**
 * The remote a deploy token may publish, or null. The token is found by its hash: what a caller
 * sends never meets a stored secret in a comparison that could leak by its timing.
 */
export async function deployTokenRemote(db: Db, token: string): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ remote: remoteDeployTokens.remote })
    .from(remoteDeployTokens)
    .where(and(eq(remoteDeployTokens.tokenHash, hashOf(token)), isNull(remoteDeployTokens.revokedAt)));
  return row?.remote ?? null;
}

/** Revokes every live deploy token of `remote`; answers how many. */
export async function revokeDeployTokens(db: Db, remote: RemoteName): Promise<number> {
  const rows = await db
    .update(remoteDeployTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(remoteDeployTokens.remote, remote), isNull(remoteDeployTokens.revokedAt)))
    .returning({ id: remoteDeployTokens.id });
  return rows.length;
}
