/**
 * The address vocabulary in memory: every distinct folded word of the index with how many rows
 * contain it (`address_terms`, a few thousand words; about 10^5 for all of Denmark). Looking a
 * query word up here costs no database round trip:
 * - exact: the word itself (and the written-out form of an abbreviation, "kbh" → "kobenhavn");
 * - prefix: completions of an unfinished word, shortest and most frequent first;
 * - fuzzy: typo candidates by symmetric deletion — every alphabetic term of 3+ letters is filed
 *   under itself and each spelling with one letter deleted, so a query word within one
 *   insertion, deletion, substitution or swap shares a key with it (edit distance decides after).
 */
import { addressAlias } from '@udlejning/shared/addresses/normalize';

/** A vocabulary term found for query word number `group`: the word itself, a completion, or a typo candidate. */
export type TermVariant = { group: number; term: string; kind: 'exact' | 'prefix' | 'fuzzy'; freq: number };

export type Vocabulary = {
  freq: Map<string, number>;
  /** All terms in code-unit order, for prefix ranges. */
  sorted: string[];
  /** Deletion key → terms. */
  keys: Map<string, string[]>;
};

const FUZZY_TERM = /^[a-z]{3,}$/;
const FUZZY_QUERY = /^[a-z]{4,}$/;

/** The spellings of `word` with one letter deleted, and the word itself. */
export function deletionKeys(word: string): string[] {
  const keys = new Set<string>([word]);
  for (let i = 0; i < word.length; i += 1) keys.add(word.slice(0, i) + word.slice(i + 1));
  return [...keys];
}

/** Builds the lookup structures from (term, frequency) rows. */
export function buildVocabulary(rows: { term: string; freq: number }[]): Vocabulary {
  const freq = new Map(rows.map((r) => [r.term, r.freq]));
  const sorted = [...freq.keys()].sort();
  const keys = new Map<string, string[]>();
  for (const term of sorted) {
    if (!FUZZY_TERM.test(term)) continue;
    for (const key of deletionKeys(term)) {
      const list = keys.get(key);
      if (list) list.push(term);
      else keys.set(key, [term]);
    }
  }
  return { freq, sorted, keys };
}

/** Index of the first term ≥ `word` in the sorted list. */
function lowerBound(sorted: string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Up to `limit` completions of `word` (not the word itself): shortest, then most frequent, then alphabetical. */
export function completions(vocabulary: Vocabulary, word: string, limit: number): string[] {
  const found: string[] = [];
  for (let i = lowerBound(vocabulary.sorted, word); i < vocabulary.sorted.length; i += 1) {
    const term = vocabulary.sorted[i];
    if (!term.startsWith(word)) break;
    if (term !== word) found.push(term);
  }
  const freq = (t: string) => vocabulary.freq.get(t) ?? 0;
  return found.sort((a, b) => a.length - b.length || freq(b) - freq(a) || (a < b ? -1 : 1)).slice(0, limit);
}

/**
 * Candidate variants of each query word: exact (also the abbreviation's written-out word), up
 * to `perKind` completions, and for alphabetic words of 4+ letters the typo candidates sharing a
 * deletion key. The caller weighs them (query-plan.ts).
 */
export function findTermVariants(vocabulary: Vocabulary, tokens: string[], perKind = 8): TermVariant[] {
  const out: TermVariant[] = [];
  const freq = (t: string) => vocabulary.freq.get(t) ?? 0;
  tokens.forEach((token, group) => {
    for (const exact of [token, addressAlias(token)]) {
      if (exact && vocabulary.freq.has(exact)) out.push({ group, term: exact, kind: 'exact', freq: freq(exact) });
    }
    for (const term of completions(vocabulary, token, perKind)) out.push({ group, term, kind: 'prefix', freq: freq(term) });
    if (FUZZY_QUERY.test(token)) {
      const seen = new Set<string>([token]);
      for (const key of deletionKeys(token)) {
        for (const term of vocabulary.keys.get(key) ?? []) {
          if (seen.has(term)) continue;
          seen.add(term);
          out.push({ group, term, kind: 'fuzzy', freq: freq(term) });
        }
      }
    }
  });
  return out;
}
