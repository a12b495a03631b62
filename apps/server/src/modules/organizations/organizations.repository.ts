/** SQL of organizations and their role entries (tables in accounts.schema.ts, doc 1 §1). */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { organizations, userRoles } from '../accounts/accounts.schema';

export type OrganizationRow = typeof organizations.$inferSelect;

/** Inserts an organization and gives `userId` an admin role entry for it; returns the organization. */
export async function insertOrganizationWithAdmin(ex: Executor, name: string, userId: number): Promise<OrganizationRow> {
  const [org] = await ex.insert(organizations).values({ name }).returning();
  await ex.insert(userRoles).values({ userId, organizationId: org.id, role: 'admin' });
  return org;
}

/** The organization with this uuid or numeric id, or null. */
export async function findOrganization(ex: Executor, idOrUuid: string): Promise<OrganizationRow | null> {
  const where = /^\d{1,9}$/.test(idOrUuid)
    ? eq(organizations.id, Number(idOrUuid))
    : /^[0-9a-f-]{36}$/i.test(idOrUuid)
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
