/**
 * Paying for a tier (doc 2 §1, §2, §7): paymentConfig,
 * updatePaymentInfo (a PENDING payment and the card form's client secret) and confirmPaymentInfo
 * (the card authorised → AUTHORIZED, the tier takes effect). Only the dwelling's owner, signed in or
 * through the status link, pays; another landlord gets 404 as for every dwelling call, an admin 403.
 * The server computes every price itself (packages/shared) and refuses a different amount.
 * Capture and release: payments.settlement.ts.
 */
import { randomUUID } from 'node:crypto';
import { DWELLING_MESSAGES } from '@udlejning/shared/dwellings/dwelling-form';
import { STATUS_PAGE_MESSAGES } from '@udlejning/shared/dwellings/lifecycle';
import { applyDiscount } from '@udlejning/shared/payments/discount';
import type { CheckDiscountInput, ConfirmPaymentInfoInput, UpdatePaymentInfoInput } from '@udlejning/shared/payments/payment';
import type { PaymentConfig } from '@udlejning/shared/payments/views';
import { CURRENCY, isUpgrade, upgradePrice } from '@udlejning/shared/payments/prices';
import type { Deps } from '../../platform/deps';
import { AppError, validationError } from '../../platform/errors';
import { authorizeRole, decide } from '../dwellings/dwellings.policy';
import { policyDwelling } from '../dwellings/dwellings.presenter';
import { accessDwelling, type Access, type LifecycleCaller } from '../dwellings/status-token';
import { presentResolvedDiscount, resolveTypedDiscount, type DiscountView } from './discounts.service';
import { findDwellingUuid, findPaymentByTransaction, insertPayment } from './payments.repository';
import { authorizePayment, failPayment, priceBasis } from './payments.settlement';
import { PaymentProviderError, type ProviderIntent } from './provider/payment-provider';

/** paymentConfig: which card form the web shows (doc 2 §2 Status page). */
export type { PaymentConfig };

/** query paymentConfig (anyone): the active provider and Stripe's publishable key. */
export function getPaymentConfig(deps: Deps): PaymentConfig {
  return { provider: deps.payments.active.name, publishableKey: deps.payments.publishableKey };
}

/** A provider call; its failures as the API's errors: declined → 402 PAYMENT_DECLINED, others → 502 PAYMENT_FAILED. */
async function providerCall<T>(deps: Deps, op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.log.warn({ err }, 'payment provider call failed');
    throw new AppError(err.kind === 'declined' ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED');
  }
}

/** The dwelling for a payment call: owner or status-link holder; 401, 404 (not theirs), 403 (admin, not owner). */
async function payingAccess(deps: Deps, caller: LifecycleCaller, uuid: string): Promise<Access> {
  const access = await accessDwelling(deps, deps.db, caller, uuid);
  authorizeRole(access.actor, 'upgrade', policyDwelling(access.record.row), deps.now());
  return access;
}

const ownerName = (o: { firstname: string; lastname: string }) => `${o.firstname} ${o.lastname}`.trim();

/**
 * mutation updatePaymentInfo(amount, product, dwelling, discountCode?, token?) → the client secret
 * (`<intentId>_secret_<random>`) of a new intent; the payment is PENDING. The price is the
 * difference from the tier already paid (paid_before), minus the discount, in øre.
 * Throws 400 (input; INVALID_DISCOUNT 'Ugyldig kode'), 401, 403, 404, 409 NOTHING_TO_PAY (not above
 * the listing's tier), INVALID_TRANSITION (upgrade window over), AMOUNT_MISMATCH (`amount` differs),
 * 429 RATE_LIMITED (too many refused codes: resolveTypedDiscount), 502 PAYMENT_FAILED (provider).
 */
export async function updatePaymentInfo(
  deps: Deps,
  caller: LifecycleCaller,
  input: UpdatePaymentInfoInput,
  ip?: string,
): Promise<string> {
  const now = deps.now();
  const { record, actor } = await payingAccess(deps, { actor: caller.actor, token: input.token ?? caller.token }, input.dwelling);
  const { row, owner } = record;
  if (!isUpgrade(row.listingType, input.product)) throw new AppError('NOTHING_TO_PAY');
  // the upgrade window: an inactive listing 14 days after its deactivation (doc 2 §4)
  if (decide(actor, 'upgrade', policyDwelling(row), now) !== 'allow') throw new AppError('INVALID_TRANSITION');
  const basis = await priceBasis(deps.db, row);
  // an earlier payment is being captured right now (the provider is down): try again shortly
  if (basis === 'busy') throw new AppError('PAYMENT_FAILED');
  const listPrice = upgradePrice(basis.basis, input.product);
  if (listPrice === null) throw new AppError('NOTHING_TO_PAY');
  const code = input.discountCode?.trim();
  const discount = code ? await resolveTypedDiscount(deps, { code, product: input.product, userId: owner.id, ip }) : null;
  const amount = discount ? applyDiscount(listPrice, discount) : listPrice;
  if (amount !== input.amount) throw new AppError('AMOUNT_MISMATCH');

  const paymentId = randomUUID();
  // nothing to charge: the local provider holds it whatever PAYMENT_PROVIDER says (no card needed)
  const provider = amount === 0 ? deps.payments.get('local') : deps.payments.active;
  const intent = await providerCall(deps, () =>
    provider.createIntent({
      amount,
      currency: CURRENCY,
      metadata: { paymentId, dwelling: row.uuid, product: input.product, userId: String(owner.id) },
      idempotencyKey: `create:${paymentId}`,
    }),
  );
  await insertPayment(deps.db, {
    id: paymentId,
    dwellingId: row.id,
    userId: owner.id,
    provider: provider.name,
    transaction: intent.id,
    product: input.product,
    paidBefore: basis.basis,
    currency: CURRENCY,
    listPrice,
    amount,
    discountId: discount?.id ?? null,
    status: 'PENDING',
    email: owner.email,
    name: ownerName(owner),
    createdAt: now,
    updatedAt: now,
  });
  return intent.clientSecret;
}

/**
 * query checkDiscount(code, product, dwelling, token?) (the status page's discount row): the
 * discount a typed code gives on buying `product` for the dwelling now, as a landlord sees it
 * (`hash` the HMAC, no `code`). The same caller and rule as updatePaymentInfo: the owner signed in
 * or through the status link. Throws 400 INVALID_DISCOUNT 'Ugyldig kode' (one answer for every
 * refusal), 401, 403 (admin; STATUS_LINK_REVOKED), 404, 429 RATE_LIMITED (resolveTypedDiscount).
 */
export async function checkDiscount(
  deps: Deps,
  caller: LifecycleCaller,
  input: CheckDiscountInput,
  ip: string,
): Promise<DiscountView> {
  const { record } = await payingAccess(deps, { actor: caller.actor, token: input.token ?? caller.token }, input.dwelling);
  const found = await resolveTypedDiscount(deps, { code: input.code, product: input.product, userId: record.owner.id, ip });
  return presentResolvedDiscount(deps, found);
}

/**
 * mutation confirmPaymentInfo(paymentId, meta?, token?) → true once the card is authorised (payment
 * AUTHORIZED, listing type = product; captured at once if the listing is already APPROVED), false
 * while the provider is still working (Stripe: 3-D Secure or processing; its webhook finishes).
 * `paymentId` is the provider's intent id. Local provider: meta.card/expiry/cvc are checked against
 * the test cards; Stripe: the browser has confirmed with Stripe.js and the server reads the intent.
 * A repeat after success answers true. Throws 400 (no card), 401, 403, 404 (unknown payment, or
 * another landlord's), 402 PAYMENT_DECLINED (payment FAILED with the provider's error recorded and
 * logged; dwelling unchanged), 409 AMOUNT_MISMATCH (the tier changed meanwhile), INVALID_TRANSITION
 * (payment FAILED or RELEASED), 502 PAYMENT_FAILED.
 */
export async function confirmPaymentInfo(deps: Deps, caller: LifecycleCaller, input: ConfirmPaymentInfoInput): Promise<boolean> {
  const who: LifecycleCaller = { actor: caller.actor, token: input.token ?? caller.token };
  // neither login nor token: 401 before anything is looked up (no oracle on payment ids)
  if (who.actor.kind !== 'user' && !who.token)
    throw new AppError('UNAUTHENTICATED', { message: STATUS_PAGE_MESSAGES.tokenMissing });
  const payment = await findPaymentByTransaction(deps.db, input.paymentId);
  const uuid = payment && (await findDwellingUuid(deps.db, payment.dwellingId));
  if (!payment || !uuid) throw new AppError('NOT_FOUND');
  const { actor } = await payingAccess(deps, who, uuid);
  if (payment.status === 'AUTHORIZED' || payment.status === 'CAPTURED' || payment.status === 'REFUNDED') return true;
  if (payment.status !== 'PENDING') throw new AppError('INVALID_TRANSITION');

  const provider = deps.payments.get(payment.provider);
  let intent: ProviderIntent;
  if (provider.confirmLocal) {
    const meta = input.meta ?? {};
    if (payment.amount > 0 && !meta.card?.trim())
      throw validationError([{ path: ['meta', 'card'], message: DWELLING_MESSAGES.missing }]);
    intent = await providerCall(deps, () => provider.confirmLocal!(payment.transaction, meta));
  } else {
    intent = await providerCall(deps, () => provider.retrieve(payment.transaction));
  }

  if (intent.status === 'requires_capture' || intent.status === 'succeeded') {
    const outcome = await authorizePayment(deps, payment.id, intent, actor);
    if (outcome === 'stale') throw new AppError('AMOUNT_MISMATCH');
    return true;
  }
  if (intent.lastError && intent.status === 'requires_payment_method') {
    await failPayment(deps, payment.id, `${intent.lastError.code}: ${intent.lastError.message}`, actor);
    throw new AppError('PAYMENT_DECLINED');
  }
  if (intent.status === 'canceled') {
    await failPayment(deps, payment.id, 'canceled: the payment was cancelled at the provider', actor);
    throw new AppError('PAYMENT_FAILED');
  }
  return false;
}
