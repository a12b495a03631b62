/** Database access of the listing feed (doc 1 §3 feedToken). */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { users } from '../../schema/accounts.schema';
import { dwellings } from '../../schema/dwellings.schema';

/** The user holding this feed token (not deleted), or null. */
export async function findFeedOwner(ex: Executor, feedToken: string) {
  const [row] = await ex
    .select({ id: users.id, uuid: users.uuid, firstname: users.firstname, lastname: users.lastname, company: users.company })
    .from(users)
    .where(and(eq(users.feedToken, feedToken), isNull(users.deletedAt)));
  return row ?? null;
}

/** The user's APPROVED, active dwellings, newest approval first (at most `limit`). */
export async function findFeedDwellings(ex: Executor, userId: number, limit: number) {
  return ex
    .select()
    .from(dwellings)
    .where(and(eq(dwellings.userId, userId), eq(dwellings.status, 'APPROVED'), eq(dwellings.active, true)))
    .orderBy(desc(dwellings.approvedAt), desc(dwellings.id))
    .limit(limit);
}
