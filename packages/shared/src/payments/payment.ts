/**
 * Payments (doc 2 §3 Payment, §4, §7): statuses, the calls' inputs and their messages.
 * Amounts are integer øre ("hundredths", 1 DKK = 100).
 */
import { z } from 'zod';
import { LISTING_TYPES } from '../dwellings/listing-type';
import { INVALID_VALUE, storableText } from '../text';
import { connectionArgsShape } from '../paging';
import { recordId } from '../record-id';

/**
 * A payment's life: PENDING (created, card not yet confirmed) → AUTHORIZED (card held) →
 * CAPTURED (drawn at approval) → REFUNDED (fully; partly refunded stays CAPTURED with `refunded` > 0).
 * FAILED (declined or errored) and RELEASED (authorisation let go: rejected or deleted before approval)
 * are final. The spec names CAPTURED and REFUNDED; the others are ours (docs/architecture.md "Payments").
 */
export const PAYMENT_STATUSES = ['PENDING', 'AUTHORIZED', 'CAPTURED', 'REFUNDED', 'FAILED', 'RELEASED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The card providers: the embedded local test provider or Stripe (docs/architecture.md "Payments"). */
export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A receipt, or a credit note for a refund (doc 2 §3, docs/architecture.md "Payments"). */
export const RECEIPT_KINDS = ['RECEIPT', 'CREDIT_NOTE'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** Refund without an amount, reason or payment id (doc 2 §5, §8). */
export const MISSING_DATA = 'Missing data';

/**
 * updatePaymentInfo(amount, product, dwelling[, discountCode]) (doc 2 §7): `amount` is what the page
 * shows (øre, after the discount); the server recomputes it and refuses a different one.
 */
export const updatePaymentInfoSchema = z.object({
  amount: z.number().int().min(0).max(1_000_000),
  product: z.enum(LISTING_TYPES),
  dwelling: storableText(100),
  discountCode: storableText(40).nullish(),
  /** The status-link token, when the owner pays from the mailed link without signing in. */
  token: storableText(2_000).nullish(),
});
export type UpdatePaymentInfoInput = z.infer<typeof updatePaymentInfoSchema>;

/**
 * checkDiscount(code, product, dwelling[, token]): the status page asks the server whether a typed
 * code gives a discount on `product` for this dwelling (the shown hashes cannot be matched locally).
 */
export const checkDiscountSchema = z.object({
  code: storableText(40),
  product: z.enum(LISTING_TYPES),
  dwelling: storableText(100),
  token: storableText(2_000).nullish(),
});
export type CheckDiscountInput = z.infer<typeof checkDiscountSchema>;

/** confirmPaymentInfo(paymentId, meta) (doc 2 §7): `meta` carries the local card form's fields. */
export const confirmPaymentInfoSchema = z.object({
  paymentId: storableText(200),
  meta: z
    .object({
      card: storableText(30).nullish(),
      expiry: storableText(10).nullish(),
      cvc: storableText(4).nullish(),
      name: storableText(200).nullish(),
    })
    .nullish(),
  token: storableText(2_000).nullish(),
});
export type ConfirmPaymentInfoInput = z.infer<typeof confirmPaymentInfoSchema>;

/** The shape of a client's idempotency key: a UUID or another 8–100 letters, digits, '-' and '_'. */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * refundPayment(dwelling, paymentId, amount, reason, idempotencyKey?) (doc 2 §5, §7): anything missing
 * is 'Missing data'. `idempotencyKey` (an addition to the spec's arguments, optional so spec callers
 * keep working) makes a retry of the same refund return the first result without refunding again.
 */
export const refundPaymentSchema = z.object({
  dwelling: storableText(100, MISSING_DATA).min(1, MISSING_DATA),
  paymentId: storableText(200, MISSING_DATA).min(1, MISSING_DATA),
  amount: z.number({ error: MISSING_DATA }).int(MISSING_DATA).positive(MISSING_DATA).max(1_000_000, MISSING_DATA),
  reason: storableText(1_000, MISSING_DATA).refine((s) => s.trim().length > 0, MISSING_DATA),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, MISSING_DATA).nullish(),
});
export type RefundPaymentInput = z.infer<typeof refundPaymentSchema>;

/** Arguments of the GraphQL payments table (admin): a status, a search text, and the Relay paging. */
export const paymentConnectionArgsSchema = z.object({
  status: z.enum(PAYMENT_STATUSES, { error: INVALID_VALUE }).nullish(),
  /** Transaction, e-mail, name or dwelling address. */
  search: storableText(200).nullish(),
  ...connectionArgsShape(),
});
/** Arguments of GraphQL myPayments: the Relay paging only (the caller's own payments). */
export const myPaymentsArgsSchema = z.object(connectionArgsShape());

/** The payments table's filter (the Relay paging aside). */
export type PaymentFilter = Pick<z.output<typeof paymentConnectionArgsSchema>, 'status' | 'search'>;

/** Arguments of GraphQL listings(dwellingId): the dwelling's payments (admin or owner). */
export const dwellingPaymentsArgsSchema = z.object({ dwellingId: recordId() });

/** Arguments of GraphQL sendReceiptMail(userId, dwellingId, transactionId) (admin); an unknown transaction is 404. */
export const sendReceiptMailArgsSchema = z.object({ userId: recordId(), dwellingId: recordId(), transactionId: z.string() });
