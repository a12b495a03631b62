/** All SQL of receipts and credit notes (docs/architecture.md "Payments"): the gapless counter, the stored PDFs. Amounts in øre. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@udlejning/shared/i18n/languages';
import type { Executor } from '../../platform/db/executor';
import { users } from '../../schema/accounts.schema';
import { payments, receiptCounter, receipts } from './payments.schema';

export type ReceiptRow = typeof receipts.$inferSelect;
/** A receipt without its PDF bytes and printed seller (lists). */
export type ReceiptInfo = Omit<ReceiptRow, 'pdf' | 'seller'>;

/**
 * The next receipt number: increments the one counter row (creating it at 1) and returns the new
 * value. The row stays locked until the caller's transaction ends, so numbers are handed out one
 * transaction at a time, and a rolled-back transaction gives its number back: no gaps, no repeats.
 */
export async function nextReceiptNumber(tx: Executor): Promise<number> {
  const [row] = await tx
    .insert(receiptCounter)
    .values({ id: 1, last: 1 })
    .onConflictDoUpdate({ target: receiptCounter.id, set: { last: sql`${receiptCounter.last} + 1` } })
    .returning({ last: receiptCounter.last });
  return row.last;
}

export async function insertReceipt(tx: Executor, values: typeof receipts.$inferInsert): Promise<ReceiptRow> {
  const [row] = await tx.insert(receipts).values(values).returning();
  return row;
}

/** A receipt with its PDF, by number. */
export async function findReceipt(ex: Executor, number: number): Promise<ReceiptRow | null> {
  const [row] = await ex.select().from(receipts).where(eq(receipts.number, number));
  return row ?? null;
}

const infoColumns = {
  number: receipts.number,
  kind: receipts.kind,
  paymentId: receipts.paymentId,
  refersTo: receipts.refersTo,
  operationId: receipts.operationId,
  amount: receipts.amount,
  vat: receipts.vat,
  createdAt: receipts.createdAt,
};

/** The payment's receipt (kind RECEIPT; at most one), without the PDF. */
export async function findPaymentReceipt(ex: Executor, paymentId: string): Promise<ReceiptInfo | null> {
  const [row] = await ex
    .select(infoColumns)
    .from(receipts)
    .where(and(eq(receipts.paymentId, paymentId), eq(receipts.kind, 'RECEIPT')));
  return row ?? null;
}

/** The credit note of a refund operation, if issued. */
export async function findCreditNoteOfOperation(ex: Executor, operationId: number): Promise<ReceiptInfo | null> {
  const [row] = await ex.select(infoColumns).from(receipts).where(eq(receipts.operationId, operationId));
  return row ?? null;
}

/** The receipts and credit notes of these payments, by number, without the PDFs. */
export async function findReceiptsOfPayments(ex: Executor, paymentIds: string[]): Promise<ReceiptInfo[]> {
  if (paymentIds.length === 0) return [];
  return ex.select(infoColumns).from(receipts).where(inArray(receipts.paymentId, paymentIds)).orderBy(asc(receipts.number));
}

/** A receipt or credit note of a user's payment with what it printed besides the buyer (no PDF). */
export type UserReceipt = ReceiptInfo & {
  seller: ReceiptRow['seller'];
  payment: Pick<typeof payments.$inferSelect, 'provider' | 'product' | 'transaction' | 'metadata'>;
};

/** Every receipt and credit note of the payments of user `userId`, by number, locked for update. */
export async function lockReceiptsOfUser(tx: Executor, userId: number): Promise<UserReceipt[]> {
  const rows = await tx
    .select({
      ...infoColumns,
      seller: receipts.seller,
      provider: payments.provider,
      product: payments.product,
      transaction: payments.transaction,
      metadata: payments.metadata,
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .where(eq(payments.userId, userId))
    .orderBy(asc(receipts.number))
    .for('update', { of: receipts });
  return rows.map(({ provider, product, transaction, metadata, ...r }) => ({
    ...r,
    payment: { provider, product, transaction, metadata },
  }));
}

/** Replaces the stored PDF of receipt `number` (the buyer's deletion). */
export async function replaceReceiptPdf(tx: Executor, number: number, pdf: Buffer): Promise<void> {
  await tx.update(receipts).set({ pdf }).where(eq(receipts.number, number));
}

/** What a receipt mail needs of its recipient. */
export type Recipient = { id: number; uuid: string; email: string; firstname: string; language: Language | null };

/** The user a receipt is mailed to. */
export async function findRecipient(ex: Executor, userId: number): Promise<Recipient | null> {
  const [row] = await ex
    .select({ id: users.id, uuid: users.uuid, email: users.email, firstname: users.firstname, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return (row as Recipient | undefined) ?? null;
}
