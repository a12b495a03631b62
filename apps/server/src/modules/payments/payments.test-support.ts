/**
 * Test helpers of paying: the GraphQL documents, a payment through the API in one call, and reads
 * of the rows the tests assert on.
 *   const { paymentId } = await payTier(api.as(landlord), dwelling.uuid, 'PLUS', 37_500);
 */
import { eq } from 'drizzle-orm';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import type { Deps } from '../../platform/deps';
import type { ApiClient, TestResponse } from '../../test/test-app';
import { activities } from '../activity/activity.schema';
import { dwellings } from '../../schema/dwellings.schema';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { outboxMails } from '../../platform/mail/mail.schema';
import { hashDiscountCode } from './discounts.service';
import { discounts, localPaymentIntents, paymentOperations, payments } from './payments.schema';
import { intentIdOf } from './provider/payment-provider';

export const UPDATE_PAYMENT = `mutation($amount: Int!, $product: ListingType!, $dwelling: ID!, $discountCode: String, $token: String) {
  updatePaymentInfo(amount: $amount, product: $product, dwelling: $dwelling, discountCode: $discountCode, token: $token) }`;
export const CONFIRM_PAYMENT = `mutation($paymentId: String!, $meta: PaymentMetaInput, $token: String) {
  confirmPaymentInfo(paymentId: $paymentId, meta: $meta, token: $token) }`;

export const GOOD_CARD = { card: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Lis Udlejer' };
export const DECLINED_CARD = { ...GOOD_CARD, card: '4000 0000 0000 0002' };

/** The first GraphQL error code of a reply, or null. */
export function errorCode(res: TestResponse): string | null {
  return res.json<{ errors?: { extensions?: { code?: string } }[] }>().errors?.[0]?.extensions?.code ?? null;
}

/** updatePaymentInfo; returns the client secret and the intent id (paymentId), or the error code. */
export async function startPayment(
  api: ApiClient,
  vars: { dwelling: string; product: ListingType; amount: number; discountCode?: string | null; token?: string | null },
): Promise<{ clientSecret: string | null; paymentId: string | null; code: string | null }> {
  const res = await api.graph(UPDATE_PAYMENT, vars);
  const clientSecret = res.json<{ data?: { updatePaymentInfo?: string } | null }>().data?.updatePaymentInfo ?? null;
  return { clientSecret, paymentId: clientSecret ? intentIdOf(clientSecret) : null, code: errorCode(res) };
}

/** confirmPaymentInfo; returns the boolean or the error code. */
export async function confirmPayment(
  api: ApiClient,
  vars: { paymentId: string; meta?: Record<string, string> | null; token?: string | null },
): Promise<{ ok: boolean | null; code: string | null }> {
  const res = await api.graph(CONFIRM_PAYMENT, vars);
  return {
    ok: res.json<{ data?: { confirmPaymentInfo?: boolean } | null }>().data?.confirmPaymentInfo ?? null,
    code: errorCode(res),
  };
}

/** Pays `product` with a good test card (local provider); throws unless both calls succeed. */
export async function payTier(api: ApiClient, dwelling: string, product: ListingType, amount: number, card = GOOD_CARD) {
  const started = await startPayment(api, { dwelling, product, amount });
  if (!started.paymentId) throw new Error(`updatePaymentInfo failed: ${started.code}`);
  const confirmed = await confirmPayment(api, { paymentId: started.paymentId, meta: card });
  return { paymentId: started.paymentId, ...confirmed };
}

/** The payment row of an intent id. */
export async function paymentOf(deps: Deps, transaction: string) {
  const [row] = await deps.db.select().from(payments).where(eq(payments.transaction, transaction));
  return row;
}

/** The local provider's intent row. */
export async function localIntentOf(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id));
  return row;
}

/** The operations of a payment. */
export async function operationsOf(deps: Deps, paymentId: string) {
  return deps.db.select().from(paymentOperations).where(eq(paymentOperations.paymentId, paymentId));
}

/** The dwelling row by uuid. */
export async function dwellingRow(deps: Deps, uuid: string) {
  const [row] = await deps.db.select().from(dwellings).where(eq(dwellings.uuid, uuid));
  return row;
}

/** The dwelling/payment activity entries of a dwelling, oldest first. */
export async function paymentActivity(deps: Deps, uuid: string) {
  const rows = await deps.db.select().from(activities).where(eq(activities.targetId, uuid)).orderBy(activities.id);
  return rows.filter((r) => r.action === 'dwelling/payment').map((r) => r.data as Record<string, unknown>);
}

/** Inserts a discount code (flat øre or multiplier), valid around now. */
export async function insertDiscount(
  deps: Deps,
  code: string,
  rule: { flat?: number; multiplier?: number; listingType?: ListingType; userId?: number },
) {
  const [row] = await deps.db
    .insert(discounts)
    .values({
      code,
      hash: hashDiscountCode(code),
      flat: rule.flat ?? null,
      multiplier: rule.multiplier ?? null,
      listingType: rule.listingType ?? null,
      userId: rule.userId ?? null,
      startAt: new Date('2020-01-01T00:00:00Z'),
      endAt: new Date('2099-12-31T00:00:00Z'),
    })
    .returning();
  return row;
}

export const REFUND = `mutation($dwelling: ID!, $paymentId: String!, $amount: Int!, $reason: String!) {
  refundPayment(dwelling: $dwelling, paymentId: $paymentId, amount: $amount, reason: $reason) {
    id status refund refundedAt refundedTransaction reason receipts { number kind amount vat refersTo url } } }`;
export const LISTINGS = `query($dwellingId: ID!) { listings(dwellingId: $dwellingId) {
  id transaction provider status amount refund discount error metadata email name dwelling { id headline address }
  receipts { number kind amount vat refersTo url issuedAt } } }`;
export const PAYMENTS = `query($first: Int, $after: String, $status: PaymentStatus, $search: String) {
  payments(first: $first, after: $after, status: $status, search: $search) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id transaction status email createdAt } } } }`;
export const MY_PAYMENTS = `query($first: Int, $after: String) { myPayments(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor }
  edges { node { id status amount refund discount error metadata dwelling { id } receipts { number kind url } } } } }`;
export const LOOKUP = `query($paymentId: String!) { lookupPayment(paymentId: $paymentId) { key value } }`;
export const SEND_RECEIPT = `mutation($userId: ID!, $dwellingId: ID!, $transactionId: String!) {
  sendReceiptMail(userId: $userId, dwellingId: $dwellingId, transactionId: $transactionId) }`;
export const DISCOUNTS = `query($activeOnly: Boolean, $token: String) { discounts(activeOnly: $activeOnly, token: $token) {
  id hash code flat percentage user { id email } start end listingType status createdAt } }`;
export const CREATE_DISCOUNT = `mutation($input: DiscountInput!) { createDiscount(input: $input) {
  id hash code flat percentage user { id email } start end listingType status } }`;
export const SET_DISCOUNT_STATUS = `mutation($id: ID!, $status: DiscountStatus!) { setDiscountStatus(id: $id, status: $status) { id status } }`;

const APPROVE = { status: 'APPROVED', reason: 'ok', mails: { approval: false, followUp: false } };

/**
 * A CAPTURED payment: a PENDING_REVIEW dwelling of `owner`, paid with a good card, approved by
 * `admin` (the capture issues the receipt). Returns the dwelling and the payment row.
 */
export async function capturedPayment(
  deps: Deps,
  api: ApiClient,
  users: { owner: { id: number; token: string }; admin: { token: string } },
  product: ListingType = 'PLUS',
  amount = 37_500,
) {
  const dwelling = await buildDwelling(deps, { owner: users.owner, status: 'PENDING_REVIEW', active: true });
  const { paymentId } = await payTier(api.as(users.owner), dwelling.uuid, product, amount);
  const res = await api.as(users.admin).post(`/api/dwellings/${dwelling.uuid}/status`, APPROVE);
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return { dwelling, payment: await paymentOf(deps, paymentId), intentId: paymentId };
}

/** The GraphQL data of a reply, or throws with its errors. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests name the shape they read
export function dataOf<T = any>(res: TestResponse): T {
  const body = res.json<{ data?: T; errors?: unknown[] }>();
  if (body.errors?.length || !body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The mails queued to `to`, oldest first. */
export async function mailsTo(deps: Deps, to: string) {
  return deps.db.select().from(outboxMails).where(eq(outboxMails.to, to)).orderBy(outboxMails.id);
}
