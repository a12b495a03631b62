/**
 * The address vocabulary in memory: every distinct folded word of the index with how many rows
 * contain it (`address_terms`, a few thousand words; about 10^5 for all of Denmark). Looking a
 * query word up here costs no database round trip:
 * - exact: the word itself (and the written-out form of an abbreviation, "kbh" → "kobenhavn");
 * - prefix: completions of an unfinished word, shortest and most frequent first;
 * - fuzzy: typo candidates by symmetric deletion — every alphabetic term of 3+ letters is filed
 *   under itself and each spelling with one letter deleted, so a query word within one
 *   insertion, deletion, substitution or swap shares a key with it (edit distance decides after);
 * - similar: for words further off, trigram similarity exactly as pg_trgm computes it
 *   (|shared trigrams| / |all trigrams| of "  word "), from an in-memory trigram index. In SQL
 *   (`term % q`) the planner seq-scans a vocabulary this small and recomputes every term's
 *   trigrams (3–5 ms); here it takes well under a millisecond.
 */
import { addressAlias } from '@udlejning/shared/addresses/normalize';

/**
 * A vocabulary term found for query word number `group`: the word itself, a completion, or a
 * typo candidate; `from` is the spelling of the query word it was found for (the light form).
 */
export type TermVariant = {
  group: number;
  term: string;
  kind: 'exact' | 'prefix' | 'fuzzy';
  freq: number;
  from?: string;
  /** Rows with the term in their street name. */
  streetFreq?: number;
};

export type Vocabulary = {
  /** About how many address rows the terms come from. */
  rows: number;
  freq: Map<string, number>;
  /** Term → rows with it in the street name (only terms that are street words). */
  streetFreq: Map<string, number>;
  /** All terms in code-unit order, for prefix ranges. */
  sorted: string[];
  /** Deletion key → terms. */
  keys: Map<string, string[]>;
  /** Trigram → indexes (into `sorted`) of the alphabetic terms that contain it. */
  trigrams: Map<string, number[]>;
  /** Number of distinct trigrams per term of `sorted` (0 for terms without an entry). */
  trigramCounts: Uint16Array;
  /** Memo of completions of crowded prefixes ("1", "st", "vest"…), by `limit:word` (see completions). */
  crowded: Map<string, string[]>;
};

/** A prefix with more terms than this has its completions memoised: sorting thousands of terms per request was the search's largest CPU cost. */
const CROWDED_PREFIX = 64;
/** At most this many memoised prefixes (each holds ≤ `limit` terms); the vocabulary is rebuilt when the index changes. */
const CROWDED_MEMO_MAX = 20_000;

const FUZZY_TERM = /^[a-z]{3,}$/;
const FUZZY_QUERY = /^[a-z]{4,}$/;

/** The spellings of `word` with one letter deleted, and the word itself. */
export function deletionKeys(word: string): string[] {
  const keys = new Set<string>([word]);
  for (let i = 0; i < word.length; i += 1) keys.add(word.slice(0, i) + word.slice(i + 1));
  return [...keys];
}

/** The distinct trigrams of one word as pg_trgm forms them: padded "  word ". */
export function wordTrigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  return out;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Builds the lookup structures from (term, frequency) rows; `addressRows` is the size of the index. */
export function buildVocabulary(rows: { term: string; freq: number; streetFreq?: number }[], addressRows = 0): Vocabulary {
  const freq = new Map(rows.map((r) => [r.term, r.freq]));
  const streetFreq = new Map(rows.filter((r) => (r.streetFreq ?? 0) > 0).map((r) => [r.term, r.streetFreq ?? 0]));
  const sorted = [...freq.keys()].sort();
  const keys = new Map<string, string[]>();
  const trigrams = new Map<string, number[]>();
  const trigramCounts = new Uint16Array(sorted.length);
  sorted.forEach((term, i) => {
    if (!FUZZY_TERM.test(term)) return;
    for (const key of deletionKeys(term)) push(keys, key, term);
    const own = wordTrigrams(term);
    trigramCounts[i] = own.size;
    for (const t of own) push(trigrams, t, i);
  });
  const maxFreq = rows.reduce((m, r) => Math.max(m, r.freq), 0);
  return { rows: Math.max(addressRows, maxFreq), freq, streetFreq, sorted, keys, trigrams, trigramCounts, crowded: new Map() };
}

/** Up to `limit` alphabetic terms with trigram similarity ≥ `threshold` (pg_trgm's default 0.3) to `word`, most similar first. */
export function similarTerms(
  vocabulary: Vocabulary,
  word: string,
  limit = 6,
  threshold = 0.3,
): { term: string; similarity: number; freq: number; streetFreq: number }[] {
  const own = wordTrigrams(word);
  const shared = new Map<number, number>();
  for (const t of own) for (const i of vocabulary.trigrams.get(t) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  const found: { term: string; similarity: number; freq: number; streetFreq: number }[] = [];
  for (const [i, n] of shared) {
    const similarity = n / (own.size + vocabulary.trigramCounts[i] - n);
    const term = vocabulary.sorted[i];
    if (similarity >= threshold && term !== word)
      found.push({ term, similarity, freq: vocabulary.freq.get(term) ?? 0, streetFreq: vocabulary.streetFreq.get(term) ?? 0 });
  }
  return found.sort((a, b) => b.similarity - a.similarity || b.freq - a.freq || (a.term < b.term ? -1 : 1)).slice(0, limit);
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

/**
 * Up to `limit` completions of `word` (not the word itself): shortest, then most frequent, then
 * alphabetical. The answer for a crowded prefix (more than CROWDED_PREFIX terms) is memoised.
 */
export function completions(vocabulary: Vocabulary, word: string, limit: number): string[] {
  const memoKey = `${limit}:${word}`;
  const memo = vocabulary.crowded.get(memoKey);
  if (memo) return memo;
  const found: string[] = [];
  for (let i = lowerBound(vocabulary.sorted, word); i < vocabulary.sorted.length; i += 1) {
    const term = vocabulary.sorted[i];
    if (!term.startsWith(word)) break;
    if (term !== word) found.push(term);
  }
  const freq = (t: string) => vocabulary.freq.get(t) ?? 0;
  const best = found.sort((a, b) => a.length - b.length || freq(b) - freq(a) || (a < b ? -1 : 1)).slice(0, limit);
  if (found.length > CROWDED_PREFIX && vocabulary.crowded.size < CROWDED_MEMO_MAX) vocabulary.crowded.set(memoKey, best);
  return best;
}

/**
 * Candidate variants of each query word: exact (also the abbreviation's written-out word), up
 * to `perKind` completions, and for alphabetic words of 4+ letters the typo candidates sharing a
 * deletion key with the word or with its light form (`light[i]`, digraphs kept). The caller
 * weighs them (query-plan.ts).
 */
export function findTermVariants(vocabulary: Vocabulary, tokens: string[], perKind = 8, light: string[] = []): TermVariant[] {
  const out: TermVariant[] = [];
  const freq = (t: string) => vocabulary.freq.get(t) ?? 0;
  const street = (t: string) => vocabulary.streetFreq.get(t) ?? 0;
  const fuzzy = (group: number, spelling: string, seen: Set<string>) => {
    if (!FUZZY_QUERY.test(spelling)) return;
    for (const key of deletionKeys(spelling)) {
      for (const term of vocabulary.keys.get(key) ?? []) {
        if (seen.has(term)) continue;
        seen.add(term);
        out.push({ group, term, kind: 'fuzzy', freq: freq(term), from: spelling, streetFreq: street(term) });
      }
    }
  };
  tokens.forEach((token, group) => {
    for (const exact of [token, addressAlias(token)]) {
      if (exact && vocabulary.freq.has(exact))
        out.push({ group, term: exact, kind: 'exact', freq: freq(exact), streetFreq: street(exact) });
    }
    for (const term of completions(vocabulary, token, perKind))
      out.push({ group, term, kind: 'prefix', freq: freq(term), streetFreq: street(term) });
    const seen = new Set<string>([token]);
    fuzzy(group, token, seen);
    if (light[group] && light[group] !== token) fuzzy(group, light[group], seen);
  });
  return out;
}
