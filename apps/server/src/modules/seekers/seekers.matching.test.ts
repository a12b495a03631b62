import { describe, expect, it } from 'vitest';
import {
  MIN_SCORE,
  SCORE_WEIGHTS,
  fitParts,
  rankSeekers,
  scoreSeeker,
  type MatchDwelling,
  type MatchPreferences,
} from './seekers.matching';

const TODAY = '2026-06-01';
const dwelling: MatchDwelling = {
  rent: 1_000_000,
  rooms: 3,
  area: 80,
  zip: '8000',
  type: 'APARTMENT',
  available: '2026-07-01',
  terms: [
    { key: 'PETS', value: true },
    { key: 'FURNISHED', value: true },
  ],
  timeframe: { type: 'UNLIMITED' },
};
const exact: MatchPreferences = {
  rent: 1_200_000,
  rooms: 3,
  size: 70,
  rentalPeriod: 12,
  available: '2026-07-01',
  requirements: ['PETS', 'FURNISHED'],
  dwellingTypes: ['APARTMENT'],
  locations: ['8000'],
};
const open: MatchPreferences = {
  rent: null,
  rooms: null,
  size: null,
  rentalPeriod: null,
  available: null,
  requirements: [],
  dwellingTypes: [],
  locations: [],
};

describe('seeker fit score (docs/seeker-matching.md)', () => {
  it('weights add up to 100', () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('a seeker whose every wish the dwelling meets scores 100; one with no wishes 50', () => {
    expect(scoreSeeker(dwelling, exact, TODAY)).toBe(100);
    expect(scoreSeeker(dwelling, open, TODAY)).toBe(50);
  });

  it.each([
    ['rent at the cap', { rent: 1_000_000 }, 'rent', 1],
    ['rent 10 % over the cap', { rent: Math.round(1_000_000 / 1.1) }, 'rent', 0.5],
    ['rent 20 % over the cap', { rent: Math.round(1_000_000 / 1.2) }, 'rent', 0],
    ['the same area (first two digits), other postal code', { locations: ['8099'] }, 'location', 0.5],
    ['another area', { locations: ['2100'] }, 'location', 0],
    ['one room short', { rooms: 4 }, 'rooms', 0.4],
    ['two rooms short', { rooms: 5 }, 'rooms', 0],
    ['area 7.5 % short', { size: Math.round(80 / 0.925) }, 'size', 0.5],
    ['another dwelling type', { dwellingTypes: ['HOUSE'] }, 'dwellingType', 0],
    ['free 30 days after the move-in date', { available: '2026-06-01' }, 'availability', 0.5],
    ['free 60 days after the move-in date', { available: '2026-05-02' }, 'availability', 0],
    ['free before the move-in date', { available: '2026-09-01' }, 'availability', 1],
    ['one of two requirements met', { requirements: ['PETS', 'SUBLEASE'] }, 'requirements', 0.5],
    ['no requirement met', { requirements: ['SUBLEASE'] }, 'requirements', 0],
    ['no requirements', { requirements: [] }, 'requirements', 0.5],
    ['any rental period (0)', { rentalPeriod: 0 }, 'rentalPeriod', 0.5],
  ] as const)('%s', (_name, change, part, fit) => {
    expect(fitParts(dwelling, { ...exact, ...change }, TODAY)[part]).toBeCloseTo(fit, 1);
  });

  it.each([
    ['PETS ask the landlord', [{ key: 'PETS', value: 'unknown' }], ['PETS'], 0.5],
    ['PETS not stated', [], ['PETS'], 0.5],
    ['PETS no', [{ key: 'PETS', value: false }], ['PETS'], 0],
    ['a switch term not switched on', [{ key: 'PETS', value: true }], ['FURNISHED'], 0],
    [
      'every term there',
      [
        { key: 'SHAREABLE', value: true },
        { key: 'SUBLEASE', value: true },
      ],
      ['SUBLEASE', 'SHAREABLE'],
      1,
    ],
  ] as const)('requirements: %s', (_name, terms, requirements, fit) => {
    expect(fitParts({ ...dwelling, terms }, { ...exact, requirements }, TODAY).requirements).toBe(fit);
  });

  it.each([
    ['unlimited', { type: 'UNLIMITED' }, 24, 1],
    ['a range with no upper limit (49)', { type: 'RANGE', min: 6, max: 49 }, 24, 1],
    ['a range up to 12 months, 12 wanted', { type: 'RANGE', min: 0, max: 12 }, 12, 1],
    ['a range up to 9 months, 12 wanted', { type: 'RANGE', min: 0, max: 9 }, 12, 0.5],
    ['a range up to 6 months, 12 wanted', { type: 'RANGE', min: 0, max: 6 }, 12, 0],
    // vacant 2026-07-01: 12 months to 2027-07-01, 9 to 2027-04-01
    ['a fixed end 12 months after the vacancy, 12 wanted', { type: 'DATE', date: '2027-07-01' }, 12, 1],
    ['a fixed end 9 months after the vacancy, 12 wanted', { type: 'DATE', date: '2027-04-01' }, 12, 0.5],
    ['a fixed end 6 months after the vacancy, 12 wanted', { type: 'DATE', date: '2027-01-01' }, 12, 0],
    ['no rental period on the dwelling', null, 12, 0.5],
    ['a range without its end', { type: 'RANGE', min: 3, max: null }, 12, 0.5],
  ] as const)('rental period: %s', (_name, timeframe, rentalPeriod, fit) => {
    expect(fitParts({ ...dwelling, timeframe }, { ...exact, rentalPeriod }, TODAY).rentalPeriod).toBeCloseTo(fit, 1);
  });

  it('a fixed end counts from today when the dwelling is vacant now', () => {
    const fixed = { ...dwelling, available: null, timeframe: { type: 'DATE', date: '2027-06-01' } } as const;
    expect(fitParts(fixed, { ...exact, rentalPeriod: 12 }, TODAY).rentalPeriod).toBe(1);
  });

  it('every wish met but the move-in date and rental period left open: 95', () => {
    expect(scoreSeeker(dwelling, { ...exact, available: null, rentalPeriod: null }, TODAY)).toBe(95);
  });

  it('a dwelling with no vacancy date is free today', () => {
    expect(fitParts({ ...dwelling, available: null }, { ...exact, available: '2026-06-01' }, TODAY).availability).toBe(1);
  });

  it('ranks by score, then the most recently active, drops those under MIN_SCORE and keeps at most `limit`', () => {
    const at = (day: string) => new Date(`${day}T00:00:00Z`);
    const candidates = [
      { ...open, seekerId: 1, activeSince: at('2026-01-01') },
      { ...exact, seekerId: 2, activeSince: at('2026-01-01') },
      { ...open, seekerId: 3, activeSince: at('2026-05-01') },
      {
        ...exact,
        locations: ['2100'],
        rent: 500_000,
        rooms: 6,
        requirements: ['SUBLEASE'],
        seekerId: 4,
        activeSince: at('2026-01-01'),
      },
    ];
    const ranked = rankSeekers(dwelling, candidates, TODAY, 2);
    expect(ranked.map((r) => r.seekerId)).toEqual([2, 3]);
    expect(scoreSeeker(dwelling, candidates[3], TODAY)).toBeLessThan(MIN_SCORE);
    expect(rankSeekers(dwelling, candidates, TODAY, 10).map((r) => r.seekerId)).toEqual([2, 3, 1]);
  });
});
