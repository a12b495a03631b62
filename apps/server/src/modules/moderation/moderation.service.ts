/**
 * Moderation's own tool (doc 2 §3 Owner lookup / Phone lookup, §7): the owner and phone lookup of a
 * dwelling for admins. Approving, rejecting, ownership proof and moving to an admin are dwelling
 * use-cases (modules/dwellings/use-cases/review-dwelling.ts).
 */
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findForActor } from '../dwellings/dwellings.repository';
import { offlineOwnerLookup, type OwnerLookupAdapter, type ValidationResult } from './owner-lookup';

/**
 * GET /api/admin/validate/:id (admin): owner and phone lookup for a dwelling through `adapter`
 * (offline by default: address and BBR link only, see owner-lookup.ts). Throws 401, 403, 404.
 */
export async function validateDwelling(
  deps: Deps,
  user: UserActor,
  uuid: string,
  adapter: OwnerLookupAdapter = offlineOwnerLookup,
): Promise<ValidationResult> {
  const record = await findForActor(deps.db, user, uuid);
  if (!record) throw new AppError('NOT_FOUND');
  const location = record.row.location as { id?: string | null; address?: string | null; customAddress?: boolean };
  const contact = record.row.contact as { phone?: string | null };
  const subject = {
    addressId: location.id ?? null,
    address: location.address ?? null,
    customAddress: location.customAddress === true,
    phone: contact.phone ?? null,
  };
  const { owner, phone, notConfigured } = await adapter.lookup(subject);
  return {
    dwelling: { id: record.row.uuid, address: subject.address, addressId: subject.addressId },
    ...owner,
    phone,
    notConfigured,
    source: adapter.name,
  };
}
