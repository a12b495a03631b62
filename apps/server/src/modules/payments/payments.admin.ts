/**
 * Reading payments (doc 2 §2 /payments, /payments/stripe/{paymentId}, the admin panel; §7 payments,
 * lookupPayment, listings; payments contract):
 *   payments(first, after, status, search)  admin: the table, newest first (offset cursors)
 *   lookupPayment(paymentId)                admin: the provider's intent and our payment as key/value rows
 *   listings(dwellingId)                    admin or the dwelling's owner: the dwelling's payments
 *   myPayments(first, after)                signed in: the caller's own payments ("Mine betalinger")
 */
import type { PaymentFilter } from '@udlejning/shared/payments/payment';
import { storableText } from '@udlejning/shared/text';
import type { Actor, UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findForActor } from '../dwellings/dwellings.repository';
import {
  countPayments,
  findLastRefunds,
  findPaymentListRow,
  findPaymentPage,
  findPaymentsOfDwelling,
  type PaymentListRow,
} from './payments.admin.repository';
import { presentPayment, type PaymentView } from './payments.presenter';
import { findPaymentForAdmin } from './payments.repository';
import { PaymentProviderError } from './provider/payment-provider';
import { findReceiptsOfPayments } from './receipts.repository';

/** The views of these payment rows, with their receipts and last refunds (three queries in all). */
async function presentRows(deps: Deps, rows: PaymentListRow[], isAdmin: boolean): Promise<PaymentView[]> {
  const ids = rows.map((r) => r.id);
  const [receipts, refunds] = await Promise.all([findReceiptsOfPayments(deps.db, ids), findLastRefunds(deps.db, ids)]);
  return rows.map((row) =>
    presentPayment(row, { receipts: receipts.filter((r) => r.paymentId === row.id), lastRefund: refunds.get(row.id), isAdmin }),
  );
}

/** One payment's view by our id (after a refund). Throws 404. */
export async function paymentView(deps: Deps, viewer: Pick<Actor, 'isAdmin'>, id: string): Promise<PaymentView> {
  const row = await findPaymentListRow(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return (await presentRows(deps, [row], viewer.isAdmin))[0];
}

/** The payments table's total for a filter (GraphQL payments, admins). */
export async function countPaymentTable(deps: Deps, filter: PaymentFilter): Promise<number> {
  return countPayments(deps.db, filter);
}

/** One page of the payments table, newest first (admin). */
export async function findPaymentTablePage(
  deps: Deps,
  filter: PaymentFilter,
  page: { offset: number; limit: number },
): Promise<PaymentView[]> {
  const rows = await findPaymentPage(deps.db, filter, page);
  return presentRows(deps, rows, true);
}

/** How many payments the signed-in user made (GraphQL myPayments). */
export async function countMyPayments(deps: Deps, user: UserActor): Promise<number> {
  return countPayments(deps.db, { userId: user.userId });
}

/**
 * One page of the signed-in user's own payments, newest first, with receipts, credit notes and refunds
 * (GraphQL myPayments, "Mine betalinger"; docs/architecture.md "Payments"). Admin-only fields stay null,
 * also for an admin: it is their own list, not the admin table.
 */
export async function findMyPaymentsPage(
  deps: Deps,
  user: UserActor,
  page: { offset: number; limit: number },
): Promise<PaymentView[]> {
  return presentRows(deps, await findPaymentPage(deps.db, { userId: user.userId }, page), false);
}

/**
 * query listings(dwellingId): every payment of the dwelling (uuid), newest first, with receipts.
 * Admin, or the dwelling's owner. Throws 404 (unknown or another landlord's dwelling).
 */
export async function listDwellingPayments(deps: Deps, user: UserActor, dwellingId: string): Promise<PaymentView[]> {
  const record = await findForActor(deps.db, user, dwellingId);
  if (!record) throw new AppError('NOT_FOUND');
  return presentRows(deps, await findPaymentsOfDwelling(deps.db, record.row.id), user.isAdmin);
}

export type KeyValue = { key: string; value: string };

/** Flattens an object into dotted key/value rows (nested objects and arrays by path); null as ''. */
export function flatten(value: unknown, prefix = '', out: KeyValue[] = []): KeyValue[] {
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0 && prefix) out.push({ key: prefix, value: Array.isArray(value) ? '[]' : '{}' });
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) {
    out.push({
      key: prefix,
      value: value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value),
    });
  }
  return out;
}

/**
 * query lookupPayment(paymentId) (admin): `paymentId` is our payment id or the provider's
 * transaction id. Rows: the provider's intent (id, status, amount, amount_capturable,
 * amount_received, currency, created, metadata.*, last_payment_error.* …) then our payment's
 * (prefixed `payment.`). With the provider unreachable, a row `provider.error` says so.
 * Throws 404 (unknown).
 */
export async function lookupPayment(deps: Deps, paymentId: string): Promise<KeyValue[]> {
  const p = storableText(200).safeParse(paymentId).success ? await findPaymentForAdmin(deps.db, paymentId) : null;
  if (!p) throw new AppError('NOT_FOUND');
  let provider: KeyValue[];
  try {
    const intent = await deps.payments.get(p.provider).retrieve(p.transaction);
    provider = flatten({
      id: intent.id,
      status: intent.status,
      amount: intent.amount,
      amount_capturable: intent.amountCapturable,
      amount_received: intent.amountReceived,
      ...intent.raw,
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    provider = [{ key: 'provider.error', value: `${err.code}: ${err.message}` }];
  }
  const view = await paymentView(deps, { isAdmin: true }, p.id);
  const ours = flatten({ ...view, receipts: view.receipts.map((r) => r.number).join(', ') }, 'payment');
  return [...provider, ...ours];
}
