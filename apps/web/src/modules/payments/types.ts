/**
 * The payments GraphQL shapes the web reads (payments contract, doc 2 §3 Payment, Discount, §7).
 * All amounts are integer øre; dates are ISO strings (UTC).
 */
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import type { DiscountView, PaymentView, ReceiptView } from '@udlejning/shared/payments/views';

export type { PaymentConfig } from '@udlejning/shared/payments/views';
export type Discount = DiscountView;
export type Receipt = ReceiptView;
export type Payment = PaymentView;

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
