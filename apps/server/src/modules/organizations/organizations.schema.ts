/**
 * Invitations to organizations (doc 1 §1; docs/architecture.md "Organizations"): an
 * organization admin invites an e-mail address; the person with that address becomes a member only
 * by accepting (mailed link or their account). Only the sha256 of the mailed token is stored.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@udlejning/shared/accounts/user';
import { oneOf } from '../../platform/db/columns';
import { organizations, users } from '../../schema/accounts.schema';

/** PENDING until the invitee answers; an expired PENDING invitation can no longer be answered. */
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The invited address, lower-cased: invitations match accounts by e-mail, case-insensitive. */
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** sha256 (hex) of the mailed token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('organization_invitations_uuid_idx').on(t.uuid),
    uniqueIndex('organization_invitations_token_idx').on(t.tokenHash),
    // one open invitation per organization and address: inviting again renews it
    uniqueIndex('organization_invitations_pending_idx')
      .on(t.organizationId, t.email)
      .where(sql`${t.status} = 'PENDING'`),
    index('organization_invitations_email_idx').on(t.email),
    oneOf('organization_invitations_role_check', t.role, ROLES),
    oneOf('organization_invitations_status_check', t.status, INVITATION_STATUSES),
  ],
);
