/**
 * The rental period of a listing in words' terms (doc 2 §3 timeframe {type UNLIMITED|DATE|RANGE, date, min, max};
 * §5 step 1: the RANGE slider runs 0-49 months, 0 = Min (no lower limit), 49 = Maks (no upper limit)). The public
 * page and its server-sent HTML pick the sentence `publicListing:lease.periodValue.<key>` with these values.
 */
import { RANGE_MAX, RANGE_MIN, type TimeframeType } from '../dwellings/enums';

export type RentalPeriodKey = 'UNLIMITED' | 'DATE' | 'RANGE' | 'RANGE_OPEN' | 'RANGE_MAX_ONLY';

/**
 * Which sentence describes `timeframe`: DATE with its end date (ISO), RANGE as min–max months, at least `min`
 * (no upper limit), or at most `max` (no lower limit); a RANGE without limits, a DATE without a date and UNLIMITED
 * read as unlimited.
 */
export function rentalPeriod(timeframe: { type: TimeframeType; date: string | null; min: number | null; max: number | null }): {
  key: RentalPeriodKey;
  date?: string;
  min?: number;
  max?: number;
} {
  if (timeframe.type === 'DATE' && timeframe.date) return { key: 'DATE', date: timeframe.date };
  if (timeframe.type !== 'RANGE') return { key: 'UNLIMITED' };
  const min = timeframe.min ?? RANGE_MIN;
  const max = timeframe.max ?? RANGE_MAX;
  const hasMin = min > RANGE_MIN;
  const hasMax = max < RANGE_MAX;
  if (hasMin && hasMax) return { key: 'RANGE', min, max };
  if (hasMin) return { key: 'RANGE_OPEN', min };
  if (hasMax) return { key: 'RANGE_MAX_ONLY', max };
  return { key: 'UNLIMITED' };
}
