/**
 * The payments GraphQL shapes the web reads (payments contract, doc 2 §3 Payment, Discount, §7):
 * the fragments the queries in api.ts select, and their types derived from the schema
 * (docs/schema.graphql) by gql.tada. All amounts are integer øre; dates are ISO strings (UTC).
 */
import { gql, type ResultOf } from '../../lib/graphql';

export const ReceiptFields = gql(`fragment ReceiptFields on Receipt { number kind amount vat issuedAt refersTo url }`);

export const PaymentFields = gql(
  `fragment PaymentFields on Payment {
    id transaction provider dwelling { id headline address } product currency listPrice amount discount status
    capturedAt refundedAt refundedTransaction refund reason error metadata email name createdAt
    receipts { ...ReceiptFields }
  }`,
  [ReceiptFields],
);

export const DiscountFields = gql(`fragment DiscountFields on Discount {
  id hash code flat percentage user { id email } start end listingType status createdAt
}`);

export type Receipt = ResultOf<typeof ReceiptFields>;
export type Payment = ResultOf<typeof PaymentFields>;
export type Discount = ResultOf<typeof DiscountFields>;

/** createDiscount's input: `flat` in øre, `percentage` as typed (10 → 10 %, below 1 a multiplier). */
export type DiscountInput = ReturnType<typeof gql.scalar<'DiscountInput'>>;
