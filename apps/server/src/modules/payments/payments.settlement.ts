/**
 * What happens to a payment after the card form (docs/architecture.md "Payments"):
 *  - authorise: PENDING → AUTHORIZED and dwelling.listingType = product, in one transaction with the
 *    dwelling row locked; an earlier held authorisation of the same dwelling is released (the new one
 *    covers the whole price from the tier paid before it); an APPROVED dwelling is captured at once.
 *  - capture at approval, release at rejection: the decision is a payment_operations row (unique key
 *    `capture:<id>` / `release:<id>`) and a durable job, written in the moderation transaction; after
 *    the commit the provider is tried inline with the same idempotency key, and the job retries while
 *    the provider is down. Never two captures: dwelling row lock + unique operation + provider key.
 *  - every authorise, failure, capture and release writes an activity entry, action dwelling/payment,
 *    data {type, amount, externalId, error?}.
 * Lock order everywhere: dwelling row, then payment row.
 */
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import { isUpgrade } from '@udlejning/shared/payments/prices';
import { ANONYMOUS, type Actor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { recordActivity } from '../activity/activity.service';
import type { Executor } from '../../platform/db/executor';
import type { DwellingRow } from '../dwellings/dwellings.content';
import { updateDwellingRow } from '../dwellings/dwellings.repository';
import {
  findAuthorizedPayments,
  findHeldPayment,
  findPaymentById,
  hasOperation,
  insertOperationOnce,
  lockDwelling,
  markReleasedAtProvider,
  refreshDwellingPayment,
  updatePaymentIf,
  type PaymentRow,
} from './payments.repository';
import { PaymentProviderError, type ProviderIntent } from './provider/payment-provider';
import { issueReceipt } from './receipts.service';

/** Work to do after the transaction that decided it has committed (provider calls). */
export type AfterCommit = () => Promise<void>;

/** The durable jobs that retry a decided capture, release or refund (payments.jobs.ts). */
export const PAYMENT_JOBS = { capture: 'payments-capture', release: 'payments-release', refund: 'payments-refund' } as const;

export const captureKey = (paymentId: string) => `capture:${paymentId}`;
export const releaseKey = (paymentId: string) => `release:${paymentId}`;

type PaymentActivity = { type: 'authorize' | 'capture' | 'release' | 'failed'; amount: number; error?: string };

/** The activity entry of a payment event (action dwelling/payment) on its dwelling. */
async function logPayment(deps: Deps, ex: Executor, actor: Actor, dwellingUuid: string, p: PaymentRow, a: PaymentActivity) {
  await recordActivity(ex, actor, {
    action: 'dwelling/payment',
    targetType: 'dwelling',
    targetId: dwellingUuid,
    data: { ...a, externalId: p.transaction, paymentId: p.id, product: p.product, provider: p.provider },
    timestamp: deps.now(),
  });
}

const actorId = (actor: Actor) => (actor.kind === 'user' ? actor.userId : null);

/** Tries each step after the commit; a failure is logged and left to the job (which retries). */
function inline(deps: Deps, steps: AfterCommit[]): AfterCommit {
  return async () => {
    for (const step of steps) {
      try {
        await step();
      } catch (err) {
        deps.log.warn({ err }, 'payment provider call failed; the payments job retries it');
      }
    }
  };
}

/**
 * The tier a new payment's price starts from (`paid_before`): the tier the dwelling has, except
 * that a held authorisation still replaceable (dwelling not APPROVED, capture not decided) is
 * replaced, so its own paid_before counts. 'busy' when a held authorisation is being captured
 * (the provider is down): paying must wait for it.
 */
export async function priceBasis(
  ex: Executor,
  dwelling: Pick<DwellingRow, 'id' | 'status' | 'listingType'>,
  exceptPaymentId?: string,
): Promise<{ basis: ListingType; replaces: PaymentRow | null } | 'busy'> {
  const held = await findHeldPayment(ex, dwelling.id);
  if (!held || held.id === exceptPaymentId) return { basis: dwelling.listingType, replaces: null };
  if (dwelling.status === 'APPROVED' || (await hasOperation(ex, held.id, 'capture'))) return 'busy';
  return { basis: held.paidBefore, replaces: held };
}

/**
 * Inside a transaction holding the dwelling lock: decides to capture `p` (operation row + durable
 * job through `tx`). Returns the inline attempt, or null when the capture was already decided.
 */
async function decideCapture(deps: Deps, tx: Executor, p: PaymentRow, actor: Actor): Promise<AfterCommit | null> {
  const inserted = await insertOperationOnce(tx, {
    paymentId: p.id,
    kind: 'capture',
    amount: p.amount,
    idempotencyKey: captureKey(p.id),
    actorId: actorId(actor),
  });
  if (!inserted) return null;
  if (deps.jobs) await deps.jobs.send(PAYMENT_JOBS.capture, { paymentId: p.id }, { ex: tx });
  return () => capturePayment(deps, p.id, actor);
}

/**
 * Inside a transaction holding the dwelling lock: releases the held authorisation `p` — RELEASED at
 * once (final), the listing type back to paid_before when it is still this payment's product, the
 * operation row, the durable job and the activity entry. Returns the inline provider call.
 */
async function decideRelease(deps: Deps, tx: Executor, p: PaymentRow, dwelling: DwellingRow, actor: Actor, reason: string) {
  const released = await updatePaymentIf(tx, p.id, ['AUTHORIZED'], { status: 'RELEASED' });
  if (!released) return null;
  await insertOperationOnce(tx, {
    paymentId: p.id,
    kind: 'release',
    amount: p.amount,
    idempotencyKey: releaseKey(p.id),
    actorId: actorId(actor),
    reason,
  });
  if (deps.jobs) await deps.jobs.send(PAYMENT_JOBS.release, { paymentId: p.id }, { ex: tx });
  // an admin's later upgrade stays: only the tier this payment bought goes back
  if (dwelling.listingType === p.product) await updateDwellingRow(tx, dwelling.id, { listingType: p.paidBefore });
  await refreshDwellingPayment(tx, dwelling.id);
  await logPayment(deps, tx, actor, dwelling.uuid, p, { type: 'release', amount: p.amount });
  return () => releasePayment(deps, p.id);
}

/**
 * Call inside the approve/reject transaction, after the dwelling row is locked and before its status
 * is written (so the returned row carries the restored listing type). APPROVED decides a capture of
 * every AUTHORIZED payment; REJECTED releases the authorisations whose capture is not decided.
 * Run the returned function after the commit (the inline provider attempt; errors are logged).
 */
export async function settlePaymentsOnModeration(
  deps: Deps,
  tx: Executor,
  dwelling: DwellingRow,
  status: 'APPROVED' | 'REJECTED',
  actor: Actor,
): Promise<AfterCommit> {
  const steps: AfterCommit[] = [];
  if (status === 'APPROVED') {
    for (const p of await findAuthorizedPayments(tx, dwelling.id)) {
      const step = await decideCapture(deps, tx, p, actor);
      if (step) steps.push(step);
    }
  } else {
    for (const p of await findAuthorizedPayments(tx, dwelling.id, { uncaptured: true })) {
      const step = await decideRelease(deps, tx, p, dwelling, actor, 'rejected');
      if (step) steps.push(step);
    }
  }
  return inline(deps, steps);
}

/** How long an approval waits for the inline capture before it answers "approved, capture pending", ms. */
export const APPROVAL_CAPTURE_WAIT_MS = 2_000;

/**
 * Runs `after` (an inline attempt, whose errors inline() logs) but waits for it at most `ms`: a slow
 * provider goes on after the reply, and the durable job decided in the same transaction retries it.
 */
export async function runWithin(after: AfterCommit, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  const running = after();
  // a failure after the wait has nobody to tell (inline() logs its own); within it, it propagates
  running.catch(() => undefined);
  try {
    await Promise.race([running, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** True while a decided capture of one of the dwelling's payments has not happened at the provider yet. */
export async function isCapturePending(deps: Deps, dwellingId: number): Promise<boolean> {
  for (const p of await findAuthorizedPayments(deps.db, dwellingId)) {
    if (await hasOperation(deps.db, p.id, 'capture')) return true;
  }
  return false;
}

/** The outcome of authorising: done, already past PENDING, or refused because the price no longer holds. */
export type AuthorizeOutcome = 'authorized' | 'already' | 'stale';

/**
 * PENDING → AUTHORIZED for a provider intent that holds the money (requires_capture): sets the
 * dwelling's listing type to the product, replaces an earlier held authorisation, and captures at
 * once when the dwelling is already APPROVED. If the price no longer holds (the tier changed since
 * updatePaymentInfo, or the intent's amount differs) the payment is FAILED and its intent cancelled:
 * 'stale'. Idempotent: a payment past PENDING answers 'already'.
 */
export async function authorizePayment(
  deps: Deps,
  paymentId: string,
  intent: ProviderIntent,
  actor: Actor,
): Promise<AuthorizeOutcome> {
  const steps: AfterCommit[] = [];
  const outcome = await deps.db.transaction(async (tx): Promise<AuthorizeOutcome> => {
    const first = await findPaymentById(tx, paymentId);
    const dwelling = first && (await lockDwelling(tx, first.dwellingId));
    const p = dwelling && (await findPaymentById(tx, paymentId, { forUpdate: true }));
    if (!dwelling || !p || p.status !== 'PENDING') return 'already';
    const basis = await priceBasis(tx, dwelling, p.id);
    const stale =
      intent.amount !== p.amount ||
      basis === 'busy' ||
      basis.basis !== p.paidBefore ||
      !isUpgrade(dwelling.listingType, p.product);
    if (stale) {
      const error = 'price_changed: the tier or the amount changed after the payment was started';
      await updatePaymentIf(tx, p.id, ['PENDING'], { status: 'FAILED', error });
      await insertOperationOnce(tx, {
        paymentId: p.id,
        kind: 'release',
        amount: p.amount,
        idempotencyKey: releaseKey(p.id),
        actorId: null,
      });
      if (deps.jobs) await deps.jobs.send(PAYMENT_JOBS.release, { paymentId: p.id }, { ex: tx });
      await logPayment(deps, tx, actor, dwelling.uuid, p, { type: 'failed', amount: p.amount, error });
      steps.push(() => releasePayment(deps, p.id));
      return 'stale';
    }
    if (basis.replaces) {
      const step = await decideRelease(deps, tx, basis.replaces, dwelling, actor, 'replaced by an upgrade');
      if (step) steps.push(step);
    }
    const last4 = typeof intent.raw.card_last4 === 'string' ? intent.raw.card_last4 : null;
    const authorized = await updatePaymentIf(tx, p.id, ['PENDING'], {
      status: 'AUTHORIZED',
      error: null,
      metadata: { ...p.metadata, method: 'card', ...(last4 ? { cardLast4: last4 } : {}) },
    });
    await updateDwellingRow(tx, dwelling.id, { listingType: p.product });
    await refreshDwellingPayment(tx, dwelling.id);
    await logPayment(deps, tx, actor, dwelling.uuid, p, { type: 'authorize', amount: p.amount });
    // the approval already happened: draw the money now
    if (dwelling.status === 'APPROVED' && authorized) {
      const step = await decideCapture(deps, tx, authorized, actor);
      if (step) steps.push(step);
    }
    return 'authorized';
  });
  // a refused price fails the payment (docs/operations.md "Metrics")
  if (outcome === 'stale') deps.metrics?.paymentFailed('authorize');
  await inline(deps, steps)();
  return outcome;
}

/** PENDING → FAILED with the provider's error recorded (never shown to the user: doc 2 §8). */
export async function failPayment(deps: Deps, paymentId: string, error: string, actor: Actor): Promise<boolean> {
  const isFailed = await deps.db.transaction(async (tx) => {
    const first = await findPaymentById(tx, paymentId);
    const dwelling = first && (await lockDwelling(tx, first.dwellingId));
    const failed = dwelling && (await updatePaymentIf(tx, paymentId, ['PENDING'], { status: 'FAILED', error }));
    if (!dwelling || !failed) return false;
    await logPayment(deps, tx, actor, dwelling.uuid, failed, { type: 'failed', amount: failed.amount, error });
    return true;
  });
  // counted once the change is committed (docs/operations.md "Metrics")
  if (isFailed) deps.metrics?.paymentFailed('authorize');
  return isFailed;
}

/**
 * AUTHORIZED → CAPTURED for an intent the provider reports captured; records the capture operation
 * and issues the receipt (receipts.service) in the same transaction.
 */
export async function markCaptured(deps: Deps, paymentId: string, intent: ProviderIntent, actor: Actor): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const first = await findPaymentById(tx, paymentId);
    const dwelling = first && (await lockDwelling(tx, first.dwellingId));
    if (!first || !dwelling) return false;
    const amount = Math.min(intent.amountReceived || first.amount, first.amount);
    const captured = await updatePaymentIf(tx, paymentId, ['AUTHORIZED'], {
      status: 'CAPTURED',
      capturedAmount: amount,
      capturedAt: deps.now(),
    });
    if (!captured) return false;
    await insertOperationOnce(tx, {
      paymentId,
      kind: 'capture',
      amount,
      idempotencyKey: captureKey(paymentId),
      actorId: actorId(actor),
    });
    await refreshDwellingPayment(tx, dwelling.id);
    await logPayment(deps, tx, actor, dwelling.uuid, captured, { type: 'capture', amount });
    // the receipt (number, PDF, mail, activity) commits with the capture
    await issueReceipt(deps, tx, captured, { kind: 'RECEIPT', amount, actor });
    return true;
  });
  // once per payment: only the AUTHORIZED → CAPTURED change gets here (docs/operations.md "Metrics")
  if (done) deps.metrics?.paymentCaptured();
  return done;
}

/** AUTHORIZED → RELEASED for an intent the provider cancelled by itself (expired, dashboard). */
export async function markCanceledByProvider(deps: Deps, paymentId: string, actor: Actor): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const first = await findPaymentById(tx, paymentId);
    const dwelling = first && (await lockDwelling(tx, first.dwellingId));
    if (!first || !dwelling || first.status !== 'AUTHORIZED') return false;
    return Boolean(await decideRelease(deps, tx, first, dwelling, actor, 'canceled by the provider'));
  });
  if (done) await markReleasedAtProvider(deps.db, paymentId, deps.now());
  return done;
}

/**
 * The capture of a decided payment (the inline attempt and the payments-capture job): the provider
 * captures with key `capture:<id>` (a repeat answers the first capture), then the payment is marked
 * CAPTURED if it still is AUTHORIZED. Throws while the provider is unavailable (the job retries).
 * An intent the provider no longer can capture is recorded on the payment (or released, if cancelled).
 */
export async function capturePayment(deps: Deps, paymentId: string, actor: Actor = ANONYMOUS): Promise<void> {
  const p = await findPaymentById(deps.db, paymentId);
  if (!p || p.status !== 'AUTHORIZED' || !(await hasOperation(deps.db, p.id, 'capture'))) return;
  const provider = deps.payments.get(p.provider);
  let intent: ProviderIntent;
  try {
    intent = await provider.capture(p.transaction, captureKey(p.id));
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || err.kind === 'unavailable') throw err;
    intent = await provider.retrieve(p.transaction);
    if (intent.status === 'canceled') {
      await markCanceledByProvider(deps, p.id, ANONYMOUS);
      return;
    }
    if (intent.status !== 'succeeded') {
      deps.log.error({ paymentId, code: err.code, status: intent.status }, 'capture refused by the payment provider');
      deps.metrics?.paymentFailed('capture');
      await updatePaymentIf(deps.db, p.id, ['AUTHORIZED'], { error: `${err.code}: ${err.message}` });
      return;
    }
  }
  await markCaptured(deps, p.id, intent, actor);
}

/**
 * The provider side of a decided release (the inline attempt and the payments-release job): cancels
 * the intent with key `release:<id>` and sets released_at. Throws while the provider is unavailable.
 */
export async function releasePayment(deps: Deps, paymentId: string): Promise<void> {
  const p = await findPaymentById(deps.db, paymentId);
  if (!p || p.releasedAt || (p.status !== 'RELEASED' && p.status !== 'FAILED')) return;
  if (!(await hasOperation(deps.db, p.id, 'release'))) return;
  const provider = deps.payments.get(p.provider);
  try {
    await provider.cancel(p.transaction, releaseKey(p.id));
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || err.kind === 'unavailable') throw err;
    const intent = await provider.retrieve(p.transaction);
    if (intent.status !== 'canceled') {
      deps.log.error({ paymentId, code: err.code, status: intent.status }, 'release refused by the payment provider');
      return;
    }
  }
  await markReleasedAtProvider(deps.db, p.id, deps.now());
}
