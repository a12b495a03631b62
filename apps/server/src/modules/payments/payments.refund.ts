/**
 * Refunds (doc 2 §4 "Refund only on CAPTURED payments", §5, §7, §8; payments contract):
 * refundPayment(dwelling, paymentId, amount, reason), admin only, in three steps:
 *  1. reserve — one transaction, dwelling row then payment row locked: the payment must be CAPTURED
 *     and `amount` at most captured − refunded; a payment_operations row (kind refund, idempotency
 *     key `refund:<admin id>:<the client's idempotencyKey>`, else a fresh one) is written, `refunded` grows by the amount (the check
 *     payments_refund_within_capture is the backstop: never more refunded than captured, whatever
 *     races), and a durable job is queued.
 *  2. the provider refunds with the operation's idempotency key (inline after the commit; the job
 *     repeats it while the provider is down — the key makes a repeat move no money).
 *  3. complete — the operation gets the provider's refund id (once), REFUNDED when the whole capture
 *     is refunded, Dwelling.payment refreshed, an activity entry (type refund) and the credit note
 *     referring to the payment's receipt (receipts.service, which mails it).
 * A refund the provider refuses for good gives the reservation back (activity type refund-failed).
 * A retry with the same client key (a lost reply) finds that operation and answers as the first call
 * did without refunding again, also when both arrive at once: the dwelling lock orders them and the
 * key is unique (docs/architecture.md "Payments").
 */
import { randomUUID } from 'node:crypto';
import { refundPaymentSchema, type RefundPaymentInput } from '@udlejning/shared/payments/payment';
import { ANONYMOUS, type Actor, type UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError, fromZodError } from '../../platform/errors';
import type { Executor } from '../../platform/db/executor';
import { recordActivity } from '../activity/activity.service';
import {
  addRefunded,
  completeOperation,
  deleteOpenOperation,
  findOperation,
  findOperationByKey,
  findPaymentById,
  findPaymentForAdmin,
  insertRefundOperation,
  lockDwelling,
  refreshDwellingPayment,
  type OperationRow,
  type PaymentRow,
} from './payments.repository';
import { PAYMENT_JOBS } from './payments.settlement';
import { PaymentProviderError } from './provider/payment-provider';
import { ensureReceipt, issueReceipt } from './receipts.service';

/** What became of a refund at the provider: done, refused for good, or still to be tried (provider down). */
export type RefundOutcome = 'done' | 'failed' | 'pending';

async function logRefund(deps: Deps, ex: Executor, actor: Actor, uuid: string, p: PaymentRow, data: Record<string, unknown>) {
  await recordActivity(ex, actor, {
    action: 'dwelling/payment',
    targetType: 'dwelling',
    targetId: uuid,
    data: { ...data, externalId: p.transaction, paymentId: p.id, product: p.product, provider: p.provider },
    timestamp: deps.now(),
  });
}

/**
 * The arguments of refundPayment through the shared schema; any refusal is 400 MISSING_DATA
 * ('Missing data', doc 2 §5) with the fields' issues.
 */
export function parseRefund(args: unknown): RefundPaymentInput {
  const parsed = refundPaymentSchema.safeParse(args);
  if (parsed.success) return parsed.data;
  throw new AppError('MISSING_DATA', { issues: fromZodError(parsed.error).issues });
}

/**
 * mutation refundPayment(dwelling, paymentId, amount, reason) (admin): refunds `amount` øre of the
 * CAPTURED payment `paymentId` (our id or the provider's transaction id) of dwelling `dwelling`
 * (uuid). Returns the payment's id once the provider has refunded (or, with the provider down, once
 * the refund is reserved and queued). Throws 404 (no such payment of that dwelling), 409 INVALID_TRANSITION (not
 * CAPTURED), 409 REFUND_TOO_LARGE (above captured − refunded), 502 PAYMENT_FAILED (the provider
 * refused; nothing is refunded), 409 IDEMPOTENCY_KEY_REUSED (the key names another refund).
 */
export async function refundPayment(deps: Deps, admin: UserActor, input: RefundPaymentInput): Promise<string> {
  const reason = input.reason.trim();
  const key = input.idempotencyKey ? `refund:${admin.userId}:${input.idempotencyKey}` : `refund:${randomUUID()}`;
  const { op, replay } = await deps.db.transaction(async (tx) => {
    const first = await findPaymentForAdmin(tx, input.paymentId);
    const dwelling = first && (await lockDwelling(tx, first.dwellingId));
    if (!first || !dwelling || dwelling.uuid !== input.dwelling) throw new AppError('NOT_FOUND');
    const p = (await findPaymentById(tx, first.id, { forUpdate: true }))!;
    // read under the dwelling lock: an earlier request with this key has committed or rolled back
    const earlier = input.idempotencyKey ? await findOperationByKey(tx, key) : null;
    if (earlier) {
      const same =
        earlier.kind === 'refund' && earlier.paymentId === p.id && earlier.amount === input.amount && earlier.reason === reason;
      if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { op: earlier, replay: true };
    }
    if (p.status !== 'CAPTURED') throw new AppError('INVALID_TRANSITION');
    if (input.amount > p.capturedAmount - p.refunded) throw new AppError('REFUND_TOO_LARGE');
    const reserved = await addRefunded(tx, p.id, input.amount);
    if (!reserved) throw new AppError('REFUND_TOO_LARGE');
    const row = await insertRefundOperation(tx, {
      paymentId: p.id,
      amount: input.amount,
      idempotencyKey: key,
      actorId: admin.userId,
      reason,
    });
    // taken meanwhile by a request for another dwelling's payment (this one's would wait for the lock)
    if (!row) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (deps.jobs) await deps.jobs.send(PAYMENT_JOBS.refund, { operationId: row.id }, { ex: tx });
    return { op: row, replay: false };
  });
  // the first request makes the provider call (and the job repeats it while the provider is down)
  if (replay) return op.paymentId;
  let outcome: RefundOutcome;
  try {
    outcome = await refundAtProvider(deps, op.id, admin);
  } catch (err) {
    deps.log.warn({ err, operationId: op.id }, 'refund at the provider failed; the payments job retries it');
    outcome = 'pending';
  }
  if (outcome === 'failed') throw new AppError('PAYMENT_FAILED');
  return op.paymentId;
}

/**
 * Step 2 and 3 for one refund operation (the inline attempt and the payments-refund job): the
 * provider refunds with the operation's key, then the refund is completed. Throws while the
 * provider is unavailable (the job retries); 'failed' when the provider refuses (the reservation is
 * given back); 'done' also when it was done before.
 */
export async function refundAtProvider(deps: Deps, operationId: number, actor: Actor = ANONYMOUS): Promise<RefundOutcome> {
  const op = await findOperation(deps.db, operationId);
  if (!op || op.kind !== 'refund') return 'failed';
  if (op.providerRef) return 'done';
  const p = await findPaymentById(deps.db, op.paymentId);
  if (!p) return 'failed';
  let refundId: string;
  try {
    refundId = (await deps.payments.get(p.provider).refund(p.transaction, op.amount, op.idempotencyKey)).id;
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || err.kind === 'unavailable') throw err;
    deps.log.error({ operationId, code: err.code }, 'refund refused by the payment provider');
    await failRefund(deps, op, `${err.code}: ${err.message}`, actor);
    return 'failed';
  }
  await completeRefund(deps, op, refundId, actor);
  return 'done';
}

/** Step 3: records the provider's refund, the status, the activity entry and the credit note, once. */
async function completeRefund(deps: Deps, op: OperationRow, refundId: string, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const first = await findPaymentById(tx, op.paymentId);
    const dwelling = first && (await lockDwelling(tx, first.dwellingId));
    if (!first || !dwelling) return;
    await findPaymentById(tx, op.paymentId, { forUpdate: true });
    if (!(await completeOperation(tx, op.id, refundId))) return;
    const p = (await addRefunded(tx, op.paymentId, 0, { complete: true, at: deps.now() }))!;
    await refreshDwellingPayment(tx, dwelling.id);
    await logRefund(deps, tx, actor, dwelling.uuid, p, { type: 'refund', amount: op.amount, reason: op.reason, refundId });
    const receipt = await ensureReceipt(deps, tx, p, actor);
    await issueReceipt(deps, tx, p, {
      kind: 'CREDIT_NOTE',
      amount: op.amount,
      refersTo: receipt?.number ?? null,
      operationId: op.id,
      actor,
    });
  });
}

/** A refund the provider refused: the operation goes, the reserved amount comes back, logged. */
async function failRefund(deps: Deps, op: OperationRow, error: string, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const first = await findPaymentById(tx, op.paymentId);
    const dwelling = first && (await lockDwelling(tx, first.dwellingId));
    if (!first || !dwelling) return;
    await findPaymentById(tx, op.paymentId, { forUpdate: true });
    if (!(await deleteOpenOperation(tx, op.id))) return;
    const p = (await addRefunded(tx, op.paymentId, -op.amount))!;
    await refreshDwellingPayment(tx, dwelling.id);
    await logRefund(deps, tx, actor, dwelling.uuid, p, { type: 'refund-failed', amount: op.amount, reason: op.reason, error });
  });
}
