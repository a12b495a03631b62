/**
 * The let funnel (docs/architecture.md "Statistics" (the let funnel)): unique visitors → contacts →
 * viewings booked → viewings held → lets per listing, in total and per Europe/Copenhagen month, the
 * days from approval to let and what each krone of a paid tier bought. Same policy as the statistics
 * table (statistics.policy.ts via resolveLandlord): another landlord's id 403, admins any.
 */
import { copenhagenDay } from '@udlejning/shared/statistics/days';
import {
  FUNNEL_STEPS,
  monthsBack,
  monthsBetween,
  per100Kr,
  roundToTenth,
  type FunnelCounts,
  type FunnelDwelling,
  type FunnelMonth,
  type FunnelRow,
  type StatisticsFunnel,
} from '@udlejning/shared/statistics/funnel';
import type { StatisticsParams } from '@udlejning/shared/statistics/statistics';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { findFunnelCounts, findFunnelDwellings } from './statistics.funnel.repository';
import { periodDays, resolveLandlord } from './statistics.service';

/** Months in the series of an 'all' period. */
const ALL_MONTHS = 12;

const zero = (): FunnelCounts => ({ visitors: 0, contacts: 0, viewingsBooked: 0, viewingsHeld: 0, lets: 0 });

/** Counts of one listing (or all) with the days-to-let sums. */
type Tally = FunnelCounts & { daysSum: number; daysN: number };

/** The five step counts of `t`, without the days-to-let sums. */
const countsOf = (t: FunnelCounts): FunnelCounts => Object.fromEntries(FUNNEL_STEPS.map((k) => [k, t[k]])) as FunnelCounts;

/** A row from counts, what was paid (øre) and the counts the payment is compared with. */
function rowOf(dwelling: FunnelDwelling | null, t: Tally, paidOre: number, paidFor: FunnelCounts): FunnelRow {
  return {
    dwelling,
    ...countsOf(t),
    daysToLet: t.daysN > 0 ? roundToTenth(t.daysSum / t.daysN) : null,
    paidOre,
    contactsPer100Kr: per100Kr(paidFor.contacts, paidOre),
    viewingsPer100Kr: per100Kr(paidFor.viewingsBooked, paidOre),
  };
}

/**
 * GET /api/statistics/funnel/{landlordId}/{period}: the totals, one row per listing with any count in
 * the period or ever approved (newest first) and the monthly series (the period's months; the last 12
 * for 'all'). Per-100-kr. ratios compare the period's counts with all that was paid for the listing;
 * on the totals row only the paid listings' counts count. 403/404 as getStatistics.
 */
export async function getStatisticsFunnel(deps: Deps, user: UserActor, params: StatisticsParams): Promise<StatisticsFunnel> {
  const landlordId = await resolveLandlord(deps, user, params.landlordId);
  const now = deps.now();
  const today = copenhagenDay(now);
  const { from, to } = periodDays(params.period, today);
  const [dwellings, counts] = await Promise.all([
    findFunnelDwellings(deps.db, landlordId),
    findFunnelCounts(deps.db, landlordId, { from, to, now }),
  ]);

  const months = monthsBetween(from ?? monthsBack(today, ALL_MONTHS - 1), to);
  const byMonth = new Map<string, FunnelCounts>(months.map((m) => [m, zero()]));
  const byDwelling = new Map<number, Tally>();
  // the query sums twice: a row per listing (month null) and a row per month (listing null)
  for (const { dwellingId, month, ...tally } of counts) {
    if (dwellingId !== null) byDwelling.set(dwellingId, tally);
    else if (month !== null && byMonth.has(month)) byMonth.set(month, countsOf(tally));
  }

  const total: Tally = { ...zero(), daysSum: 0, daysN: 0 };
  const paidCounts = zero();
  let paidOre = 0;
  const rows: FunnelRow[] = [];
  for (const d of dwellings) {
    const t = byDwelling.get(d.id);
    if (!t && !d.approved) continue;
    const tally = t ?? { ...zero(), daysSum: 0, daysN: 0 };
    for (const k of FUNNEL_STEPS) {
      total[k] += tally[k];
      if (d.paidOre > 0) paidCounts[k] += tally[k];
    }
    total.daysSum += tally.daysSum;
    total.daysN += tally.daysN;
    paidOre += d.paidOre;
    rows.push(rowOf({ uuid: d.uuid, address: d.address, listingType: d.listingType }, tally, d.paidOre, tally));
  }
  return {
    landlordId,
    period: params.period,
    totals: rowOf(null, total, paidOre, paidCounts),
    rows,
    months: months.map((month): FunnelMonth => ({ month, ...(byMonth.get(month) as FunnelCounts) })),
  };
}
