/**
 * Address autocomplete over the embedded index (doc 2 §5: more than 2 characters,
 * at most 10 suggestions, best first). Words may come in any order and may have typos or missing
 * diacritics. How a query runs (docs/addresses.md):
 * 1. Fold the query into words (packages/shared/src/addresses/normalize.ts).
 * 2. Find each word's variants in the in-memory vocabulary (vocabulary.ts): the word itself,
 *    completions and typo candidates; a long word with no variant at all gets trigram-similar
 *    words. No database round trip.
 * 3. Run the tiers of query-plan.ts (exact words + house number, and the last word's
 *    completions, in one statement; only if nothing matched, all variants and then fewer words).
 *    Each tier is one GIN index scan on `addresses.tsv` over its rarest words, the rest checked
 *    on the candidates.
 * 4. Score the candidates (exact 1 > completion 0.6–0.9 > typo per word, plus a house-number
 *    bonus) and sort by score, then in natural address order; when none has the typed house number, offer the
 *    street's numbers instead (street-numbers.ts). A query naming an unknown street finds nothing.
 */
import { addressQueryWords } from '@udlejning/shared/addresses/normalize';
import {
  ADDRESS_MAX_SUGGESTIONS,
  isAddressQuerySearchable,
  type AddressSearchReply,
  type AddressSource,
} from '@udlejning/shared/addresses/suggestion';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db/client';
import type { AddressProvider, AddressSuggestion } from '../../platform/address-provider';
import {
  estimateAddressRows,
  findAddressById,
  findAddressesByIds,
  findCandidateRows,
  loadAddressTerms,
  loadPostalCodes,
  type AddressRow,
  type CandidateRow,
} from './addresses.repository';
import { buildTownIndex, findNamedTowns, fitsNamedTowns, type TownIndex } from './postal-towns';
import {
  planAddressQuery,
  scoreRow,
  splitTier,
  streetWordIndexes,
  weighVariants,
  type QueryPlan,
  type QueryTier,
} from './query-plan';
import { hasTypedHouse, streetNumbers, typedHouses } from './street-numbers';
import { buildVocabulary, findTermVariants, similarTerms, type Vocabulary } from './vocabulary';

/** Rows taken per tier before scoring. */
const CANDIDATES = 200;
/** The vocabulary is re-read after this long (the index only changes when it is (re)loaded). */
const VOCABULARY_TTL_MS = 5 * 60_000;

/** Maps an index row to the API suggestion (doc 2 §3; coordinates [lat, lon]). */
export function toSuggestion(row: AddressRow): AddressSuggestion {
  return {
    id: row.id,
    href: `/api/addresses/${row.id}`,
    address: row.text,
    street: row.street,
    house: row.house,
    floor: row.floor,
    door: row.door,
    zip: row.zip,
    city: row.city,
    geo: { coordinates: [row.lat, row.lon] },
    source: row.source as AddressSource,
  };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A candidate that fits the query, with its search words and score. */
type Found = { row: CandidateRow; words: ReadonlySet<string>; score: number };

/**
 * Runs the plan: its tiers together in one round trip, then the fallback tiers one by one while
 * nothing (that `fits`) is found; returns the candidates that fit (their id, zip, words and sort key only), scored.
 */
async function runPlan(
  db: Db,
  plan: QueryPlan,
  indexSize: number,
  fits: (row: CandidateRow, words: ReadonlySet<string>) => boolean,
): Promise<Found[]> {
  const found = new Map<string, Found>();
  const run = async (tiers: QueryTier[]) => {
    const rows = await findCandidateRows(
      db,
      tiers.map((t) => splitTier(t, indexSize, CANDIDATES)),
      CANDIDATES,
    );
    for (const row of rows) {
      if (found.has(row.id)) continue;
      const words = new Set(row.search.split(' '));
      if (fits(row, words)) found.set(row.id, { row, words, score: scoreRow(words, plan.scoreTerms) });
    }
  };
  await run(plan.tiers);
  for (const tier of plan.fallback) {
    if (found.size > 0) break;
    await run([tier]);
  }
  return [...found.values()];
}

/**
 * The candidates on the best-matching street: those scoring highest on the street words (`keep`) alone, so a
 * street a typo away ("Tårnvej" for "tanavej") does not add its numbers to the street typed.
 */
function bestStreet(found: Found[], plan: QueryPlan, keep: ReadonlySet<number>): CandidateRow[] {
  const terms = plan.scoreTerms.filter((t) => keep.has(t.group));
  const scored = found.map((f) => ({ row: f.row, score: scoreRow(f.words, terms) }));
  const best = Math.max(...scored.map((f) => f.score));
  return scored.filter((f) => f.score === best).map((f) => f.row);
}

/** The best `limit` candidates by score, ties in natural address order. */
function bestScored(found: Found[], limit: number): CandidateRow[] {
  return found
    .sort((a, b) => b.score - a.score || compareText(a.row.sortKey, b.row.sortKey) || compareText(a.row.id, b.row.id))
    .slice(0, limit)
    .map((f) => f.row);
}

/** The vocabulary and the postal towns, held in memory by the provider. */
export type SearchIndex = { vocabulary: Vocabulary; towns: TownIndex };

/**
 * Up to `limit` (≤ 10) suggestions for `q` from the index; `results: []` when q has 2 characters
 * or fewer. When `q` names a town or postal code (postal-towns.ts), only rows in it or containing
 * its words are suggested; if none is left, `postalCodes` lists the town's codes (docs/architecture.md "Search").
 */
export async function searchLocalAddressReply(
  db: Db,
  index: SearchIndex,
  q: string,
  limit = ADDRESS_MAX_SUGGESTIONS,
): Promise<AddressSearchReply> {
  if (!isAddressQuerySearchable(q)) return { results: [] };
  const { vocabulary } = index;
  const words = addressQueryWords(q);
  const tokens = words.map((w) => w.word);
  if (tokens.length === 0) return { results: [] };
  const named = findNamedTowns(index.towns, tokens);
  const lastToken = /\s$/.test(q) ? '' : tokens[tokens.length - 1];
  const fits = named
    ? (row: CandidateRow, rowWords: ReadonlySet<string>) => fitsNamedTowns(named, row.zip, rowWords, lastToken)
    : () => true;
  const max = Math.min(Math.max(limit, 1), ADDRESS_MAX_SUGGESTIONS);
  const notInIndex = (): AddressSearchReply =>
    named ? { results: [], postalCodes: named.towns.slice(0, max).map((t) => ({ zip: t.zip, city: t.city })) } : { results: [] };
  const variants: Parameters<typeof weighVariants>[1] = findTermVariants(
    vocabulary,
    tokens,
    undefined,
    words.map((w) => w.light),
  );
  const houses = typedHouses(tokens);
  // last resort for long words that are more than a typo away: trigram similarity; not beside a house number,
  // where it would offer another street with that number ("istedgade 50" → "Ejderstedgade 50")
  for (const [group, token] of tokens.entries()) {
    if (houses.length > 0) break;
    if (token.length >= 6 && /^[a-z]+$/.test(token) && !variants.some((v) => v.group === group)) {
      for (const s of similarTerms(vocabulary, token)) variants.push({ group, kind: 'similar', ...s });
    }
  }
  const groups = weighVariants(tokens, variants);
  // a query naming a street needs that street: an unknown one suggests nothing (the field then offers typing the
  // address by hand), not any street with the same number or in the same town
  const townWords = index.towns.words;
  const streetWords = streetWordIndexes(tokens, townWords);
  const keep = new Set(
    groups
      .filter((g) => streetWords.has(g.index) && !g.variants.every((v) => v.weight < g.top || townWords.has(v.term)))
      .map((g) => g.index),
  );
  if (streetWords.size > 0 && keep.size === 0) return notInIndex();
  const plan = planAddressQuery(groups, tokens.length - 1, vocabulary.rows, keep);
  if (plan.tiers.length === 0) return notInIndex();
  const found = await runPlan(db, plan, vocabulary.rows, fits);
  if (found.length === 0) return notInIndex();
  // the street is known but not the number: its numbers, nearest the typed one (street-numbers.ts)
  const isNumberMissing = houses.length > 0 && !found.some((f) => hasTypedHouse(f.words, houses, lastToken));
  const chosen = isNumberMissing
    ? streetNumbers(bestStreet(found, plan, keep), Number.parseInt(houses[0], 10), max)
    : bestScored(found, max);
  const rows = await findAddressesByIds(
    db,
    chosen.map((r) => r.id),
  );
  return { results: rows.map(toSuggestion) };
}

/** Up to `limit` (≤ 10) address suggestions for `q` (searchLocalAddressReply without the postal codes). */
export async function searchLocalAddresses(
  db: Db,
  index: SearchIndex,
  q: string,
  limit = ADDRESS_MAX_SUGGESTIONS,
): Promise<AddressSuggestion[]> {
  return (await searchLocalAddressReply(db, index, q, limit)).results;
}

export type LocalAddressProvider = AddressProvider & {
  /** Re-reads the vocabulary and postal towns now (after the index was rebuilt). */
  reloadVocabulary: () => Promise<void>;
};

/** Replies to short one-word queries ("ves", "vest": crowded prefixes, the costliest to answer) kept until the vocabulary is re-read. */
const SHORT_QUERY_MEMO = { maxLength: 6, entries: 5_000 };

/**
 * The address provider over the embedded index in the database, with the vocabulary and the
 * postal towns cached in memory (re-read every VOCABULARY_TTL_MS), and the replies to short
 * one-word queries memoised for as long.
 */
export function createLocalAddressProvider(db: Db): LocalAddressProvider {
  type Cached = { index: SearchIndex; at: number; memo: LRUCache<string, AddressSearchReply> };
  let cached: Cached | null = null;
  let loading: Promise<Cached> | null = null;
  const load = () => {
    loading ??= Promise.all([loadAddressTerms(db), estimateAddressRows(db), loadPostalCodes(db)])
      .then(([terms, rows, postal]) => {
        cached = {
          index: { vocabulary: buildVocabulary(terms, rows), towns: buildTownIndex(postal) },
          at: Date.now(),
          memo: new LRUCache({ max: SHORT_QUERY_MEMO.entries }),
        };
        return cached;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  const current = async (): Promise<Cached> => {
    if (!cached || cached.index.vocabulary.sorted.length === 0) return load();
    // stale: answer with the old one while the new one loads
    if (Date.now() - cached.at > VOCABULARY_TTL_MS) void load().catch(() => undefined);
    return cached;
  };
  const search = async (q: string, limit = ADDRESS_MAX_SUGGESTIONS): Promise<AddressSearchReply> => {
    if (!isAddressQuerySearchable(q)) return { results: [] };
    const { index, memo } = await current();
    const key = `${limit}:${q.trim().toLowerCase()}`;
    const isShort = q.trim().length <= SHORT_QUERY_MEMO.maxLength && !/\s/.test(q.trim());
    const known = isShort ? memo.get(key) : undefined;
    if (known) return known;
    const reply = await searchLocalAddressReply(db, index, q, limit);
    if (isShort) memo.set(key, reply);
    return reply;
  };
  return {
    async autocomplete(q, limit) {
      return (await search(q, limit)).results;
    },
    search,
    async get(id) {
      const row = await findAddressById(db, id);
      return row ? toSuggestion(row) : null;
    },
    async postalTown(zip) {
      const town = (await current()).index.towns.byZip.get(zip);
      return town ? { zip: town.zip, city: town.city } : null;
    },
    async reloadVocabulary() {
      await load();
    },
  };
}
