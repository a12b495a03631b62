import { describe, expect, it } from 'vitest';
import { addressSortKey, doorRank, floorRank, formatAddressText, type AddressParts } from './format';

describe('formatAddressText (DAWA betegnelse)', () => {
  it.each([
    [
      { street: 'Ridehusgade', house: '49', floor: '2', door: 'th', zip: '5000', city: 'Odense C' },
      'Ridehusgade 49, 2. th, 5000 Odense C',
    ],
    [
      { street: 'Østre Stationsvej', house: '41N', floor: 'st', door: '2', zip: '5000', city: 'Odense C' },
      'Østre Stationsvej 41N, st. 2, 5000 Odense C',
    ],
    [
      { street: 'Holmens Kanal', house: '2', floor: '1', zip: '1060', city: 'København K' },
      'Holmens Kanal 2, 1., 1060 København K',
    ],
    [
      { street: 'Kongens Nytorv', house: '11', floor: null, door: null, zip: '1050', city: 'København K' },
      'Kongens Nytorv 11, 1050 København K',
    ],
    [{ street: 'Byvej', house: '3', door: '12', zip: '4000', city: 'Roskilde' }, 'Byvej 3, 12, 4000 Roskilde'],
    [
      { street: 'Girostrøget', house: '1', floor: 'kl', supplementaryCity: 'Høje Taastr.', zip: '2630', city: 'Taastrup' },
      'Girostrøget 1, kl., Høje Taastr., 2630 Taastrup',
    ],
  ])('%o → %s', (parts, text) => {
    expect(formatAddressText(parts)).toBe(text);
  });
});

describe('sort order', () => {
  it('ranks floors: none, cellars, ground floor, 1, 2, …', () => {
    const floors = ['3', 'st', null, '1', 'kl', 'k2'];
    expect([...floors].sort((a, b) => floorRank(a) - floorRank(b))).toEqual([null, 'k2', 'kl', 'st', '1', '3']);
  });

  it('ranks doors tv, mf, th, then numbers', () => {
    expect(['2', 'th', 'tv', 'mf', '10', '1'].sort((a, b) => doorRank(a) - doorRank(b))).toEqual([
      'tv',
      'mf',
      'th',
      '1',
      '2',
      '10',
    ]);
  });

  it('sorts houses numerically and an access address after its own units', () => {
    const base = { street: 'Ridehusgade', zip: '5000', city: 'Odense C' };
    const keys: { a: AddressParts & { last?: boolean }; key: string }[] = [
      { ...base, house: '10' },
      { ...base, house: '9', floor: '1', door: 'th' },
      { ...base, house: '9', last: true },
      { ...base, house: '9', floor: 'st', door: 'tv' },
      { ...base, house: '9A' },
    ].map((a: AddressParts & { last?: boolean }) => ({ a, key: addressSortKey(a) }));
    const order = keys
      .sort((x, y) => (x.key < y.key ? -1 : 1))
      .map(({ a }) => `${a.house} ${a.floor ?? ''}${a.last ? 'last' : ''}`.trim());
    expect(order).toEqual(['9 st', '9 1', '9 last', '9A', '10']);
  });
});
