/** SQL of the public listing page and the seeker sign-in (docs/architecture.md "Messages and the public listing page"). */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { dwellings } from '../../schema/dwellings.schema';
import { seekerSessions, seekers } from '../../schema/seekers.schema';
import { isUuid } from '../../platform/db/match';

export type PublicDwellingRow = typeof dwellings.$inferSelect;
export type SeekerRow = typeof seekers.$inferSelect;

/** The dwelling with this uuid if it is public (APPROVED and active), else null. */
export async function findPublicDwelling(ex: Executor, uuid: string): Promise<PublicDwellingRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await ex
    .select()
    .from(dwellings)
    .where(and(eq(dwellings.uuid, uuid), eq(dwellings.status, 'APPROVED'), eq(dwellings.active, true)));
  return row ?? null;
}

/** The seeker with this uuid, or null. */
export async function findSeekerByUuid(ex: Executor, uuid: string): Promise<SeekerRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await ex.select().from(seekers).where(eq(seekers.uuid, uuid));
  return row ?? null;
}

/** Raises a VISITOR seeker to REGISTERED (they proved their e-mail); other levels stay. */
export async function registerSeeker(ex: Executor, id: number): Promise<void> {
  await ex
    .update(seekers)
    .set({ level: 'REGISTERED', updatedAt: sql`now()` })
    .where(and(eq(seekers.id, id), eq(seekers.level, 'VISITOR')));
}

/**
 * Starts a seeker session for the sign-in link whose `jti` hashes to `linkHash`; null when that link
 * signed in before (the unique link_hash: of two racing exchanges, one inserts and the other waits
 * for it, then inserts nothing).
 */
export async function insertSeekerSession(
  ex: Executor,
  values: { seekerId: number; linkHash: string; expiresAt: Date },
): Promise<string | null> {
  const [row] = await ex
    .insert(seekerSessions)
    .values(values)
    .onConflictDoNothing({ target: seekerSessions.linkHash })
    .returning({ id: seekerSessions.id });
  return row?.id ?? null;
}

/** The uuid of the seeker of session `id` while it is neither revoked nor expired, else null. */
export async function findLiveSeekerSession(ex: Executor, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await ex
    .select({ seekerUuid: seekers.uuid })
    .from(seekerSessions)
    .innerJoin(seekers, eq(seekers.id, seekerSessions.seekerId))
    .where(and(eq(seekerSessions.id, id), isNull(seekerSessions.revokedAt), gt(seekerSessions.expiresAt, sql`now()`)));
  return row?.seekerUuid ?? null;
}

/** The seeker of live session `id` (not revoked, not expired), or null: the session check and the seeker row in one query. */
export async function findLiveSessionSeeker(ex: Executor, id: string): Promise<SeekerRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ex
    .select({ seeker: seekers })
    .from(seekerSessions)
    .innerJoin(seekers, eq(seekers.id, seekerSessions.seekerId))
    .where(and(eq(seekerSessions.id, id), isNull(seekerSessions.revokedAt), gt(seekerSessions.expiresAt, sql`now()`)));
  return row?.seeker ?? null;
}

/** Ends session `id` (sign-out); its row stays until it expires, so its link cannot sign in again. */
export async function revokeSeekerSession(ex: Executor, id: string): Promise<void> {
  if (!isUuid(id)) return;
  await ex
    .update(seekerSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(seekerSessions.id, id), isNull(seekerSessions.revokedAt)));
}

/** Removes sessions past their expiry (their links expired long before). */
export async function deleteExpiredSeekerSessions(ex: Executor): Promise<void> {
  await ex.delete(seekerSessions).where(lt(seekerSessions.expiresAt, sql`now()`));
}
