/** SQL of moderation and its jobs: unscoped dwelling reads for the system, expiry candidates, owners. */
import { and, asc, eq, lte } from 'drizzle-orm';
import { users } from '../accounts/accounts.schema';
import type { Executor } from '../../platform/db/executor';
import { dwellings } from '../dwellings/dwellings.schema';
import { isUuid, ownerColumns, type DwellingRecord } from '../dwellings/dwellings.repository';

/** A dwelling with its owner by uuid, whoever owns it (jobs run as the system), or null. */
export async function findRecordByUuid(
  ex: Executor,
  uuid: string,
  opts: { forUpdate?: boolean } = {},
): Promise<DwellingRecord | null> {
  if (!isUuid(uuid)) return null;
  const query = ex
    .select({ row: dwellings, owner: ownerColumns })
    .from(dwellings)
    .innerJoin(users, eq(users.id, dwellings.userId))
    .where(eq(dwellings.uuid, uuid));
  const [found] = opts.forUpdate ? await query.for('update', { of: dwellings }) : await query;
  return found ?? null;
}

/** Uuids of active APPROVED listings whose expiresAt is at or before `now`, oldest first. */
export async function findExpiredUuids(ex: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await ex
    .select({ uuid: dwellings.uuid })
    .from(dwellings)
    .where(and(eq(dwellings.status, 'APPROVED'), eq(dwellings.active, true), lte(dwellings.expiresAt, now)))
    .orderBy(asc(dwellings.expiresAt))
    .limit(limit);
  return rows.map((r) => r.uuid);
}
