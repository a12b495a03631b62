/**
 * Organizations (doc 1 §1, §3) and organization dwellings (doc 2 §7):
 *   createOrganization(name) → the current user gets an admin role entry for the new organization
 *     (inactive until a global admin activates it: docs/architecture.md "Organizations").
 *   activateOrganization(id, active) → global admin only.
 *   listOrganizations → every organization for a global admin, else those the user has a role in.
 *   organization members / dwellings → members of the organization and global admins; others 404.
 *   addOrganizationMember(id, email, role) → organization admins and global admins; others 403. A
 *     new address gets an invitation (mailed; a member only on accepting: invitations.service.ts)
 *     and the reply is the unchanged member list, the same whether the address has an account or
 *     not; a current member's role entry changes at once, the creator's only by a global admin.
 *     20 calls an hour per user (429 RATE_LIMITED).
 *   removeOrganizationMember(id, member) → as addOrganizationMember; the creator only by a global admin.
 *   createOrganizationDwelling(orgId, body) → a dwelling like POST /api/dwellings, owned by the
 *     creating user with organizationId set. Allowed for an admin of that organization or a global
 *     admin; others 403; unknown organization 404; inactive 409 ORGANIZATION_INACTIVE; logged out 401.
 */
import {
  INVITATION_TTL_DAYS,
  type OrganizationInvitationView,
  type OrganizationMemberView,
  type OrganizationName,
  type OrganizationView,
  type organizationMemberSchema,
} from '@udlejning/shared/organizations/organization';
import type { Language } from '@udlejning/shared/i18n/languages';
import type { z } from 'zod';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { queueMail } from '../../platform/mail/mail-queue';
import { mailLanguage } from '../../platform/http/request-language';
import { createDwelling } from '../dwellings/dwellings.service';
import type { DwellingRecord } from '../dwellings/dwellings.repository';
import type { DwellingSaveInput } from '@udlejning/shared/dwellings/dwelling-form';
import {
  deleteMember,
  findOrganization,
  findUserByEmail,
  insertOrganizationWithAdmin,
  isOrganizationAdmin,
  listMembers,
  listOrganizationDwellings,
  listOrganizations as listOrganizationRows,
  setOrganizationActive,
  upsertMember,
  type OrganizationRow,
} from './organizations.repository';
import { listPendingInvitations, upsertPendingInvitation } from './invitations.repository';
import { authorizeOrganization, organizationPolicy, type OrganizationFacts } from './organizations.policy';
import { invitationsByUser, invitationMailsByAddress } from './organizations.limits';
import { invitationLink, invitationMail } from './organizations.mails';
import { newInvitationToken } from './invitation-token';

const DAY_MS = 24 * 3600 * 1000;

/** An organization dwelling as the organization page lists it. */
export type OrganizationDwellingView = Awaited<ReturnType<typeof listOrganizationDwellings>>[number];

/** The API shape of `org`, with what `user` may do with it (their standing in it: `facts`). */
function present(org: OrganizationRow, user: UserActor, facts: OrganizationFacts): OrganizationView {
  return {
    id: org.uuid,
    uuid: org.uuid,
    name: org.name,
    active: org.active,
    createdAt: org.createdAt.toISOString(),
    abilities: {
      invite: organizationPolicy.invite(user, facts),
      activate: organizationPolicy.activate(user),
      createDwelling: org.active && organizationPolicy.createDwelling(user, facts),
    },
  };
}

/** `org` as `user` sees it (their standing in it looked up). */
async function presentFor(deps: Deps, user: UserActor, org: OrganizationRow): Promise<OrganizationView> {
  return present(org, user, await factsOf(deps, user, org));
}

/** Creates an organization with the signed-in user as its admin (GraphQL createOrganization). */
export async function createOrganization(deps: Deps, user: UserActor, { name }: OrganizationName): Promise<OrganizationView> {
  const org = await deps.db.transaction((tx) => insertOrganizationWithAdmin(tx, name, user.userId));
  return presentFor(deps, user, org);
}

/** The organizations the user sees: all for a global admin, else those with a role entry of theirs. */
export async function listOrganizations(deps: Deps, user: UserActor): Promise<OrganizationView[]> {
  const rows = await listOrganizationRows(deps.db, user.isAdmin ? null : user.userId);
  return Promise.all(rows.map((org) => presentFor(deps, user, org)));
}

/** The organization if the user is a member or a global admin; else 404 (lists are scoped, STYLE.md). */
async function visibleOrganization(deps: Deps, user: UserActor, id: string): Promise<OrganizationRow> {
  const org = await findOrganization(deps.db, id);
  if (!org) throw new AppError('NOT_FOUND');
  if (user.isAdmin) return org;
  const mine = await listOrganizationRows(deps.db, user.userId);
  if (!mine.some((o) => o.id === org.id)) throw new AppError('NOT_FOUND');
  return org;
}

/** The organization with this uuid, for its members and global admins (404 otherwise). */
export async function getOrganization(deps: Deps, user: UserActor, id: string): Promise<OrganizationView> {
  return presentFor(deps, user, await visibleOrganization(deps, user, id));
}

/** Global admin: activates or deactivates an organization (GraphQL activateOrganization). */
export async function activateOrganization(deps: Deps, user: UserActor, id: string, active: boolean): Promise<OrganizationView> {
  const org = await visibleOrganization(deps, user, id);
  const facts = await factsOf(deps, user, org);
  authorizeOrganization(user, 'activate', facts);
  return present(await setOrganizationActive(deps.db, org.id, active), user, facts);
}

/** The members of an organization (one entry per role entry); `creator` marks the creator's. */
export async function organizationMembers(deps: Deps, user: UserActor, id: string): Promise<OrganizationMemberView[]> {
  const org = await visibleOrganization(deps, user, id);
  return membersOf(deps, user, org, await factsOf(deps, user, org));
}

/**
 * The members of `org`, each with what `user` may do with the entry (organizationPolicy.changeMember);
 * `facts`: the user's standing in `org`, as the caller already looked it up.
 */
async function membersOf(
  deps: Deps,
  user: UserActor,
  org: OrganizationRow,
  facts: OrganizationFacts,
): Promise<OrganizationMemberView[]> {
  const mayInvite = organizationPolicy.invite(user, facts);
  return (await listMembers(deps.db, org.id)).map((m) => ({
    uuid: m.uuid,
    name: `${m.firstname} ${m.lastname}`.trim(),
    email: m.email,
    role: m.role,
    creator: m.userId === org.createdById,
    abilities: { change: mayInvite && organizationPolicy.changeMember(user, { ...facts, memberUserId: m.userId }) },
  }));
}

/** What the policy needs to know about the user and `org`. */
async function factsOf(deps: Deps, user: UserActor, org: OrganizationRow): Promise<OrganizationFacts> {
  const isOrgAdmin = !user.isAdmin && (await isOrganizationAdmin(deps.db, user.userId, org.id));
  return { isOrgAdmin, createdById: org.createdById };
}

/** The pending invitations of an organization: for its admins and global admins; others get an empty list. */
export async function organizationInvitations(deps: Deps, user: UserActor, id: string): Promise<OrganizationInvitationView[]> {
  const org = await visibleOrganization(deps, user, id);
  if (!organizationPolicy.invite(user, await factsOf(deps, user, org))) return [];
  return (await listPendingInvitations(deps.db, org.id, deps.now())).map((i) => ({
    id: i.uuid,
    email: i.email,
    role: i.role,
    expiresAt: i.expiresAt.toISOString(),
  }));
}

/** The dwellings of an organization, newest first. */
export async function organizationDwellings(deps: Deps, user: UserActor, id: string): Promise<OrganizationDwellingView[]> {
  const org = await visibleOrganization(deps, user, id);
  return listOrganizationDwellings(deps.db, org.id);
}

/**
 * addOrganizationMember (see the module doc): invites `input.email`, or changes the role entry of a
 * current member. Returns the members, which an invitation leaves unchanged. The invitation mail
 * goes in the invitee's language (their account's, else `language`, the request's), at most 3 a
 * day to one address (more are stored, not mailed).
 */
export async function addOrganizationMember(
  deps: Deps,
  user: UserActor,
  id: string,
  input: z.output<typeof organizationMemberSchema>,
  language: Language | null = null,
): Promise<OrganizationMemberView[]> {
  const org = await visibleOrganization(deps, user, id);
  const facts = await factsOf(deps, user, org);
  authorizeOrganization(user, 'invite', facts);
  // counted before anything depends on the address, so a refusal says nothing about it
  await invitationsByUser.consume(deps.db, String(user.userId));
  const email = input.email.toLowerCase();
  const account = await findUserByEmail(deps.db, email);
  const members = await listMembers(deps.db, org.id);
  const member = account ? members.find((m) => m.userId === account.id) : undefined;
  if (member) {
    authorizeOrganization(user, 'changeMember', { ...facts, memberUserId: member.userId });
    await deps.db.transaction((tx) => upsertMember(tx, org.id, member.userId, input.role));
    return membersOf(deps, user, org, facts);
  }
  const { token, tokenHash } = newInvitationToken();
  const isMailed = await invitationMailsByAddress.tryConsume(deps.db, email);
  await deps.db.transaction(async (tx) => {
    const invitation = await upsertPendingInvitation(tx, {
      organizationId: org.id,
      email,
      role: input.role,
      tokenHash,
      invitedById: user.userId,
      expiresAt: new Date(deps.now().getTime() + INVITATION_TTL_DAYS * DAY_MS),
    });
    if (!isMailed) return;
    const mail = invitationMail(
      {
        to: email,
        organization: org.name,
        inviter: user.name,
        role: input.role,
        link: invitationLink(deps.publicUrl, token),
        invitationId: invitation.id,
      },
      mailLanguage(account?.language, language),
    );
    await queueMail(deps, tx, mail);
  });
  return membersOf(deps, user, org, facts);
}

/**
 * removeOrganizationMember(id, member uuid): removes the member's role entries. Organization admins
 * and global admins; the creator's entry only a global admin (403). Returns the members.
 */
export async function removeOrganizationMember(
  deps: Deps,
  user: UserActor,
  id: string,
  memberUuid: string,
): Promise<OrganizationMemberView[]> {
  const org = await visibleOrganization(deps, user, id);
  const facts = await factsOf(deps, user, org);
  authorizeOrganization(user, 'invite', facts);
  const member = (await listMembers(deps.db, org.id)).find((m) => m.uuid === memberUuid);
  if (!member) throw new AppError('NOT_FOUND');
  authorizeOrganization(user, 'changeMember', { ...facts, memberUserId: member.userId });
  await deps.db.transaction((tx) => deleteMember(tx, org.id, member.userId));
  return membersOf(deps, user, org, facts);
}

/** POST /api/dwellings/organizations/:orgId — see the module doc. */
export async function createOrganizationDwelling(
  deps: Deps,
  user: UserActor,
  orgId: string,
  input: DwellingSaveInput,
): Promise<DwellingRecord> {
  const org = await findOrganization(deps.db, orgId);
  if (!org) throw new AppError('NOT_FOUND');
  authorizeOrganization(user, 'createDwelling', await factsOf(deps, user, org));
  if (!org.active) throw new AppError('ORGANIZATION_INACTIVE');
  return createDwelling(deps, user, input, { organizationId: org.id });
}
