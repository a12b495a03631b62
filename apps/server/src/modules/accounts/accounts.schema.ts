/** Tables of the accounts domain: users, organizations, role entries (spec doc 1 §3). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** PERSONAL | BUSINESS | VA */
    type: text('type').notNull().default('PERSONAL'),
    company: text('company'),
    companyAddress: text('company_address'),
    cvr: text('cvr'),
    /** admin | landlord */
    role: text('role').notNull().default('landlord'),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    /** Scheduled deletion date (doc 1 §4). */
    expireAt: timestamp('expire_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    feedToken: text('feed_token'),
    /** Bumped on password change; reset tokens issued before it are void. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_uuid_idx').on(t.uuid), uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    name: text('name').notNull(),
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
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_roles_user_idx').on(t.userId)],
);
