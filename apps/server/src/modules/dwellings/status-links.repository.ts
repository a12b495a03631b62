/** SQL of status links (doc 2 §6 Token holder): the dwelling's link version. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import type { DwellingRow } from './dwellings.content';
import { dwellings } from '../../schema/dwellings.schema';

/** Renews the dwelling's status links (statusLinkVersion + 1): every earlier link is refused. Returns the new row. */
export async function renewStatusLinks(ex: Executor, id: number): Promise<DwellingRow> {
  const [row] = await ex
    .update(dwellings)
    .set({ statusLinkVersion: sql`${dwellings.statusLinkVersion} + 1` })
    .where(eq(dwellings.id, id))
    .returning();
  return row;
}

/**
 * The SET part that renews the status links when an update gives the dwelling `userId` as a new
 * owner (the former owner's links stop working); nothing without a `userId`. SET reads the old
 * user_id, so the version moves only when the owner really changes.
 */
export function linkVersionOnOwnerChange(userId: number | undefined): { statusLinkVersion?: SQL<number> } {
  if (userId === undefined) return {};
  return {
    statusLinkVersion: sql<number>`${dwellings.statusLinkVersion} + (case when ${dwellings.userId} = ${userId} then 0 else 1 end)`,
  };
}
