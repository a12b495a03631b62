/** All SQL of paying, authorising, capturing and releasing (issue 10). Amounts in øre. */
import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { dwellings } from '../dwellings/dwellings.schema';
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

/** The dwelling's uuid (payments refer to dwellings by their integer id). */
export async function findDwellingUuid(ex: Executor, dwellingId: number): Promise<string | null> {
  const [row] = await ex.select({ uuid: dwellings.uuid }).from(dwellings).where(eq(dwellings.id, dwellingId));
  return row?.uuid ?? null;
}

/**
 * Rewrites dwellings.payment (doc 2 §3 Dwelling.payment {transaction, product, currency, amount,
 * captured}) from the latest AUTHORIZED or CAPTURED payment, or null without one. Call it in the
 * transaction of every payment status change.
 */
export async function refreshDwellingPayment(ex: Executor, dwellingId: number): Promise<void> {
  await ex.execute(sql`
    update ${dwellings} set payment = (
      select jsonb_build_object('transaction', p.transaction, 'product', p.product, 'currency', p.currency,
                                'amount', p.amount, 'captured', p.status = 'CAPTURED')
        from ${payments} p
       where p.dwelling_id = ${dwellingId} and p.status in ('AUTHORIZED', 'CAPTURED')
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
