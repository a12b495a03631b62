/**
 * All SQL of the statistics domain (doc 1 §2 Statistics, §3 Statistics row). Reads only
 * the daily roll-up (dwelling_stats_daily), never the raw events: a landlord's table is a few
 * hundred rows even with millions of events. Days are Europe/Copenhagen dates, YYYY-MM-DD.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DwellingStatus } from '@udlejning/shared/dwellings/status';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import type { Executor } from '../../platform/db/executor';
import { users } from '../../schema/accounts.schema';
import { dwellings } from '../../schema/dwellings.schema';
import { payments } from '../payments/payments.schema';
import { dwellingStatsDaily as s } from './statistics.schema';

/** True when a user with this id exists. */
export async function userExists(ex: Executor, userId: number): Promise<boolean> {
  const [row] = await ex.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}

const counts = {
  messages: sql<number>`coalesce(sum(${s.messages}), 0)::int`,
  success: sql<number>`coalesce(sum(${s.contactSuccess}), 0)::int`,
  forbidden: sql<number>`coalesce(sum(${s.contactForbidden}), 0)::int`,
  uniqueClicks: sql<number>`coalesce(sum(${s.uniqueClicks}), 0)::int`,
  totalClicks: sql<number>`coalesce(sum(${s.totalClicks}), 0)::int`,
  facebook: sql<number>`coalesce(sum(${s.facebook}), 0)::int`,
};

/** The daily rows of the period: `from` null means from the first day. */
function inPeriod(from: string | null, to: string): SQL {
  return from === null ? sql`${s.day} <= ${to}` : sql`${s.day} between ${from} and ${to}`;
}

/** The statistics rows query of landlord `userId` (every dwelling but drafts, newest first). */
export function statisticsRowsQuery(ex: Executor, userId: number, from: string | null, to: string) {
  return ex
    .select({
      uuid: dwellings.uuid,
      address: dwellings.address,
      status: sql<DwellingStatus>`${dwellings.status}`,
      active: dwellings.active,
      listed: sql<ListingType>`${dwellings.listingType}`,
      ...counts,
    })
    .from(dwellings)
    .leftJoin(s, and(eq(s.dwellingId, dwellings.id), inPeriod(from, to)))
    .where(and(eq(dwellings.userId, userId), sql`${dwellings.status} <> 'DRAFT'`))
    .groupBy(dwellings.id)
    .orderBy(sql`${dwellings.createdAt} desc`, sql`${dwellings.id} desc`);
}

/** One row per dwelling of the landlord with the counts of the period. */
export async function findStatisticsRows(ex: Executor, userId: number, from: string | null, to: string) {
  return statisticsRowsQuery(ex, userId, from, to);
}

/** The first day any dwelling of the landlord has counts, or null. */
export async function firstStatisticsDay(ex: Executor, userId: number): Promise<string | null> {
  const [row] = await ex
    .select({ day: sql<string | null>`min(${s.day})::text` })
    .from(s)
    .innerJoin(dwellings, eq(dwellings.id, s.dwellingId))
    .where(eq(dwellings.userId, userId));
  return row?.day ?? null;
}

/** A dwelling of landlord `userId` by uuid (with its first counted day and creation day), or null. */
export async function findLandlordDwelling(ex: Executor, userId: number, uuid: string) {
  const [row] = await ex
    .select({
      id: dwellings.id,
      uuid: dwellings.uuid,
      address: dwellings.address,
      listingType: sql<ListingType>`${dwellings.listingType}`,
      createdDay: sql<string>`to_char(${dwellings.createdAt} at time zone 'Europe/Copenhagen', 'YYYY-MM-DD')`,
      firstDay: sql<string | null>`(select min(${s.day})::text from ${s} where ${s.dwellingId} = ${dwellings.id})`,
    })
    .from(dwellings)
    .where(and(eq(dwellings.userId, userId), eq(dwellings.uuid, uuid)))
    .limit(1);
  return row ?? null;
}

/** The days of one dwelling with counts between `from` and `to` (days without events are absent). */
export async function findDailyCounts(ex: Executor, dwellingId: number, from: string, to: string) {
  return ex
    .select({
      day: sql<string>`${s.day}::text`,
      messages: s.messages,
      success: s.contactSuccess,
      forbidden: s.contactForbidden,
      uniqueClicks: s.uniqueClicks,
      totalClicks: s.totalClicks,
      facebook: s.facebook,
    })
    .from(s)
    .where(and(eq(s.dwellingId, dwellingId), inPeriod(from, to)))
    .orderBy(s.day);
}

/** What was paid for a dwelling: captured minus refunded over its payments, øre. */
export async function paidForDwelling(ex: Executor, dwellingId: number): Promise<number> {
  const [row] = await ex
    .select({ paid: sql<number>`coalesce(sum(${payments.capturedAmount} - ${payments.refunded}), 0)::int` })
    .from(payments)
    .where(eq(payments.dwellingId, dwellingId));
  return row?.paid ?? 0;
}

/**
 * The landlord's STANDARD listings that have been public (approved at some time), other than
 * `exceptId`, and their average contact-success in the period (null when there are none).
 */
export async function standardContacts(
  ex: Executor,
  userId: number,
  exceptId: number,
  from: string | null,
  to: string,
): Promise<{ listings: number; average: number | null }> {
  const [row] = await ex
    .select({
      listings: sql<number>`count(*)::int`,
      average: sql<number | null>`avg(coalesce((
        select sum(${s.contactSuccess}) from ${s} where ${s.dwellingId} = ${dwellings.id} and ${inPeriod(from, to)}), 0))::float8`,
    })
    .from(dwellings)
    .where(
      and(
        eq(dwellings.userId, userId),
        eq(dwellings.listingType, 'STANDARD'),
        sql`${dwellings.approvedAt} is not null`,
        sql`${dwellings.id} <> ${exceptId}`,
      ),
    );
  return { listings: row?.listings ?? 0, average: row && row.listings > 0 ? row.average : null };
}
