/**
 * Organizations (doc 1 §1, §3): the name and member forms, shared by the web forms and the API, and
 * the shapes the API returns. An organization's id is its uuid.
 */
import { z } from 'zod';
import { ROLES, type Role } from '../accounts/user';
import { INVALID_VALUE, TEXT_LIMITS, TOO_LONG, isStorableText } from '../text';
import { withoutNulls } from '../paging';
import { recordId } from '../record-id';

export const ORGANIZATION_MESSAGES = {
  nameMissing: 'Du mangler at udfylde feltet',
  emailNotValid: 'Please enter a valid email',
  /** An invitation opened by a user whose e-mail is not the invited one (docs/architecture.md "Organizations"). */
  otherEmail: 'This invitation is for another e-mail address',
  /** Answering from the account needs a confirmed address; the mailed link works without. */
  emailNotVerified: 'Confirm your e-mail address first, or open the link in the invitation mail',
  /** Only a platform administrator changes or removes the creator's role entry. */
  creatorRole: "Only an administrator can change the role of the organization's creator",
} as const;

/** Days an invitation can be answered (docs/architecture.md "Organizations"). */
export const INVITATION_TTL_DAYS = 14;

/** createOrganization(name). */
export const organizationNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, ORGANIZATION_MESSAGES.nameMissing)
    .max(TEXT_LIMITS.short, TOO_LONG)
    .refine(isStorableText, INVALID_VALUE),
});
export type OrganizationName = z.output<typeof organizationNameSchema>;

/**
 * addOrganizationMember(id, email, role): the invitee's e-mail and the role of the entry (default
 * landlord). A new member is invited and becomes one on accepting (docs/architecture.md "Organizations").
 */
export const organizationMemberSchema = z.object({
  email: z.string().trim().max(TEXT_LIMITS.short, TOO_LONG).pipe(z.email(ORGANIZATION_MESSAGES.emailNotValid)),
  role: z.enum(ROLES).default('landlord'),
});
export type OrganizationMemberInput = z.input<typeof organizationMemberSchema>;

/**
 * What the signed-in user may do with an organization, from the server's policy (STYLE.md "Permissions"):
 * `invite` (and see pending invitations, change and remove members), `activate` (or deactivate),
 * `createDwelling` (false while the organization is inactive). The web reads these, never a role.
 */
export type OrganizationAbilities = { invite: boolean; activate: boolean; createDwelling: boolean };
/** An organization as the API returns it, with the caller's abilities. */
export type OrganizationView = {
  id: string;
  uuid: string;
  name: string;
  active: boolean;
  createdAt: string;
  abilities: OrganizationAbilities;
};
/** What the signed-in user may do with one member entry: `change` its role or remove it (the creator's only a platform administrator). */
export type OrganizationMemberAbilities = { change: boolean };
/** A member: the user and the role of its entry; `creator` marks the organization's creator. */
export type OrganizationMemberView = {
  uuid: string;
  name: string;
  email: string;
  role: Role;
  creator: boolean;
  abilities: OrganizationMemberAbilities;
};

/** A pending invitation as the organization's admins see it: the address they typed, never a name. */
export type OrganizationInvitationView = { id: string; email: string; role: Role; expiresAt: string };

/** An invitation as its invitee sees it (account list, mailed link). */
export type ReceivedInvitationView = {
  id: string;
  organization: string;
  organizationName: string;
  email: string;
  role: Role;
  invitedBy: string;
  expiresAt: string;
};

/** Arguments of GraphQL activateOrganization(id, active): `active` defaults to true. */
export const activateOrganizationArgsSchema = z.object({
  id: recordId(),
  active: z
    .boolean()
    .nullish()
    .transform((active) => active ?? true),
});

/** Arguments of GraphQL addOrganizationMember(id, email, role): an invitation (or a new role) for the address. */
export const addOrganizationMemberArgsSchema = z.preprocess(withoutNulls, organizationMemberSchema.extend({ id: recordId() }));

/** Arguments of GraphQL removeOrganizationMember(id, member): the member by user uuid. */
export const removeOrganizationMemberArgsSchema = z.object({ id: recordId(), member: recordId() });

/** An invitation's mailed token, as organizationInvitation(token) takes it. */
const invitationToken = () => z.string().min(1).max(TEXT_LIMITS.token);

/** Arguments of GraphQL organizationInvitation(token). */
export const invitationTokenArgsSchema = z.object({ token: invitationToken() });

/** Arguments of GraphQL accept/declineOrganizationInvitation(id | token): the invitation by id or by its mailed token. */
export const answerInvitationArgsSchema = z.object({ id: recordId().nullish(), token: invitationToken().nullish() });
