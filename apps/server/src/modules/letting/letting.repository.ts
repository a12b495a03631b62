/** Reads and writes of lets (docs/architecture.md "Letting"). */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { isUuid } from '../../platform/db/match';
import { dwellings } from '../../schema/dwellings.schema';
import { threads } from '../../schema/messages.schema';
import { dwellingLets } from '../../schema/letting.schema';

export type LetRow = typeof dwellingLets.$inferSelect;

export async function insertLet(ex: Executor, values: typeof dwellingLets.$inferInsert): Promise<LetRow> {
  const [row] = await ex.insert(dwellingLets).values(values).returning();
  return row!;
}

/** The ids of the open threads of dwelling `dwellingId` other than `exceptThreadId`. */
export async function otherOpenThreadIds(ex: Executor, dwellingId: number, exceptThreadId: string | null): Promise<string[]> {
  const rows = await ex
    .select({ id: threads.id })
    .from(threads)
    .where(
      and(
        eq(threads.dwellingId, dwellingId),
        eq(threads.closed, false),
        exceptThreadId ? ne(threads.id, exceptThreadId) : sql`true`,
      ),
    )
    .orderBy(threads.createdAt);
  return rows.map((r) => r.id);
}

/** The dwelling `uuid` (id, owner) with its latest let, or null when there is no such dwelling; `forUpdate` locks the let. */
export async function findLatestLet(
  ex: Executor,
  uuid: string,
  opts: { forUpdate?: boolean } = {},
): Promise<{ dwelling: { id: number; uuid: string; userId: number }; let: LetRow | null } | null> {
  if (!isUuid(uuid)) return null;
  const [dwelling] = await ex
    .select({ id: dwellings.id, uuid: dwellings.uuid, userId: dwellings.userId })
    .from(dwellings)
    .where(eq(dwellings.uuid, uuid));
  if (!dwelling) return null;
  const query = ex
    .select()
    .from(dwellingLets)
    .where(eq(dwellingLets.dwellingId, dwelling.id))
    .orderBy(desc(dwellingLets.letAt), desc(dwellingLets.id))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return { dwelling, let: row ?? null };
}

export async function markNoticeSent(ex: Executor, letId: number, at: Date, count: number): Promise<void> {
  await ex.update(dwellingLets).set({ noticeSentAt: at, noticeCount: count }).where(eq(dwellingLets.id, letId));
}
