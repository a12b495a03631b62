/**
 * SQL of the let funnel (docs/architecture.md "Statistics" (the let funnel)): one UNION ALL of four reads
 * of the landlord's listings, each row with the five step counts as columns (zero where not its step),
 * summed per listing and per Europe/Copenhagen month in one grouping:
 *   visitors        dwelling_stats_daily.unique_clicks on the period's days
 *   viewingsBooked  dwelling_stats_daily.viewings_booked on the period's days (the booking call counts it)
 *   contacts        threads created in the period
 *   viewingsHeld    viewing_slots.booked (its BOOKED seats) of a not-cancelled slot that ended
 *                   (starts_at + duration ≤ now) in the period
 *   lets            dwelling_lets let in the period, with the whole days from dwellings.approved_at
 * Period bounds are Copenhagen days turned into instants, so the timestamp indexes serve the range. The
 * daily roll-up spares the bookings themselves (docs/performance-history.md "The let funnel").
 */
import { and, eq, gte, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import type { FunnelCounts } from '@udlejning/shared/statistics/funnel';
import type { Executor } from '../../platform/db/executor';
import { dwellings } from '../../schema/dwellings.schema';
import { threads } from '../../schema/messages.schema';
import { dwellingLets } from '../../schema/letting.schema';
import { payments } from '../payments/payments.schema';
import { viewingSlots } from '../../schema/viewings.schema';
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

/** A count column of a part: `value` for its own steps, zero for the others. */
const count = (value: SQLWrapper | number, name: string) =>
  (typeof value === 'number' ? sql<number>`${sql.raw(String(value))}` : sql<number>`${value}`).as(name);
/** The columns every part of the union has, in one order. */
const columns = (
  dwellingId: SQLWrapper,
  month: SQL<string>,
  c: Partial<Record<keyof FunnelCounts | 'daysSum' | 'daysN', SQLWrapper | number>>,
) => ({
  dwellingId: sql<number>`${dwellingId}`.as('dwelling_id'),
  month: month.as('month'),
  visitors: count(c.visitors ?? 0, 'visitors'),
  contacts: count(c.contacts ?? 0, 'contacts'),
  viewingsBooked: count(c.viewingsBooked ?? 0, 'viewings_booked'),
  viewingsHeld: count(c.viewingsHeld ?? 0, 'viewings_held'),
  lets: count(c.lets ?? 0, 'lets'),
  daysSum: count(c.daysSum ?? 0, 'days_sum'),
  daysN: count(c.daysN ?? 0, 'days_n'),
});

/**
 * The funnel of landlord `userId` in the range, summed twice: one row per listing (`month` null) and one
 * per month (`dwellingId` null), each with the five counts; for the lets also the summed whole days from
 * approval to let (`daysSum`) over `daysN` lets with an approval before. Listings and months without any
 * count have no row.
 */
export function funnelCountsQuery(ex: Executor, userId: number, r: FunnelRange) {
  // the landlord's listing ids as an array: each read then probes its own dwelling_id index per listing
  // instead of hashing a whole table (bench/funnel.bench.ts)
  const ids = sql`array(select ${dwellings.id} from ${dwellings} where ${dwellings.userId} = ${userId})`;
  const mine = (col: SQLWrapper) => sql`${col} = any(${ids})`;
  const slotEnd = sql`(${viewingSlots.startsAt} + ${viewingSlots.durationMinutes} * interval '1 minute')`;
  const approvedBefore = sql`${dwellings.approvedAt} <= ${dwellingLets.letAt}`;

  const daily = ex
    .select(
      columns(s.dwellingId, sql<string>`to_char(${s.day}::timestamp, 'YYYY-MM')`, {
        visitors: s.uniqueClicks,
        viewingsBooked: s.viewingsBooked,
      }),
    )
    .from(s)
    .where(
      and(
        mine(s.dwellingId),
        r.from === null ? undefined : gte(s.day, r.from),
        lte(s.day, r.to),
        or(sql`${s.uniqueClicks} > 0`, sql`${s.viewingsBooked} > 0`),
      ),
    );

  const contacts = ex
    .select(columns(threads.dwellingId, monthOf(threads.createdAt), { contacts: 1 }))
    .from(threads)
    .where(and(mine(threads.dwellingId), instantIn(threads.createdAt, r)));

  const held = ex
    .select(columns(viewingSlots.dwellingId, monthOf(slotEnd), { viewingsHeld: viewingSlots.booked }))
    .from(viewingSlots)
    .where(
      and(
        mine(viewingSlots.dwellingId),
        sql`${viewingSlots.booked} > 0`,
        sql`${viewingSlots.cancelledAt} is null`,
        sql`${slotEnd} <= ${r.now.toISOString()}::timestamptz`,
        instantIn(slotEnd, r),
      ),
    );

  const lets = ex
    .select(
      columns(dwellingLets.dwellingId, monthOf(dwellingLets.letAt), {
        lets: 1,
        daysSum: sql`case when ${approvedBefore} then floor(extract(epoch from ${dwellingLets.letAt} - ${dwellings.approvedAt}) / 86400)::int else 0 end`,
        daysN: sql`case when ${approvedBefore} then 1 else 0 end`,
      }),
    )
    .from(dwellingLets)
    .innerJoin(dwellings, eq(dwellings.id, dwellingLets.dwellingId))
    .where(and(mine(dwellingLets.dwellingId), instantIn(dwellingLets.letAt, r)));

  const parts = unionAll(daily, contacts, held, lets).as('parts');
  const sum = (col: SQLWrapper) => sql<number>`sum(${col})::int`;
  return ex
    .select({
      dwellingId: sql<number | null>`${parts.dwellingId}`,
      month: sql<string | null>`${parts.month}`,
      visitors: sum(parts.visitors),
      contacts: sum(parts.contacts),
      viewingsBooked: sum(parts.viewingsBooked),
      viewingsHeld: sum(parts.viewingsHeld),
      lets: sum(parts.lets),
      daysSum: sum(parts.daysSum),
      daysN: sum(parts.daysN),
    })
    .from(parts)
    .groupBy(sql`grouping sets ((${parts.dwellingId}), (${parts.month}))`);
}

/** The funnel counts of landlord `userId` per listing and per month (funnelCountsQuery). */
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
