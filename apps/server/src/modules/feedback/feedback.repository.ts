/** All SQL of the feedback domain. */
import { and, count, desc, eq, gte } from 'drizzle-orm';
import { users } from '../../schema/accounts.schema';
import type { Executor } from '../../platform/db/executor';
import { dwellings } from '../../schema/dwellings.schema';
import { feedbacks } from './feedback.schema';

export type FeedbackRow = typeof feedbacks.$inferSelect;

/** Inserts one answer and returns it. */
export async function insertFeedback(ex: Executor, values: typeof feedbacks.$inferInsert): Promise<FeedbackRow> {
  const [row] = await ex.insert(feedbacks).values(values).returning();
  return row;
}

/**
 * Locks the dwelling's row for the rest of the transaction (two answers at once queue here) and
 * tells whether it has an answer from `since` on (its latest deactivation), or any when `since` is null.
 */
export async function hasFeedbackSince(tx: Executor, dwellingId: number, since: Date | null): Promise<boolean> {
  await tx.select({ id: dwellings.id }).from(dwellings).where(eq(dwellings.id, dwellingId)).for('update');
  const [row] = await tx
    .select({ id: feedbacks.id })
    .from(feedbacks)
    .where(and(eq(feedbacks.dwellingId, dwellingId), since ? gte(feedbacks.createdAt, since) : undefined))
    .limit(1);
  return Boolean(row);
}

/** A feedback row with the answering user's name and the dwelling's uuid and address. */
export type FeedbackRecord = {
  row: FeedbackRow;
  user: { id: number; firstname: string; lastname: string } | null;
  dwelling: { uuid: string; address: string | null } | null;
};

/** The total number of answers. */
export async function countFeedbacks(ex: Executor): Promise<number> {
  const [{ total }] = await ex.select({ total: count() }).from(feedbacks);
  return Number(total);
}

/** One page of answers, newest first. */
export async function listFeedbacks(ex: Executor, opts: { offset: number; limit: number }): Promise<FeedbackRecord[]> {
  const rows = await ex
    .select({
      row: feedbacks,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      dwellingUuid: dwellings.uuid,
      address: dwellings.address,
    })
    .from(feedbacks)
    .leftJoin(users, eq(users.id, feedbacks.userId))
    .leftJoin(dwellings, eq(dwellings.id, feedbacks.dwellingId))
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .offset(opts.offset)
    .limit(opts.limit);
  return rows.map((r) => ({
    row: r.row,
    user: r.userId === null ? null : { id: r.userId, firstname: r.firstname ?? '', lastname: r.lastname ?? '' },
    dwelling: r.dwellingUuid === null ? null : { uuid: r.dwellingUuid, address: r.address },
  }));
}
