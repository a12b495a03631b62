/**
 * The dwellings table (spec doc 2 §3). Nested parts (location, economy, size, …) are jsonb in
 * the API's own shape; money inside is integer øre. Columns that lists filter and sort on are
 * generated from the jsonb so they can never disagree with it.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { DWELLING_STATUSES } from '@udlejning/shared/dwellings/status';
import { LISTING_TYPES } from '@udlejning/shared/dwellings/listing-type';
import type { DwellingForm } from '@udlejning/shared/dwellings/form-schema';
import { organizations, users } from './accounts.schema';
import { oneOf } from '../platform/db/columns';

/** A jsonb section as stored: the save body's shape after validation (keys may be missing in older rows). */
type Stored<K extends keyof DwellingForm> = NonNullable<DwellingForm[K]>;

/**
 * The sort key of a nullable list column with NULLs last in both directions, as two expressions
 * that never are NULL: ascending `(col IS NULL, coalesce(col, sentinel))`, descending
 * `(col IS NOT NULL, coalesce(col, sentinel))` (then sorted DESC). Followed by `id`, the tuple is
 * one direction throughout, so a btree index on exactly these expressions serves the order and a
 * keyset cursor is a single row comparison. `sentinel` must be a literal (an index expression
 * only matches the same constant).
 */
export function nullsLastSortKey(column: AnyPgColumn, sentinel: SQL, dir: 'ASC' | 'DESC'): [SQL, SQL] {
  return [dir === 'ASC' ? sql`(${column} is null)` : sql`(${column} is not null)`, sql`coalesce(${column}, ${sentinel})`];
}

/** The literal each nullable sort column is coalesced with (nullsLastSortKey). */
export const SORT_SENTINELS = {
  rent: sql.raw('0'),
  address: sql.raw("''"),
  zip: sql.raw("''"),
  expiresAt: sql.raw("'epoch'::timestamptz"),
} as const;

export const dwellings = pgTable(
  'dwellings',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: integer('organization_id').references(() => organizations.id),
    status: text('status', { enum: DWELLING_STATUSES }).notNull().default('DRAFT'),
    active: boolean('active').notNull().default(true),
    locked: boolean('locked').notNull().default(false),
    listingType: text('listing_type', { enum: LISTING_TYPES }).notNull().default('STANDARD'),
    headline: text('headline'),
    description: text('description'),
    type: jsonb('type').$type<Stored<'type'>>().notNull().default({}),
    size: jsonb('size').$type<Stored<'size'>>().notNull().default({}),
    location: jsonb('location').$type<Stored<'location'>>().notNull().default({}),
    economy: jsonb('economy').$type<Stored<'economy'>>().notNull().default({}),
    available: timestamp('available', { withTimezone: true }),
    timeframe: jsonb('timeframe').$type<Stored<'timeframe'>>().notNull().default({ type: 'UNLIMITED' }),
    terms: jsonb('terms').$type<Stored<'terms'>>().notNull().default([]),
    facilities: jsonb('facilities').$type<Stored<'facilities'>>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    consents: jsonb('consents').$type<Stored<'consents'>>().notNull().default([]),
    contact: jsonb('contact').$type<Stored<'contact'>>().notNull().default({}),
    anonymous: jsonb('anonymous').$type<Stored<'anonymous'>>().notNull().default([]),
    shareable: boolean('shareable').notNull().default(false),
    chatable: boolean('chatable').notNull().default(true),
    phoneable: boolean('phoneable').notNull().default(false),
    emailable: boolean('emailable').notNull().default(false),
    fromFacebook: boolean('from_facebook').notNull().default(false),
    payment: jsonb('payment').$type<Record<string, unknown> | null>(),
    deactivatedBy: jsonb('deactivated_by').$type<{ name: string; initials: string } | null>(),
    /**
     * The version of the status links of this dwelling (doc 2 §6 Token holder): a link carries the version it
     * was signed with; a change of owner or a renewal asked for by the owner or an admin adds one,
     * which refuses every earlier link (status-token.ts).
     */
    statusLinkVersion: integer('status_link_version').notNull().default(0),
    /**
     * The home the listing is about (packages/shared/src/dwellings/home-key.ts: 'dar:<address id>…' or
     * 'addr:<normalised parts>', null without an address), written with the location by every save, so another
     * live listing of the same home is one lookup in dwellings_home_key_live_idx (docs/architecture.md "One listing per home").
     */
    homeKey: text('home_key'),
    /**
     * Another landlord's live listing of the same home when this one's address was last set (for the moderator:
     * "Mulig dublet"); set or cleared on every address change.
     */
    possibleDuplicateOf: integer('possible_duplicate_of').references((): AnyPgColumn => dwellings.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    // generated, for list filters and sorting
    address: text('address').generatedAlwaysAs(sql`(location->>'address')`),
    zip: text('zip').generatedAlwaysAs(sql`(location->>'zip')`),
    rent: integer('rent').generatedAlwaysAs(sql`((economy->>'rent')::integer)`),
    city: text('city').generatedAlwaysAs(sql`(location->>'city')`),
    /** The address lower-cased once at write time: the contains-filter is a plain LIKE on it (ILIKE lower-cases every row it reads). */
    addressSearch: text('address_search').generatedAlwaysAs(sql`(lower(location->>'address'))`),
  },
  (t) => [
    oneOf('dwellings_status_check', t.status, DWELLING_STATUSES),
    oneOf('dwellings_listing_type_check', t.listingType, LISTING_TYPES),
    uniqueIndex('dwellings_uuid_idx').on(t.uuid),
    index('dwellings_user_idx').on(t.userId, t.createdAt),
    index('dwellings_status_idx').on(t.status, t.active, t.createdAt),
    index('dwellings_created_idx').on(t.createdAt),
    // admin list filters and sorts at 100,000 rows (bench/dwellings.bench.ts)
    index('dwellings_active_created_idx').on(t.active, t.createdAt),
    index('dwellings_rent_idx').on(t.rent, t.id),
    index('dwellings_zip_idx').using('btree', sql`${t.zip} text_pattern_ops`),
    index('dwellings_address_search_trgm_idx').using('gin', sql`${t.addressSearch} gin_trgm_ops`),
    // the address contains-filter without reading rows (docs/architecture.md "Search"): the newest matches are found by
    // walking this index backwards and testing the address in it, a common substring is counted to
    // the cap the same way, and the default tab's status test is in it too (migration 0021)
    index('dwellings_created_address_idx').on(t.createdAt, t.id, t.addressSearch, t.status, t.active),
    index('dwellings_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
    // keyset paging at 1,000,000 rows (docs/architecture.md "Paging"): one index per sort order of the admin list
    index('dwellings_updated_idx').on(t.updatedAt, t.id),
    index('dwellings_status_sort_idx').on(t.status, t.id),
    // the capped count of a listing-type filter is an index-only scan
    index('dwellings_listing_type_idx').on(t.listingType),
    index('dwellings_rent_asc_idx').on(...nullsLastSortKey(t.rent, SORT_SENTINELS.rent, 'ASC'), t.id),
    index('dwellings_rent_desc_idx').on(...nullsLastSortKey(t.rent, SORT_SENTINELS.rent, 'DESC'), t.id),
    index('dwellings_address_asc_idx').on(...nullsLastSortKey(t.address, SORT_SENTINELS.address, 'ASC'), t.id),
    index('dwellings_address_desc_idx').on(...nullsLastSortKey(t.address, SORT_SENTINELS.address, 'DESC'), t.id),
    index('dwellings_zip_asc_idx').on(...nullsLastSortKey(t.zip, SORT_SENTINELS.zip, 'ASC'), t.id),
    index('dwellings_zip_desc_idx').on(...nullsLastSortKey(t.zip, SORT_SENTINELS.zip, 'DESC'), t.id),
    index('dwellings_expires_asc_idx').on(...nullsLastSortKey(t.expiresAt, SORT_SENTINELS.expiresAt, 'ASC'), t.id),
    index('dwellings_expires_desc_idx').on(...nullsLastSortKey(t.expiresAt, SORT_SENTINELS.expiresAt, 'DESC'), t.id),
    // the thread list sorted by address walks dwellings in this order (messages.repository SORT_EXPRESSIONS)
    index('dwellings_address_thread_sort_idx').on(sql`coalesce(${t.address}, '')`),
    // one listing per home: live (not REJECTED) listings by home, and the admin's "Mulig dublet" filter
    index('dwellings_home_key_live_idx').on(t.homeKey).where(sql`${t.homeKey} is not null and ${t.status} <> 'REJECTED'`),
    index('dwellings_possible_duplicate_idx').on(t.possibleDuplicateOf).where(sql`${t.possibleDuplicateOf} is not null`),
    // "is this upload on any dwelling?" (images @> '["name"]'): the save's image release and the upload cleanup job
    index('dwellings_images_idx').using('gin', sql`${t.images} jsonb_path_ops`),
  ],
);
