/**
 * Payments as the API returns them (doc 2 §3 Payment, Discount; payments contract `type Payment`,
 * `type Receipt`, `type Discount`), one definition for the server's presenters and the web's
 * queries. Amounts are integer øre; dates ISO strings (UTC). Admin-only fields (a payment's
 * discount code, provider error and metadata; a discount's code) are null for everyone else.
 */
import type { ListingType } from '../dwellings/listing-type';
import type { PaymentProviderName, PaymentStatus, ReceiptKind } from './payment';

/** Which card form the status page shows: the local test-card form or Stripe Elements with this key. */
export type PaymentConfig = { provider: PaymentProviderName; publishableKey: string | null };

/** A receipt or credit note; `url` is /api/receipts/<number>.pdf (the buyer's or an admin's token). */
export type ReceiptView = {
  number: number;
  kind: ReceiptKind;
  /** Øre, moms included. */
  amount: number;
  /** The moms (25 %) included in `amount`, øre. */
  vat: number;
  issuedAt: string;
  /** A credit note's original receipt number. */
  refersTo: number | null;
  url: string;
};

export type PaymentView = {
  id: string;
  transaction: string;
  provider: PaymentProviderName;
  dwelling: { id: string; headline: string | null; address: string | null };
  product: ListingType;
  currency: string;
  listPrice: number;
  /** What the card pays. */
  amount: number;
  discount: string | null;
  status: PaymentStatus;
  capturedAt: string | null;
  refundedAt: string | null;
  refundedTransaction: string | null;
  /** Øre refunded so far. */
  refund: number;
  reason: string | null;
  error: string | null;
  metadata: string | null;
  email: string;
  name: string;
  createdAt: string;
  receipts: ReceiptView[];
};

export type DiscountView = {
  id: string;
  hash: string;
  /** Admins only; null for everyone else and for the built-in codes. */
  code: string | null;
  /** Øre off, or null. */
  flat: number | null;
  /** The stored multiplier (0.9 for 10 %), or null. */
  percentage: number | null;
  user: { id: string; email: string } | null;
  start: string;
  end: string;
  listingType: ListingType | null;
  status: 'ACTIVE' | 'INACTIVE';
  createdAt: string;
};
