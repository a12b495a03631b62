/**
 * Tables of the payments domain (doc 2 §1, §2, §3 Payment and Discount, §7).
 * Every amount is integer øre. The constraints carry the money rules, so no race can break them:
 * - one capture and one release per payment (payment_operations unique per payment and kind),
 * - never more refunded than captured (payments_refund_within_capture),
 * - at most one held authorisation per dwelling (payments_one_authorized_per_dwelling),
 * - receipt numbers gapless and unique (receipt_counter, receipts primary key).
 */
import { sql } from 'drizzle-orm';
import { DISCOUNT_STATUSES } from '@udlejning/shared/payments/discount';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LISTING_TYPES } from '@udlejning/shared/dwellings/listing-type';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, RECEIPT_KINDS } from '@udlejning/shared/payments/payment';
import { users } from '../../schema/accounts.schema';
import { dwellings } from '../../schema/dwellings.schema';
import { oneOf } from '../../platform/db/columns';

export const PAYMENT_OPERATION_KINDS = ['capture', 'release', 'refund'] as const;

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** One card payment for one tier of one dwelling (doc 2 §3 Payment). `transaction` is the provider's payment id. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dwellingId: integer('dwelling_id')
      .notNull()
      .references(() => dwellings.id, { onDelete: 'restrict' }),
    /** Who pays: the dwelling's owner (also when paying through the status link). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    transaction: text('transaction').notNull(),
    product: text('product', { enum: LISTING_TYPES }).notNull(),
    /** The tier paid for before this payment (STANDARD or PLUS): the price is the difference. */
    paidBefore: text('paid_before', { enum: LISTING_TYPES }).notNull(),
    currency: text('currency').notNull().default('DKK'),
    /** Price before the discount, and what is charged (øre). */
    listPrice: integer('list_price').notNull(),
    amount: integer('amount').notNull(),
    discountId: integer('discount_id').references(() => discounts.id),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The provider's error, recorded and logged but not shown to the user (doc 2 §8). */
    error: text('error'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    email: text('email'),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_transaction').on(t.provider, t.transaction),
    index('payments_dwelling').on(t.dwellingId, t.createdAt),
    index('payments_created').on(t.createdAt),
    // "Mine betalinger": one landlord's payments, newest first (docs/architecture.md "Payments")
    index('payments_user').on(t.userId, t.createdAt),
    uniqueIndex('payments_one_authorized_per_dwelling')
      .on(t.dwellingId)
      .where(sql`${t.status} = 'AUTHORIZED'`),
    oneOf('payments_provider_check', t.provider, PAYMENT_PROVIDERS),
    oneOf('payments_product_check', t.product, LISTING_TYPES),
    oneOf('payments_paid_before_check', t.paidBefore, LISTING_TYPES),
    oneOf('payments_status_check', t.status, PAYMENT_STATUSES),
    check('payments_amount_check', sql`${t.amount} >= 0 and ${t.amount} <= ${t.listPrice}`),
    check('payments_capture_within_amount', sql`${t.capturedAmount} >= 0 and ${t.capturedAmount} <= ${t.amount}`),
    check('payments_refund_within_capture', sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.capturedAmount}`),
  ],
);

/**
 * Every capture, release and refund sent to the provider. `idempotencyKey` is also sent to the
 * provider; a capture or release exists at most once per payment, whoever asks and however often.
 */
export const paymentOperations = pgTable(
  'payment_operations',
  {
    id: serial('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: text('kind', { enum: PAYMENT_OPERATION_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's id of the refund (kind refund). */
    providerRef: text('provider_ref'),
    reason: text('reason'),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_operations_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payment_operations_once')
      .on(t.paymentId, t.kind)
      .where(sql`${t.kind} in ('capture', 'release')`),
    oneOf('payment_operations_kind_check', t.kind, PAYMENT_OPERATION_KINDS),
    check('payment_operations_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * Discount codes (doc 2 §3 Discount, §5, §9). `hash` is sha-256 (hex) of the upper-cased code and is
 * what non-admins read; `code` is kept for admin-created codes (admins read it) and is null for
 * the built-in codes, which exist only as hashes. Exactly one of `flat` (øre) and `multiplier`.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    code: text('code'),
    hash: text('hash').notNull(),
    flat: integer('flat'),
    multiplier: numeric('multiplier', { precision: 5, scale: 4, mode: 'number' }),
    listingType: text('listing_type', { enum: LISTING_TYPES }),
    userId: integer('user_id').references(() => users.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: DISCOUNT_STATUSES }).notNull().default('ACTIVE'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discounts_hash').on(t.hash),
    oneOf('discounts_listing_type_check', t.listingType, LISTING_TYPES),
    oneOf('discounts_status_check', t.status, DISCOUNT_STATUSES),
    check(
      'discounts_flat_or_multiplier',
      sql`(${t.flat} is null) <> (${t.multiplier} is null) and coalesce(${t.flat}, 1) > 0 and coalesce(${t.multiplier}, 0) >= 0 and coalesce(${t.multiplier}, 0) < 1`,
    ),
    check('discounts_dates', sql`${t.endAt} >= ${t.startAt}`),
  ],
);

/** The last receipt number handed out: one row, incremented in the transaction that writes the receipt (gapless). */
export const receiptCounter = pgTable(
  'receipt_counter',
  {
    id: integer('id').primaryKey().default(1),
    last: integer('last').notNull().default(0),
  },
  (t) => [check('receipt_counter_one_row', sql`${t.id} = 1`)],
);

/**
 * Receipts and credit notes (Danish bookkeeping): a unique sequential number, the PDF stored at issue
 * (the same bytes whenever fetched; rendered again only to remove the buyer when their account is
 * deleted), amounts in øre with the VAT included shown separately.
 */
export const receipts = pgTable(
  'receipts',
  {
    number: integer('number').primaryKey(),
    kind: text('kind', { enum: RECEIPT_KINDS }).notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** For a credit note: the receipt it corrects. */
    refersTo: integer('refers_to').references((): AnyPgColumn => receipts.number),
    /** For a credit note: the refund operation it documents (one credit note per refund). */
    operationId: integer('operation_id').references(() => paymentOperations.id),
    amount: integer('amount').notNull(),
    vat: integer('vat').notNull(),
    pdf: bytea('pdf').notNull(),
    /**
     * The seller as printed at issue, so the PDF rendered again at the buyer's deletion shows the same
     * one; null on receipts issued before it was stored (those get the configured seller).
     */
    seller: jsonb('seller').$type<{ name: string; address: string; cvr: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receipts_payment').on(t.paymentId),
    uniqueIndex('receipts_one_receipt_per_payment')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'RECEIPT'`),
    uniqueIndex('receipts_one_credit_note_per_refund').on(t.operationId),
    oneOf('receipts_kind_check', t.kind, RECEIPT_KINDS),
    check('receipts_credit_note_refers', sql`(${t.kind} = 'CREDIT_NOTE') = (${t.refersTo} is not null)`),
  ],
);

/**
 * The local payment provider's own state (the embedded default): payment intents that behave like
 * Stripe's with manual capture, kept in the database so they survive restarts and serve every instance.
 */
export const localPaymentIntents = pgTable('local_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** Stripe's words: requires_payment_method, requires_capture, succeeded, canceled. */
  status: text('status').notNull(),
  amountReceived: integer('amount_received').notNull().default(0),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  lastError: text('last_error'),
  cardLast4: text('card_last4'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Idempotency keys the local provider has answered, with the answer (as Stripe keeps them). */
export const localPaymentIdempotency = pgTable('local_payment_idempotency', {
  key: text('key').primaryKey(),
  response: jsonb('response').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events already handled: a replayed event id is acknowledged and ignored. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
