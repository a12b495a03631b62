/** Sorting and row states of the statistics table (doc 1 §2 Statistics: eight sortable columns, tinted rows). */
import type { StatisticsRow } from '@udlejning/shared/statistics/statistics';

export const STATISTICS_COLUMNS = [
  'address',
  'messages',
  'uniqueClicks',
  'totalClicks',
  'success',
  'forbidden',
  'facebook',
  'listed',
] as const;
export type StatisticsColumn = (typeof STATISTICS_COLUMNS)[number];
export type SortDir = 'asc' | 'desc';

const TIER_ORDER = { STANDARD: 0, PLUS: 1, PREMIUM: 2 } as const;

/** The rows sorted by `by` (numbers numerically, the address in Danish order, the tier by rank); ties keep the server's order. */
export function sortStatisticsRows(rows: readonly StatisticsRow[], by: StatisticsColumn, dir: SortDir): StatisticsRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  const collator = new Intl.Collator('da');
  const compare = (a: StatisticsRow, b: StatisticsRow): number => {
    if (by === 'address') return collator.compare(a.address ?? '', b.address ?? '');
    if (by === 'listed') return TIER_ORDER[a.listed] - TIER_ORDER[b.listed];
    return a[by] - b[by];
  };
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.i - b.i)
    .map((x) => x.row);
}

/** The tint of a row: approved and active green, rejected red, inactive faded (doc 1 §2). */
export type RowState = 'green' | 'red' | 'inactive' | null;

export function rowState(row: Pick<StatisticsRow, 'status' | 'active'>): RowState {
  if (row.status === 'REJECTED') return 'red';
  if (!row.active) return 'inactive';
  if (row.status === 'APPROVED') return 'green';
  return null;
}
