/**
 * All SQL of the address index (docs/addresses.md). Works the same on PostgreSQL 15 and PGlite:
 * bulk rows travel as one JSON parameter (json_to_recordset), so no driver-specific array
 * encoding is needed and a batch of thousands of rows is one statement.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { addresses, postalCodes } from './addresses.schema';

/** An address row without the tsvector column. */
export type AddressRow = Omit<typeof addresses.$inferSelect, 'tsv'>;
export type NewAddressRow = Omit<typeof addresses.$inferInsert, 'tsv'> & { sortKey: string };
export type PostalCodeRow = typeof postalCodes.$inferInsert;

const ADDRESS_COLUMNS = sql`id, kind, access_address_id AS "accessAddressId", street, house, floor, door, zip, city, text, search,
  sort_key AS "sortKey", lon, lat, source`;

/** The vocabulary row that records which index format built the table (see ADDRESS_INDEX_VERSION). */
const VERSION_TERM = '#index-version';

/** Number of address rows, and the format version of the index (0 when none is recorded). */
export async function readAddressIndexState(db: Db): Promise<{ addresses: number; version: number }> {
  const res = await db.execute<{ addresses: number; version: number | null }>(
    sql`SELECT (SELECT count(*) FROM addresses)::int AS addresses, (SELECT freq FROM address_terms WHERE term = ${VERSION_TERM}) AS version`,
  );
  return { addresses: res.rows[0].addresses, version: Number(res.rows[0].version ?? 0) };
}

/** Empties the index tables (addresses, address_terms, postal_codes). */
export async function clearAddressIndex(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE addresses, address_terms, postal_codes`);
}

/** Inserts postal codes; existing codes are kept. */
export async function insertPostalCodes(db: Db, rows: PostalCodeRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(postalCodes).values(rows).onConflictDoNothing();
}

/** Inserts address rows in one statement (callers batch a few thousand at a time); duplicates by id are skipped. */
export async function insertAddressRows(db: Db, rows: NewAddressRow[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      access_address_id: r.accessAddressId ?? null,
      street: r.street,
      house: r.house,
      floor: r.floor ?? null,
      door: r.door ?? null,
      zip: r.zip,
      city: r.city,
      text: r.text,
      search: r.search,
      sort_key: r.sortKey,
      lon: r.lon,
      lat: r.lat,
      source: r.source,
    })),
  );
  await db.execute(sql`
    INSERT INTO addresses (id, kind, access_address_id, street, house, floor, door, zip, city, text, search, sort_key, lon, lat, source)
    SELECT id, kind, access_address_id, street, house, floor, door, zip, city, text, search, sort_key, lon, lat, source
    FROM json_to_recordset(${json}::json) AS x(id text, kind text, access_address_id text, street text, house text, floor text,
      door text, zip text, city text, text text, search text, sort_key text, lon float8, lat float8, source text)
    ON CONFLICT (id) DO NOTHING`);
}

/**
 * Rebuilds the vocabulary (every distinct word of `search` with its frequency, plus the index
 * format version), flushes the GIN pending list filled by the bulk insert, and refreshes planner
 * statistics. Returns the number of terms.
 */
export async function rebuildAddressTerms(db: Db, version: number): Promise<number> {
  await db.execute(sql`DELETE FROM address_terms`);
  // '#…' words are house-number markers, matched only as whole lexemes (see local-address-provider.ts)
  await db.execute(sql`
    INSERT INTO address_terms (term, freq)
    SELECT w, count(*)::int FROM addresses, unnest(string_to_array(search, ' ')) AS w
    WHERE w NOT LIKE '#%' GROUP BY w`);
  await db.execute(sql`INSERT INTO address_terms (term, freq) VALUES (${VERSION_TERM}, ${version})`);
  // a freshly bulk-loaded GIN index keeps new entries in a slow pending list until vacuumed
  await db.execute(sql`SELECT gin_clean_pending_list('addresses_tsv_idx'::regclass)`);
  await db.execute(sql`ANALYZE addresses`);
  await db.execute(sql`ANALYZE address_terms`);
  await db.execute(sql`ANALYZE postal_codes`);
  const res = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM address_terms WHERE term NOT LIKE '#%'`);
  return res.rows[0].n;
}

/** Approximate number of address rows (planner statistics; a count when there are none yet). */
export async function estimateAddressRows(db: Db): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'addresses'::regclass`);
  const n = Number(res.rows[0]?.n ?? -1);
  if (n > 0) return n;
  const count = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM addresses`);
  return Number(count.rows[0].n);
}

/** The whole vocabulary (term → frequency), for the provider's in-memory lookups. */
export async function loadAddressTerms(db: Db): Promise<{ term: string; freq: number }[]> {
  const res = await db.execute<{ term: string; freq: number }>(
    sql`SELECT term, freq FROM address_terms WHERE term NOT LIKE '#%'`,
  );
  return res.rows.map((r) => ({ term: r.term, freq: Number(r.freq) }));
}

/** One tier of a search: a tsquery for the GIN index and, optionally, one checked on the rows only. */
export type CandidateQuery = { index: string; filter: string | null };

/**
 * Candidate rows for one or more tiers in one round trip: per tier, rows whose words match
 * `index` (a tsquery over `search`, answered by the GIN index) and, when given, `filter`
 * (checked on those rows only: ts_match_vq is the function form of @@, which the planner does not
 * push into the index); at most `limit` rows per tier, in no particular order (the caller scores
 * them; a row may come twice).
 */
export async function findCandidateRows(db: Db, tiers: CandidateQuery[], limit: number): Promise<AddressRow[]> {
  if (tiers.length === 0) return [];
  const parts = tiers.map((t) => {
    const filter = t.filter ? sql`AND ts_match_vq(tsv, ${t.filter}::tsquery)` : sql``;
    return sql`(SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE tsv @@ ${t.index}::tsquery ${filter} LIMIT ${limit})`;
  });
  const res = await db.execute<AddressRow>(sql.join(parts, sql` UNION ALL `));
  return res.rows;
}

/** The address with this id, or undefined. */
export async function findAddressById(db: Db, id: string): Promise<AddressRow | undefined> {
  const res = await db.execute<AddressRow>(sql`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = ${id}`);
  return res.rows[0];
}
