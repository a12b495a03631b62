/**
 * TanStack Query hooks of the payments domain (doc 2 §7), all GraphQL:
 * paymentConfig, discounts(activeOnly, token), checkDiscount (a typed code), updatePaymentInfo +
 * confirmPaymentInfo (paying),
 * payments (admin table), lookupPayment, listings(dwellingId), refundPayment, sendReceiptMail,
 * createDiscount, setDiscountStatus. Money is øre. Errors are ApiError (code, message, issues).
 * A successful payment or refund refreshes everything under ['dwellings'] and ['payments'].
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../lib/api';
import { gql, type VariablesOf } from '../../lib/graphql';
import { dwellingKeys } from '../dwellings/api';
import { DiscountFields, PaymentFields, type DiscountInput } from './types';

export const paymentKeys = {
  all: ['payments'] as const,
  config: ['payments', 'config'] as const,
  discounts: (activeOnly: boolean, token: string | null) => ['payments', 'discounts', activeOnly, token] as const,
  list: (vars: PaymentsVariables) => ['payments', 'list', vars] as const,
  lookup: (paymentId: string) => ['payments', 'lookup', paymentId] as const,
  listings: (dwellingId: string) => ['payments', 'listings', dwellingId] as const,
  mine: (vars: MyPaymentsVariables) => ['payments', 'mine', vars] as const,
};

const PAYMENT_CONFIG = gql(`query PaymentConfig { paymentConfig { provider publishableKey } }`);
const DISCOUNTS = gql(
  `query Discounts($activeOnly: Boolean, $token: String) { discounts(activeOnly: $activeOnly, token: $token) { ...DiscountFields } }`,
  [DiscountFields],
);
const CHECK_DISCOUNT = gql(
  `query CheckDiscount($code: String!, $product: ListingType!, $dwelling: ID!, $token: String) {
    checkDiscount(code: $code, product: $product, dwelling: $dwelling, token: $token) { ...DiscountFields }
  }`,
  [DiscountFields],
);
const UPDATE_PAYMENT_INFO = gql(`
  mutation UpdatePaymentInfo($amount: Int!, $product: ListingType!, $dwelling: ID!, $discountCode: String, $token: String) {
    updatePaymentInfo(amount: $amount, product: $product, dwelling: $dwelling, discountCode: $discountCode, token: $token)
  }
`);
const CONFIRM_PAYMENT_INFO = gql(`
  mutation ConfirmPaymentInfo($paymentId: String!, $meta: PaymentMetaInput, $token: String) {
    confirmPaymentInfo(paymentId: $paymentId, meta: $meta, token: $token)
  }
`);
const PAYMENTS = gql(
  `query Payments($first: Int, $after: String, $last: Int, $before: String, $status: PaymentStatus, $search: String) {
    payments(first: $first, after: $after, last: $last, before: $before, status: $status, search: $search) {
      totalCount pageInfo { hasNextPage startCursor endCursor } edges { cursor node { ...PaymentFields } }
    }
  }`,
  [PaymentFields],
);
const MY_PAYMENTS = gql(
  `query MyPayments($first: Int, $after: String, $last: Int, $before: String) {
    myPayments(first: $first, after: $after, last: $last, before: $before) {
      totalCount pageInfo { hasNextPage startCursor endCursor } edges { cursor node { ...PaymentFields } }
    }
  }`,
  [PaymentFields],
);
const LOOKUP_PAYMENT = gql(`query LookupPayment($paymentId: String!) { lookupPayment(paymentId: $paymentId) { key value } }`);
const LISTINGS = gql(`query Listings($dwellingId: ID!) { listings(dwellingId: $dwellingId) { ...PaymentFields } }`, [
  PaymentFields,
]);
const REFUND_PAYMENT = gql(
  `mutation RefundPayment($dwelling: ID!, $paymentId: String!, $amount: Int!, $reason: String!, $idempotencyKey: String) {
    refundPayment(dwelling: $dwelling, paymentId: $paymentId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {
      ...PaymentFields
    }
  }`,
  [PaymentFields],
);
const SEND_RECEIPT_MAIL = gql(`
  mutation SendReceiptMail($userId: ID!, $dwellingId: ID!, $transactionId: String!) {
    sendReceiptMail(userId: $userId, dwellingId: $dwellingId, transactionId: $transactionId)
  }
`);
const CREATE_DISCOUNT = gql(
  `mutation CreateDiscount($input: DiscountInput!) { createDiscount(input: $input) { ...DiscountFields } }`,
  [DiscountFields],
);
const SET_DISCOUNT_STATUS = gql(
  `mutation SetDiscountStatus($id: ID!, $status: DiscountStatus!) { setDiscountStatus(id: $id, status: $status) { ...DiscountFields } }`,
  [DiscountFields],
);

/** query paymentConfig → which card form to show (anyone). */
export function usePaymentConfig() {
  return useQuery({
    queryKey: paymentKeys.config,
    queryFn: async () => (await graphql(PAYMENT_CONFIG, {})).paymentConfig,
    staleTime: Infinity,
  });
}

/**
 * query discounts(activeOnly, token): admins get every code (with `code`); a landlord or a
 * status-link holder the active ones that may apply to them, with `hash` only.
 */
export function useDiscounts(activeOnly: boolean, token: string | null = null, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.discounts(activeOnly, token),
    queryFn: async () => (await graphql(DISCOUNTS, { activeOnly, token })).discounts,
    enabled,
  });
}

export type CheckDiscountInput = VariablesOf<typeof CHECK_DISCOUNT>;

/**
 * query checkDiscount → the discount a typed code gives on `product` for the dwelling; ApiError
 * INVALID_DISCOUNT ('Ugyldig kode') when it gives none, RATE_LIMITED after too many refused codes.
 */
export async function checkDiscount(input: CheckDiscountInput) {
  return (await graphql(CHECK_DISCOUNT, input)).checkDiscount;
}

export type StartPaymentInput = VariablesOf<typeof UPDATE_PAYMENT_INFO>;

/** The intent id of a client secret `<intentId>_secret_<x>` (the contract's `paymentId`). */
export function paymentIdOf(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at === -1 ? clientSecret : clientSecret.slice(0, at);
}

/** mutation updatePaymentInfo → the client secret of a new PENDING payment. */
export async function startPayment(input: StartPaymentInput): Promise<string> {
  return (await graphql(UPDATE_PAYMENT_INFO, input)).updatePaymentInfo;
}

export type CardMeta = ReturnType<typeof gql.scalar<'PaymentMetaInput'>>;

/** mutation confirmPaymentInfo → true when the card is authorised; 402 PAYMENT_DECLINED when declined. */
export async function confirmPayment(paymentId: string, meta: CardMeta | null, token: string | null): Promise<boolean> {
  return (await graphql(CONFIRM_PAYMENT_INFO, { paymentId, meta, token })).confirmPaymentInfo === true;
}

/** Refreshes the dwelling views and payment lists after money moved. */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dwellingKeys.all }),
      queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    ]);
}

/** The local card form's payment: updatePaymentInfo, then confirmPaymentInfo with the card (meta). */
export function usePayWithCard() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: async ({ meta, ...input }: StartPaymentInput & { meta: CardMeta | null }) => {
      const secret = await startPayment(input);
      return confirmPayment(paymentIdOf(secret), meta, input.token ?? null);
    },
    onSettled: refresh,
  });
}

/** confirmPaymentInfo alone (the Stripe return to /dwellings/ and after Stripe.js confirmed). */
export function useConfirmPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: ({ paymentId, token }: { paymentId: string; token: string | null }) => confirmPayment(paymentId, null, token),
    onSettled: refresh,
  });
}

export type PaymentsVariables = VariablesOf<typeof PAYMENTS>;

/** query payments (admin): one page of the Relay connection, newest first. */
export function usePayments(vars: PaymentsVariables) {
  return useQuery({
    queryKey: paymentKeys.list(vars),
    queryFn: async () => (await graphql(PAYMENTS, vars)).payments,
    placeholderData: keepPreviousData,
  });
}

export type MyPaymentsVariables = VariablesOf<typeof MY_PAYMENTS>;

/** query myPayments: the signed-in user's own payments, newest first, with receipts ("Mine betalinger"). */
export function useMyPayments(vars: MyPaymentsVariables) {
  return useQuery({
    queryKey: paymentKeys.mine(vars),
    queryFn: async () => (await graphql(MY_PAYMENTS, vars)).myPayments,
    placeholderData: keepPreviousData,
  });
}

/** query lookupPayment(paymentId) (admin): the provider's intent and our payment as key/value rows; 404 unknown. */
export function useLookupPayment(paymentId: string) {
  return useQuery({
    queryKey: paymentKeys.lookup(paymentId),
    queryFn: async () => (await graphql(LOOKUP_PAYMENT, { paymentId })).lookupPayment,
    enabled: paymentId !== '',
    retry: false,
  });
}

/** query listings(dwellingId): the dwelling's payments with their receipts (admin, or the owner). */
export function useListings(dwellingId: string | null) {
  return useQuery({
    queryKey: paymentKeys.listings(dwellingId ?? ''),
    queryFn: async () => (await graphql(LISTINGS, { dwellingId: dwellingId ?? '' })).listings,
    enabled: Boolean(dwellingId),
    retry: false,
  });
}

export type RefundInput = VariablesOf<typeof REFUND_PAYMENT>;

/**
 * mutation refundPayment (admin): `amount` in øre, `idempotencyKey` one per attempt (a retry of the same
 * attempt refunds once); 400 'Missing data', 409 REFUND_TOO_LARGE / INVALID_TRANSITION / IDEMPOTENCY_KEY_REUSED.
 */
export function useRefundPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: async (input: RefundInput) => (await graphql(REFUND_PAYMENT, input)).refundPayment,
    onSuccess: refresh,
  });
}

/** mutation sendReceiptMail(userId, dwellingId, transactionId) (admin). */
export function useSendReceiptMail() {
  return useMutation({
    mutationFn: async (input: VariablesOf<typeof SEND_RECEIPT_MAIL>) => (await graphql(SEND_RECEIPT_MAIL, input)).sendReceiptMail,
  });
}

/** mutation createDiscount (admin): doc 2 §5 messages as 400 issues; 409 DISCOUNT_EXISTS. */
export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DiscountInput) => (await graphql(CREATE_DISCOUNT, { input })).createDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'discounts'] }),
  });
}

/** mutation setDiscountStatus(id, status) (admin). */
export function useSetDiscountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; status: 'ACTIVE' | 'INACTIVE' }) =>
      (await graphql(SET_DISCOUNT_STATUS, input)).setDiscountStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'discounts'] }),
  });
}
