/**
 * Seekers: people looking for a home on the marketplace (spec doc 1 §3 Seeker profile, Seeker list
 * row, Seeker preferences; docs/architecture.md "Partner integration"). A seeker comes from the marketplace integration
 * (externalFrom 'marketplace') or from a listing's public page (externalFrom 'udlejning');
 * (externalFrom, externalId) identifies them. Money is øre.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  SEEKER_EMPLOYMENTS,
  SEEKER_LANGUAGES,
  SEEKER_LEVELS,
  SEEKER_REASONS,
  SEEKER_SOURCES,
  SEEKER_TYPES,
} from '@udlejning/shared/seekers/enums';
import { oneOf } from '../platform/db/columns';
import { dwellings } from './dwellings.schema';

export const seekers = pgTable(
  'seekers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    externalId: text('external_id').notNull(),
    externalFrom: text('external_from', { enum: SEEKER_SOURCES }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Contact access level (doc 2 §1): VISITOR, REGISTERED or PAYING. */
    level: text('level', { enum: SEEKER_LEVELS }).notNull().default('VISITOR'),
    /** The https URL of the seeker's picture on the marketplace (the source of `pictureFile`), or null. */
    picture: text('picture'),
    /**
     * Our cached copy of `picture` (a file name under UPLOAD_DIR/seekers, seeker-pictures.ts), served from our
     * own origin; null until it is cached, and when caching failed: the web draws the hash-based avatar.
     */
    pictureFile: text('picture_file'),
    birthday: date('birthday', { mode: 'string' }),
    type: text('type', { enum: SEEKER_TYPES }),
    reason: text('reason', { enum: SEEKER_REASONS }),
    employment: text('employment', { enum: SEEKER_EMPLOYMENTS }),
    preferedLanguage: text('prefered_language', { enum: SEEKER_LANGUAGES }),
    smoker: boolean('smoker'),
    pets: boolean('pets'),
    rki: boolean('rki'),
    /** Since when the seeker has been looking (seeker list row activeSince). */
    activeSince: timestamp('active_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seekers_uuid_idx').on(t.uuid),
    uniqueIndex('seekers_external_idx').on(t.externalFrom, t.externalId),
    index('seekers_email_idx').on(sql`lower(${t.email})`),
    // the thread list sorted by seeker (messages.repository SORT_EXPRESSIONS)
    index('seekers_name_sort_idx').on(sql`lower(${t.name})`),
    oneOf('seekers_external_from_check', t.externalFrom, SEEKER_SOURCES),
    oneOf('seekers_level_check', t.level, SEEKER_LEVELS),
    oneOf('seekers_type_check', t.type, SEEKER_TYPES),
    oneOf('seekers_reason_check', t.reason, SEEKER_REASONS),
    oneOf('seekers_employment_check', t.employment, SEEKER_EMPLOYMENTS),
    oneOf('seekers_language_check', t.preferedLanguage, SEEKER_LANGUAGES),
  ],
);

/**
 * What a seeker looks for (doc 1 §3 Seeker preferences). Null means "no preference".
 * rent: highest monthly rent in øre; rooms: fewest rooms; size: smallest area in m²;
 * rentalPeriod: shortest acceptable period in months (0 = any); available: the earliest move-in date;
 * requirements: doc 2 term/facility keys the dwelling must have; dwellingTypes: doc 2 DWELLING_TYPES;
 * locations: 4-digit Danish postal codes.
 */
export const seekerPreferences = pgTable(
  'seeker_preferences',
  {
    seekerId: integer('seeker_id')
      .primaryKey()
      .references(() => seekers.id, { onDelete: 'cascade' }),
    rent: integer('rent'),
    rooms: integer('rooms'),
    size: integer('size'),
    rentalPeriod: integer('rental_period'),
    available: date('available', { mode: 'string' }),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dwellingTypes: text('dwelling_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seeker_preferences_locations_idx').using('gin', t.locations)],
);

/**
 * Seekers the seeker list matched to a dwelling (docs/architecture.md "Seekers"): each call of
 * POST /api/chat/requestSeekers keeps the seekers it returned, so the landlord may still open their
 * profile and see their e-mail while that dwelling is active, even when a later ranking differs.
 */
export const seekerMatches = pgTable(
  'seeker_matches',
  {
    dwellingId: integer('dwelling_id')
      .notNull()
      .references(() => dwellings.id, { onDelete: 'cascade' }),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => seekers.id, { onDelete: 'cascade' }),
    /** The fit score (0–100) when last matched (docs/seeker-matching.md). */
    score: integer('score').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dwellingId, t.seekerId] }), index('seeker_matches_seeker_idx').on(t.seekerId)],
);

/**
 * A seeker's sign-in on a listing's public page (
 * docs/architecture.md "Messages and the public listing page"): one row per mailed link exchanged. `linkHash` (sha-256 of the link's `jti`) is unique,
 * so a link signs in once, however many requests race; `id` is the session the `useeker` cookie
 * names (`sid`), and signing out sets `revokedAt`, which ends it on the server too.
 */
export const seekerSessions = pgTable(
  'seeker_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => seekers.id, { onDelete: 'cascade' }),
    linkHash: text('link_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seeker_sessions_link_hash_idx').on(t.linkHash),
    index('seeker_sessions_seeker_idx').on(t.seekerId),
    index('seeker_sessions_expires_idx').on(t.expiresAt),
  ],
);
