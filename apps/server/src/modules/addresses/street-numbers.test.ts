import { describe, expect, it } from 'vitest';
import { addressSortKey } from '@udlejning/shared/addresses/format';
import { hasTypedHouse, streetNumbers, typedHouses } from './street-numbers';

const row = (house: string, floor: string | null = null, door: string | null = null, last = false) => ({
  id: `${house}-${floor ?? ''}-${door ?? ''}`,
  sortKey: addressSortKey({ street: 'Ridehusgade', house, floor, door, zip: '5000', city: 'Odense C', last }),
});

describe('a known street without the typed number offers its numbers', () => {
  it('takes the query words that may be house numbers, not postal codes', () => {
    expect(typedHouses(['ridehusgade', '500', '5000', '41n', 'th'])).toEqual(['500', '41n']);
  });

  it('knows a row has the typed number by its markers, an unfinished last number by their start', () => {
    const words = new Set(['ridehusgade', '49', '#49', 'ridehusgade#49']);
    expect(hasTypedHouse(words, ['49'], '')).toBe(true);
    expect(hasTypedHouse(words, ['4'], '4')).toBe(true);
    expect(hasTypedHouse(words, ['4'], '')).toBe(false);
    expect(hasTypedHouse(words, ['500'], '500')).toBe(false);
    expect(hasTypedHouse(new Set(['#41n', '#41']), ['41'], '')).toBe(true);
  });

  it('offers each house once (its own row first, else its first unit), the nearest numbers, in natural order', () => {
    const rows = [
      row('47B', '1', '2'),
      row('47B', 'st', '1'),
      row('49', '2', 'th'),
      row('49', null, null, true),
      row('3'),
      row('12', null, null),
      row('60', 'st', 'tv'),
    ];
    expect(streetNumbers(rows, 500, 3).map((r) => r.id)).toEqual(['47B-st-1', '49--', '60-st-tv']);
    expect(streetNumbers(rows, 10, 2).map((r) => r.id)).toEqual(['3--', '12--']);
    expect(streetNumbers(rows, 48, 10).map((r) => r.id)).toEqual(['3--', '12--', '47B-st-1', '49--', '60-st-tv']);
  });
});
