/**
 * Address autocomplete over the embedded index (issue 4 §2, doc 2 §5: more than 2 characters,
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
 *    bonus) and sort by score, then in natural address order.
 */
import { addressQueryWords } from '@udlejning/shared/addresses/normalize';
import { ADDRESS_MAX_SUGGESTIONS, isAddressQuerySearchable, type AddressSource } from '@udlejning/shared/addresses/suggestion';
import type { Db } from '../../platform/db/client';
import type { AddressProvider, AddressSuggestion } from './address-provider';
import {
  estimateAddressRows,
  findAddressById,
  findCandidateRows,
  loadAddressTerms,
  type AddressRow,
} from './addresses.repository';
import { planAddressQuery, scoreRow, splitTier, weighVariants, type QueryPlan, type QueryTier } from './query-plan';
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

/**
 * Runs the plan: its tiers together in one round trip, then the fallback tiers one by one while
 * nothing is found; returns the best `limit` rows.
 */
async function runPlan(db: Db, plan: QueryPlan, limit: number, indexSize: number): Promise<AddressRow[]> {
  const found = new Map<string, { row: AddressRow; score: number }>();
  const run = async (tiers: QueryTier[]) => {
    const rows = await findCandidateRows(
      db,
      tiers.map((t) => splitTier(t, indexSize, CANDIDATES)),
      CANDIDATES,
    );
    for (const row of rows) {
      if (!found.has(row.id)) found.set(row.id, { row, score: scoreRow(new Set(row.search.split(' ')), plan.scoreTerms) });
    }
  };
  await run(plan.tiers);
  for (const tier of plan.fallback) {
    if (found.size > 0) break;
    await run([tier]);
  }
  return [...found.values()]
    .sort((a, b) => b.score - a.score || compareText(a.row.sortKey, b.row.sortKey) || compareText(a.row.id, b.row.id))
    .slice(0, limit)
    .map((s) => s.row);
}

/** Up to `limit` (≤ 10) suggestions for `q` from the index, using `vocabulary`; [] when q has 2 characters or fewer. */
export async function searchLocalAddresses(
  db: Db,
  vocabulary: Vocabulary,
  q: string,
  limit = ADDRESS_MAX_SUGGESTIONS,
): Promise<AddressSuggestion[]> {
  if (!isAddressQuerySearchable(q)) return [];
  const words = addressQueryWords(q);
  const tokens = words.map((w) => w.word);
  if (tokens.length === 0) return [];
  const variants: Parameters<typeof weighVariants>[1] = findTermVariants(
    vocabulary,
    tokens,
    undefined,
    words.map((w) => w.light),
  );
  // last resort for long words that are more than a typo away: trigram similarity
  for (const [group, token] of tokens.entries()) {
    if (token.length >= 6 && /^[a-z]+$/.test(token) && !variants.some((v) => v.group === group)) {
      for (const s of similarTerms(vocabulary, token)) variants.push({ group, kind: 'similar', ...s });
    }
  }
  const plan = planAddressQuery(weighVariants(tokens, variants), tokens.length - 1);
  if (plan.tiers.length === 0) return [];
  const rows = await runPlan(db, plan, Math.min(Math.max(limit, 1), ADDRESS_MAX_SUGGESTIONS), vocabulary.rows);
  return rows.map(toSuggestion);
}

export type LocalAddressProvider = AddressProvider & {
  /** Re-reads the vocabulary now (after the index was rebuilt). */
  reloadVocabulary: () => Promise<void>;
};

/** The address provider over the embedded index in the database, with the vocabulary cached in memory. */
export function createLocalAddressProvider(db: Db): LocalAddressProvider {
  let cached: { vocabulary: Vocabulary; at: number } | null = null;
  let loading: Promise<Vocabulary> | null = null;
  const load = () => {
    loading ??= Promise.all([loadAddressTerms(db), estimateAddressRows(db)])
      .then(([terms, rows]) => {
        cached = { vocabulary: buildVocabulary(terms, rows), at: Date.now() };
        return cached.vocabulary;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  const vocabulary = async (): Promise<Vocabulary> => {
    if (!cached || cached.vocabulary.sorted.length === 0) return load();
    // stale: answer with the old one while the new one loads
    if (Date.now() - cached.at > VOCABULARY_TTL_MS) void load().catch(() => undefined);
    return cached.vocabulary;
  };
  return {
    async autocomplete(q, limit) {
      if (!isAddressQuerySearchable(q)) return [];
      return searchLocalAddresses(db, await vocabulary(), q, limit);
    },
    async get(id) {
      const row = await findAddressById(db, id);
      return row ? toSuggestion(row) : null;
    },
    async reloadVocabulary() {
      await load();
    },
  };
}
