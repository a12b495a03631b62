/**
 * The payments GraphQL shapes the web reads (payments contract, doc 2 §3 Payment, Discount, §7).
 * All amounts are integer øre; dates are ISO strings (UTC).
 */
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import type { PaymentStatus } from '@udlejning/shared/payments/payment';

export type PaymentConfig = { provider: 'local' | 'stripe'; publishableKey: string | null };

export type Discount = {
  id: string;
  hash: string;
  /** Admins only; null for everyone else. */
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

export type Receipt = {
  number: number;
  kind: 'RECEIPT' | 'CREDIT_NOTE';
  amount: number;
  vat: number;
  issuedAt: string;
  refersTo: number | null;
  /** /api/receipts/<number>.pdf (needs the owner's or an admin's token). */
  url: string;
};

export type Payment = {
  id: string;
  transaction: string;
  provider: string;
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
  receipts: Receipt[];
};

export type PaymentConnection = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: Payment }[];
};

export type KeyValue = { key: string; value: string };

/** createDiscount's input: `flat` in øre, `percentage` as typed (10 → 10 %, below 1 a multiplier). */
export type DiscountInput = {
  code: string | null;
  flat: number | null;
  percentage: number | null;
  user: string | null;
  start: string | null;
  end: string | null;
  listingType: ListingType | null;
};
