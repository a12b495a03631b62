/**
 * Who may do what with an organization (doc 1 §1, §6; docs/architecture.md "Organizations"):
 * pure rules over facts the service has loaded. `isOrgAdmin`: the actor holds an admin role entry for
 * the organization.
 */
import type { UserActor } from '../../platform/auth/actor';
import { AppError } from '../../platform/errors';
import { ORGANIZATION_MESSAGES } from '@udlejning/shared/organizations/organization';

/** What a policy check knows: the actor's standing in the organization, and the member acted on. */
export type OrganizationFacts = { isOrgAdmin: boolean; createdById: number | null; memberUserId?: number };

export const ORGANIZATION_ACTIONS = ['invite', 'changeMember', 'activate', 'createDwelling'] as const;
export type OrganizationAction = (typeof ORGANIZATION_ACTIONS)[number];

export const organizationPolicy = {
  /** Invite by e-mail, see pending invitations: the organization's admins and platform administrators. */
  invite: (a: UserActor, f: OrganizationFacts) => a.isAdmin || f.isOrgAdmin,
  /** Change or remove a member's role entry: as invite, but the creator's only by a platform administrator. */
  changeMember: (a: UserActor, f: OrganizationFacts) =>
    a.isAdmin || (f.isOrgAdmin && (f.createdById === null || f.memberUserId !== f.createdById)),
  /** Activate or deactivate the organization: platform administrators only. */
  activate: (a: UserActor) => a.isAdmin,
  /** Create a dwelling owned by the organization: its admins and platform administrators. */
  createDwelling: (a: UserActor, f: OrganizationFacts) => a.isAdmin || f.isOrgAdmin,
} satisfies Record<OrganizationAction, (a: UserActor, f: OrganizationFacts) => boolean>;

/** Throws 403 FORBIDDEN (naming the creator rule when that is what refused) unless the policy allows. */
export function authorizeOrganization(actor: UserActor, action: OrganizationAction, facts: OrganizationFacts): void {
  if (organizationPolicy[action](actor, facts)) return;
  const isCreatorRule = action === 'changeMember' && facts.isOrgAdmin;
  throw new AppError('FORBIDDEN', isCreatorRule ? { message: ORGANIZATION_MESSAGES.creatorRole } : {});
}

/**
 * What answering (accepting or declining) an invitation depends on: whether it was sent to the
 * user's own address, whether that address is confirmed, and whether the mailed link's token came with it.
 */
export type InvitationFacts = { isInvitedAddress: boolean; isConfirmed: boolean; viaToken: boolean };

export const INVITATION_ACTIONS = ['answer'] as const;
export type InvitationAction = (typeof INVITATION_ACTIONS)[number];

export const invitationPolicy = {
  /** One's own address's invitation; without the mailed link only once that address is confirmed. */
  answer: (_a: UserActor, f: InvitationFacts) => f.isInvitedAddress && (f.viaToken || f.isConfirmed),
} satisfies Record<InvitationAction, (a: UserActor, f: InvitationFacts) => boolean>;

/** Throws 403 FORBIDDEN, naming the address rule that refused, unless the policy allows. */
export function authorizeInvitation(actor: UserActor, action: InvitationAction, facts: InvitationFacts): void {
  if (invitationPolicy[action](actor, facts)) return;
  const message = facts.isInvitedAddress ? ORGANIZATION_MESSAGES.emailNotVerified : ORGANIZATION_MESSAGES.otherEmail;
  throw new AppError('FORBIDDEN', { message });
}
