import { describe, expect, it } from 'vitest';
import { homeKey, normalizeDoor, normalizeFloor, normalizeHouse, normalizeStreet, normalizeZip } from './home-key';

describe('normalizeFloor', () => {
  it.each([
    ['st.', 'st'],
    ['st', 'st'],
    ['Stuen', 'st'],
    [' ST. ', 'st'],
    ['stueetage', 'st'],
    ['kl.', 'kl'],
    ['Kælder', 'kl'],
    ['1.', '1'],
    ['1', '1'],
    ['1. sal', '1'],
    ['1.sal', '1'],
    ['1 Sal', '1'],
    ['01', '1'],
    ['12.', '12'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (typed, normalized) => {
    expect(normalizeFloor(typed)).toBe(normalized);
  });
});

describe('normalizeDoor', () => {
  it.each([
    ['th', 'th'],
    ['th.', 'th'],
    ['TH', 'th'],
    ['til højre', 'th'],
    ['tv.', 'tv'],
    ['Til  venstre', 'tv'],
    ['mf', 'mf'],
    ['mf.', 'mf'],
    ['midtfor', 'mf'],
    ['3', '3'],
    ['03', '3'],
    ['12 B', '12b'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (typed, normalized) => {
    expect(normalizeDoor(typed)).toBe(normalized);
  });
});

describe('normalizeStreet, normalizeHouse, normalizeZip', () => {
  it.each([
    ['Gl. Kongevej', 'gammel kongevej'],
    ['gammel   kongevej', 'gammel kongevej'],
    ['  GAMMEL KONGEVEJ ', 'gammel kongevej'],
    ['Ndr. Frihavnsgade', 'nordre frihavnsgade'],
    ['Højbjerg Vænge', 'hojbjerg venge'],
    ['Hoejbjerg Vaenge', 'hojbjerg venge'],
    ['Åboulevard', 'aboulevard'],
  ])('street %j → %j', (typed, normalized) => {
    expect(normalizeStreet(typed)).toBe(normalized);
  });

  it.each([
    ['12', '12'],
    ['12 B', '12b'],
    ['12b', '12b'],
    [' 12B ', '12b'],
  ])('house %j → %j', (typed, normalized) => {
    expect(normalizeHouse(typed)).toBe(normalized);
  });

  it('keeps the digits of a postal code', () => {
    expect(normalizeZip(' 2100 ')).toBe('2100');
    expect(normalizeZip(null)).toBe('');
  });
});

describe('homeKey', () => {
  const typed = { street: 'Gl. Kongevej', house: '3', floor: 'st.', door: 'th.', zip: '1610', manualAddress: true };

  it('keys an address from the index by its id', () => {
    expect(homeKey({ id: '0A3F50A0-1234-4321-ABCD-0123456789AB', floor: null, door: null })).toBe(
      'dar:0a3f50a0-1234-4321-abcd-0123456789ab',
    );
  });

  it('adds the typed floor and door to an access address id, normalised', () => {
    expect(homeKey({ id: 'abc', floor: '2. sal', door: 'til venstre' })).toBe('dar:abc|2|tv');
    expect(homeKey({ id: 'abc', floor: '2', door: 'tv.' })).toBe(homeKey({ id: 'abc', floor: '2. sal', door: 'til venstre' }));
    expect(homeKey({ id: 'abc', floor: '2', door: 'th' })).not.toBe(homeKey({ id: 'abc', floor: '2', door: 'tv' }));
  });

  it('keys an address typed by hand by its normalised parts', () => {
    expect(homeKey(typed)).toBe('addr:1610|gammel kongevej|3|st|th');
    expect(
      homeKey({ street: ' gammel  kongevej', house: '3', floor: 'Stuen', door: 'TH', zip: '1610', manualAddress: true }),
    ).toBe(homeKey(typed));
    expect(homeKey({ ...typed, customAddress: true, manualAddress: false })).toBe(homeKey(typed));
  });

  it('tells other flats, houses and postal codes apart', () => {
    expect(homeKey({ ...typed, floor: '1' })).not.toBe(homeKey(typed));
    expect(homeKey({ ...typed, door: 'tv' })).not.toBe(homeKey(typed));
    expect(homeKey({ ...typed, house: '3A' })).not.toBe(homeKey(typed));
    expect(homeKey({ ...typed, zip: '1620' })).not.toBe(homeKey(typed));
  });

  it('is null without a home: no id and not typed by hand, or parts missing', () => {
    expect(homeKey({ id: null, zip: '2100', street: null })).toBeNull();
    expect(homeKey({ ...typed, manualAddress: false })).toBeNull();
    expect(homeKey({ ...typed, house: ' ' })).toBeNull();
    expect(homeKey({ ...typed, zip: null })).toBeNull();
  });
});
