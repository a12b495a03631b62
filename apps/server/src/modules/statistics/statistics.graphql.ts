/**
 * GraphQL of the statistics' let funnel, thin over statistics.funnel.ts (docs/architecture.md
 * "Statistics: the let funnel"), parsed by the REST route's zod schema:
 *   query statisticsFunnel(landlordId, period) → StatisticsFunnel!
 */
import {
  type FunnelDwelling,
  type FunnelMonth,
  type FunnelRow,
  type StatisticsFunnel,
} from '@udlejning/shared/statistics/funnel';
import { statisticsParamsSchema } from '@udlejning/shared/statistics/statistics';
import { builder } from '../../platform/graphql/builder';
import { ListingTypeEnum } from '../../platform/graphql/enums';
import { getStatisticsFunnel } from './statistics.funnel';

const FunnelDwellingRef = builder.objectRef<FunnelDwelling>('FunnelDwelling').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    address: t.exposeString('address', { nullable: true }),
    listingType: t.expose('listingType', { type: ListingTypeEnum }),
  }),
});

const FunnelRowRef = builder.objectRef<FunnelRow>('FunnelRow').implement({
  description: 'The let funnel of one listing (dwelling set) or of all (dwelling null).',
  fields: (t) => ({
    dwelling: t.field({ type: FunnelDwellingRef, nullable: true, resolve: (r) => r.dwelling }),
    visitors: t.exposeInt('visitors'),
    contacts: t.exposeInt('contacts'),
    viewingsBooked: t.exposeInt('viewingsBooked'),
    viewingsHeld: t.exposeInt('viewingsHeld'),
    lets: t.exposeInt('lets'),
    daysToLet: t.exposeFloat('daysToLet', { nullable: true, description: 'Mean whole days from approval to let.' }),
    paidOre: t.exposeInt('paidOre', { description: 'Captured minus refunded, øre.' }),
    contactsPer100Kr: t.exposeFloat('contactsPer100Kr', { nullable: true }),
    viewingsPer100Kr: t.exposeFloat('viewingsPer100Kr', { nullable: true }),
  }),
});

const FunnelMonthRef = builder.objectRef<FunnelMonth>('FunnelMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM, Europe/Copenhagen.' }),
    visitors: t.exposeInt('visitors'),
    contacts: t.exposeInt('contacts'),
    viewingsBooked: t.exposeInt('viewingsBooked'),
    viewingsHeld: t.exposeInt('viewingsHeld'),
    lets: t.exposeInt('lets'),
  }),
});

const StatisticsFunnelRef = builder.objectRef<StatisticsFunnel>('StatisticsFunnel').implement({
  fields: (t) => ({
    landlordId: t.exposeInt('landlordId'),
    period: t.exposeString('period'),
    totals: t.field({ type: FunnelRowRef, resolve: (f) => f.totals }),
    rows: t.field({ type: [FunnelRowRef], resolve: (f) => f.rows }),
    months: t.field({ type: [FunnelMonthRef], resolve: (f) => f.months }),
  }),
});

builder.queryField('statisticsFunnel', (t) =>
  t.withAuth({ user: true }).field({
    type: StatisticsFunnelRef,
    description:
      "A landlord's let funnel for a period ('all', '7d', '30d', '90d' or 'YYYY-MM'); landlordId 'me', an id or a uuid.",
    args: t.validate(
      { landlordId: t.arg.string({ required: true }), period: t.arg.string({ required: true }) },
      statisticsParamsSchema,
    ),
    resolve: (_root, args, ctx) => getStatisticsFunnel(ctx.deps, ctx.actor, args),
  }),
);
