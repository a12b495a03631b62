/** Tables of the accounts domain: users, organizations, role entries (spec doc 1 §3). */
import { sql } from 'drizzle-orm';
import type { Language } from '@udlejning/shared/i18n/languages';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES, USER_TYPES } from '@udlejning/shared/accounts/user';
import { oneOf } from '../platform/db/columns';

/** The text the admin user search looks in: name, e-mail, phone and company, lower-cased (one trigram index). */
export const userSearchText = (t: {
  firstname: AnyPgColumn;
  lastname: AnyPgColumn;
  email: AnyPgColumn;
  phone: AnyPgColumn;
  company: AnyPgColumn;
}) =>
  sql`(lower(${t.firstname} || ' ' || ${t.lastname} || ' ' || ${t.email} || ' ' || ${t.phone} || ' ' || coalesce(${t.company}, '')))`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    type: text('type', { enum: USER_TYPES }).notNull().default('PERSONAL'),
    company: text('company'),
    companyAddress: text('company_address'),
    cvr: text('cvr'),
    role: text('role', { enum: ROLES }).notNull().default('landlord'),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    /** Scheduled deletion date (doc 1 §4). */
    expireAt: timestamp('expire_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    feedToken: text('feed_token'),
    /** The language of the user's mails (da | en): set at signup and sign-in; null = the request's, else da (docs/architecture.md "Jobs and mail"). */
    language: text('language').$type<Language>(),
    /** Bumped on password change; reset tokens issued before it are void. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Carried by login tokens (claim `ver`); a password change or reset bumps it, ending the other sessions (docs/architecture.md "Auth and sessions"). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_uuid_idx').on(t.uuid),
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    // the listing feed finds its user by token (modules/feeds)
    uniqueIndex('users_feed_token_idx').on(t.feedToken),
    // the admin user table (users.repository.ts): its default order, and its contains-search through trigrams
    index('users_name_sort_idx').on(sql`lower(${t.firstname} || ' ' || ${t.lastname})`, t.id),
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    oneOf('users_type_check', t.type, USER_TYPES),
    oneOf('users_role_check', t.role, ROLES),
  ],
);

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** New organizations start inactive; dwellings are created only under an active one (docs/architecture.md "Organizations"). */
    active: boolean('active').notNull().default(false),
    /** The user who created it: only a platform administrator changes or removes their role entry (docs/architecture.md "Organizations"). */
    createdById: integer('created_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_uuid_idx').on(t.uuid)],
);

/** A user's role entries: role plus optional organization (doc 1 §1). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_roles_user_idx').on(t.userId), oneOf('user_roles_role_check', t.role, ROLES)],
);
