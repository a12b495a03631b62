/**
 * The invitee's side of organization invitations (doc 1 §1;
 * docs/architecture.md "Organizations"). Invitations match accounts by e-mail, case-insensitive; one is answered
 *   - with the mailed link's token (organizationInvitation(token), then accept/decline with `token`):
 *     holding the token proves the mailbox, so an unconfirmed address may answer;
 *   - from the account (organizationInvitations, then accept/decline with `id`): only with a
 *     confirmed address, so an account registered on someone else's address cannot take their
 *     invitations.
 * Unknown, answered or another address's invitation: 404 (by id) / 403 (by token, another address);
 * past its 14 days: 401 TOKEN_EXPIRED.
 */
import type { OrganizationView, ReceivedInvitationView } from '@udlejning/shared/organizations/organization';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findUserById } from '../accounts/accounts.repository';
import { answerInvitation, findInvitation, listInvitationsForEmail, type ReceivedInvitationRow } from './invitations.repository';
import { upsertMember } from './organizations.repository';
import { hashInvitationToken } from './invitation-token';
import { authorizeInvitation } from './organizations.policy';
import { getOrganization } from './organizations.service';

/** Which invitation an answer is about: the mailed token, or the id the account list shows. */
export type InvitationRef = { id?: string | null; token?: string | null };

function present(row: ReceivedInvitationRow): ReceivedInvitationView {
  return {
    id: row.uuid,
    organization: row.organizationUuid,
    organizationName: row.organizationName,
    email: row.email,
    role: row.role,
    invitedBy: `${row.inviterFirstname ?? ''} ${row.inviterLastname ?? ''}`.trim(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user's e-mail and whether it is confirmed (401 when the account is gone). */
async function accountOf(deps: Deps, user: UserActor) {
  const row = await findUserById(deps.db, user.userId);
  if (!row || row.deletedAt) throw new AppError('UNAUTHENTICATED');
  return { email: row.email.toLowerCase(), isConfirmed: row.emailVerified };
}

/** A pending, unexpired invitation, or the error that says why not. */
function pendingOrThrow(deps: Deps, row: ReceivedInvitationRow | null): ReceivedInvitationRow {
  if (!row || row.status !== 'PENDING') throw new AppError('NOT_FOUND');
  if (row.expiresAt.getTime() <= deps.now().getTime()) throw new AppError('TOKEN_EXPIRED');
  return row;
}

/** organizationInvitations: the signed-in user's pending invitations (none while their address is unconfirmed). */
export async function receivedInvitations(deps: Deps, user: UserActor): Promise<ReceivedInvitationView[]> {
  const account = await accountOf(deps, user);
  if (!account.isConfirmed) return [];
  return (await listInvitationsForEmail(deps.db, account.email, deps.now())).map(present);
}

/** organizationInvitation(token): the invitation of the mailed link, for anyone holding it (the page before sign-in). */
export async function invitationByToken(deps: Deps, token: string): Promise<ReceivedInvitationView> {
  return present(pendingOrThrow(deps, await findInvitation(deps.db, { tokenHash: hashInvitationToken(token) })));
}

/** The pending invitation `ref` names, if the signed-in user may answer it. */
async function answerable(deps: Deps, user: UserActor, ref: InvitationRef): Promise<ReceivedInvitationRow> {
  const account = await accountOf(deps, user);
  if (ref.token) {
    const row = pendingOrThrow(deps, await findInvitation(deps.db, { tokenHash: hashInvitationToken(ref.token) }));
    if (ref.id && ref.id !== row.uuid) throw new AppError('NOT_FOUND');
    authorizeInvitation(user, 'answer', {
      isInvitedAddress: row.email === account.email,
      isConfirmed: account.isConfirmed,
      viaToken: true,
    });
    return row;
  }
  if (!ref.id || !UUID.test(ref.id)) throw new AppError('NOT_FOUND');
  const row = await findInvitation(deps.db, { uuid: ref.id.toLowerCase() });
  // another address's invitation does not exist for this user
  if (!row || row.email !== account.email) throw new AppError('NOT_FOUND');
  authorizeInvitation(user, 'answer', { isInvitedAddress: true, isConfirmed: account.isConfirmed, viaToken: false });
  return pendingOrThrow(deps, row);
}

/** acceptOrganizationInvitation(id | token): the user becomes a member with the invited role; returns the organization. */
export async function acceptInvitation(deps: Deps, user: UserActor, ref: InvitationRef): Promise<OrganizationView> {
  const row = await answerable(deps, user, ref);
  await deps.db.transaction(async (tx) => {
    if (!(await answerInvitation(tx, row.id, 'ACCEPTED', deps.now()))) throw new AppError('NOT_FOUND');
    await upsertMember(tx, row.organizationId, user.userId, row.role);
  });
  return getOrganization(deps, user, row.organizationUuid);
}

/** declineOrganizationInvitation(id | token): the invitation is closed; nobody becomes a member. */
export async function declineInvitation(deps: Deps, user: UserActor, ref: InvitationRef): Promise<boolean> {
  const row = await answerable(deps, user, ref);
  if (!(await answerInvitation(deps.db, row.id, 'DECLINED', deps.now()))) throw new AppError('NOT_FOUND');
  return true;
}
