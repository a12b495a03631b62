/**
 * GraphQL of discount codes (doc 2 §5, §7, §9; payments contract), thin over discounts.service:
 *   discounts(activeOnly, token) → [Discount!]!          admins (with code), landlords, status-link holders (`hash`: an HMAC)
 *   createDiscount(input: DiscountInput!) → Discount!     admin
 *   setDiscountStatus(id, status) → Discount!             admin (an addition to doc 2 §7)
 */
import { builder } from '../../platform/graphql/builder';
import { DiscountStatusEnum, ListingTypeEnum } from '../../platform/graphql/enums';
import {
  createDiscountArgsSchema,
  discountListArgsSchema,
  setDiscountStatusArgsSchema,
} from '@udlejning/shared/payments/discount';
import { createDiscount, listDiscounts, setDiscountStatus, type DiscountView } from './discounts.service';

const DiscountUser = builder.objectRef<{ id: string; email: string }>('DiscountUser').implement({
  fields: (t) => ({ id: t.exposeID('id'), email: t.exposeString('email') }),
});

export const DiscountRef = builder.objectRef<DiscountView>('Discount').implement({
  description:
    'A discount code (doc 2 §3). `hash` is HMAC-SHA-256 (hex) with a server key over the sha-256 of the trimmed, upper-cased code: it identifies a code but cannot be matched by hashing guesses; checkDiscount checks a typed code.',
  fields: (t) => ({
    id: t.exposeID('id'),
    hash: t.exposeString('hash'),
    code: t.exposeString('code', { nullable: true, description: 'Admins only; null for the built-in codes.' }),
    flat: t.exposeInt('flat', { nullable: true, description: 'Øre off.' }),
    percentage: t.exposeFloat('percentage', { nullable: true, description: 'The multiplier, e.g. 0.9 for 10 % off.' }),
    user: t.field({ type: DiscountUser, nullable: true, resolve: (d) => d.user }),
    start: t.exposeString('start'),
    end: t.exposeString('end'),
    listingType: t.expose('listingType', { type: ListingTypeEnum, nullable: true }),
    status: t.expose('status', { type: DiscountStatusEnum }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const DiscountInput = builder.inputType('DiscountInput', {
  fields: (t) => ({
    code: t.string(),
    flat: t.int({ description: 'Øre off.' }),
    percentage: t.float({ description: '10 for 10 % off (or a multiplier below 1, e.g. 0.9).' }),
    user: t.id({ description: 'Only this user (numeric id or uuid) may use the code.' }),
    start: t.string({ description: 'YYYY-MM-DD (the day in Europe/Copenhagen) or an ISO instant.' }),
    end: t.string({ description: 'YYYY-MM-DD (the whole day in Europe/Copenhagen) or an ISO instant.' }),
    listingType: t.field({ type: ListingTypeEnum, description: 'PLUS or PREMIUM: the code applies to that tier only.' }),
  }),
});

builder.queryField('discounts', (t) =>
  t.field({
    type: [DiscountRef],
    args: t.validate({ activeOnly: t.arg.boolean(), token: t.arg.string() }, discountListArgsSchema),
    resolve: (_root, args, ctx) => listDiscounts(ctx.deps, ctx.actor, args),
  }),
);

builder.mutationField('createDiscount', (t) =>
  t.withAuth({ admin: true }).field({
    type: DiscountRef,
    args: t.validate({ input: t.arg({ type: DiscountInput, required: true }) }, createDiscountArgsSchema),
    resolve: (_root, args, ctx) => createDiscount(ctx.deps, ctx.actor, args.input),
  }),
);

builder.mutationField('setDiscountStatus', (t) =>
  t.withAuth({ admin: true }).field({
    type: DiscountRef,
    args: t.validate(
      { id: t.arg.id({ required: true }), status: t.arg({ type: DiscountStatusEnum, required: true }) },
      setDiscountStatusArgsSchema,
    ),
    resolve: (_root, args, ctx) => setDiscountStatus(ctx.deps, args),
  }),
);
