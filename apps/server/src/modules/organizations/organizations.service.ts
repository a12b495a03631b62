/**
 * Organizations (doc 1 §1, §3) and organization dwellings (doc 2 §7):
 *   createOrganization(name) → the current user gets an admin role entry for the new organization
 *     (inactive until a global admin activates it: docs/decisions.md "Organizations").
 *   activateOrganization(id, active) → global admin only.
 *   listOrganizations → every organization for a global admin, else those the user has a role in.
 *   organization members / dwellings → members of the organization and global admins; others 404.
 *   addOrganizationMember(id, email, role) → organization admins and global admins; others 403.
 *   createOrganizationDwelling(orgId, body) → a dwelling like POST /api/dwellings, owned by the
 *     creating user with organizationId set. Allowed for an admin of that organization or a global
 *     admin; others 403; unknown organization 404; inactive 409 ORGANIZATION_INACTIVE; logged out 401.
 */
import {
  ORGANIZATION_MESSAGES,
  type OrganizationMemberView,
  type OrganizationName,
  type OrganizationView,
  type organizationMemberSchema,
} from '@udlejning/shared/accounts/organization';
import type { z } from 'zod';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError, validationError } from '../../platform/errors';
import { createDwelling } from '../dwellings/dwellings.service';
import type { DwellingRecord } from '../dwellings/dwellings.repository';
import type { DwellingSaveInput } from '@udlejning/shared/dwellings/dwelling-form';
import {
  findOrganization,
  findUserIdByEmail,
  insertOrganizationWithAdmin,
  isOrganizationAdmin,
  listMembers,
  listOrganizationDwellings,
  listOrganizations as listOrganizationRows,
  setOrganizationActive,
  upsertMember,
  type OrganizationRow,
} from './organizations.repository';

/** An organization dwelling as the organization page lists it. */
export type OrganizationDwellingView = Awaited<ReturnType<typeof listOrganizationDwellings>>[number];

function present(org: OrganizationRow): OrganizationView {
  return { id: org.uuid, uuid: org.uuid, name: org.name, active: org.active, createdAt: org.createdAt.toISOString() };
}

/** Creates an organization with the signed-in user as its admin (GraphQL createOrganization). */
export async function createOrganization(deps: Deps, user: UserActor, { name }: OrganizationName): Promise<OrganizationView> {
  const org = await deps.db.transaction((tx) => insertOrganizationWithAdmin(tx, name, user.userId));
  return present(org);
}

/** The organizations the user sees: all for a global admin, else those with a role entry of theirs. */
export async function listOrganizations(deps: Deps, user: UserActor): Promise<OrganizationView[]> {
  return (await listOrganizationRows(deps.db, user.isAdmin ? null : user.userId)).map(present);
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
  return present(await visibleOrganization(deps, user, id));
}

/** Global admin: activates or deactivates an organization (GraphQL activateOrganization). */
export async function activateOrganization(deps: Deps, user: UserActor, id: string, active: boolean): Promise<OrganizationView> {
  const org = await visibleOrganization(deps, user, id);
  if (!user.isAdmin) throw new AppError('FORBIDDEN');
  return present(await setOrganizationActive(deps.db, org.id, active));
}

/** The members of an organization (one entry per role entry). */
export async function organizationMembers(deps: Deps, user: UserActor, id: string): Promise<OrganizationMemberView[]> {
  const org = await visibleOrganization(deps, user, id);
  return (await listMembers(deps.db, org.id)).map((m) => ({
    uuid: m.uuid,
    name: `${m.firstname} ${m.lastname}`.trim(),
    email: m.email,
    role: m.role,
  }));
}

/** The dwellings of an organization, newest first. */
export async function organizationDwellings(deps: Deps, user: UserActor, id: string): Promise<OrganizationDwellingView[]> {
  const org = await visibleOrganization(deps, user, id);
  return listOrganizationDwellings(deps.db, org.id);
}

/**
 * Organization admin or global admin: gives the user with `email` a role entry (replacing theirs)
 * and returns the members. An unknown e-mail is a 400 on the email field.
 */
export async function addOrganizationMember(
  deps: Deps,
  user: UserActor,
  id: string,
  input: z.output<typeof organizationMemberSchema>,
): Promise<OrganizationMemberView[]> {
  const org = await visibleOrganization(deps, user, id);
  if (!user.isAdmin && !(await isOrganizationAdmin(deps.db, user.userId, org.id))) throw new AppError('FORBIDDEN');
  const memberId = await findUserIdByEmail(deps.db, input.email);
  if (memberId === null) throw validationError([{ path: ['email'], message: ORGANIZATION_MESSAGES.noSuchUser }]);
  await deps.db.transaction((tx) => upsertMember(tx, org.id, memberId, input.role));
  return organizationMembers(deps, user, id);
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
  if (!user.isAdmin && !(await isOrganizationAdmin(deps.db, user.userId, org.id))) throw new AppError('FORBIDDEN');
  if (!org.active) throw new AppError('ORGANIZATION_INACTIVE');
  return createDwelling(deps, user, input, { organizationId: org.id });
}
