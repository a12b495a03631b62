/**
 * Dwelling rows → API shapes (DwellingView, DwellingListItem). Abilities come from the policy;
 * admin-only fields (deactivatedBy, the list's user column) are dropped for non-admins.
 */
import type {
  DwellingDuplicateRef,
  DwellingListItem,
  DwellingPayment,
  DwellingUser,
  DwellingView,
} from '@udlejning/shared/dwellings/dwelling';
import { displayedStatus } from '@udlejning/shared/dwellings/status';
import type { Actor } from '../../platform/auth/actor';
import { abilitiesFor, type PolicyDwelling } from './dwellings.policy';
import { rowToContent, type DwellingRow } from './dwellings.content';
import type { DwellingRecord, OwnerRow } from './dwellings.repository';

/** The policy's view of a row. */
export function policyDwelling(row: DwellingRow): PolicyDwelling {
  return {
    userId: row.userId,
    organizationId: row.organizationId,
    status: row.status,
    active: row.active,
    locked: row.locked,
    listingType: row.listingType,
    deactivatedAt: row.deactivatedAt,
    expiresAt: row.expiresAt,
  };
}

const ownerName = (o: OwnerRow) => `${o.firstname} ${o.lastname}`.trim();

function presentUser(o: OwnerRow): DwellingUser {
  return {
    id: o.id,
    uuid: o.uuid,
    name: ownerName(o),
    firstname: o.firstname,
    lastname: o.lastname,
    email: o.email,
    phone: o.phone,
    type: o.type,
    verified: o.verified,
    emailVerified: o.emailVerified,
    phoneVerified: o.phoneVerified,
  };
}

function presentPayment(p: Record<string, unknown> | null): DwellingPayment | null {
  if (!p) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    transaction: str(p.transaction),
    product: str(p.product),
    currency: str(p.currency),
    amount: typeof p.amount === 'number' ? p.amount : null,
    captured: p.captured === true,
  };
}

function statusOf({ row, owner }: DwellingRecord) {
  const status = row.status;
  return {
    status,
    displayedStatus: displayedStatus({ status, active: row.active, owner: { type: owner.type, verified: owner.verified } }),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * `possibleDuplicateOf` for admins once looked up (withDuplicateRefs); absent otherwise, so a landlord never
 * learns that another landlord lists the home (docs/architecture.md "One listing per home").
 */
function duplicateOf(record: DwellingRecord, actor: Actor): { possibleDuplicateOf?: DwellingDuplicateRef | null } {
  return actor.isAdmin && record.duplicateOf !== undefined ? { possibleDuplicateOf: record.duplicateOf } : {};
}

/** One dwelling for its owner or an admin (callers have checked that the actor may see it). */
export function presentDwelling(record: DwellingRecord, actor: Actor, now: Date): DwellingView {
  const { row, owner } = record;
  return {
    ...rowToContent(row),
    id: row.uuid,
    uuid: row.uuid,
    ...statusOf(record),
    active: row.active,
    locked: row.locked,
    listingType: row.listingType,
    payment: presentPayment(row.payment ?? null),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    expiresAt: iso(row.expiresAt),
    deactivatedAt: iso(row.deactivatedAt),
    deactivatedBy: actor.isAdmin ? (row.deactivatedBy ?? null) : null,
    user: presentUser(owner),
    abilities: abilitiesFor(actor, policyDwelling(row), now),
    ...duplicateOf(record, actor),
  };
}

/** A list row; the user column only for admins. */
export function presentListItem(record: DwellingRecord, actor: Actor, now: Date): DwellingListItem {
  const { row, owner } = record;
  const content = rowToContent(row);
  return {
    id: row.uuid,
    uuid: row.uuid,
    headline: content.headline,
    ...statusOf(record),
    active: row.active,
    listingType: row.listingType,
    location: { address: content.location.address, zip: content.location.zip, city: content.location.city },
    economy: { rent: content.economy.rent },
    size: { rooms: content.size.rooms, area: content.size.area },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deactivatedAt: iso(row.deactivatedAt),
    expiresAt: iso(row.expiresAt),
    ...(actor.isAdmin ? { user: { id: owner.id, name: ownerName(owner), email: owner.email } } : {}),
    abilities: abilitiesFor(actor, policyDwelling(row), now),
    ...duplicateOf(record, actor),
  };
}
