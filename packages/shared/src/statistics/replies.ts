/** The statistics REST replies as zod schemas (doc 1 §2 Statistics, §3, §7); see ../reply.ts. Money in øre. */
import { z } from 'zod';
import { LISTING_TYPES } from '../dwellings/listing-type';
import { DWELLING_STATUSES } from '../dwellings/status';
import { replyOf } from '../reply';
import type {
  DwellingStatistics,
  StatisticsCounts,
  StatisticsDay,
  StatisticsReply,
  StatisticsRow,
  TierValue,
} from './statistics';

const count = z.number().int();
const countsShape = {
  messages: count,
  success: count,
  forbidden: count,
  uniqueClicks: count,
  totalClicks: count,
  facebook: count,
};

export const statisticsCountsSchema = replyOf<StatisticsCounts>()(z.object(countsShape));

export const statisticsRowSchema = replyOf<StatisticsRow>()(
  z.object({
    ...countsShape,
    uuid: z.string(),
    address: z.string().nullable(),
    status: z.enum(DWELLING_STATUSES),
    active: z.boolean(),
    listed: z.enum(LISTING_TYPES),
  }),
);

/** GET /api/statistics/{landlordId}/{period}. */
export const statisticsReplySchema = replyOf<StatisticsReply>()(
  z.object({
    landlordId: z.number().int(),
    period: z.string(),
    from: z.string().nullable(),
    to: z.string(),
    results: z.array(statisticsRowSchema),
  }),
);

export const statisticsDaySchema = replyOf<StatisticsDay>()(z.object({ ...countsShape, day: z.string() }));

export const tierValueSchema = replyOf<TierValue>()(
  z.object({
    listingType: z.enum(LISTING_TYPES),
    paid: z.number().int(),
    contacts: count,
    contactsPerKrone: z.number().nullable(),
    perContact: z.number().nullable(),
    standardListings: count,
    standardAverage: z.number().nullable(),
  }),
);

/** GET /api/statistics/{landlordId}/{period}/{dwellingUuid}. */
export const dwellingStatisticsSchema = replyOf<DwellingStatistics>()(
  z.object({
    uuid: z.string(),
    address: z.string().nullable(),
    from: z.string(),
    to: z.string(),
    days: z.array(statisticsDaySchema),
    totals: statisticsCountsSchema,
    tierValue: tierValueSchema,
  }),
);
