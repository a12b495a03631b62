import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAmount, formatKr, parseKr } from './money';

describe('formatKr', () => {
  it.each([
    [0, '0 kr.'],
    [100, '1 kr.'],
    [1_250_000, '12.500 kr.'],
    [1_250_050, '12.500,50 kr.'],
    [1_250_005, '12.500,05 kr.'],
    [37_500, '375 kr.'],
    [99_999_999, '999.999,99 kr.'],
    [-50_000, '-500 kr.'],
  ])('%i øre -> %s', (ore, text) => {
    expect(formatKr(ore)).toBe(text);
  });

  it('truncates the kroner part to 6 digits (doc 1 §9)', () => {
    expect(formatKr(123_456_789_00)).toBe('123.456 kr.');
  });

  it('gives an empty string for no amount', () => {
    expect(formatKr(null)).toBe('');
    expect(formatKr(undefined)).toBe('');
    expect(formatKr(Number.NaN)).toBe('');
  });
});

describe('parseKr', () => {
  it.each([
    ['12500', 1_250_000],
    ['12.500', 1_250_000],
    ['12.500,5', 1_250_050],
    ['12.500,50', 1_250_050],
    ['0,05', 5],
    ['12.500 kr.', 1_250_000],
    [' 375 ', 37_500],
    ['375,', 37_500],
  ])('%s -> %i øre', (text, ore) => {
    expect(parseKr(text)).toBe(ore);
  });

  it.each(['', '   ', 'abc', '12,5,0', '1,234', '12.50', '-5', '1e3', '12.5000'])('rejects %j', (text) => {
    expect(parseKr(text)).toBeNull();
  });

  it('cuts the kroner part to 6 digits like the display', () => {
    expect(parseKr('1234567')).toBe(123_456_00);
  });

  it('reads back what formatKr shows, for every amount below 1.000.000 kr.', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (ore) => {
        expect(parseKr(formatKr(ore))).toBe(ore);
        expect(parseKr(formatAmount(ore))).toBe(ore);
      }),
    );
  });

  it('only ever returns null or a whole number of øre', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const v = parseKr(text);
        expect(v === null || (Number.isInteger(v) && v >= 0)).toBe(true);
      }),
    );
  });
});
