/** All SQL of the local payment provider: its intents and the idempotency keys it has answered. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/executor';
import { localPaymentIdempotency, localPaymentIntents } from '../payments.schema';

export type LocalIntentRow = typeof localPaymentIntents.$inferSelect;

/** Serialises every call with this idempotency key until the transaction ends (both databases). */
export async function lockIdempotencyKey(ex: Executor, key: string): Promise<void> {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`local-payments:${key}`}, 0))`);
}

/** The stored answer to an idempotency key, or null. */
export async function findIdempotentResponse(ex: Executor, key: string): Promise<Record<string, unknown> | null> {
  const [row] = await ex.select().from(localPaymentIdempotency).where(eq(localPaymentIdempotency.key, key));
  return row?.response ?? null;
}

/** Remembers the answer to an idempotency key. */
export async function saveIdempotentResponse(ex: Executor, key: string, response: Record<string, unknown>): Promise<void> {
  await ex.insert(localPaymentIdempotency).values({ key, response }).onConflictDoNothing();
}

export async function insertLocalIntent(ex: Executor, values: typeof localPaymentIntents.$inferInsert): Promise<LocalIntentRow> {
  const [row] = await ex.insert(localPaymentIntents).values(values).returning();
  return row;
}

/** One intent, optionally locked for the rest of the transaction. */
export async function findLocalIntent(
  ex: Executor,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<LocalIntentRow | null> {
  const query = ex.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateLocalIntent(
  ex: Executor,
  id: string,
  values: Partial<typeof localPaymentIntents.$inferInsert>,
): Promise<LocalIntentRow> {
  const [row] = await ex.update(localPaymentIntents).set(values).where(eq(localPaymentIntents.id, id)).returning();
  return row;
}
