/** SQL of organization invitations (organizations.schema.ts; docs/architecture.md "Organizations"). */
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/executor';
import { organizations, users } from '../../schema/accounts.schema';
import { organizationInvitations, type InvitationStatus } from './organizations.schema';

export type InvitationRow = typeof organizationInvitations.$inferSelect;

/** An invitation with its organization and the inviter's name, as the invitee sees it. */
export type ReceivedInvitationRow = InvitationRow & {
  organizationUuid: string;
  organizationName: string;
  inviterFirstname: string | null;
  inviterLastname: string | null;
};

/**
 * Stores a pending invitation of `email` (lower-cased by the caller) to the organization, or renews
 * the pending one it already has (new token, role, inviter and expiry). Returns the row.
 */
export async function upsertPendingInvitation(
  ex: Executor,
  values: Pick<InvitationRow, 'organizationId' | 'email' | 'role' | 'tokenHash' | 'invitedById' | 'expiresAt'>,
): Promise<InvitationRow> {
  const [row] = await ex
    .insert(organizationInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [organizationInvitations.organizationId, organizationInvitations.email],
      targetWhere: sql`${organizationInvitations.status} = 'PENDING'`,
      set: {
        role: values.role,
        tokenHash: values.tokenHash,
        invitedById: values.invitedById,
        expiresAt: values.expiresAt,
        createdAt: sql`now()`,
      },
    })
    .returning();
  return row;
}

/** The organization's pending invitations not expired at `now`, oldest first. */
export async function listPendingInvitations(ex: Executor, organizationId: number, now: Date): Promise<InvitationRow[]> {
  return ex
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.status, 'PENDING'),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(organizationInvitations.id));
}

const inviter = alias(users, 'inviter');

function selectReceived(ex: Executor, where: SQL | undefined) {
  return ex
    .select({
      invitation: organizationInvitations,
      organizationUuid: organizations.uuid,
      organizationName: organizations.name,
      inviterFirstname: inviter.firstname,
      inviterLastname: inviter.lastname,
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(inviter, eq(inviter.id, organizationInvitations.invitedById))
    .where(where)
    .orderBy(asc(organizationInvitations.id));
}

type Selected = Awaited<ReturnType<typeof selectReceived>>[number];
const flatten = ({ invitation, ...rest }: Selected): ReceivedInvitationRow => ({ ...invitation, ...rest });

/** The pending invitations of `email` (any case) not expired at `now`, oldest first. */
export async function listInvitationsForEmail(ex: Executor, email: string, now: Date): Promise<ReceivedInvitationRow[]> {
  const rows = await selectReceived(
    ex,
    and(
      eq(organizationInvitations.email, email.toLowerCase()),
      eq(organizationInvitations.status, 'PENDING'),
      gt(organizationInvitations.expiresAt, now),
    ),
  );
  return rows.map(flatten);
}

/** The invitation whose token has this sha256, or with this uuid; null when there is none. */
export async function findInvitation(
  ex: Executor,
  by: { tokenHash: string } | { uuid: string },
): Promise<ReceivedInvitationRow | null> {
  const where =
    'tokenHash' in by ? eq(organizationInvitations.tokenHash, by.tokenHash) : eq(organizationInvitations.uuid, by.uuid);
  const [row] = await selectReceived(ex, where);
  return row ? flatten(row) : null;
}

/** Answers a pending invitation; false when it was no longer pending (answered meanwhile). */
export async function answerInvitation(
  ex: Executor,
  id: number,
  status: Exclude<InvitationStatus, 'PENDING'>,
  now: Date,
): Promise<boolean> {
  const rows = await ex
    .update(organizationInvitations)
    .set({ status, answeredAt: now })
    .where(and(eq(organizationInvitations.id, id), eq(organizationInvitations.status, 'PENDING')))
    .returning({ id: organizationInvitations.id });
  return rows.length > 0;
}
