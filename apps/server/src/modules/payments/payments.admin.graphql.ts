/**
 * GraphQL of the payments admin and receipts (doc 2 §2, §6, §7; payments contract), thin over
 * payments.admin, payments.refund and receipts.service:
 *   payments(first, after, status, search) → PaymentConnection { totalCount, pageInfo, edges }  admin
 *   lookupPayment(paymentId) → [KeyValue!]!                                                    admin
 *   listings(dwellingId) → [Payment!]!                                                         admin or owner
 *   myPayments(first, after, last, before) → MyPaymentConnection                               signed in: own payments
 *   refundPayment(dwelling, paymentId, amount, reason, idempotencyKey?) → Payment!                              admin
 *   sendReceiptMail(userId, dwellingId, transactionId) → Boolean!                              admin
 */
import {
  dwellingPaymentsArgsSchema,
  myPaymentsArgsSchema,
  paymentConnectionArgsSchema,
  sendReceiptMailArgsSchema,
} from '@udlejning/shared/payments/payment';
import { CONNECTION_PAGE_SIZE } from '@udlejning/shared/paging';
import { builder } from '../../platform/graphql/builder';
import { resolveConnection } from '../../platform/graphql/connection';
import { ListingTypeEnum, PaymentProviderEnum, PaymentStatusEnum, ReceiptKindEnum } from '../../platform/graphql/enums';
import {
  countMyPayments,
  countPaymentTable,
  findMyPaymentsPage,
  findPaymentTablePage,
  listDwellingPayments,
  lookupPayment,
  paymentView,
} from './payments.admin';
import type { PaymentView, ReceiptView } from './payments.presenter';
import { parseRefund, refundPayment } from './payments.refund';
import { sendReceiptMail } from './receipts.service';

const Receipt = builder.objectRef<ReceiptView>('Receipt').implement({
  description: 'A receipt or credit note; `url` downloads its PDF (the same bytes every time).',
  fields: (t) => ({
    number: t.exposeInt('number'),
    kind: t.expose('kind', { type: ReceiptKindEnum }),
    amount: t.exposeInt('amount', { description: 'Øre, VAT included.' }),
    vat: t.exposeInt('vat', { description: 'The 25 % VAT included in amount, øre.' }),
    issuedAt: t.exposeString('issuedAt'),
    refersTo: t.exposeInt('refersTo', { nullable: true }),
    url: t.exposeString('url'),
  }),
});

const PaymentDwelling = builder.objectRef<PaymentView['dwelling']>('PaymentDwelling').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    headline: t.exposeString('headline', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
  }),
});

const Payment = builder.objectRef<PaymentView>('Payment').implement({
  description: 'A card payment for a tier (doc 2 §3). Amounts in øre.',
  fields: (t) => ({
    id: t.exposeID('id'),
    transaction: t.exposeString('transaction'),
    provider: t.expose('provider', { type: PaymentProviderEnum }),
    dwelling: t.field({ type: PaymentDwelling, resolve: (p) => p.dwelling }),
    product: t.expose('product', { type: ListingTypeEnum }),
    currency: t.exposeString('currency'),
    listPrice: t.exposeInt('listPrice'),
    amount: t.exposeInt('amount'),
    discount: t.exposeString('discount', { nullable: true }),
    status: t.expose('status', { type: PaymentStatusEnum }),
    capturedAt: t.exposeString('capturedAt', { nullable: true }),
    refundedAt: t.exposeString('refundedAt', { nullable: true }),
    refundedTransaction: t.exposeString('refundedTransaction', { nullable: true }),
    refund: t.exposeInt('refund'),
    reason: t.exposeString('reason', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    metadata: t.exposeString('metadata', { nullable: true }),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    createdAt: t.exposeString('createdAt'),
    receipts: t.field({ type: [Receipt], resolve: (p) => p.receipts }),
  }),
});

const KeyValue = builder.objectRef<{ key: string; value: string }>('KeyValue').implement({
  fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
});

builder.queryField('payments', (t) =>
  t.withAuth({ admin: true }).connection(
    {
      type: Payment,
      description: 'The payments table (admin), newest first; search: transaction, e-mail, name or dwelling address.',
      args: t.validate({ status: t.arg({ type: PaymentStatusEnum }), search: t.arg.string() }, paymentConnectionArgsSchema),
      resolve: (_root, args, ctx) =>
        resolveConnection(args, {
          kind: 'offset',
          defaultSize: CONNECTION_PAGE_SIZE,
          count: () => countPaymentTable(ctx.deps, args),
          rows: (window) => findPaymentTablePage(ctx.deps, args, window),
        }),
    },
    { name: 'PaymentConnection' },
  ),
);

builder.queryField('myPayments', (t) =>
  t.withAuth({ user: true }).connection(
    {
      type: Payment,
      description: 'The signed-in user\'s own payments, newest first, with receipts and refunds ("Mine betalinger").',
      validate: myPaymentsArgsSchema,
      resolve: (_root, args, ctx) =>
        resolveConnection(args, {
          kind: 'offset',
          defaultSize: CONNECTION_PAGE_SIZE,
          count: () => countMyPayments(ctx.deps, ctx.actor),
          rows: (window) => findMyPaymentsPage(ctx.deps, ctx.actor, window),
        }),
    },
    { name: 'MyPaymentConnection' },
  ),
);

builder.queryField('lookupPayment', (t) =>
  t.withAuth({ admin: true }).field({
    type: [KeyValue],
    args: { paymentId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => lookupPayment(ctx.deps, args.paymentId),
  }),
);

builder.queryField('listings', (t) =>
  t.withAuth({ user: true }).field({
    type: [Payment],
    args: t.validate({ dwellingId: t.arg.id({ required: true }) }, dwellingPaymentsArgsSchema),
    resolve: (_root, args, ctx) => listDwellingPayments(ctx.deps, ctx.actor, args.dwellingId),
  }),
);

builder.mutationField('refundPayment', (t) =>
  t.withAuth({ admin: true }).field({
    type: Payment,
    description: "Refunds `amount` øre of a CAPTURED payment (admin); 400 'Missing data' without amount, reason or payment id.",
    args: {
      dwelling: t.arg.id({ required: true }),
      paymentId: t.arg.string({ required: true }),
      amount: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
      idempotencyKey: t.arg.string({
        required: false,
        description:
          'One key per refund attempt (e.g. a UUID): a retry with the same key and arguments returns the first result without refunding again.',
      }),
    },
    resolve: async (_root, args, ctx) => {
      // parsed here, not on the field: the spec answers a bad refund 400 MISSING_DATA, not VALIDATION_FAILED
      const id = await refundPayment(ctx.deps, ctx.actor, parseRefund(args));
      return paymentView(ctx.deps, ctx.actor, id);
    },
  }),
);

builder.mutationField('sendReceiptMail', (t) =>
  t.withAuth({ admin: true }).boolean({
    description: "Mails the payment's receipt again (admin).",
    args: t.validate(
      {
        userId: t.arg.id({ required: true }),
        dwellingId: t.arg.id({ required: true }),
        transactionId: t.arg.string({ required: true }),
      },
      sendReceiptMailArgsSchema,
    ),
    resolve: (_root, args, ctx) => sendReceiptMail(ctx.deps, ctx.actor, args),
  }),
);
