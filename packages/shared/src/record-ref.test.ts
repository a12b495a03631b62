import { describe, expect, it } from 'vitest';
import { dwellingRefField, parseDwellingRef, parseUserRef, userRefField } from './record-ref';

const UUID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

describe('ids as the admin screens show them', () => {
  it.each([
    [' 42 ', { id: 42 }],
    [42, { id: 42 }],
    [UUID.toUpperCase(), { uuid: UUID }],
    ['rentals-42', null],
    ['0', null],
    ['2147483648', null],
    ['abc', null],
    ['', null],
  ])('user %j -> %j', (input, ref) => {
    expect(parseUserRef(input)).toEqual(ref);
  });

  it.each([
    ['rentals-42', { id: 42 }],
    [' RENTALS-7', { id: 7 }],
    ['42', { id: 42 }],
    [UUID, { uuid: UUID }],
    ['rentals-', null],
    ['rentals-abc', null],
  ])('dwelling %j -> %j', (input, ref) => {
    expect(parseDwellingRef(input)).toEqual(ref);
  });

  it('fields keep the trimmed text and give the caller’s message for anything else', () => {
    expect(userRefField('Bad').parse(` ${UUID} `)).toBe(UUID);
    expect(userRefField('Bad').parse(7)).toBe('7');
    expect(userRefField('Bad').safeParse('rentals-7').error?.issues[0]?.message).toBe('Bad');
    expect(dwellingRefField('Need').parse('rentals-7')).toBe('rentals-7');
    expect(dwellingRefField('Need').safeParse('x').error?.issues[0]?.message).toBe('Need');
    expect(dwellingRefField('Need').safeParse(undefined).error?.issues[0]?.message).toBe('Need');
  });
});
