/**
 * Pure ranking rules of the local address search (docs/addresses.md), unit-tested without a
 * database: word weights, the house-number marker lexemes, and the tiers of tsqueries.
 */
import { addressTokens, foldAddressText } from '@udlejning/shared/addresses/normalize';
import type { TermVariant } from './vocabulary';

/** One scoring entry: a row containing `term` earns `weight` for `group` (the best entry per group counts). */
export type ScoreTerm = { group: number; term: string; weight: number };

/** A query word that may be a house number: 1–3 digits and an optional letter ("49", "41n"). */
export const HOUSE_LIKE = /^\d{1,3}[a-z]?$/;
/** Extra score for rows whose house number is one of the query's numbers. */
const HOUSE_BONUS = 0.5;
/** Score of a row whose house number starts with the typed number ("11" → house "11A"). */
const HOUSE_FAMILY = 0.9;
const MAX_FUZZY = 6;

/**
 * The house-number marker lexemes stored with a row: '#' + the folded house number, plus
 * '#' + its digits when it has a letter ("41N" → ['#41n', '#41']), so "41" finds 41, 41A, 41N.
 */
export function houseMarkers(house: string): string[] {
  const folded = foldAddressText(house).replace(/ /g, '');
  if (!folded) return [];
  const digits = /^(\d+)[a-z]+$/.exec(folded);
  return digits ? [`#${folded}`, `#${digits[1]}`] : [`#${folded}`];
}

/**
 * The `word#house` lexemes of a row: each folded word of the street name joined to each house
 * marker ("Østre Stationsvej" 41N → ostre#41n, ostre#41, stationsvej#41n, stationsvej#41). A query
 * "stationsvej 41" then finds its rows through ONE index entry instead of intersecting the
 * street's and the number's postings (docs/architecture.md "Search").
 */
export function streetHouseLexemes(street: string, house: string): string[] {
  const markers = houseMarkers(house);
  return [...new Set(addressTokens(street))].flatMap((w) => markers.map((m) => `${w}${m}`));
}

/** Optimal-string-alignment edit distance (insert, delete, substitute, swap neighbours). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) d[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * Weight of a variant of query word `token`, or 0 to drop it: exact 1; a completion 0.6–0.9
 * (closer to the whole word = higher); a typo 0.85 × (1 − distance/length), allowing one edit
 * below 6 letters and two from 6 letters; a trigram match ('similar') 0.8 × similarity.
 */
export function variantWeight(
  token: string,
  v: { kind: TermVariant['kind'] | 'similar'; term: string; similarity?: number; from?: string },
): number {
  if (v.kind === 'exact') return 1;
  if (v.kind === 'prefix') return 0.6 + (0.3 * token.length) / v.term.length;
  if (v.kind === 'similar') return 0.8 * (v.similarity ?? 0);
  // measured from the spelling it was found for (the light form keeps digraphs)
  const spelling = v.from ?? token;
  const distance = editDistance(spelling, v.term);
  const allowed = spelling.length >= 6 ? 2 : 1;
  if (distance === 0 || distance > allowed) return 0;
  return 0.85 * (1 - distance / Math.max(spelling.length, v.term.length));
}

/** `streetFreq`: rows with the term in their street name (so `term#house` lexemes exist for them). */
export type WeightedVariant = { term: string; weight: number; freq: number; streetFreq: number };
export type QueryGroup = { index: number; token: string; variants: WeightedVariant[]; top: number };
/** One AND-ed part of a tier: any of `lexemes`; `volume` estimates how many rows contain one of them. */
export type QueryClause = { lexemes: string[]; volume: number };
export type QueryTier = { name: 'A' | 'typing' | 'B' | 'relaxed'; clauses: QueryClause[] };
/** `tiers` always run (together); `fallback` tiers run one by one only while nothing has been found. */
export type QueryPlan = { groups: QueryGroup[]; tiers: QueryTier[]; scoreTerms: ScoreTerm[]; fallback: QueryTier[] };

type RawVariant = Pick<TermVariant, 'group' | 'term' | 'freq' | 'from'> & {
  kind: TermVariant['kind'] | 'similar';
  similarity?: number;
  streetFreq?: number;
};

/** Groups the variants per query word with their weights (best per term), best first; at most 6 typo variants per word. */
export function weighVariants(tokens: string[], variants: RawVariant[]): QueryGroup[] {
  return tokens
    .map((token, index) => {
      const byTerm = new Map<string, WeightedVariant & { fuzzy: boolean }>();
      for (const v of variants) {
        if (v.group !== index) continue;
        const weight = variantWeight(token, v);
        const known = byTerm.get(v.term);
        if (weight > 0 && (!known || weight > known.weight)) {
          byTerm.set(v.term, {
            term: v.term,
            weight,
            freq: v.freq,
            streetFreq: v.streetFreq ?? 0,
            fuzzy: v.kind === 'fuzzy' || v.kind === 'similar',
          });
        }
      }
      const weighed = [...byTerm.values()].sort((a, b) => b.weight - a.weight || b.freq - a.freq || (a.term < b.term ? -1 : 1));
      const fuzzy = new Set(weighed.filter((v) => v.fuzzy).slice(0, MAX_FUZZY));
      const list = weighed
        .filter((v) => !v.fuzzy || fuzzy.has(v))
        .map(({ term, weight, freq, streetFreq }) => ({ term, weight, freq, streetFreq }));
      return { index, token, variants: list, top: list[0]?.weight ?? 0 };
    })
    .filter((g) => g.variants.length > 0);
}

const lexeme = (term: string) => `'${term.replace(/['\\]/g, '')}'`;

/** The tsquery text of AND-ed clauses: 'a' & ('b' | 'c'). */
export function toTsquery(clauses: QueryClause[]): string {
  return clauses
    .map((c) => (c.lexemes.length === 1 ? lexeme(c.lexemes[0]) : `(${c.lexemes.map(lexeme).join(' | ')})`))
    .join(' & ');
}

/** Relative cost of walking one posting in the GIN index vs. re-checking one candidate row (measured on PostgreSQL 15, ~50 ns vs ~1 µs). */
const POSTING_COST = 0.05;

/**
 * Splits a tier for execution. The GIN scan gets the rarest clause, then each next-rarest one
 * while walking its postings (volume × POSTING_COST) costs less than the candidate rows it saves
 * re-checking. Words are taken as independent among `rows` addresses, and the heap scan stops
 * once `limit` rows pass the remaining clauses, so when those are common anyway few rows are
 * checked. The remaining clauses are checked on the candidate rows only: a city or a house
 * number in 100,000 rows is not walked when the street alone leaves a few hundred candidates.
 */
export function splitTier(tier: QueryTier, rows: number, limit = 200): { index: string; filter: string | null } {
  const sorted = [...tier.clauses].sort((a, b) => a.volume - b.volume);
  const total = Math.max(rows, sorted[sorted.length - 1].volume, 1);
  const shares = sorted.map((c) => Math.min(1, Math.max(c.volume, 1) / total));
  const index: QueryClause[] = [sorted[0]];
  let candidates = sorted[0].volume;
  let i = 1;
  for (; i < sorted.length; i += 1) {
    // rows the heap scan looks at: all candidates, or until `limit` of them pass the rest
    const passRate = shares.slice(i).reduce((p, s) => p * s, 1);
    const checked = Math.min(candidates, limit / passRate);
    if (checked * (1 - shares[i]) <= POSTING_COST * sorted[i].volume) break;
    index.push(sorted[i]);
    candidates *= shares[i];
  }
  const rest = sorted.slice(i);
  return { index: toTsquery(index), filter: rest.length > 0 ? toTsquery(rest) : null };
}

/**
 * Builds the tsquery tiers and the scoring table from the weighed word groups (`lastIndex` is
 * the index of the query's last word, the one that may still be being typed):
 * - A: each word matches one of its best variants, and one house-like number of the query is
 *   the row's house number;
 * - typing: as A, but the last word (a number, or a word without an exact match) may be any of
 *   its completions;
 * and, only while nothing was found:
 * - B: each word matches any of its variants;
 * - relaxed: B without the weakest word, then without the next weakest; never without the last of the words in
 *   `keep` (the street words, streetWordIndexes): "istedgade 50" must not become "any address numbered 50".
 * Score = Σ per word of the best matching variant's weight + the house-number bonus.
 */
export function planAddressQuery(
  groups: QueryGroup[],
  lastIndex = groups[groups.length - 1]?.index ?? 0,
  rows = 0,
  keep: ReadonlySet<number> = new Set(),
): QueryPlan {
  if (groups.length === 0) return { groups, tiers: [], scoreTerms: [], fallback: [] };
  const scoreTerms: ScoreTerm[] = [];
  for (const g of groups) {
    for (const v of g.variants) {
      scoreTerms.push({ group: g.index, term: v.term, weight: v.weight });
      if (HOUSE_LIKE.test(v.term)) scoreTerms.push({ group: 100 + g.index, term: `#${v.term}`, weight: HOUSE_BONUS * v.weight });
    }
    if (HOUSE_LIKE.test(g.token)) scoreTerms.push({ group: g.index, term: `#${g.token}`, weight: HOUSE_FAMILY });
  }

  const freqOf = new Map<string, number>();
  for (const g of groups) for (const v of g.variants) freqOf.set(v.term, v.freq);
  const clause = (terms: string[]): QueryClause => {
    const lexemes = [...new Set(terms)];
    // a '#n' marker is on fewer rows than the word n (it excludes floors and doors)
    return { lexemes, volume: lexemes.reduce((sum, t) => sum + (freqOf.get(t.replace(/^#/, '')) ?? 0), 0) };
  };
  const isHouse = (g: QueryGroup) => HOUSE_LIKE.test(g.token);
  const houses = groups.filter((g) => g.top === 1 && isHouse(g)).map((g) => `#${g.token}`);
  const best = groups.map((g) => {
    const terms = g.variants.filter((v) => v.weight === g.top).map((v) => v.term);
    return clause(isHouse(g) && g.top === 1 ? [...terms, `#${g.token}`] : terms);
  });
  // one number: "it is the house number" already implies "the row has that number"
  const isSoleHouse = (i: number) => houses.length === 1 && groups[i].top === 1 && isHouse(groups[i]);
  const street = houses.length > 0 ? streetGroup(groups, isHouse) : -1;
  const tierA: QueryTier = {
    name: 'A',
    clauses: [
      ...best.filter((_, i) => !isSoleHouse(i) && i !== street),
      ...(street >= 0 ? [streetHouseClause(groups[street], houses, freqOf, rows)] : houses.length > 0 ? [clause(houses)] : []),
    ],
  };
  const all = groups.map((g) => clause([...g.variants.map((v) => v.term), ...(isHouse(g) ? [`#${g.token}`] : [])]));
  const tiers: QueryTier[] = [tierA];
  // the last word may be unfinished ("ridehusgade 4" on the way to 49): also its completions
  const last = groups[groups.length - 1];
  if (last.index === lastIndex && (isHouse(last) || last.top < 1) && last.variants.some((v) => v.weight < last.top)) {
    tiers.push({ name: 'typing', clauses: [...best.slice(0, -1), all[all.length - 1]] });
  }
  const fallback: QueryTier[] = [];
  const tierB: QueryTier = { name: 'B', clauses: all };
  if (!tiers.some((t) => toTsquery(t.clauses) === toTsquery(tierB.clauses))) fallback.push(tierB);

  // still nothing: drop the weakest word (typically the garbled or conflicting one), then the next
  const remaining = groups.map((g, i) => ({ index: g.index, top: g.top, clause: all[i] }));
  const kept = () => remaining.filter((g) => keep.has(g.index)).length;
  for (let dropped = 0; remaining.length > 1 && dropped < 2; dropped += 1) {
    // the last street word stays: without it the tier finds any street with the number or in the town
    const droppable = remaining.map((_, i) => i).filter((i) => !keep.has(remaining[i].index) || kept() > 1);
    if (droppable.length === 0) break;
    let weakest = droppable[droppable.length - 1];
    for (const i of droppable) if (remaining[i].top < remaining[weakest].top) weakest = i;
    remaining.splice(weakest, 1);
    fallback.push({ name: 'relaxed', clauses: remaining.map((g) => g.clause) });
  }
  return { groups, tiers, scoreTerms, fallback };
}

/**
 * The query words that name the street (their indexes): words of 3+ letters that are not a word of a town's name
 * (`townWords`: "odense", "kobenhavn"). A query with such a word is about a street: when none of them is known, no
 * address is right, however many others share its house number or town (local-address-provider.ts).
 */
export function streetWordIndexes(tokens: readonly string[], townWords: ReadonlySet<string>): Set<number> {
  const out = new Set<number>();
  tokens.forEach((token, i) => {
    if (/^[a-z]{3,}$/.test(token) && !townWords.has(token)) out.add(i);
  });
  return out;
}

/** Share of a word's rows that must have it in the street name before `word#house` stands for "word and house". */
const STREET_SHARE = 0.9;

/**
 * The query word to pair with the house number(s), or -1: a word of 3+ letters whose best
 * variants are (almost) only street words, the rarest such one. Its `word#house` lexemes then
 * mean "this word and this house number" for all but a few rows.
 */
function streetGroup(groups: QueryGroup[], isHouse: (g: QueryGroup) => boolean): number {
  let found = -1;
  let volume = Infinity;
  groups.forEach((g, i) => {
    if (isHouse(g) || !/^[a-z]{3,}$/.test(g.token)) return;
    const best = g.variants.filter((v) => v.weight === g.top);
    if (!best.every((v) => v.streetFreq > 0 && v.streetFreq >= STREET_SHARE * v.freq)) return;
    const streetRows = best.reduce((sum, v) => sum + v.streetFreq, 0);
    if (streetRows < volume) {
      volume = streetRows;
      found = i;
    }
  });
  return found;
}

/** "street word and house number" as `word#house` lexemes; its volume is the street's rows times the number's share. */
function streetHouseClause(group: QueryGroup, houses: string[], freqOf: Map<string, number>, rows: number): QueryClause {
  const best = group.variants.filter((v) => v.weight === group.top);
  const lexemes = [...new Set(best.flatMap((v) => houses.map((h) => `${v.term}${h}`)))];
  const streetRows = best.reduce((sum, v) => sum + v.streetFreq, 0);
  const houseRows = houses.reduce((sum, h) => sum + (freqOf.get(h.slice(1)) ?? 0), 0);
  const share = rows > 0 ? Math.min(1, houseRows / rows) : 0.05;
  return { lexemes, volume: Math.max(1, Math.round(streetRows * share)) };
}

/** Score of a row (its `search` words): Σ over groups of the best weight among the terms it contains. */
export function scoreRow(words: ReadonlySet<string>, scoreTerms: ScoreTerm[]): number {
  const best = new Map<number, number>();
  for (const t of scoreTerms) {
    if (words.has(t.term) && t.weight > (best.get(t.group) ?? 0)) best.set(t.group, t.weight);
  }
  let sum = 0;
  for (const w of best.values()) sum += w;
  return sum;
}
