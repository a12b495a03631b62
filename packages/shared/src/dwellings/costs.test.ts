import { describe, expect, it } from 'vitest';
import { monthlyUtilities, monthlyUtilityLines, moveInCost, totalMonthlyCost } from './costs';

describe('monthlyUtilities', () => {
  it('sums the itemised lines and ignores a stored SUM beside them', () => {
    expect(
      monthlyUtilities({
        utilities: [
          { key: 'WATER', value: 20_000 },
          { key: 'HEAT', value: 55_000 },
          { key: 'SUM', value: 99_999 },
        ],
      }),
    ).toBe(75_000);
  });
  it('uses the SUM line when it is the only one', () => {
    expect(monthlyUtilities({ utilities: [{ key: 'SUM', value: 80_000 }] })).toBe(80_000);
  });
  it('is 0 when the utilities are included in the rent, whatever the lines say', () => {
    expect(monthlyUtilities({ inclusive: true, utilities: [{ key: 'HEAT', value: 50_000 }] })).toBe(0);
  });
  it('is 0 without lines and skips lines without an amount', () => {
    expect(monthlyUtilities({ utilities: null })).toBe(0);
    expect(monthlyUtilities({ utilities: [{ key: 'TV', value: null }] })).toBe(0);
  });
});

describe('monthlyUtilityLines', () => {
  it('gives the lines that make up the sum, in their order', () => {
    const water = { key: 'WATER' as const, value: 20_000 };
    const tv = { key: 'TV' as const, value: null };
    const sum = { key: 'SUM' as const, value: 99_999 };
    expect(monthlyUtilityLines({ utilities: [water, tv, sum] })).toEqual([water]);
    expect(monthlyUtilityLines({ utilities: [tv, sum] })).toEqual([sum]);
    expect(monthlyUtilityLines({ inclusive: true, utilities: [water] })).toEqual([]);
  });
});

describe('totalMonthlyCost', () => {
  it('is rent plus the monthly utilities', () => {
    expect(totalMonthlyCost({ rent: 850_000, utilities: [{ key: 'HEAT', value: 60_000 }] })).toBe(910_000);
  });
  it('is the rent alone when utilities are inclusive', () => {
    expect(totalMonthlyCost({ rent: 850_000, inclusive: true, utilities: [{ key: 'HEAT', value: 60_000 }] })).toBe(850_000);
  });
  it('is null without a rent', () => {
    expect(totalMonthlyCost({ rent: null, utilities: [{ key: 'HEAT', value: 60_000 }] })).toBeNull();
  });
});

describe('moveInCost', () => {
  it('is deposit + prepaid rent + the first month (rent + utilities)', () => {
    expect(
      moveInCost({ rent: 800_000, deposit: 2_400_000, prepaid: 800_000, utilities: [{ key: 'WATER', value: 30_000 }] }),
    ).toBe(2_400_000 + 800_000 + 830_000);
  });
  it('adds a social-housing downpayment and counts missing amounts as 0', () => {
    expect(moveInCost({ rent: 500_000, deposit: null, prepaid: null, downpayment: 1_500_000 })).toBe(2_000_000);
    expect(moveInCost({ rent: 500_000, deposit: 0 })).toBe(500_000);
  });
  it('is null when no upfront amount is given (unknown, not 0)', () => {
    expect(moveInCost({ rent: 500_000 })).toBeNull();
    expect(moveInCost({ rent: 500_000, deposit: null, prepaid: null, downpayment: null })).toBeNull();
  });
  it('is null without a rent', () => {
    expect(moveInCost({ rent: null, deposit: 100_000 })).toBeNull();
  });
});
