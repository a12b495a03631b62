import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_FLAT_OR_PERCENTAGE,
  MISSING_DISCOUNT_CODE,
  MISSING_DISCOUNT_DATES,
  MISSING_DISCOUNT_VALUE,
  applyDiscount,
  createDiscountSchema,
  discountRefusal,
  multiplierToPercentage,
  normalizeDiscountCode,
  percentageToMultiplier,
} from './discount';

const messages = (input: unknown) => {
  const result = createDiscountSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};
const valid = { code: 'SOMMER25', flat: 10_000, start: '2026-01-01', end: '2026-12-31' };

describe('createDiscount rules (doc 2 §5)', () => {
  it('accepts a flat and a percentage discount', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, flat: null, percentage: 10, listingType: 'PREMIUM', user: 3 })).toEqual([]);
  });
  it.each([
    [{ ...valid, code: '' }, [['code', MISSING_DISCOUNT_CODE]]],
    [{ ...valid, code: '   ' }, [['code', MISSING_DISCOUNT_CODE]]],
    [{ ...valid, flat: null }, [['flat', MISSING_DISCOUNT_VALUE]]],
    [{ ...valid, percentage: 10 }, [['flat', DISCOUNT_FLAT_OR_PERCENTAGE]]],
    [{ ...valid, start: null }, [['start', MISSING_DISCOUNT_DATES]]],
    [{ ...valid, end: undefined }, [['end', MISSING_DISCOUNT_DATES]]],
    [{ ...valid, start: '2026-12-31', end: '2026-01-01' }, [['end', MISSING_DISCOUNT_DATES]]],
    [{ ...valid, flat: -5 }, [['flat', MISSING_DISCOUNT_VALUE]]],
    [{ ...valid, flat: null, percentage: 150 }, [['percentage', MISSING_DISCOUNT_VALUE]]],
  ])('%j → %j', (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});

describe('discount math and rounding (docs/architecture.md "Payments")', () => {
  it('a percentage of 1 or more becomes the multiplier 1 − value/100; below 1 it already is one', () => {
    expect(percentageToMultiplier(10)).toBe(0.9);
    expect(percentageToMultiplier(20)).toBe(0.8);
    expect(percentageToMultiplier(1)).toBe(0.99);
    expect(percentageToMultiplier(0.75)).toBe(0.75);
    expect(percentageToMultiplier(12.5)).toBe(0.875);
    expect(multiplierToPercentage(0.9)).toBe(10);
  });
  it.each([
    [37_500, { flat: 10_000, multiplier: null }, 27_500],
    [60_000, { flat: 20_000, multiplier: null }, 40_000],
    [22_500, { flat: 10_000, multiplier: null }, 12_500],
    [5_000, { flat: 10_000, multiplier: null }, 0],
    [37_500, { flat: null, multiplier: 0.9 }, 33_750],
    [60_000, { flat: null, multiplier: 0.8 }, 48_000],
    [22_500, { flat: null, multiplier: 0.9 }, 20_250],
    // 22500 × 0.875 = 19687.5 → half up
    [22_500, { flat: null, multiplier: 0.875 }, 19_688],
    // 37501 × 0.9 = 33750.9 → 33751
    [37_501, { flat: null, multiplier: 0.9 }, 33_751],
    [37_500, { flat: null, multiplier: 0 }, 0],
    [37_500, { flat: null, multiplier: null }, 37_500],
  ])('%s øre with %j → %s øre', (price, rule, expected) => {
    expect(applyDiscount(price, rule)).toBe(expected);
  });

  const rule = {
    flat: 10_000,
    multiplier: null,
    listingType: 'PREMIUM' as const,
    userId: 7,
    start: new Date('2026-01-01T00:00:00Z'),
    end: new Date('2026-12-31T23:59:59Z'),
  };
  it('dates, tier and user restrict a code', () => {
    const at = new Date('2026-06-01T12:00:00Z');
    expect(discountRefusal(rule, { product: 'PREMIUM', userId: 7, at })).toBeNull();
    expect(discountRefusal(rule, { product: 'PLUS', userId: 7, at })).toBe('OTHER_TIER');
    expect(discountRefusal(rule, { product: 'PREMIUM', userId: 8, at })).toBe('OTHER_USER');
    expect(discountRefusal(rule, { product: 'PREMIUM', userId: 7, at: new Date('2025-12-31T23:00:00Z') })).toBe('NOT_STARTED');
    expect(discountRefusal(rule, { product: 'PREMIUM', userId: 7, at: new Date('2027-01-01T00:00:00Z') })).toBe('EXPIRED');
    expect(discountRefusal({ ...rule, listingType: null, userId: null }, { product: 'PLUS', userId: 9, at })).toBeNull();
  });
  it('codes are compared trimmed and in upper case', () => {
    expect(normalizeDiscountCode('  sommer25 ')).toBe('SOMMER25');
  });
});
