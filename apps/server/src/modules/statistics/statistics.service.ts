/**
 * The statistics calls (spec doc 1 §2 Statistics, §3 Statistics row, §6 "own statistics", admins
 * "any landlord id"; docs/architecture.md "Statistics"). `landlordId` is a user id, a user uuid or 'me';
 * another landlord's id is 403 for a landlord, an unknown id 404 for an admin. Days are
 * Europe/Copenhagen dates.
 */
import { addDays, copenhagenDay, daysBetween, lastDayOfMonth } from '@udlejning/shared/statistics/days';
import {
  ROLLING_PERIODS,
  SERIES_MAX_DAYS,
  type DwellingStatistics,
  type StatisticsCounts,
  type StatisticsDay,
  type StatisticsParams,
  type StatisticsReply,
  type TierValue,
} from '@udlejning/shared/statistics/statistics';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/db/match';
import { parseUserRef } from '@udlejning/shared/record-ref';
import { resolveUserRef } from '../record-refs/record-refs.repository';
import { authorizeStatistics } from './statistics.policy';
import {
  findDailyCounts,
  findLandlordDwelling,
  findStatisticsRows,
  firstStatisticsDay,
  paidForDwelling,
  standardContacts,
  userExists,
} from './statistics.repository';

/** The period's first day (null: from the beginning) and last day. */
export function periodDays(period: string, today: string): { from: string | null; to: string } {
  if (period === 'all') return { from: null, to: today };
  if (period in ROLLING_PERIODS)
    return { from: addDays(today, -(ROLLING_PERIODS[period as keyof typeof ROLLING_PERIODS] - 1)), to: today };
  return { from: `${period}-01`, to: lastDayOfMonth(period) };
}

/** The landlord whose statistics `user` asks for: 403 for another landlord's id, 404 for an unknown one. */
export async function resolveLandlord(deps: Deps, user: UserActor, landlordId: string): Promise<number> {
  const ref = landlordId === 'me' ? { id: user.userId } : parseUserRef(landlordId);
  // a uuid is looked up first; an unknown one is nobody's: 403 for a landlord, 404 for an admin below
  const id = ref === null ? 0 : 'id' in ref ? ref.id : ((await resolveUserRef(deps.db, ref.uuid)) ?? 0);
  authorizeStatistics(user, 'read', { landlordId: id });
  if (id !== user.userId && !(await userExists(deps.db, id))) throw new AppError('NOT_FOUND');
  return id;
}

/** GET /api/statistics/{landlordId}/{period}: one row per dwelling (drafts left out) with the period's counts. */
export async function getStatistics(deps: Deps, user: UserActor, params: StatisticsParams): Promise<StatisticsReply> {
  const landlordId = await resolveLandlord(deps, user, params.landlordId);
  const { from, to } = periodDays(params.period, copenhagenDay(deps.now()));
  const results = await findStatisticsRows(deps.db, landlordId, from, to);
  const first = from ?? (await firstStatisticsDay(deps.db, landlordId));
  return { landlordId, period: params.period, from: first, to, results };
}

/** The shortest series of an 'all' period, days. */
const MIN_SERIES_DAYS = 7;

const ZERO: StatisticsCounts = { messages: 0, success: 0, forbidden: 0, uniqueClicks: 0, totalClicks: 0, facebook: 0 };
const COUNT_KEYS = Object.keys(ZERO) as (keyof StatisticsCounts)[];

/**
 * GET /api/statistics/{landlordId}/{period}/{dwellingUuid}: the dwelling's counts per day (zeros
 * included; at most SERIES_MAX_DAYS, the latest), their totals and the tier-value line. 404 when
 * the dwelling is not the landlord's.
 */
export async function getDwellingStatistics(
  deps: Deps,
  user: UserActor,
  params: StatisticsParams & { dwellingUuid: string },
): Promise<DwellingStatistics> {
  const landlordId = await resolveLandlord(deps, user, params.landlordId);
  const d = isUuid(params.dwellingUuid) ? await findLandlordDwelling(deps.db, landlordId, params.dwellingUuid) : null;
  if (!d) throw new AppError('NOT_FOUND');
  const period = periodDays(params.period, copenhagenDay(deps.now()));
  const to = period.to;
  // 'all' starts at the first counted day or the listing's creation, and shows at least a week
  let from = period.from ?? [d.firstDay ?? d.createdDay, d.createdDay, addDays(to, -(MIN_SERIES_DAYS - 1))].sort()[0];
  if (daysBetween(from, to) >= SERIES_MAX_DAYS) from = addDays(to, -(SERIES_MAX_DAYS - 1));
  if (from > to) from = to;

  const byDay = new Map((await findDailyCounts(deps.db, d.id, from, to)).map((r) => [r.day, r]));
  const days: StatisticsDay[] = [];
  const totals = { ...ZERO };
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const r = byDay.get(day);
    const counts = r ? Object.fromEntries(COUNT_KEYS.map((k) => [k, r[k]])) : ZERO;
    days.push({ day, ...(counts as StatisticsCounts) });
    for (const k of COUNT_KEYS) totals[k] += (counts as StatisticsCounts)[k];
  }
  const tierValue = await tierValueOf(deps, landlordId, d, period.from === null ? null : from, to, totals.success);
  return { uuid: d.uuid, address: d.address, from, to, days, totals, tierValue };
}

/**
 * What the listing's tier bought (docs/architecture.md "Statistics"): contacts per krone paid for it, and the landlord's
 * STANDARD listings' average contacts in the same period to compare with.
 */
async function tierValueOf(
  deps: Deps,
  landlordId: number,
  d: { id: number; listingType: ListingType },
  from: string | null,
  to: string,
  contacts: number,
): Promise<TierValue> {
  const paid = await paidForDwelling(deps.db, d.id);
  const standard = await standardContacts(deps.db, landlordId, d.id, from, to);
  return {
    listingType: d.listingType,
    paid,
    contacts,
    contactsPerKrone: paid > 0 ? contacts / (paid / 100) : null,
    perContact: paid > 0 && contacts > 0 ? Math.round(paid / contacts) : null,
    standardListings: standard.listings,
    standardAverage: standard.average,
  };
}
