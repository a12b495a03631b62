/**
 * SQL of the let funnel (docs/architecture.md "Statistics" (the let funnel)): one UNION ALL of five
 * grouped reads, each counting one step per listing of the landlord and Europe/Copenhagen month:
 *   visitors        sum of dwelling_stats_daily.unique_clicks on the period's days
 *   contacts        threads created in the period
 *   viewingsBooked  viewing bookings created in the period (any state)
 *   viewingsHeld    BOOKED bookings of a not-cancelled slot that ended (starts_at + duration ≤ now) in the period
 *   lets            dwelling_lets let in the period, with the whole days from dwellings.approved_at
 * Period bounds are Copenhagen days turned into instants, so the timestamp indexes serve the range.
 */
import { and, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import type { FunnelStep } from '@udlejning/shared/statistics/funnel';
import type { Executor } from '../../platform/db/executor';
import { dwellings } from '../../schema/dwellings.schema';
import { threads } from '../../schema/messages.schema';
import { dwellingLets } from '../../schema/letting.schema';
import { payments } from '../payments/payments.schema';
import { viewingBookings, viewingSlots } from '../../schema/viewings.schema';
import { dwellingStatsDaily as s } from './statistics.schema';

/** The period: Copenhagen days `from` (null: from the beginning) to `to`, and the instant "now". */
export type FunnelRange = { from: string | null; to: string; now: Date };

/** The first instant of Copenhagen day `day`. */
const dayStart = (day: string): SQL => sql`(${day}::timestamp at time zone 'Europe/Copenhagen')`;
/** The first instant after Copenhagen day `day`. */
const dayEnd = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Copenhagen')`;
/** The Copenhagen month (YYYY-MM) of instant `at`. */
const monthOf = (at: SQLWrapper): SQL<string> => sql<string>`to_char(${at} at time zone 'Europe/Copenhagen', 'YYYY-MM')`;

/** `at` within the period (sargable: compares the column with two instants). */
function instantIn(at: SQLWrapper, r: FunnelRange): SQL | undefined {
  return and(r.from === null ? undefined : sql`${at} >= ${dayStart(r.from)}`, sql`${at} < ${dayEnd(r.to)}`);
}

const step = (name: FunnelStep) => sql<FunnelStep>`${name}::text`.as('step');
const noDays = { daysSum: sql<number>`0`.as('days_sum'), daysN: sql<number>`0`.as('days_n') };

/**
 * One row per (listing, month, step) with a count (`n`) for landlord `userId` in the range; for the
 * lets also the summed whole days from approval to let (`daysSum`) over `daysN` lets with an approval before.
 */
export function funnelCountsQuery(ex: Executor, userId: number, r: FunnelRange) {
  // the landlord's listing ids as an array: each read then probes its own dwelling_id index per listing
  // instead of hashing a whole table (bench/funnel.bench.ts: 1,000 listings' counts 280 → 42 ms)
  const ids = sql`array(select ${dwellings.id} from ${dwellings} where ${dwellings.userId} = ${userId})`;
  const mine = (col: SQLWrapper) => sql`${col} = any(${ids})`;
  const slotEnd = sql`(${viewingSlots.startsAt} + ${viewingSlots.durationMinutes} * interval '1 minute')`;
  const days = sql`floor(extract(epoch from ${dwellingLets.letAt} - ${dwellings.approvedAt}) / 86400)`;
  const approvedBefore = sql`${dwellings.approvedAt} <= ${dwellingLets.letAt}`;

  const visitors = ex
    .select({
      dwellingId: s.dwellingId,
      month: sql<string>`to_char(${s.day}, 'YYYY-MM')`.as('month'),
      step: step('visitors'),
      n: sql<number>`sum(${s.uniqueClicks})::int`.as('n'),
      ...noDays,
    })
    .from(s)
    .where(
      and(mine(s.dwellingId), r.from === null ? undefined : gte(s.day, r.from), lte(s.day, r.to), sql`${s.uniqueClicks} > 0`),
    )
    .groupBy(s.dwellingId, sql`2`);

  const contacts = ex
    .select({
      dwellingId: threads.dwellingId,
      month: monthOf(threads.createdAt).as('month'),
      step: step('contacts'),
      n: sql<number>`count(*)::int`.as('n'),
      ...noDays,
    })
    .from(threads)
    .where(and(mine(threads.dwellingId), instantIn(threads.createdAt, r)))
    .groupBy(threads.dwellingId, sql`2`);

  const booked = ex
    .select({
      dwellingId: viewingSlots.dwellingId,
      month: monthOf(viewingBookings.createdAt).as('month'),
      step: step('viewingsBooked'),
      n: sql<number>`count(*)::int`.as('n'),
      ...noDays,
    })
    .from(viewingBookings)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
    .where(and(mine(viewingSlots.dwellingId), instantIn(viewingBookings.createdAt, r)))
    .groupBy(viewingSlots.dwellingId, sql`2`);

  const held = ex
    .select({
      dwellingId: viewingSlots.dwellingId,
      month: monthOf(slotEnd).as('month'),
      step: step('viewingsHeld'),
      n: sql<number>`count(*)::int`.as('n'),
      ...noDays,
    })
    .from(viewingBookings)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
    .where(
      and(
        mine(viewingSlots.dwellingId),
        eq(viewingBookings.state, 'BOOKED'),
        sql`${viewingSlots.cancelledAt} is null`,
        sql`${slotEnd} <= ${r.now.toISOString()}::timestamptz`,
        instantIn(slotEnd, r),
      ),
    )
    .groupBy(viewingSlots.dwellingId, sql`2`);

  const lets = ex
    .select({
      dwellingId: dwellingLets.dwellingId,
      month: monthOf(dwellingLets.letAt).as('month'),
      step: step('lets'),
      n: sql<number>`count(*)::int`.as('n'),
      daysSum: sql<number>`coalesce(sum(${days}) filter (where ${approvedBefore}), 0)::int`.as('days_sum'),
      daysN: sql<number>`(count(*) filter (where ${approvedBefore}))::int`.as('days_n'),
    })
    .from(dwellingLets)
    .innerJoin(dwellings, eq(dwellings.id, dwellingLets.dwellingId))
    .where(and(mine(dwellingLets.dwellingId), instantIn(dwellingLets.letAt, r)))
    .groupBy(dwellingLets.dwellingId, sql`2`);

  return unionAll(visitors, contacts, booked, held, lets);
}

/** The funnel counts of landlord `userId` per listing, month and step (absent: zero). */
export async function findFunnelCounts(ex: Executor, userId: number, r: FunnelRange) {
  return funnelCountsQuery(ex, userId, r);
}

/**
 * The landlord's listings, newest first, with whether they were ever approved and what was paid for
 * each (captured minus refunded over its payments, øre).
 */
export async function findFunnelDwellings(ex: Executor, userId: number) {
  return ex
    .select({
      id: dwellings.id,
      uuid: dwellings.uuid,
      address: dwellings.address,
      listingType: sql<ListingType>`${dwellings.listingType}`,
      approved: sql<boolean>`${dwellings.approvedAt} is not null`,
      // qualified by hand: drizzle leaves the table out of column names in a one-table select
      paidOre: sql<number>`(select coalesce(sum(p.captured_amount - p.refunded), 0)
        from ${payments} p where p.dwelling_id = "dwellings"."id")::int`,
    })
    .from(dwellings)
    .where(eq(dwellings.userId, userId))
    .orderBy(sql`${dwellings.createdAt} desc`, sql`${dwellings.id} desc`);
}
