/** All SQL of discount codes. (Minimal stand-in by the payments-core branch; the discounts branch owns this file.) */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { discounts } from './payments.schema';

export type DiscountRow = typeof discounts.$inferSelect;

/** The discount whose hash is `hash`, or null. */
export async function findDiscountByHash(ex: Executor, hash: string): Promise<DiscountRow | null> {
  const [row] = await ex.select().from(discounts).where(eq(discounts.hash, hash));
  return row ?? null;
}
