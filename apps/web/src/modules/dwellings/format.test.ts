import { describe, expect, it } from 'vitest';
import { addressLine, formatCoordinate } from './format';

describe('formatCoordinate', () => {
  it('writes a decimal comma in Danish and a point in English, five decimals', () => {
    expect(formatCoordinate(55.395941, 'da')).toBe('55,39594');
    expect(formatCoordinate(10.3883, 'en')).toBe('10.38830');
    expect(formatCoordinate(-3.5, 'da')).toBe('-3,50000');
  });
});

describe('addressLine', () => {
  it.each([
    // a DAWA unit address names floor and door itself: no repeat at the end
    [{ address: 'Ridehusgade 49, 2. th, 5000 Odense C', floor: '2', door: 'th' }, 'Ridehusgade 49, 2. th, 5000 Odense C'],
    [{ address: 'Vestergade 12, st., 8000 Aarhus C', floor: 'st', door: null }, 'Vestergade 12, st., 8000 Aarhus C'],
    // an access address with a typed unit gets it appended
    [{ address: 'Ridehusgade 49, 5000 Odense C', floor: '2', door: 'th' }, 'Ridehusgade 49, 5000 Odense C, 2 th'],
    [{ address: null, zip: '5000', city: 'Odense C', floor: null, door: null }, '5000 Odense C'],
    [{ address: 'Ridehusgade 49, 5000 Odense C' }, 'Ridehusgade 49, 5000 Odense C'],
    [null, ''],
  ])('%j -> %s', (loc, expected) => {
    expect(addressLine(loc)).toBe(expected);
  });
});
