/**
 * Statistics calls (spec doc 1 §2 Statistics, §3 Statistics row, §7 "GET /api/statistics/{a}/{b}";
 * docs/architecture.md "Statistics"):
 *   GET /api/statistics/{landlordId}/{period}               → StatisticsReply (one row per dwelling)
 *   GET /api/statistics/{landlordId}/{period}/{dwellingUuid} → DwellingStatistics (per-day series)
 * `landlordId` is a landlord's numeric user id, their uuid or 'me'; `period` is 'all', '7d', '30d', '90d' or a
 * calendar month 'YYYY-MM' (Europe/Copenhagen days).
 */
import { z } from 'zod';
import type { DwellingStatus } from '../dwellings/status';
import type { ListingType } from '../dwellings/listing-type';
import { INVALID_VALUE, TEXT_LIMITS } from '../text';
import { parseUserRef } from '../record-ref';

/** Rolling periods, in days including today. */
export const ROLLING_PERIODS = { '7d': 7, '30d': 30, '90d': 90 } as const;
export const STATISTICS_PERIODS = ['all', ...(Object.keys(ROLLING_PERIODS) as (keyof typeof ROLLING_PERIODS)[])] as const;
export type StatisticsPeriodName = (typeof STATISTICS_PERIODS)[number];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True for 'all', '7d', '30d', '90d' or 'YYYY-MM' (years 2000–9999). */
export function isStatisticsPeriod(s: string): boolean {
  if ((STATISTICS_PERIODS as readonly string[]).includes(s)) return true;
  const m = MONTH.exec(s);
  return m !== null && Number(m[1]) >= 2000;
}

export const statisticsParamsSchema = z.object({
  // 'me', or the landlord as the users panel shows them: numeric id or uuid (../record-ref.ts)
  landlordId: z
    .string({ error: INVALID_VALUE })
    .max(TEXT_LIMITS.short, INVALID_VALUE)
    .refine((v) => v === 'me' || parseUserRef(v) !== null, INVALID_VALUE)
    // the refinement, for the OpenAPI document
    .meta({ pattern: '^(me|[1-9]\\d{0,8}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$' }),
  period: z
    .string()
    .max(10, INVALID_VALUE)
    .refine(isStatisticsPeriod, INVALID_VALUE)
    // isStatisticsPeriod, for the OpenAPI document
    .meta({ pattern: '^(all|7d|30d|90d|[2-9]\\d{3}-(0[1-9]|1[0-2]))$' }),
});
export type StatisticsParams = z.infer<typeof statisticsParamsSchema>;

export const dwellingStatisticsParamsSchema = statisticsParamsSchema.extend({
  dwellingUuid: z.string().max(TEXT_LIMITS.short),
});

/** Counts of one dwelling (or one day): the columns of doc 1 §2 Statistics. */
export type StatisticsCounts = {
  /** Messages sent (accepted). */
  messages: number;
  /** Contact-success. */
  success: number;
  /** Contact-forbidden. */
  forbidden: number;
  uniqueClicks: number;
  totalClicks: number;
  /** Shared on facebook. */
  facebook: number;
};

/** doc 1 §3 Statistics row. `listed`: the tier the listing is listed on ("listed on {product}"). */
export type StatisticsRow = StatisticsCounts & {
  uuid: string;
  address: string | null;
  status: DwellingStatus;
  active: boolean;
  listed: ListingType;
};

export type StatisticsReply = {
  landlordId: number;
  period: string;
  /** First and last day of the period (YYYY-MM-DD, Europe/Copenhagen); `from` null for 'all' with no data. */
  from: string | null;
  to: string;
  results: StatisticsRow[];
};

export type StatisticsDay = StatisticsCounts & { day: string };

/**
 * What the listing's tier bought (docs/architecture.md "Statistics"): contacts (contact-success) per krone paid for this
 * listing in the period, against the landlord's STANDARD listings' contacts per listing.
 */
export type TierValue = {
  listingType: ListingType;
  /** Paid for the listing: captured minus refunded, øre. */
  paid: number;
  contacts: number;
  /** contacts ÷ kroner paid; null when nothing was paid. */
  contactsPerKrone: number | null;
  /** Øre paid per contact; null when nothing was paid or no contact came. */
  perContact: number | null;
  /** The landlord's other STANDARD listings (approved at some time) and their average contacts in the period. */
  standardListings: number;
  standardAverage: number | null;
};

export type DwellingStatistics = {
  uuid: string;
  address: string | null;
  from: string;
  to: string;
  /** One entry per day from `from` to `to`, zeros included. */
  days: StatisticsDay[];
  totals: StatisticsCounts;
  tierValue: TierValue;
};

/** The longest per-day series returned (an 'all' period is cut to its last this-many days). */
export const SERIES_MAX_DAYS = 366;
