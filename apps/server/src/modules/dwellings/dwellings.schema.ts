/**
 * The dwellings table (spec doc 2 §3). Nested parts (location, economy, size, …) are jsonb in
 * the API's own shape; money inside is integer øre. Columns that lists filter and sort on are
 * generated from the jsonb so they can never disagree with it.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from '../accounts/accounts.schema';

export const dwellings = pgTable(
  'dwellings',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: integer('organization_id').references(() => organizations.id),
    status: text('status').notNull().default('DRAFT'),
    active: boolean('active').notNull().default(true),
    locked: boolean('locked').notNull().default(false),
    listingType: text('listing_type').notNull().default('STANDARD'),
    headline: text('headline'),
    description: text('description'),
    /** { dwelling: ROOM|APARTMENT|…, tenant: string|null } */
    type: jsonb('type').$type<Record<string, unknown>>().notNull().default({}),
    size: jsonb('size').$type<Record<string, unknown>>().notNull().default({}),
    location: jsonb('location').$type<Record<string, unknown>>().notNull().default({}),
    economy: jsonb('economy').$type<Record<string, unknown>>().notNull().default({}),
    available: timestamp('available', { withTimezone: true }),
    timeframe: jsonb('timeframe').$type<Record<string, unknown>>().notNull().default({ type: 'UNLIMITED' }),
    terms: jsonb('terms').$type<unknown[]>().notNull().default([]),
    facilities: jsonb('facilities').$type<string[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    consents: jsonb('consents').$type<unknown[]>().notNull().default([]),
    contact: jsonb('contact').$type<Record<string, unknown>>().notNull().default({}),
    anonymous: jsonb('anonymous').$type<string[]>().notNull().default([]),
    shareable: boolean('shareable').notNull().default(false),
    chatable: boolean('chatable').notNull().default(true),
    phoneable: boolean('phoneable').notNull().default(false),
    emailable: boolean('emailable').notNull().default(false),
    fromFacebook: boolean('from_facebook').notNull().default(false),
    payment: jsonb('payment').$type<Record<string, unknown> | null>(),
    deactivatedBy: jsonb('deactivated_by').$type<{ name: string; initials: string } | null>(),
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
  },
  (t) => [
    uniqueIndex('dwellings_uuid_idx').on(t.uuid),
    index('dwellings_user_idx').on(t.userId, t.createdAt),
    index('dwellings_status_idx').on(t.status, t.active, t.createdAt),
    index('dwellings_created_idx').on(t.createdAt),
    // admin list filters and sorts at 100,000 rows (bench/dwellings.bench.ts)
    index('dwellings_active_created_idx').on(t.active, t.createdAt),
    index('dwellings_rent_idx').on(t.rent, t.id),
    index('dwellings_zip_idx').using('btree', sql`${t.zip} text_pattern_ops`),
    index('dwellings_address_trgm_idx').using('gin', sql`${t.address} gin_trgm_ops`),
    index('dwellings_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
  ],
);
