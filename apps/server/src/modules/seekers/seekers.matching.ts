/**
 * How well a seeker's preferences fit a dwelling: a score 0–100 (docs/seeker-matching.md).
 * Pure: no database. Eight parts, each a fit in [0, 1] times its weight; a part the seeker left open
 * ("no preference") counts half, so a seeker who said what they want and fits ranks above one who
 * said nothing. Money is øre, areas m², dates YYYY-MM-DD.
 */
import { RANGE_MAX, type DwellingType, type TermKey, type TimeframeType } from '@udlejning/shared/dwellings/enums';

/** The weight of each part; they add up to 100. */
export const SCORE_WEIGHTS = {
  rent: 25,
  location: 20,
  rooms: 15,
  size: 10,
  dwellingType: 10,
  requirements: 10,
  availability: 5,
  rentalPeriod: 5,
} as const;
export type ScorePart = keyof typeof SCORE_WEIGHTS;

/** A seeker below this score is not listed (docs/seeker-matching.md). */
export const MIN_SCORE = 40;
/** Rent over the seeker's maximum still fits partly up to this factor (20 % over: fit 0). */
export const RENT_TOLERANCE = 1.2;
/** Area under the seeker's minimum still fits partly down to this factor. */
export const SIZE_TOLERANCE = 0.85;
/** A dwelling free this many days after the seeker's move-in date no longer fits. */
export const AVAILABILITY_GRACE_DAYS = 60;
/** A lease shorter than the seeker's shortest period still fits partly down to this factor of it. */
export const RENTAL_PERIOD_TOLERANCE = 0.5;

/** What the score reads of a dwelling. */
export type MatchDwelling = {
  /** Monthly rent, øre (null: unknown). */
  rent: number | null;
  rooms: number | null;
  area: number | null;
  /** 4-digit postal code. */
  zip: string | null;
  type: DwellingType | null;
  /** Vacant from, YYYY-MM-DD (null: vacant now). */
  available: string | null;
  /** Lease terms (doc 2 §3): a switch term is there with `true` when the dwelling has it; PETS may be 'unknown'. */
  terms: readonly { key: TermKey; value?: boolean | 'unknown' | null }[];
  /** Rental period (doc 2 §3 timeframe): UNLIMITED, DATE (ends on `date`) or RANGE (`max` months, RANGE_MAX: no limit). */
  timeframe: { type?: TimeframeType | null; date?: string | null; max?: number | null } | null;
};

/** What the score reads of a seeker's preferences (null or empty: no preference). */
export type MatchPreferences = {
  rent: number | null;
  rooms: number | null;
  size: number | null;
  /** The shortest lease the seeker takes, months (0: any). */
  rentalPeriod: number | null;
  available: string | null;
  /** Term keys the dwelling must have (doc 2 TERM_KEYS). */
  requirements: readonly string[];
  dwellingTypes: readonly string[];
  locations: readonly string[];
};

const OPEN = 0.5;
const DAY_MS = 86_400_000;
const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

/** The fit of each part in [0, 1]. `today` is YYYY-MM-DD (a dwelling without a date is vacant today). */
export function fitParts(d: MatchDwelling, p: MatchPreferences, today: string): Record<ScorePart, number> {
  return {
    rent:
      p.rent == null || d.rent == null
        ? OPEN
        : d.rent <= p.rent
          ? 1
          : clamp01((p.rent * RENT_TOLERANCE - d.rent) / (p.rent * (RENT_TOLERANCE - 1))),
    location: locationFit(d.zip, p.locations),
    rooms: p.rooms == null || d.rooms == null ? OPEN : d.rooms >= p.rooms ? 1 : d.rooms === p.rooms - 1 ? 0.4 : 0,
    size:
      p.size == null || d.area == null || p.size === 0
        ? OPEN
        : d.area >= p.size
          ? 1
          : clamp01((d.area - p.size * SIZE_TOLERANCE) / (p.size * (1 - SIZE_TOLERANCE))),
    dwellingType: p.dwellingTypes.length === 0 || d.type == null ? OPEN : p.dwellingTypes.includes(d.type) ? 1 : 0,
    requirements: requirementsFit(d.terms, p.requirements),
    availability: availabilityFit(d.available ?? today, p.available),
    rentalPeriod: rentalPeriodFit(d, p.rentalPeriod, today),
  };
}

/**
 * The share of the seeker's requirements the dwelling meets: a term the dwelling has counts 1; PETS
 * 'unknown' (ask the landlord) or not stated counts half (the form has "not specified" for it); a
 * switch term the dwelling lacks counts 0 (the form stores only the terms switched on).
 */
function requirementsFit(terms: MatchDwelling['terms'], requirements: readonly string[]): number {
  if (requirements.length === 0) return OPEN;
  const fits = requirements.map((key): number => {
    const value = terms.find((term) => term.key === key)?.value ?? null;
    if (value === true) return 1;
    if (key === 'PETS' && value !== false) return OPEN;
    return value === 'unknown' ? OPEN : 0;
  });
  return fits.reduce((a, b) => a + b, 0) / fits.length;
}

/** How many months the dwelling can be rented from when it is vacant; null: no limit, undefined: not said. */
function leaseMonths(d: MatchDwelling, today: string): number | null | undefined {
  const tf = d.timeframe;
  if (tf?.type === 'UNLIMITED') return null;
  if (tf?.type === 'RANGE') return tf.max == null ? undefined : tf.max >= RANGE_MAX ? null : tf.max;
  if (tf?.type === 'DATE' && tf.date) return monthsBetween((d.available ?? today).slice(0, 10), tf.date.slice(0, 10));
  return undefined;
}

/** Calendar months from one YYYY-MM-DD to another (2026-07-01 → 2027-04-01: 9), days as thirtieths; never below 0. */
function monthsBetween(from: string, to: string): number | undefined {
  const [a, b] = [from, to].map((day) => /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)?.slice(1).map(Number));
  if (!a || !b) return undefined;
  return Math.max(0, (b[0]! - a[0]!) * 12 + (b[1]! - a[1]!) + (b[2]! - a[2]!) / 30);
}

/** Long enough for the seeker's shortest period: 1; shorter: falling to 0 at RENTAL_PERIOD_TOLERANCE of it. */
function rentalPeriodFit(d: MatchDwelling, wanted: number | null, today: string): number {
  if (!wanted) return OPEN;
  const months = leaseMonths(d, today);
  if (months === undefined) return OPEN;
  if (months === null || months >= wanted) return 1;
  return clamp01((months - wanted * RENTAL_PERIOD_TOLERANCE) / (wanted * (1 - RENTAL_PERIOD_TOLERANCE)));
}

/** Exact postal code 1; the same area (first two digits, e.g. 80xx Aarhus) 0.5; else 0. */
function locationFit(zip: string | null, locations: readonly string[]): number {
  if (locations.length === 0 || !zip) return OPEN;
  if (locations.includes(zip)) return 1;
  return locations.some((l) => l.slice(0, 2) === zip.slice(0, 2)) ? 0.5 : 0;
}

/** Free by the seeker's move-in date: 1; later: falling to 0 at AVAILABILITY_GRACE_DAYS late. */
function availabilityFit(vacantFrom: string, wanted: string | null): number {
  if (!wanted) return OPEN;
  const late = (Date.parse(vacantFrom.slice(0, 10)) - Date.parse(wanted)) / DAY_MS;
  if (Number.isNaN(late)) return OPEN;
  return late <= 0 ? 1 : clamp01(1 - late / AVAILABILITY_GRACE_DAYS);
}

/** The score 0–100 (rounded) of a seeker's preferences for a dwelling. */
export function scoreSeeker(d: MatchDwelling, p: MatchPreferences, today: string): number {
  const parts = fitParts(d, p, today);
  const total = (Object.keys(SCORE_WEIGHTS) as ScorePart[]).reduce((sum, k) => sum + SCORE_WEIGHTS[k] * parts[k], 0);
  return Math.round(total);
}

/** A candidate for ranking: its preferences plus the tie-breakers. */
export type MatchCandidate = MatchPreferences & { seekerId: number; activeSince: Date };

/**
 * The best `limit` candidates at or above MIN_SCORE, highest score first; ties go to the seeker
 * looking most recently (activeSince), then the lower id, so the order is stable.
 */
export function rankSeekers<C extends MatchCandidate>(
  d: MatchDwelling,
  candidates: readonly C[],
  today: string,
  limit: number,
): (C & { score: number })[] {
  return candidates
    .map((c) => ({ ...c, score: scoreSeeker(d, c, today) }))
    .filter((c) => c.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || b.activeSince.getTime() - a.activeSince.getTime() || a.seekerId - b.seekerId)
    .slice(0, limit);
}
