/**
 * The embedded address index (doc 2 §3 Address suggestion), loaded from the real DAR/DAWA and
 * OpenStreetMap rows shipped in apps/server/data/addresses. `search` is the folded text that
 * the trigram index covers.
 */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';

export const addresses = pgTable(
  'addresses',
  {
    /** DAWA adresse or adgangsadresse uuid. */
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
    /** Folded lower-case text for matching (å→aa, ø→oe, æ→ae). */
    search: text('search').notNull(),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** 'dar' | 'osm' | 'synthetic' */
    source: text('source').notNull(),
  },
  (t) => [index('addresses_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`)],
);

export const postalCodes = pgTable('postal_codes', {
  zip: text('zip').primaryKey(),
  name: text('name').notNull(),
  stormodtager: boolean('stormodtager').notNull().default(false),
});
