import { describe, expect, it } from 'vitest';
import { rentalPeriod } from './rental-period';

const tf = (type: 'UNLIMITED' | 'DATE' | 'RANGE', date: string | null, min: number | null, max: number | null) => ({
  type,
  date,
  min,
  max,
});

describe('rentalPeriod', () => {
  it.each([
    [tf('UNLIMITED', null, null, null), { key: 'UNLIMITED' }],
    [tf('DATE', '2027-06-30T00:00:00.000Z', null, null), { key: 'DATE', date: '2027-06-30T00:00:00.000Z' }],
    [tf('DATE', null, null, null), { key: 'UNLIMITED' }],
    [tf('RANGE', null, 6, 24), { key: 'RANGE', min: 6, max: 24 }],
    [tf('RANGE', null, 12, 49), { key: 'RANGE_OPEN', min: 12 }],
    [tf('RANGE', null, 0, 18), { key: 'RANGE_MAX_ONLY', max: 18 }],
    [tf('RANGE', null, 0, 49), { key: 'UNLIMITED' }],
    [tf('RANGE', null, null, null), { key: 'UNLIMITED' }],
  ])('%o -> %o', (input, expected) => {
    expect(rentalPeriod(input)).toEqual(expected);
  });
});
