/**
 * GraphQL of paying (doc 2 §7), thin over payments.service:
 *   paymentConfig → { provider: 'local'|'stripe', publishableKey }                      (anyone)
 *   updatePaymentInfo(amount, product, dwelling, discountCode?, token?) → String! (client secret)
 *   confirmPaymentInfo(paymentId, meta?: PaymentMetaInput, token?) → Boolean!
 *   checkDiscount(code, product, dwelling, token?) → Discount!   (a typed code checked by the server; rate limited)
 * `token` is the status-link token (doc 2 §6 Token holder): the owner pays without signing in.
 */
import { checkDiscountSchema, confirmPaymentInfoSchema, updatePaymentInfoSchema } from '@udlejning/shared/payments/payment';
import { builder } from '../../platform/graphql/builder';
import { ListingTypeEnum, PaymentProviderEnum } from '../../platform/graphql/enums';
import { DiscountRef } from './discounts.graphql';
import { checkDiscount, confirmPaymentInfo, getPaymentConfig, updatePaymentInfo, type PaymentConfig } from './payments.service';

const PaymentConfigRef = builder.objectRef<PaymentConfig>('PaymentConfig').implement({
  description: 'Which card form the web shows: the local test-card form, or Stripe Elements with this publishable key.',
  fields: (t) => ({
    provider: t.expose('provider', { type: PaymentProviderEnum }),
    publishableKey: t.exposeString('publishableKey', { nullable: true }),
  }),
});

const PaymentMetaInput = builder.inputType('PaymentMetaInput', {
  description: "The local provider's card form (ignored by Stripe, where the browser confirms with Stripe.js).",
  fields: (t) => ({
    card: t.string(),
    expiry: t.string({ description: 'MM/YY' }),
    cvc: t.string(),
    name: t.string(),
  }),
});

builder.queryField('paymentConfig', (t) =>
  t.field({ type: PaymentConfigRef, resolve: (_root, _args, ctx) => getPaymentConfig(ctx.deps) }),
);

builder.mutationField('updatePaymentInfo', (t) =>
  t.string({
    description:
      'Starts a payment of `product` for the dwelling; `amount` (øre) must be the price the page shows. Returns the client secret.',
    args: t.validate(
      {
        amount: t.arg.int({ required: true }),
        product: t.arg({ type: ListingTypeEnum, required: true }),
        dwelling: t.arg.id({ required: true }),
        discountCode: t.arg.string(),
        token: t.arg.string(),
      },
      updatePaymentInfoSchema,
    ),
    resolve: (_root, args, ctx) => updatePaymentInfo(ctx.deps, { actor: ctx.actor, token: null }, args, ctx.ip),
  }),
);

builder.mutationField('confirmPaymentInfo', (t) =>
  t.boolean({
    description: 'Confirms the payment whose provider id is `paymentId`: true when the card is authorised.',
    args: t.validate(
      {
        paymentId: t.arg.string({ required: true }),
        meta: t.arg({ type: PaymentMetaInput }),
        token: t.arg.string(),
      },
      confirmPaymentInfoSchema,
    ),
    resolve: (_root, args, ctx) => confirmPaymentInfo(ctx.deps, { actor: ctx.actor, token: null }, args),
  }),
);

builder.queryField('checkDiscount', (t) =>
  t.field({
    type: DiscountRef,
    description:
      "The discount a typed code gives on buying `product` for the dwelling now (owner signed in or `token`); else INVALID_DISCOUNT 'Ugyldig kode'. Refused codes are rate limited (RATE_LIMITED).",
    args: t.validate(
      {
        code: t.arg.string({ required: true }),
        product: t.arg({ type: ListingTypeEnum, required: true }),
        dwelling: t.arg.id({ required: true }),
        token: t.arg.string(),
      },
      checkDiscountSchema,
    ),
    resolve: (_root, args, ctx) => checkDiscount(ctx.deps, { actor: ctx.actor, token: null }, args, ctx.ip),
  }),
);
