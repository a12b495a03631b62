/**
 * All SQL of the landlord's to-do list (packages/shared/src/dashboard/todo.ts): the owner's
 * dwellings by state, the latest payment of each, and their unread threads. Every query is scoped
 * to `userId` (the signed-in landlord's own dwellings).
 */
import { and, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { users } from '../../schema/accounts.schema';
import { dwellings } from '../../schema/dwellings.schema';
import { threads } from '../../schema/messages.schema';
import { seekers } from '../../schema/seekers.schema';
import { payments } from '../payments/payments.schema';

/** The owner's type and verified flag (a verified BUSINESS owner's pending listing is displayed as approved, doc 2 §4). */
export async function findOwnerFlags(ex: Executor, userId: number) {
  const [row] = await ex.select({ type: users.type, verified: users.verified }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

const dwellingColumns = {
  uuid: dwellings.uuid,
  address: dwellings.address,
  status: dwellings.status,
  updatedAt: dwellings.updatedAt,
  expiresAt: dwellings.expiresAt,
};

/** The owner's active dwellings in `statuses`, last changed first, at most `limit`, and how many there are. */
export async function findOwnDwellingsIn(ex: Executor, userId: number, statuses: ('DRAFT' | 'PENDING_REVIEW' | 'DOCUMENTATION_REQUESTED')[], limit: number) {
  const where = and(eq(dwellings.userId, userId), eq(dwellings.active, true), inArray(dwellings.status, statuses));
  const rows = await ex.select(dwellingColumns).from(dwellings).where(where).orderBy(desc(dwellings.updatedAt), desc(dwellings.id)).limit(limit);
  const [{ n }] = await ex.select({ n: count() }).from(dwellings).where(where);
  return { rows, total: n };
}

/** The owner's approved active dwellings whose expiresAt lies in (now, until], soonest first. */
export async function findOwnExpiring(ex: Executor, userId: number, now: Date, until: Date, limit: number) {
  const where = and(
    eq(dwellings.userId, userId),
    eq(dwellings.active, true),
    eq(dwellings.status, 'APPROVED'),
    gt(dwellings.expiresAt, now),
    lte(dwellings.expiresAt, until),
  );
  const rows = await ex.select(dwellingColumns).from(dwellings).where(where).orderBy(dwellings.expiresAt).limit(limit);
  const [{ n }] = await ex.select({ n: count() }).from(dwellings).where(where);
  return { rows, total: n };
}

/**
 * The owner's active dwellings whose latest payment is PENDING or FAILED (a tier chosen, the card not
 * confirmed or declined), latest payment first.
 */
export async function findOwnAwaitingPayment(ex: Executor, userId: number, limit: number) {
  const latest = ex
    .selectDistinctOn([payments.dwellingId], { dwellingId: payments.dwellingId, status: payments.status, at: payments.createdAt })
    .from(payments)
    .innerJoin(dwellings, eq(dwellings.id, payments.dwellingId))
    .where(and(eq(dwellings.userId, userId), eq(dwellings.active, true)))
    .orderBy(payments.dwellingId, desc(payments.createdAt))
    .as('latest');
  const rows = await ex
    .select({ ...dwellingColumns, paymentAt: latest.at })
    .from(latest)
    .innerJoin(dwellings, eq(dwellings.id, latest.dwellingId))
    .where(inArray(latest.status, ['PENDING', 'FAILED']))
    .orderBy(desc(latest.at));
  return { rows: rows.slice(0, limit), total: rows.length };
}

/** The owner's unread threads (a seeker message not read yet), newest message first, with the seeker's name. */
export async function findOwnUnreadThreads(ex: Executor, userId: number, limit: number) {
  const where = and(eq(dwellings.userId, userId), eq(threads.unread, true));
  const rows = await ex
    .select({
      threadId: threads.id,
      uuid: dwellings.uuid,
      address: dwellings.address,
      seekerName: seekers.name,
      latestAt: sql<Date | null>`coalesce(${threads.latestAt}, ${threads.updatedAt})`.mapWith(threads.updatedAt),
    })
    .from(threads)
    .innerJoin(dwellings, eq(dwellings.id, threads.dwellingId))
    .innerJoin(seekers, eq(seekers.id, threads.seekerId))
    .where(where)
    .orderBy(desc(sql`coalesce(${threads.latestAt}, ${threads.updatedAt})`), desc(threads.id))
    .limit(limit);
  const [{ n }] = await ex.select({ n: count() }).from(threads).innerJoin(dwellings, eq(dwellings.id, threads.dwellingId)).where(where);
  return { rows, total: n };
}
