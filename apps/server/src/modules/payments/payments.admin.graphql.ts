/**
 * GraphQL of the payments admin and receipts (doc 2 §2, §6, §7; payments contract), thin over
 * payments.admin, payments.refund and receipts.service:
 *   payments(first, after, status, search) → PaymentConnection { totalCount, pageInfo, edges }  admin
 *   lookupPayment(paymentId) → [KeyValue!]!                                                    admin
 *   listings(dwellingId) → [Payment!]!                                                         admin or owner
 *   refundPayment(dwelling, paymentId, amount, reason, idempotencyKey?) → Payment!                              admin
 *   sendReceiptMail(userId, dwellingId, transactionId) → Boolean!                              admin
 */
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../../platform/graphql/builder';
import { checkOffsetCursor } from '../../platform/graphql/offset-cursor';
import { validationError } from '../../platform/errors';
import {
  countPaymentTable,
  findPaymentTablePage,
  listDwellingPayments,
  lookupPayment,
  paymentFilterSchema,
  paymentView,
} from './payments.admin';
import type { PaymentView, ReceiptView } from './payments.presenter';
import { parseRefund, refundPayment } from './payments.refund';
import { sendReceiptMail } from './receipts.service';

const Receipt = builder.objectRef<ReceiptView>('Receipt').implement({
  description: 'A receipt or credit note; `url` downloads its PDF (the same bytes every time).',
  fields: (t) => ({
    number: t.exposeInt('number'),
    kind: t.exposeString('kind'),
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
    provider: t.exposeString('provider'),
    dwelling: t.field({ type: PaymentDwelling, resolve: (p) => p.dwelling }),
    product: t.exposeString('product'),
    currency: t.exposeString('currency'),
    listPrice: t.exposeInt('listPrice'),
    amount: t.exposeInt('amount'),
    discount: t.exposeString('discount', { nullable: true }),
    status: t.exposeString('status'),
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
      args: { status: t.arg.string(), search: t.arg.string() },
      resolve: async (_root, args, ctx) => {
        checkOffsetCursor('after', args.after);
        checkOffsetCursor('before', args.before);
        if ((args.first ?? 0) < 0 || (args.first ?? 0) > 100 || (args.last ?? 0) < 0 || (args.last ?? 0) > 100)
          throw validationError([{ path: ['first'], message: 'Invalid page size' }]);
        const filter = paymentFilterSchema.parse({ status: args.status, search: args.search });
        const totalCount = await countPaymentTable(ctx.deps, filter);
        const connection = await resolveOffsetConnection({ args, defaultSize: 25, maxSize: 100, totalCount }, (page) =>
          findPaymentTablePage(ctx.deps, filter, page),
        );
        return { ...connection, totalCount };
      },
    },
    {
      name: 'PaymentConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (parent) => (parent as unknown as { totalCount: number }).totalCount }),
      }),
    },
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
    args: { dwellingId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listDwellingPayments(ctx.deps, ctx.actor, String(args.dwellingId)),
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
      const id = await refundPayment(ctx.deps, ctx.actor, parseRefund({ ...args, dwelling: String(args.dwelling) }));
      return paymentView(ctx.deps, ctx.actor, id);
    },
  }),
);

builder.mutationField('sendReceiptMail', (t) =>
  t.withAuth({ admin: true }).boolean({
    description: "Mails the payment's receipt again (admin).",
    args: {
      userId: t.arg.id({ required: true }),
      dwellingId: t.arg.id({ required: true }),
      transactionId: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      sendReceiptMail(ctx.deps, ctx.actor, {
        userId: String(args.userId),
        dwellingId: String(args.dwellingId),
        transactionId: args.transactionId,
      }),
  }),
);
