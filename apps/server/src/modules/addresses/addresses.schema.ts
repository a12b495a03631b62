/**
 * The embedded address index (doc 2 §3 Address suggestion), loaded from the real DAR/DAWA and
 * OpenStreetMap rows shipped in apps/server/data/addresses (address-index.loader.ts).
 *
 * Search design (docs/addresses.md): `search` holds the folded words of the display text
 * (packages/shared/src/addresses/normalize.ts); `tsv` is the same words as a tsvector with a GIN
 * index, so "all query words match" is one index scan at any table size. Typos and unfinished
 * words are resolved first against `address_terms`, the small vocabulary of every distinct word
 * held in memory by the provider (vocabulary.ts: completions, one-deletion typo keys and
 * trigram similarity). The chosen variants are OR-ed into the tsquery.
 */
import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const addresses = pgTable(
  'addresses',
  {
    /** DAWA adresse or adgangsadresse uuid (a derived uuid for OSM rows without one). */
    id: text('id').primaryKey(),
    /** 'adresse' (unit, may have floor/door) | 'adgangsadresse' (access address). */
    kind: text('kind').notNull(),
    accessAddressId: text('access_address_id'),
    street: text('street').notNull(),
    house: text('house').notNull(),
    floor: text('floor'),
    door: text('door'),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    /** Display text, DAWA betegnelse format. */
    text: text('text').notNull(),
    /** Folded words of `text`, space separated (å/aa→a, ø/oe→o, æ/ae→e, lower case). */
    search: text('search').notNull(),
    /** Natural order within equally good matches (street, zip, house, floor, door). */
    sortKey: text('sort_key').notNull().default(''),
    /** The words of `search` as lexemes, for the GIN index. */
    tsv: tsvector('tsv').generatedAlwaysAs(sql`array_to_tsvector(string_to_array(search, ' '))`),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** 'dar' | 'osm' | 'synthetic' */
    source: text('source').notNull(),
  },
  (t) => [index('addresses_tsv_idx').using('gin', t.tsv)],
);

/** Every distinct word of `addresses.search` with how many addresses contain it, and how many of them in the street name. */
export const addressTerms = pgTable('address_terms', {
  term: text('term').primaryKey(),
  freq: integer('freq').notNull(),
  /** Addresses whose street name has this word (their `word#house` lexemes exist, see query-plan.ts). */
  streetFreq: integer('street_freq').notNull().default(0),
});

/** Every Danish postal code (postnumre.csv, 1,109), with how many index addresses it has (derived, docs/architecture.md "Search"). */
export const postalCodes = pgTable('postal_codes', {
  zip: text('zip').primaryKey(),
  name: text('name').notNull(),
  stormodtager: boolean('stormodtager').notNull().default(false),
  addressCount: integer('address_count').notNull().default(0),
});

/**
 * National address files loaded by `npm run addresses:import` (docs/architecture.md "Search"): one row per file
 * (by content key), with how many CSV records are applied, so an interrupted load continues
 * after the last committed batch and a finished one is not loaded twice.
 */
export const addressImports = pgTable('address_imports', {
  /** sha256 of the file's size and first 64 KiB. */
  key: text('key').primaryKey(),
  file: text('file').notNull(),
  /** 'adresser' (units, dar_adresser.csv) | 'adgangsadresser' (access addresses). */
  format: text('format').notNull(),
  recordsDone: integer('records_done').notNull().default(0),
  rowsUpserted: integer('rows_upserted').notNull().default(0),
  rowsRemoved: integer('rows_removed').notNull().default(0),
  /** 'loading' | 'done' */
  status: text('status').notNull(),
  /** ADDRESS_INDEX_VERSION the rows were built with. */
  indexVersion: integer('index_version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
