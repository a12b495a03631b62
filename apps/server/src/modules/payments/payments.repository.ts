/** All SQL of paying, authorising, capturing and releasing (docs/architecture.md "Payments"). Amounts in øre. */
import { and, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { hasPgErrorCode, PG_CHECK_VIOLATION } from '../../platform/db/pg-errors';
import { dwellings } from '../../schema/dwellings.schema';
import type { DwellingRow } from '../dwellings/dwellings.content';
import { paymentOperations, payments, stripeWebhookEvents, PAYMENT_OPERATION_KINDS } from './payments.schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type OperationKind = (typeof PAYMENT_OPERATION_KINDS)[number];

export async function insertPayment(ex: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await ex.insert(payments).values(values).returning();
  return row;
}

/** A payment by its id, optionally locked for the rest of the transaction. */
export async function findPaymentById(ex: Executor, id: string, opts: { forUpdate?: boolean } = {}): Promise<PaymentRow | null> {
  const query = ex.select().from(payments).where(eq(payments.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A payment by the provider's intent id (`transaction`); with `provider`, only that provider's. */
export async function findPaymentByTransaction(
  ex: Executor,
  transaction: string,
  provider?: PaymentRow['provider'],
): Promise<PaymentRow | null> {
  const [row] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.transaction, transaction), provider ? eq(payments.provider, provider) : undefined))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** The dwelling's held authorisation (at most one: payments_one_authorized_per_dwelling). */
export async function findHeldPayment(ex: Executor, dwellingId: number): Promise<PaymentRow | null> {
  const [row] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.dwellingId, dwellingId), eq(payments.status, 'AUTHORIZED')));
  return row ?? null;
}

/** The dwelling's AUTHORIZED payments; `uncaptured` leaves out those whose capture is already decided. */
export async function findAuthorizedPayments(
  ex: Executor,
  dwellingId: number,
  opts: { uncaptured?: boolean } = {},
): Promise<PaymentRow[]> {
  const captureDecided = ex
    .select({ one: sql`1` })
    .from(paymentOperations)
    .where(and(eq(paymentOperations.paymentId, payments.id), eq(paymentOperations.kind, 'capture')));
  return ex
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.dwellingId, dwellingId),
        eq(payments.status, 'AUTHORIZED'),
        opts.uncaptured ? notExists(captureDecided) : undefined,
      ),
    )
    .for('update');
}

/** True when a capture or release of the payment has been decided (its operation row exists). */
export async function hasOperation(ex: Executor, paymentId: string, kind: OperationKind): Promise<boolean> {
  const [row] = await ex
    .select({ id: paymentOperations.id })
    .from(paymentOperations)
    .where(and(eq(paymentOperations.paymentId, paymentId), eq(paymentOperations.kind, kind)));
  return Boolean(row);
}

/**
 * Records a capture or release decision once: the unique idempotency key and the one-per-payment
 * index make a second insert do nothing. Returns true when this call inserted it.
 */
export async function insertOperationOnce(
  ex: Executor,
  values: {
    paymentId: string;
    kind: OperationKind;
    amount: number;
    idempotencyKey: string;
    actorId: number | null;
    reason?: string | null;
  },
): Promise<boolean> {
  const rows = await ex.insert(paymentOperations).values(values).onConflictDoNothing().returning({ id: paymentOperations.id });
  return rows.length > 0;
}

/**
 * Updates a payment only while it has one of `from` statuses (a compare-and-set: of two callers,
 * one wins). Returns the updated row, or null when the status had moved on.
 */
export async function updatePaymentIf(
  ex: Executor,
  id: string,
  from: PaymentRow['status'][],
  values: Partial<NewPayment>,
): Promise<PaymentRow | null> {
  const [row] = await ex
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning();
  return row ?? null;
}

/** Sets released_at once the provider has cancelled the authorisation. */
export async function markReleasedAtProvider(ex: Executor, id: string, at: Date): Promise<void> {
  await ex
    .update(payments)
    .set({ releasedAt: at, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), sql`${payments.releasedAt} is null`));
}

/** Locks a dwelling row (the order every payment change takes: dwelling, then payment). */
export async function lockDwelling(ex: Executor, dwellingId: number): Promise<DwellingRow | null> {
  const [row] = await ex.select().from(dwellings).where(eq(dwellings.id, dwellingId)).for('update');
  return row ?? null;
}

/** A dwelling row by its integer id (no lock). */
export async function findDwellingRow(ex: Executor, dwellingId: number): Promise<DwellingRow | null> {
  const [row] = await ex.select().from(dwellings).where(eq(dwellings.id, dwellingId));
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A payment named by an admin: our id (a uuid) or the provider's transaction id; optionally
 * locked. Null when there is none.
 */
export async function findPaymentForAdmin(
  ex: Executor,
  idOrTransaction: string,
  opts: { forUpdate?: boolean } = {},
): Promise<PaymentRow | null> {
  if (UUID.test(idOrTransaction)) {
    const byId = await findPaymentById(ex, idOrTransaction, opts);
    if (byId) return byId;
  }
  const byTransaction = await findPaymentByTransaction(ex, idOrTransaction);
  return byTransaction && opts.forUpdate ? findPaymentById(ex, byTransaction.id, opts) : byTransaction;
}

/** The dwelling's uuid (payments refer to dwellings by their integer id). */
export async function findDwellingUuid(ex: Executor, dwellingId: number): Promise<string | null> {
  const [row] = await ex.select({ uuid: dwellings.uuid }).from(dwellings).where(eq(dwellings.id, dwellingId));
  return row?.uuid ?? null;
}

/**
 * Rewrites dwellings.payment (doc 2 §3 Dwelling.payment {transaction, product, currency, amount,
 * captured}) from the latest AUTHORIZED, CAPTURED or REFUNDED payment (captured: CAPTURED or
 * REFUNDED), or null without one. Call it in the transaction of every payment status change.
 */
export async function refreshDwellingPayment(ex: Executor, dwellingId: number): Promise<void> {
  await ex.execute(sql`
    update ${dwellings} set payment = (
      select jsonb_build_object('transaction', p.transaction, 'product', p.product, 'currency', p.currency,
                                'amount', p.amount, 'captured', p.status in ('CAPTURED', 'REFUNDED'))
        from ${payments} p
       where p.dwelling_id = ${dwellingId} and p.status in ('AUTHORIZED', 'CAPTURED', 'REFUNDED')
       order by p.created_at desc
       limit 1)
    where ${dwellings.id} = ${dwellingId}`);
}

/** Remembers a handled webhook event; false when its id was seen before. */
export async function recordWebhookEvent(ex: Executor, eventId: string, type: string): Promise<boolean> {
  const rows = await ex.insert(stripeWebhookEvents).values({ eventId, type }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** True when the webhook event id was handled before. */
export async function isWebhookEventSeen(ex: Executor, eventId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: stripeWebhookEvents.eventId })
    .from(stripeWebhookEvents)
    .where(eq(stripeWebhookEvents.eventId, eventId));
  return Boolean(row);
}

export type OperationRow = typeof paymentOperations.$inferSelect;

/** Inserts a refund operation and returns it; null when its idempotency key is taken (a concurrent request). */
export async function insertRefundOperation(
  ex: Executor,
  values: { paymentId: string; amount: number; idempotencyKey: string; actorId: number | null; reason: string },
): Promise<OperationRow | null> {
  const [row] = await ex
    .insert(paymentOperations)
    .values({ ...values, kind: 'refund' })
    .onConflictDoNothing({ target: paymentOperations.idempotencyKey })
    .returning();
  return row ?? null;
}

/** An operation by its idempotency key, or null. */
export async function findOperationByKey(ex: Executor, idempotencyKey: string): Promise<OperationRow | null> {
  const [row] = await ex.select().from(paymentOperations).where(eq(paymentOperations.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/** An operation by id. */
export async function findOperation(ex: Executor, id: number): Promise<OperationRow | null> {
  const [row] = await ex.select().from(paymentOperations).where(eq(paymentOperations.id, id));
  return row ?? null;
}

/**
 * Marks a refund operation done at the provider (its refund id) once: returns the row when this
 * call did it, null when it was done already (or is gone).
 */
export async function completeOperation(ex: Executor, id: number, providerRef: string): Promise<OperationRow | null> {
  const [row] = await ex
    .update(paymentOperations)
    .set({ providerRef })
    .where(and(eq(paymentOperations.id, id), isNull(paymentOperations.providerRef)))
    .returning();
  return row ?? null;
}

/** Removes a refund operation the provider refused (never done); returns it, or null when it was done or gone. */
export async function deleteOpenOperation(ex: Executor, id: number): Promise<OperationRow | null> {
  const [row] = await ex
    .delete(paymentOperations)
    .where(and(eq(paymentOperations.id, id), isNull(paymentOperations.providerRef)))
    .returning();
  return row ?? null;
}

/**
 * Adds `delta` øre (negative to give back) to the payment's refunded total. The check
 * payments_refund_within_capture refuses a total above the captured amount: then null.
 * The status follows: REFUNDED exactly when the whole capture is refunded and `complete` is set
 * (the provider has refunded), CAPTURED otherwise.
 */
export async function addRefunded(
  ex: Executor,
  id: string,
  delta: number,
  opts: { complete?: boolean; at?: Date } = {},
): Promise<PaymentRow | null> {
  const full = sql`${payments.refunded} + ${delta} = ${payments.capturedAmount}`;
  const status = opts.complete ? sql`case when ${full} then 'REFUNDED' else 'CAPTURED' end` : sql`'CAPTURED'`;
  try {
    const [row] = await ex
      .update(payments)
      .set({
        refunded: sql`${payments.refunded} + ${delta}`,
        status: sql`${status}`,
        ...(opts.at ? { refundedAt: opts.at } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, id), inArray(payments.status, ['CAPTURED', 'REFUNDED'])))
      .returning();
    return row ?? null;
  } catch (err) {
    if (hasPgErrorCode(err, PG_CHECK_VIOLATION)) return null;
    throw err;
  }
}
