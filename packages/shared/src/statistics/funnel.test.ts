import { describe, expect, it } from 'vitest';
import { monthsBack, monthsBetween, per100Kr, roundToTenth } from './funnel';

describe('per100Kr (counts per 100 kr. from øre)', () => {
  it.each([
    [2, 37_500, 0.5], // 2 per 375 kr. = 0.533…
    [1, 37_500, 0.3],
    [3, 10_000, 3],
    [0, 60_000, 0],
    [7, 3, 23_333.3],
    [2, 0, null],
    [0, 0, null],
  ])('%d per %d øre -> %s', (count, paidOre, expected) => {
    expect(per100Kr(count, paidOre)).toBe(expected);
  });

  it('rounds to one decimal', () => {
    expect(roundToTenth(12.25)).toBe(12.3);
    expect(roundToTenth(10)).toBe(10);
  });
});

describe('months', () => {
  it('monthsBetween spans years and keeps the order', () => {
    expect(monthsBetween('2025-11-20', '2026-02-03')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02-01', '2026-02-28')).toEqual(['2026-02']);
  });
  it('monthsBack gives the first day of an earlier month', () => {
    expect(monthsBack('2026-03-10', 11)).toBe('2025-04-01');
    expect(monthsBack('2026-01-31', 0)).toBe('2026-01-01');
  });
});
