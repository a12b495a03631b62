import { describe, expect, it } from 'vitest';
import { buildTownIndex, findNamedTowns, fitsNamedTowns } from './postal-towns';

const index = buildTownIndex(
  [
    ['0800', 'Høje Taastrup', true],
    ['2630', 'Taastrup', false],
    ['4600', 'Køge', false],
    ['4660', 'Store Heddinge', false],
    ['5000', 'Odense C', false],
    ['5200', 'Odense V', false],
    ['7100', 'Vejle', false],
    ['7120', 'Vejle Øst', false],
    ['9000', 'Aalborg', false],
    ['9210', 'Aalborg SØ', false],
  ].map(([zip, name, stormodtager]) => ({
    zip: zip as string,
    name: name as string,
    stormodtager: stormodtager as boolean,
    addressCount: 0,
  })),
);
const zipsOf = (tokens: string[]) => findNamedTowns(index, tokens)?.towns.map((t) => t.zip) ?? null;

describe('towns named in a query', () => {
  it.each([
    [['vejle'], ['7100']],
    [['storgade', '12', 'vejle', 'ost'], ['7120']],
    [['alborg'], ['9000', '9210']],
    [['alborg', 'so'], ['9210']],
    [
      ['ridehusgade', '49', 'odense'],
      ['5000', '5200'],
    ],
    [['ridehusgade', '49', 'odense', 'c'], ['5000']],
    [['store', 'heddinge'], ['4660']],
    // "store" alone is a street word ("Store Kongensgade"), not a town
    [['store', 'kongensgade'], null],
    [['ridehusgade', '7100'], ['7100']],
    // a postal code wins over a town name, and a stormodtager code is no town
    [['vejle', '9000'], ['9000']],
    [['0800'], null],
    [['qqq'], null],
  ])('%j → %j', (tokens, zips) => {
    expect(zipsOf(tokens)).toEqual(zips);
  });

  it('keeps a row in the town, or one that contains the town words (a street named after it)', () => {
    const named = findNamedTowns(index, ['gammel', 'koge', 'landevej'])!;
    expect(fitsNamedTowns(named, '4600', new Set(['vestergade']), 'landevej')).toBe(true);
    expect(fitsNamedTowns(named, '2500', new Set(['gammel', 'koge', 'landevej']), 'landevej')).toBe(true);
    // "aalborg" corrected to "Elborg Alle, Dragør" is a street elsewhere
    const alborg = findNamedTowns(index, ['alborg'])!;
    expect(fitsNamedTowns(alborg, '2791', new Set(['elborg', 'alle', '2791', 'dragor']), 'alborg')).toBe(false);
    // the last word may still be typed: "vejle" on the way to "Vejlevej"
    const vejle = findNamedTowns(index, ['vejle'])!;
    expect(fitsNamedTowns(vejle, '2791', new Set(['vejlevej', '3']), 'vejle')).toBe(true);
    expect(fitsNamedTowns(vejle, '2791', new Set(['vejlevej', '3']), '')).toBe(false);
  });
});

describe('the words of town names', () => {
  it('holds every 3+-letter word of a town name (not districts, not stormodtager codes)', () => {
    expect([...index.words].sort()).toEqual(['alborg', 'heddinge', 'koge', 'odense', 'ost', 'store', 'tastrup', 'vejle']);
  });
});
