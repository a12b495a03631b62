/**
 * Display helpers of the dwellings screens: the vacancy/timeframe sentences of the preview (doc 2 §2
 * Preview page), coordinates and the one-line address. Dates, money and numbers: ui/format.
 */
import type { TFunction } from 'i18next';
import { RANGE_MAX, RANGE_MIN } from '@udlejning/shared/dwellings/enums';
import type { DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { formatDate, formatNumber } from '../../ui/format';

// the activity views (admin /activity, the log dialog) still import the date formatters from here
export { formatDate, formatDateTime } from '../../ui/format';

/** 'Ledig fra 1. december 2026' or 'Ledig hurtigst muligt'. */
export function availableSentence(t: TFunction<'dwellings'>, available: string | null | undefined, lang: string): string {
  return available ? t('preview.available', { date: formatDate(available, lang) }) : t('preview.availableAsap');
}

/** The rental-period sentence; RANGE with max 49 (Maks) has no upper limit. */
export function timeframeSentence(
  t: TFunction<'dwellings'>,
  tf: Partial<DwellingContent['timeframe']> | null | undefined,
  lang: string,
): string {
  switch (tf?.type) {
    case 'DATE':
      return t('preview.timeframe.DATE', { date: formatDate(tf.date, lang) });
    case 'RANGE': {
      // 0 = Min (no lower limit), 49 = Maks (no upper limit)
      const min = tf.min ?? RANGE_MIN;
      const isOpenEnded = tf.max == null || tf.max >= RANGE_MAX;
      if (min <= RANGE_MIN)
        return isOpenEnded ? t('preview.timeframe.UNLIMITED') : t('preview.timeframe.RANGE_MAX_ONLY', { max: tf.max });
      return isOpenEnded ? t('preview.timeframe.RANGE_OPEN', { min }) : t('preview.timeframe.RANGE', { min, max: tf.max });
    }
    default:
      return t('preview.timeframe.UNLIMITED');
  }
}

/**
 * A coordinate in degrees with five decimals in the page's language: "55,39594" (da, decimal
 * comma) / "55.39594" (en).
 */
export function formatCoordinate(degrees: number, lang: string): string {
  return formatNumber(degrees, lang, { minimumFractionDigits: 5, maximumFractionDigits: 5, useGrouping: false });
}

/** The location fields addressLine() reads. */
export type AddressParts = {
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  floor?: string | null;
  door?: string | null;
};

/**
 * The one-line address of a listing: the address text (or zip and city without one), plus floor and
 * door only when the text does not already name them, so "Vestergade 12, 2. th, 5000 Odense C"
 * never becomes "…5000 Odense C, 2 th" (DAWA unit addresses carry the unit in their text).
 */
export function addressLine(loc: AddressParts | null | undefined): string {
  const base = loc?.address || [loc?.zip, loc?.city].filter(Boolean).join(' ');
  const unit = [loc?.floor, loc?.door].filter(Boolean).join(' ');
  if (!unit) return base;
  const plain = (s: string) => s.replace(/\./g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  const text = plain(base);
  const named = plain(unit);
  if (text.includes(`, ${named},`) || text.endsWith(`, ${named}`)) return base;
  return base ? `${base}, ${unit}` : unit;
}
