/**
 * The let funnel of the statistics (docs/architecture.md "Statistics", the let funnel):
 *   GET /api/statistics/funnel/{landlordId}/{period} → StatisticsFunnel
 * unique visitors → contacts (threads created) → viewings booked → viewings held → lets, per listing,
 * in total and per Europe/Copenhagen month; the days from approval to let; and for paid tiers what
 * each krone bought (contacts and viewings per 100 kr.). Money in øre.
 */
import { z } from 'zod';
import { LISTING_TYPES, type ListingType } from '../dwellings/listing-type';
import { replyOf } from '../reply';

/** The funnel's steps, in order: the keys of the counts of a row and of a month. */
export const FUNNEL_STEPS = ['visitors', 'contacts', 'viewingsBooked', 'viewingsHeld', 'lets'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export type FunnelCounts = Record<FunnelStep, number>;

/** The listing a row is about. */
export type FunnelDwelling = { uuid: string; address: string | null; listingType: ListingType };

export type FunnelRow = FunnelCounts & {
  /** The listing; null on the totals row. */
  dwelling: FunnelDwelling | null;
  /** Mean whole days from approval to let over the period's lets; null without lets. One decimal. */
  daysToLet: number | null;
  /** Paid for the listing(s): captured minus refunded, øre (not bound to the period). */
  paidOre: number;
  /** Contacts per 100 kr. paid, one decimal; null when nothing was paid. */
  contactsPer100Kr: number | null;
  /** Viewings booked per 100 kr. paid, one decimal; null when nothing was paid. */
  viewingsPer100Kr: number | null;
};

export type FunnelMonth = FunnelCounts & { month: string };

export type StatisticsFunnel = {
  landlordId: number;
  period: string;
  totals: FunnelRow;
  /** One per listing of the landlord that has any count in the period or has been approved; newest first. */
  rows: FunnelRow[];
  /** Europe/Copenhagen months (YYYY-MM) of the period, oldest first; for 'all' the last 12 months. */
  months: FunnelMonth[];
};

/** Øre in 100 kr. */
const ORE_PER_100_KR = 10_000;

/** `value` rounded to one decimal. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** `count` per 100 kr. of `paidOre` (øre), one decimal; null when nothing was paid. */
export function per100Kr(count: number, paidOre: number): number | null {
  return paidOre > 0 ? roundToTenth((count * ORE_PER_100_KR) / paidOre) : null;
}

const count = z.number().int();
const countsShape = {
  visitors: count,
  contacts: count,
  viewingsBooked: count,
  viewingsHeld: count,
  lets: count,
} satisfies Record<FunnelStep, z.ZodNumber>;

export const funnelDwellingSchema = replyOf<FunnelDwelling>()(
  z.object({ uuid: z.string(), address: z.string().nullable(), listingType: z.enum(LISTING_TYPES) }),
);

export const funnelRowSchema = replyOf<FunnelRow>()(
  z.object({
    ...countsShape,
    dwelling: funnelDwellingSchema.nullable(),
    daysToLet: z.number().nullable(),
    paidOre: z.number().int(),
    contactsPer100Kr: z.number().nullable(),
    viewingsPer100Kr: z.number().nullable(),
  }),
);

export const funnelMonthSchema = replyOf<FunnelMonth>()(z.object({ ...countsShape, month: z.string() }));

/** GET /api/statistics/funnel/{landlordId}/{period}. */
export const statisticsFunnelSchema = replyOf<StatisticsFunnel>()(
  z.object({
    landlordId: z.number().int(),
    period: z.string(),
    totals: funnelRowSchema,
    rows: z.array(funnelRowSchema),
    months: z.array(funnelMonthSchema),
  }),
);

/** The calendar months (YYYY-MM) from the month of `from` to the month of `to` (YYYY-MM-DD), oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) return months;
    months.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/** The first day (YYYY-MM-DD) of the month `n` months before the month of `day`. */
export function monthsBack(day: string, n: number): string {
  const [y, m] = day.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 10);
}
