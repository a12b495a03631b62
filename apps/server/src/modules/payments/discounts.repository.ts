/** All SQL of discount codes (doc 2 §3 Discount, §5, §9). Flat amounts in øre; percentages as multipliers. */
import { and, desc, eq, getTableColumns, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { users } from '../../schema/accounts.schema';
import type { DISCOUNT_STATUSES } from '@udlejning/shared/payments/discount';
import { discounts } from './payments.schema';

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];
/** A discount with the e-mail of the user it is restricted to (null without a restriction). */
export type DiscountWithUser = DiscountRow & { userEmail: string | null };

/** The discount whose hash is `hash`, or null. */
export async function findDiscountByHash(ex: Executor, hash: string): Promise<DiscountRow | null> {
  const [row] = await ex.select().from(discounts).where(eq(discounts.hash, hash));
  return row ?? null;
}

const withUser = { ...getTableColumns(discounts), userEmail: users.email };

/**
 * Discounts newest first. `activeOnly`: status ACTIVE. `usableBy` (a user id): ACTIVE, inside its
 * dates at `at`, and not restricted to another user — what a landlord may apply.
 */
export async function findDiscounts(
  ex: Executor,
  opts: { activeOnly?: boolean; usableBy?: { userId: number; at: Date } },
): Promise<DiscountWithUser[]> {
  const where: (SQL | undefined)[] = [];
  if (opts.activeOnly || opts.usableBy) where.push(eq(discounts.status, 'ACTIVE'));
  if (opts.usableBy) {
    const { userId, at } = opts.usableBy;
    where.push(lte(discounts.startAt, at), gte(discounts.endAt, at), or(isNull(discounts.userId), eq(discounts.userId, userId)));
  }
  return ex
    .select(withUser)
    .from(discounts)
    .leftJoin(users, eq(users.id, discounts.userId))
    .where(and(...where))
    .orderBy(desc(discounts.createdAt), desc(discounts.id));
}

/** One discount with its user's e-mail, or null. */
export async function findDiscountById(ex: Executor, id: number): Promise<DiscountWithUser | null> {
  const [row] = await ex
    .select(withUser)
    .from(discounts)
    .leftJoin(users, eq(users.id, discounts.userId))
    .where(eq(discounts.id, id));
  return row ?? null;
}

/**
 * Inserts a discount; `start`/`end` as a Date, or a calendar date (YYYY-MM-DD) meaning the start of
 * that day (start) or its last millisecond (end) in Europe/Copenhagen. Returns null when a
 * discount with the same hash exists (the unique index decides, also under races).
 */
export async function insertDiscount(
  ex: Executor,
  values: Omit<typeof discounts.$inferInsert, 'startAt' | 'endAt'> & { start: Date | string; end: Date | string },
): Promise<DiscountRow | null> {
  const { start, end, ...rest } = values;
  const [row] = await ex
    .insert(discounts)
    .values({ ...rest, startAt: copenhagenBound(start, 'start'), endAt: copenhagenBound(end, 'end') })
    .onConflictDoNothing({ target: discounts.hash })
    .returning();
  return row ?? null;
}

/** A Date as is; a calendar date as the start or the end of that day in Europe/Copenhagen. */
function copenhagenBound(value: Date | string, side: 'start' | 'end'): Date | SQL<Date> {
  if (value instanceof Date) return value;
  return side === 'start'
    ? sql<Date>`(${value}::date)::timestamp at time zone 'Europe/Copenhagen'`
    : sql<Date>`((${value}::date + 1)::timestamp at time zone 'Europe/Copenhagen') - interval '1 millisecond'`;
}

/** Sets a discount's status; the updated row, or null when there is no such discount. */
export async function updateDiscountStatus(ex: Executor, id: number, status: DiscountStatus): Promise<DiscountRow | null> {
  const [row] = await ex.update(discounts).set({ status }).where(eq(discounts.id, id)).returning();
  return row ?? null;
}

/** True when a user with this id exists. */
export async function userExists(ex: Executor, id: number): Promise<boolean> {
  const [row] = await ex.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}
