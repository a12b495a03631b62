import { describe, expect, it } from 'vitest';
import { buildVocabulary, completions, deletionKeys, findTermVariants, similarTerms } from './vocabulary';

const vocabulary = buildVocabulary([
  { term: 'ridehusgade', freq: 40, streetFreq: 40 },
  { term: 'ridebane', freq: 90 },
  { term: 'rideskolevej', freq: 5 },
  { term: 'odense', freq: 1000 },
  { term: 'odensevej', freq: 20 },
  { term: 'kobenhavn', freq: 5000 },
  { term: '4', freq: 300 },
  { term: '49', freq: 80 },
  { term: '4a', freq: 10 },
  { term: '40', freq: 90 },
]);

describe('vocabulary', () => {
  it('makes one-deletion keys', () => {
    expect(deletionKeys('abc').sort()).toEqual(['ab', 'abc', 'ac', 'bc']);
  });

  it('completes a word: shortest, then most frequent first, without the word itself', () => {
    expect(completions(vocabulary, 'ride', 10)).toEqual(['ridebane', 'ridehusgade', 'rideskolevej']);
    expect(completions(vocabulary, '4', 2)).toEqual(['40', '49']);
    expect(completions(vocabulary, 'zz', 5)).toEqual([]);
  });

  it('finds exact words, abbreviations, completions and typo candidates per query word', () => {
    const variants = findTermVariants(vocabulary, ['ridehsugade', '49', 'kbh']);
    expect(variants.filter((v) => v.group === 0)).toEqual([
      { group: 0, term: 'ridehusgade', kind: 'fuzzy', freq: 40, from: 'ridehsugade', streetFreq: 40 },
    ]);
    expect(variants.filter((v) => v.group === 1)).toEqual([{ group: 1, term: '49', kind: 'exact', freq: 80, streetFreq: 0 }]);
    expect(variants.filter((v) => v.group === 2)).toEqual([
      { group: 2, term: 'kobenhavn', kind: 'exact', freq: 5000, streetFreq: 0 },
    ]);
  });

  it('also tries the light form, where a dropped letter made a digraph ("Kanalen" → "Kaalen")', () => {
    const words = buildVocabulary([{ term: 'kanalen', freq: 3 }]);
    expect(findTermVariants(words, ['kalen'])).toEqual([]);
    expect(findTermVariants(words, ['kalen'], 8, ['kaalen'])).toEqual([
      { group: 0, term: 'kanalen', kind: 'fuzzy', freq: 3, from: 'kaalen', streetFreq: 0 },
    ]);
  });

  it('memoises the completions of a crowded prefix', () => {
    const many = buildVocabulary(Array.from({ length: 100 }, (_, i) => ({ term: `1${i}`, freq: i })));
    const first = completions(many, '1', 3);
    expect(first).toEqual(['19', '18', '17']);
    expect(completions(many, '1', 3)).toBe(first);
    expect(many.crowded.size).toBe(1);
    // a prefix with few terms is not kept
    completions(many, '19', 3);
    expect(many.crowded.size).toBe(1);
  });

  it('finds a dropped, an added and a replaced letter', () => {
    for (const typo of ['odnse', 'odennse', 'odemse']) {
      expect(findTermVariants(vocabulary, [typo]).map((v) => v.term)).toContain('odense');
    }
  });
});

describe('similarTerms (trigram similarity as pg_trgm computes it)', () => {
  it('gives the same similarities as PostgreSQL similarity()', () => {
    // SELECT term, similarity(term, 'gegade') … on PostgreSQL 15 with pg_trgm 1.6
    const words = buildVocabulary(
      ['gade', 'gasegade', 'almegade', 'blekingegade', 'toftegade', 'odense'].map((term) => ({ term, freq: 1 })),
    );
    const found = similarTerms(words, 'gegade', 10);
    expect(found.map((f) => f.term)).toEqual(['gade', 'gasegade', 'almegade', 'blekingegade', 'toftegade']);
    expect(found.map((f) => Number(f.similarity.toFixed(4)))).toEqual([0.5, 0.4545, 0.3333, 0.3333, 0.3077]);
  });

  it('finds a word that is two or more edits away', () => {
    expect(similarTerms(vocabulary, 'ridhusgde').map((f) => f.term)).toEqual(['ridehusgade']);
  });
});
