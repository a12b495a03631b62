import { describe, expect, it } from 'vitest';
import type { StatisticsRow } from '@udlejning/shared/statistics/statistics';
import { rowState, sortStatisticsRows } from './sort-rows';

const row = (over: Partial<StatisticsRow>): StatisticsRow => ({
  uuid: 'u',
  address: 'A',
  status: 'APPROVED',
  active: true,
  listed: 'STANDARD',
  messages: 0,
  success: 0,
  forbidden: 0,
  uniqueClicks: 0,
  totalClicks: 0,
  facebook: 0,
  ...over,
});

describe('statistics table', () => {
  const rows = [
    row({ uuid: 'a', address: 'Åboulevard 1', totalClicks: 5, listed: 'PREMIUM' }),
    row({ uuid: 'b', address: 'Algade 2', totalClicks: 12, listed: 'STANDARD' }),
    row({ uuid: 'c', address: 'Østergade 3', totalClicks: 5, listed: 'PLUS' }),
  ];
  it('sorts numbers, Danish addresses (Æ Ø Å last) and tiers by rank; ties keep their order', () => {
    expect(sortStatisticsRows(rows, 'totalClicks', 'desc').map((r) => r.uuid)).toEqual(['b', 'a', 'c']);
    expect(sortStatisticsRows(rows, 'totalClicks', 'asc').map((r) => r.uuid)).toEqual(['a', 'c', 'b']);
    expect(sortStatisticsRows(rows, 'address', 'asc').map((r) => r.uuid)).toEqual(['b', 'c', 'a']);
    expect(sortStatisticsRows(rows, 'listed', 'desc').map((r) => r.uuid)).toEqual(['a', 'c', 'b']);
  });
  it.each([
    [{ status: 'APPROVED', active: true }, 'green'],
    [{ status: 'REJECTED', active: false }, 'red'],
    [{ status: 'APPROVED', active: false }, 'inactive'],
    [{ status: 'PENDING_REVIEW', active: true }, null],
  ] as const)('%o is tinted %s', (r, state) => {
    expect(rowState(r)).toBe(state);
  });
});
