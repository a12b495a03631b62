import { describe, expect, it } from 'vitest';
import {
  editDistance,
  houseMarkers,
  planAddressQuery,
  scoreRow,
  splitTier,
  streetHouseLexemes,
  streetWordIndexes,
  toTsquery,
  variantWeight,
  weighVariants,
} from './query-plan';
import type { TermVariant } from './vocabulary';

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['odense', 'odense', 0],
    ['odnse', 'odense', 1],
    ['oedsne', 'odense', 2],
    ['ridehsugade', 'ridehusgade', 1],
    ['', 'abc', 3],
  ])('%s ↔ %s = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });
});

describe('weights', () => {
  it('ranks exact over completions over typos', () => {
    const exact = variantWeight('odense', { kind: 'exact', term: 'odense' });
    const prefix = variantWeight('odens', { kind: 'prefix', term: 'odense' });
    const typo = variantWeight('odnese', { kind: 'fuzzy', term: 'odense' });
    expect(exact).toBe(1);
    expect(prefix).toBeLessThan(exact);
    expect(typo).toBeLessThan(prefix);
    expect(typo).toBeGreaterThan(0);
  });

  it('drops typo candidates that are too far away (1 edit under 6 letters, 2 from 6)', () => {
    expect(variantWeight('vejx', { kind: 'fuzzy', term: 'vejxyz' })).toBe(0);
    expect(variantWeight('odnse', { kind: 'fuzzy', term: 'odense' })).toBeGreaterThan(0);
    expect(variantWeight('odnes', { kind: 'fuzzy', term: 'odense' })).toBe(0);
  });

  it('measures a typo from the spelling it was found for', () => {
    expect(variantWeight('kalen', { kind: 'fuzzy', term: 'kanalen' })).toBe(0);
    expect(variantWeight('kalen', { kind: 'fuzzy', term: 'kanalen', from: 'kaalen' })).toBeGreaterThan(0.7);
  });

  it('makes house-number markers, with the number alone for a lettered house', () => {
    expect(houseMarkers('49')).toEqual(['#49']);
    expect(houseMarkers('41N')).toEqual(['#41n', '#41']);
  });
});

const v = (group: number, term: string, kind: TermVariant['kind'], freq = 10, streetFreq = 0): TermVariant => ({
  group,
  term,
  kind,
  freq,
  streetFreq,
});

describe('planAddressQuery', () => {
  const tokens = ['ridehusgade', '49', 'odense'];
  const groups = weighVariants(tokens, [
    v(0, 'ridehusgade', 'exact', 40),
    v(1, '49', 'exact', 900),
    v(1, '49a', 'prefix', 30),
    v(2, 'odense', 'exact', 5000),
    v(2, 'odensevej', 'prefix', 20),
  ]);
  const plan = planAddressQuery(groups, 2);

  it('tier A asks for the best variants and the house number marker', () => {
    expect(toTsquery(plan.tiers[0].clauses)).toBe("'ridehusgade' & 'odense' & '#49'");
    // the last word "odense" is an exact word, so there is no "typing" tier
    expect(plan.tiers.map((t) => t.name)).toEqual(['A']);
    expect(plan.fallback.map((t) => t.name)).toEqual(['B', 'relaxed', 'relaxed']);
    expect(toTsquery(plan.fallback[0].clauses)).toBe("'ridehusgade' & ('49' | '49a' | '#49') & ('odense' | 'odensevej')");
  });

  it('adds a typing tier for a number at the end', () => {
    const typing = planAddressQuery(
      weighVariants(['ridehusgade', '4'], [v(0, 'ridehusgade', 'exact'), v(1, '4', 'exact'), v(1, '49', 'prefix')]),
      1,
    );
    expect(typing.tiers.map((t) => t.name)).toEqual(['A', 'typing']);
    expect(toTsquery(typing.tiers[1].clauses)).toBe("'ridehusgade' & ('4' | '49' | '#4')");
  });

  it('pairs a street word with the house number as one word#house lexeme, only for words that are (almost) only street words', () => {
    const street = planAddressQuery(
      weighVariants(
        ['vestergade', '12', 'odense'],
        [v(0, 'vestergade', 'exact', 20_000, 20_000), v(1, '12', 'exact', 30_000), v(2, 'odense', 'exact', 90_000, 300)],
      ),
      2,
      1_000_000,
    );
    const [a] = street.tiers;
    expect(toTsquery(a.clauses)).toBe("'odense' & 'vestergade#12'");
    // 20,000 street rows × a 3% share of "12": the rarest clause, so the index walks it first
    expect(a.clauses[1].volume).toBe(600);
    expect(splitTier(a, 1_000_000)).toEqual({ index: "'vestergade#12'", filter: "'odense'" });
    // "odense 12": the city word is rarely a street word, so the number keeps its own clause
    const city = planAddressQuery(
      weighVariants(['odense', '12'], [v(0, 'odense', 'exact', 90_000, 300), v(1, '12', 'exact', 30_000)]),
      1,
    );
    expect(toTsquery(city.tiers[0].clauses)).toBe("'odense' & '#12'");
    expect(streetHouseLexemes('Østre Stationsvej', '41N')).toEqual([
      'ostre#41n',
      'ostre#41',
      'stationsvej#41n',
      'stationsvej#41',
    ]);
  });

  it('leaves out words without any variant', () => {
    const partial = planAddressQuery(weighVariants(['qqq', 'odense'], [v(1, 'odense', 'exact')]), 1);
    expect(toTsquery(partial.tiers[0].clauses)).toBe("'odense'");
    expect(planAddressQuery(weighVariants(['qqq'], []), 0).tiers).toEqual([]);
  });

  it('never relaxes a query to the point of dropping its last street word', () => {
    // "istedgade 50": the street only a typo away, the number everywhere; the relaxed tier keeps the street
    const groups2 = weighVariants(['istedgade', '50'], [v(0, 'isteddgade', 'fuzzy', 10), v(1, '50', 'exact', 900)]);
    const kept = planAddressQuery(groups2, 1, 0, new Set([0]));
    expect(kept.fallback.filter((t) => t.name === 'relaxed').map((t) => toTsquery(t.clauses))).toEqual(["'isteddgade'"]);
    // without a street word to keep (a town and a number), the weakest word goes as before
    const free = planAddressQuery(groups2, 1);
    expect(free.fallback.filter((t) => t.name === 'relaxed').map((t) => toTsquery(t.clauses))).toEqual(["('50' | '#50')"]);
    // two street words: one may go, the last stays
    const three = weighVariants(
      ['gammel', 'kongevej', '5'],
      [v(0, 'gammel', 'exact', 100), v(1, 'kongevej', 'exact', 50), v(2, '5', 'exact', 900)],
    );
    const relaxed = planAddressQuery(three, 2, 0, new Set([0, 1])).fallback.filter((t) => t.name === 'relaxed');
    expect(relaxed.map((t) => toTsquery(t.clauses))).toEqual(["'gammel' & 'kongevej'", "'gammel'"]);
  });

  it('takes words of 3+ letters that are no town word as street words', () => {
    const towns = new Set(['odense', 'kobenhavn']);
    expect([...streetWordIndexes(['istedgade', '50', 'kobenhavn'], towns)]).toEqual([0]);
    expect([...streetWordIndexes(['odense', '12'], towns)]).toEqual([]);
    expect([...streetWordIndexes(['nyhavn', '12b', 'st', 'th', 'kbh'], towns)]).toEqual([0, 4]);
  });

  it('scores the exact house above a lettered house above a floor with that number', () => {
    const score = (search: string) => scoreRow(new Set(search.split(' ')), plan.scoreTerms);
    const house49 = score('ridehusgade 49 2 th 5000 odense c #49');
    const house49a = score('ridehusgade 49a 5000 odense c #49a #49');
    const floor49 = score('ridehusgade 3 49 th 5000 odense c #3');
    expect(house49).toBeGreaterThan(house49a);
    expect(house49a).toBeGreaterThan(floor49);
  });

  it('sends the rarest clause to the index, and more only while that is cheaper than re-checking rows', () => {
    // volumes: ridehusgade 40, '#49' ≈ 900 (the word 49), odense 5000
    expect(splitTier(plan.tiers[0], 1_000_000)).toEqual({ index: "'ridehusgade'", filter: "'#49' & 'odense'" });
    // a common street: the house number narrows 20,000 candidates down, the city is not worth walking
    const common = {
      name: 'A' as const,
      clauses: [
        { lexemes: ['odense'], volume: 90_000 },
        { lexemes: ['#49'], volume: 30_000 },
        { lexemes: ['vestergade'], volume: 20_000 },
      ],
    };
    expect(splitTier(common, 1_000_000)).toEqual({ index: "'vestergade' & '#49'", filter: "'odense'" });
    // only common words: the scan stops after 200 passing rows, so a second big list is not worth walking
    const vague = {
      name: 'A' as const,
      clauses: [
        { lexemes: ['#18'], volume: 26_000 },
        { lexemes: ['k'], volume: 285_000 },
        { lexemes: ['kobenhavn'], volume: 413_000 },
      ],
    };
    expect(splitTier(vague, 1_000_000, 200)).toEqual({ index: "'#18'", filter: "'k' & 'kobenhavn'" });
    expect(splitTier({ name: 'A', clauses: [{ lexemes: ['vestergade'], volume: 20_000 }] }, 1_000_000)).toEqual({
      index: "'vestergade'",
      filter: null,
    });
  });
});
