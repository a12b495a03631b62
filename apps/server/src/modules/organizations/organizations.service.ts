/**
 * Organizations (doc 1 §1) and organization dwellings (doc 2 §7):
 *   createOrganization(name) → the current user gets an admin role entry for the new organization.
 *   createOrganizationDwelling(orgId, body) → a dwelling like POST /api/dwellings, owned by the
 *   creating user with organizationId set. Allowed for an admin of that organization or a global
 *   admin; others 403; unknown organization 404; logged out 401.
 */
import { z } from 'zod';
import { INVALID_VALUE, TEXT_LIMITS, TOO_LONG, isStorableText } from '@udlejning/shared/text';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { createDwelling } from '../dwellings/dwellings.service';
import type { DwellingRecord } from '../dwellings/dwellings.repository';
import type { DwellingSaveInput } from '@udlejning/shared/dwellings/dwelling-form';
import { findOrganization, insertOrganizationWithAdmin, isOrganizationAdmin } from './organizations.repository';

export const organizationNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Du mangler at udfylde feltet')
    .max(TEXT_LIMITS.short, TOO_LONG)
    .refine(isStorableText, INVALID_VALUE),
});

/** An organization as the API returns it. */
export type OrganizationView = { id: string; name: string; createdAt: string };

export type OrganizationName = z.output<typeof organizationNameSchema>;

/** Creates an organization with the signed-in user as its admin (GraphQL createOrganization). */
export async function createOrganization(deps: Deps, user: UserActor, { name }: OrganizationName): Promise<OrganizationView> {
  const org = await deps.db.transaction((tx) => insertOrganizationWithAdmin(tx, name, user.userId));
  return { id: org.uuid, name: org.name, createdAt: org.createdAt.toISOString() };
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
  return createDwelling(deps, user, input, { organizationId: org.id });
}
