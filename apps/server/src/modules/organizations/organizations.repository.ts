/** SQL of organizations and their role entries (tables in accounts.schema.ts, doc 1 §1). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { organizations, userRoles, users } from '../../schema/accounts.schema';
import { dwellings } from '../../schema/dwellings.schema';

export type OrganizationRow = typeof organizations.$inferSelect;

/** Inserts an organization created by `userId` and gives them an admin role entry for it; returns the organization. */
export async function insertOrganizationWithAdmin(ex: Executor, name: string, userId: number): Promise<OrganizationRow> {
  const [org] = await ex.insert(organizations).values({ name, createdById: userId }).returning();
  await ex.insert(userRoles).values({ userId, organizationId: org.id, role: 'admin' });
  return org;
}

/** The organization with this uuid or numeric id, or null. */
export async function findOrganization(ex: Executor, idOrUuid: string): Promise<OrganizationRow | null> {
  const where = /^\d{1,9}$/.test(idOrUuid)
    ? eq(organizations.id, Number(idOrUuid))
    : /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrUuid)
      ? eq(organizations.uuid, idOrUuid)
      : null;
  if (!where) return null;
  const [org] = await ex.select().from(organizations).where(where);
  return org ?? null;
}

/** True when the user holds an admin role entry for the organization. */
export async function isOrganizationAdmin(ex: Executor, userId: number, organizationId: number): Promise<boolean> {
  const rows = await ex
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, organizationId), eq(userRoles.role, 'admin')));
  return rows.length > 0;
}

/** Every organization (global admins) or those the user has a role entry for, oldest first. */
export async function listOrganizations(ex: Executor, userId: number | null): Promise<OrganizationRow[]> {
  if (userId === null) return ex.select().from(organizations).orderBy(asc(organizations.id));
  const mine = ex.select({ id: userRoles.organizationId }).from(userRoles).where(eq(userRoles.userId, userId));
  return ex
    .select()
    .from(organizations)
    .where(inArray(organizations.id, sql`(${mine})`))
    .orderBy(asc(organizations.id));
}

/** Sets the organization's active flag; returns the updated row. */
export async function setOrganizationActive(ex: Executor, id: number, active: boolean): Promise<OrganizationRow> {
  const [org] = await ex.update(organizations).set({ active }).where(eq(organizations.id, id)).returning();
  return org;
}

/** A member of an organization: the user and the role of its entry. */
export type MemberRow = {
  userId: number;
  uuid: string;
  firstname: string;
  lastname: string;
  email: string;
  role: 'admin' | 'landlord';
};

/** The organization's members (one row per role entry), oldest entry first. */
export async function listMembers(ex: Executor, organizationId: number): Promise<MemberRow[]> {
  return ex
    .select({
      userId: users.id,
      uuid: users.uuid,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: userRoles.role,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.organizationId, organizationId), sql`${users.deletedAt} is null`))
    .orderBy(asc(userRoles.id));
}

/** The live user with this e-mail (case-insensitive): id and language, or null. */
export async function findUserByEmail(ex: Executor, email: string): Promise<{ id: number; language: string | null } | null> {
  const [row] = await ex
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`${users.deletedAt} is null`));
  return row ?? null;
}

/** Removes the user's role entries for the organization. */
export async function deleteMember(ex: Executor, organizationId: number, userId: number) {
  await ex.delete(userRoles).where(and(eq(userRoles.organizationId, organizationId), eq(userRoles.userId, userId)));
}

/** Gives the user a role entry for the organization, replacing an earlier entry of theirs for it. */
export async function upsertMember(ex: Executor, organizationId: number, userId: number, role: 'admin' | 'landlord') {
  await ex.delete(userRoles).where(and(eq(userRoles.organizationId, organizationId), eq(userRoles.userId, userId)));
  await ex.insert(userRoles).values({ userId, organizationId, role });
}

/** The dwellings of an organization (newest first), as the organization page lists them. */
export async function listOrganizationDwellings(ex: Executor, organizationId: number) {
  return ex
    .select({
      uuid: dwellings.uuid,
      address: dwellings.address,
      zip: dwellings.zip,
      city: dwellings.city,
      status: dwellings.status,
      active: dwellings.active,
    })
    .from(dwellings)
    .where(eq(dwellings.organizationId, organizationId))
    .orderBy(sql`${dwellings.createdAt} desc`);
}
