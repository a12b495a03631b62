/** Helpers of the organization tests: the mailed invitation token, invitations made directly. */
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { outboxMails } from '../../platform/mail/mail.schema';
import type { Role } from '@udlejning/shared/accounts/user';
import { INVITATION_TTL_DAYS } from '@udlejning/shared/organizations/organization';
import { upsertPendingInvitation } from './invitations.repository';
import { newInvitationToken } from './invitation-token';

/** The invitation mails queued for `email` (newest first). */
export async function invitationMailsTo(deps: Deps, email: string) {
  return deps.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, email), eq(outboxMails.kind, 'organization-invitation')))
    .orderBy(desc(outboxMails.id));
}

/** The token of the newest invitation link mailed to `email`. */
export async function mailedInvitationToken(deps: Deps, email: string): Promise<string> {
  const [mail] = await invitationMailsTo(deps, email);
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  return new URL(String(mail.meta.link)).searchParams.get('token') ?? '';
}

/** A pending invitation of `email` to the organization, stored directly; returns its uuid and token. */
export async function buildInvitation(
  deps: Deps,
  input: { organizationId: number; email: string; role?: Role; expiresAt?: Date },
): Promise<{ id: string; token: string }> {
  const { token, tokenHash } = newInvitationToken();
  const row = await upsertPendingInvitation(deps.db, {
    organizationId: input.organizationId,
    email: input.email.toLowerCase(),
    role: input.role ?? 'landlord',
    tokenHash,
    invitedById: null,
    expiresAt: input.expiresAt ?? new Date(deps.now().getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
  });
  return { id: row.uuid, token };
}
