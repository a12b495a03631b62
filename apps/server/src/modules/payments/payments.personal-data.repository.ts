/** What the personal-data hook of payments (payments.personal-data.ts) reads and writes. */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { payments, receipts } from './payments.schema';

/** Which of the dwellings `dwellingIds` have payments. */
export async function findPaidDwellingIds(ex: Executor, dwellingIds: number[]): Promise<Set<number>> {
  if (!dwellingIds.length) return new Set<number>();
  const rows = await ex.selectDistinct({ id: payments.dwellingId }).from(payments).where(inArray(payments.dwellingId, dwellingIds));
  return new Set(rows.map((r) => r.id));
}

/** The ids of the user's payments. */
export async function findPaymentIdsOf(ex: Executor, userId: number): Promise<string[]> {
  return (await ex.select({ id: payments.id }).from(payments).where(eq(payments.userId, userId))).map((p) => p.id);
}

/** The user's payments with the numbers of their receipts and credit notes (no PDFs). */
export async function exportPayments(ex: Executor, userId: number) {
  const rows = await ex
    .select({
      id: payments.id,
      dwellingId: payments.dwellingId,
      product: payments.product,
      currency: payments.currency,
      listPrice: payments.listPrice,
      amount: payments.amount,
      status: payments.status,
      capturedAmount: payments.capturedAmount,
      refunded: payments.refunded,
      email: payments.email,
      name: payments.name,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt));
  if (!rows.length) return [];
  const slips = await ex
    .select({
      paymentId: receipts.paymentId,
      number: receipts.number,
      kind: receipts.kind,
      amount: receipts.amount,
      vat: receipts.vat,
      createdAt: receipts.createdAt,
    })
    .from(receipts)
    .where(
      inArray(
        receipts.paymentId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({ ...r, receipts: slips.filter((s) => s.paymentId === r.id).map(({ paymentId: _p, ...s }) => s) }));
}

/** The user's payments keep amounts and receipts but lose name and e-mail. */
export async function forgetPayer(tx: Executor, userId: number, now: Date): Promise<void> {
  await tx.update(payments).set({ name: null, email: null, updatedAt: now }).where(eq(payments.userId, userId));
}
