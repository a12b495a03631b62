/**
 * All SQL of the address index (docs/addresses.md). Works the same on PostgreSQL 15 and PGlite:
 * bulk rows travel as one JSON parameter (json_to_recordset), so no driver-specific array
 * encoding is needed and a batch of thousands of rows is one statement.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../platform/db/client';
import { addressImports, addresses, postalCodes } from './addresses.schema';

/** An address row without the tsvector column. */
export type AddressRow = Omit<typeof addresses.$inferSelect, 'tsv'>;
export type NewAddressRow = Omit<typeof addresses.$inferInsert, 'tsv'> & { sortKey: string };
export type PostalCodeRow = typeof postalCodes.$inferInsert;

const ADDRESS_COLUMNS = `id, kind, access_address_id AS "accessAddressId", street, house, floor, door, zip, city, text, search,
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

/** Number of national address files loaded into the index (address_imports rows, finished or not). */
export async function countAddressImports(db: Db): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM address_imports`);
  return Number(res.rows[0].n);
}

/** Empties the index tables (addresses, address_terms, postal_codes). */
export async function clearAddressIndex(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE addresses, address_terms, postal_codes`);
}

/** Every postal code with its number of index addresses (for the town lookup, postal-towns.ts). */
export async function loadPostalCodes(
  db: Db,
): Promise<{ zip: string; name: string; stormodtager: boolean; addressCount: number }[]> {
  const res = await db.execute<{ zip: string; name: string; stormodtager: boolean; addressCount: number }>(
    sql`SELECT zip, name, stormodtager, address_count AS "addressCount" FROM postal_codes ORDER BY zip`,
  );
  return res.rows.map((r) => ({ ...r, addressCount: Number(r.addressCount) }));
}

/** Inserts postal codes; existing codes are kept. */
export async function insertPostalCodes(db: Db, rows: PostalCodeRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(postalCodes).values(rows).onConflictDoNothing();
}

/** The rows as one JSON parameter for json_to_recordset (no driver-specific array encoding). */
function rowsJson(rows: NewAddressRow[]): string {
  return JSON.stringify(
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
}

const INSERT_ROWS = (json: string) => sql`
    INSERT INTO addresses (id, kind, access_address_id, street, house, floor, door, zip, city, text, search, sort_key, lon, lat, source)
    SELECT DISTINCT ON (id) id, kind, access_address_id, street, house, floor, door, zip, city, text, search, sort_key, lon, lat, source
    FROM json_to_recordset(${json}::json) AS x(id text, kind text, access_address_id text, street text, house text, floor text,
      door text, zip text, city text, text text, search text, sort_key text, lon float8, lat float8, source text)`;

/** Inserts address rows in one statement (callers batch a few thousand at a time); duplicates by id are skipped. */
export async function insertAddressRows(db: Db, rows: NewAddressRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`${INSERT_ROWS(rowsJson(rows))} ON CONFLICT (id) DO NOTHING`);
}

/** Inserts or replaces address rows by id in one statement (the national import; docs/architecture.md "Search"). */
export async function upsertAddressRows(db: Db, rows: NewAddressRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`${INSERT_ROWS(rowsJson(rows))}
    ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, access_address_id = excluded.access_address_id,
      street = excluded.street, house = excluded.house, floor = excluded.floor, door = excluded.door, zip = excluded.zip,
      city = excluded.city, text = excluded.text, search = excluded.search, sort_key = excluded.sort_key,
      lon = excluded.lon, lat = excluded.lat, source = excluded.source
    WHERE (addresses.text, addresses.search, addresses.sort_key, addresses.lon, addresses.lat, addresses.source, addresses.kind)
      IS DISTINCT FROM (excluded.text, excluded.search, excluded.sort_key, excluded.lon, excluded.lat, excluded.source, excluded.kind)`);
}

/** Deletes the rows with these ids; returns how many existed. */
export async function removeAddressRows(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const res = await db.execute<{ n: number }>(sql`
    WITH gone AS (DELETE FROM addresses WHERE id IN (SELECT value FROM json_array_elements_text(${JSON.stringify(ids)}::json)) RETURNING 1)
    SELECT count(*)::int AS n FROM gone`);
  return Number(res.rows[0].n);
}

/**
 * Drops rows that repeat an address another row offers (after a national import): an access
 * address whose unit without floor/door has the same text, an OpenStreetMap access address that
 * has DAR units, and an OpenStreetMap row with the text of a DAR row. Returns how many were dropped.
 */
export async function dropDuplicateAddresses(db: Db): Promise<number> {
  const statements = [
    sql`DELETE FROM addresses a USING (
        SELECT DISTINCT access_address_id AS id FROM addresses WHERE kind = 'adresse' AND floor IS NULL AND door IS NULL
      ) u
      WHERE a.kind = 'adgangsadresse' AND a.id = u.id`,
    sql`DELETE FROM addresses a USING (
        SELECT DISTINCT access_address_id AS id FROM addresses WHERE kind = 'adresse' AND access_address_id IS NOT NULL
      ) u
      WHERE a.source = 'osm' AND a.id = u.id`,
    sql`DELETE FROM addresses o USING addresses d WHERE o.source = 'osm' AND d.source <> 'osm' AND d.text = o.text`,
  ];
  let dropped = 0;
  for (const statement of statements) {
    const res = await db.execute(sql`WITH gone AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM gone`);
    dropped += Number((res.rows[0] as { n: number }).n);
  }
  return dropped;
}

export type AddressImportState = typeof addressImports.$inferSelect;

/** The import state of the file with this content key, or undefined. */
export async function findAddressImport(db: Db, key: string): Promise<AddressImportState | undefined> {
  const [row] = await db.select().from(addressImports).where(eq(addressImports.key, key));
  return row;
}

/** Creates or updates a file's import state. */
export async function saveAddressImport(
  db: Db,
  state: Omit<typeof addressImports.$inferInsert, 'startedAt' | 'finishedAt'>,
): Promise<void> {
  const finishedAt = state.status === 'done' ? new Date() : null;
  await db
    .insert(addressImports)
    .values({ ...state, finishedAt })
    .onConflictDoUpdate({
      target: addressImports.key,
      set: {
        file: state.file,
        format: state.format,
        recordsDone: state.recordsDone,
        rowsUpserted: state.rowsUpserted,
        rowsRemoved: state.rowsRemoved,
        status: state.status,
        indexVersion: state.indexVersion,
        finishedAt,
        // a new load of the file (forced, or after an index format change) starts now
        ...(state.recordsDone === 0 ? { startedAt: new Date() } : {}),
      },
    });
}

/**
 * Rebuilds what the search derives from the rows: the vocabulary (every distinct word of
 * `search` with its frequency and its frequency in street names, plus the index format version),
 * the postal codes' address counts (and any postal code of the rows missing from the list),
 * flushes the GIN pending list filled by a bulk insert, and refreshes planner statistics.
 * Returns the number of terms.
 */
export async function rebuildAddressTerms(db: Db, version: number): Promise<number> {
  await db.execute(sql`DELETE FROM address_terms`);
  // words with '#' are house-number markers ('#49') and street#house lexemes ('ridehusgade#49'),
  // matched only as whole lexemes (query-plan.ts)
  await db.execute(sql`
    INSERT INTO address_terms (term, freq)
    SELECT w, count(*)::int FROM addresses, unnest(string_to_array(search, ' ')) AS w
    WHERE strpos(w, '#') = 0 GROUP BY w`);
  // a row's street words are the left parts of its street#house lexemes
  await db.execute(sql`
    UPDATE address_terms t SET street_freq = s.n
    FROM (
      SELECT sw, count(*)::int AS n FROM addresses a,
        LATERAL (SELECT DISTINCT split_part(w, '#', 1) AS sw FROM unnest(string_to_array(a.search, ' ')) AS w WHERE w ~ '^[^#]+#') x
      GROUP BY sw
    ) s
    WHERE t.term = s.sw`);
  await db.execute(sql`INSERT INTO address_terms (term, freq) VALUES (${VERSION_TERM}, ${version})`);
  await db.execute(sql`
    INSERT INTO postal_codes (zip, name) SELECT zip, min(city) FROM addresses GROUP BY zip ON CONFLICT (zip) DO NOTHING`);
  await db.execute(sql`UPDATE postal_codes SET address_count = 0 WHERE address_count <> 0`);
  await db.execute(sql`
    UPDATE postal_codes p SET address_count = c.n FROM (SELECT zip, count(*)::int AS n FROM addresses GROUP BY zip) c WHERE p.zip = c.zip`);
  // a freshly bulk-loaded GIN index keeps new entries in a slow pending list until vacuumed
  await db.execute(sql`SELECT gin_clean_pending_list('addresses_tsv_idx'::regclass)`);
  await db.execute(sql`ANALYZE addresses`);
  await db.execute(sql`ANALYZE address_terms`);
  await db.execute(sql`ANALYZE postal_codes`);
  const res = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM address_terms WHERE strpos(term, '#') = 0`);
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

/** The whole vocabulary (term → frequency, frequency in street names), for the provider's in-memory lookups. */
export async function loadAddressTerms(db: Db): Promise<{ term: string; freq: number; streetFreq: number }[]> {
  const res = await db.execute<{ term: string; freq: number; streetFreq: number }>(
    sql`SELECT term, freq, street_freq AS "streetFreq" FROM address_terms WHERE strpos(term, '#') = 0`,
  );
  return res.rows.map((r) => ({ term: r.term, freq: Number(r.freq), streetFreq: Number(r.streetFreq) }));
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
export async function findCandidateRows(db: Db, tiers: CandidateQuery[], limit: number): Promise<CandidateRow[]> {
  if (tiers.length === 0) return [];
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const parts = tiers.map((t) => {
    const filter = t.filter ? ` AND ts_match_vq(tsv, ${param(t.filter)}::tsquery)` : '';
    return `(SELECT ${CANDIDATE_COLUMNS} FROM addresses WHERE tsv @@ ${param(t.index)}::tsquery${filter} LIMIT ${param(limit)})`;
  });
  // one prepared statement per shape (which tiers have a filter): parsed and planned once per connection
  const name = `address_candidates_${tiers.map((t) => (t.filter ? 'f' : 'i')).join('')}`;
  return queryPrepared<CandidateRow>(db, name, parts.join(' UNION ALL '), values);
}

/**
 * What scoring a candidate needs (docs/architecture.md "Search"): a search reads up to 200 candidates per tier and keeps
 * ten, so it reads these four columns of each and the whole row only of the ten it keeps
 * (findAddressesByIds): about a quarter of the bytes to send, parse and collect.
 */
export type CandidateRow = Pick<AddressRow, 'id' | 'zip' | 'search' | 'sortKey'>;

const CANDIDATE_COLUMNS = `id, zip, search, sort_key AS "sortKey"`;

/** The whole rows of `ids` (at most a search's ten suggestions), in the order of `ids`; unknown ids are left out. */
export async function findAddressesByIds(db: Db, ids: string[]): Promise<AddressRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryPrepared<AddressRow>(
    db,
    'address_rows_by_ids',
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = ANY($1::text[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Runs `text` as the named prepared statement `name` on PostgreSQL (node-postgres prepares it
 * once per connection), or as a plain parameterised query on PGlite.
 */
async function queryPrepared<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows;
  const embedded = client as { query: (text: string, values: unknown[]) => Promise<{ rows: T[] }> };
  return (await embedded.query(text, values)).rows;
}

/** Up to `limit` rows after `afterId` (id order) with what their search words are made of. */
export async function readAddressSearchSources(
  db: Db,
  afterId: string,
  limit: number,
): Promise<{ id: string; text: string; street: string; house: string; search: string }[]> {
  const res = await db.execute<{ id: string; text: string; street: string; house: string; search: string }>(
    sql`SELECT id, text, street, house, search FROM addresses WHERE id > ${afterId} ORDER BY id LIMIT ${limit}`,
  );
  return res.rows;
}

/** Sets `search` (and so `tsv`) of the given rows. */
export async function updateAddressSearch(db: Db, rows: { id: string; search: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE addresses a SET search = x.search
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(id text, search text)
    WHERE a.id = x.id`);
}

/** The address with this id, or undefined. */
export async function findAddressById(db: Db, id: string): Promise<AddressRow | undefined> {
  return (await findAddressesByIds(db, [id]))[0];
}
