/**
 * Payments as the API shows them (doc 2 §3 Payment; payments contract `type Payment`, `type
 * Receipt`). Amounts in øre, dates ISO (UTC). Admins see the discount code, the provider's error
 * and the metadata; everyone else gets null there.
 */
import type { PaymentView, ReceiptView } from '@udlejning/shared/payments/views';
import type { PaymentListRow } from './payments.admin.repository';
import type { ReceiptInfo } from './receipts.repository';
import { receiptUrl } from './receipts.service';

export type { PaymentView, ReceiptView };

export function presentReceipt(r: ReceiptInfo): ReceiptView {
  return {
    number: r.number,
    kind: r.kind,
    amount: r.amount,
    vat: r.vat,
    issuedAt: r.createdAt.toISOString(),
    refersTo: r.refersTo,
    url: receiptUrl(r.number),
  };
}

/** One payment; `receipts` are its receipts and credit notes, `lastRefund` its last completed refund. */
export function presentPayment(
  row: PaymentListRow,
  extra: {
    receipts: ReceiptInfo[];
    lastRefund: { providerRef: string | null; reason: string | null } | undefined;
    isAdmin: boolean;
  },
): PaymentView {
  const { isAdmin } = extra;
  return {
    id: row.id,
    transaction: row.transaction,
    provider: row.provider,
    dwelling: { id: row.dwellingUuid, headline: row.headline, address: row.address },
    product: row.product,
    currency: row.currency,
    listPrice: row.listPrice,
    amount: row.amount,
    // built-in codes exist only as hashes: admins see that a discount applied
    discount: isAdmin && row.discountId !== null ? (row.discountCode ?? `#${row.discountId}`) : null,
    status: row.status,
    capturedAt: row.capturedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundedTransaction: extra.lastRefund?.providerRef ?? null,
    refund: row.refunded,
    reason: extra.lastRefund?.reason ?? null,
    error: isAdmin ? row.error : null,
    metadata: isAdmin ? JSON.stringify(row.metadata) : null,
    email: row.email ?? '',
    name: row.name ?? '',
    createdAt: row.createdAt.toISOString(),
    receipts: extra.receipts.map(presentReceipt),
  };
}
