/**
 * Lifecycle of a dwelling for owners, admins and status-token holders (doc 2 §4, §6, §7):
 * activation, extension by EXTENSION_DAYS, duplication and the status-page view. Activation and
 * extension go through transitionDwelling (transition.ts); a duplicate and its activity entry are
 * written in one transaction (only `tx` inside it: PGlite has one connection).
 */
import { CONSENT_KEYS, EXTENSION_DAYS } from '@udlejning/shared/dwellings/enums';
import { DWELLING_MESSAGES } from '@udlejning/shared/dwellings/dwelling-form';
import { extendedExpiry } from '@udlejning/shared/dwellings/extension';
import type { Activation, DuplicateDwelling, DwellingStatusView } from '@udlejning/shared/dwellings/lifecycle';
import { displayedStatus } from '@udlejning/shared/dwellings/status';
import type { UserActor } from '../../../platform/auth/actor';
import type { Deps } from '../../../platform/deps';
import { AppError, validationError } from '../../../platform/errors';
import { diffFields } from '../../activity/activity.diff';
import { recordActivity } from '../../activity/activity.service';
import { contentToColumns, rowToContent } from '../dwellings.content';
import { authorize, decide } from '../dwellings.policy';
import { policyDwelling } from '../dwellings.presenter';
import { findForActor, insertDwelling, type DwellingRecord } from '../dwellings.repository';
import { accessDwelling, dwellingOfToken, type Access, type LifecycleCaller } from '../status-token';
import { transitionDwelling } from './transition';
import { dwellingPayments } from '../payments.port';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import { dwellingSnapshot } from '../dwellings.content';
import { checkHome, recordHomeFlag, withDuplicateRef } from './home-check';

/** "Anne Berg" → "AB" (at most three letters; a letter outside the BMP stays whole, never half a surrogate pair). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((w) => String.fromCodePoint(w.codePointAt(0)!).toUpperCase())
    .join('');
}

/** The changed dwelling, the acting user (the owner when via the link) and how the caller got in. */
export type LifecycleResult = Access;

/**
 * POST /api/dwellings/:uuid/activation {active} and toggleActive(id, active): sets `active`.
 * Deactivating stores deactivatedAt and deactivatedBy {name, initials}; activating clears both.
 * Owner, admin (Activate only for APPROVED) or the dwelling's token holder. Writes
 * dwelling/activate or dwelling/deactivate with the diff.
 * Throws 401, 404, 403, 409 INVALID_TRANSITION (already in that state).
 */
export async function setDwellingActive(
  deps: Deps,
  caller: LifecycleCaller,
  uuid: string,
  { active }: Activation,
): Promise<LifecycleResult> {
  return transitionDwelling(deps, { caller, uuid }, active ? 'activate' : 'deactivate', ({ record, actor, viaToken, now }) => {
    const name = viaToken ? `${record.owner.firstname} ${record.owner.lastname}`.trim() : actor.name;
    return {
      values: active
        ? { active, deactivatedAt: null, deactivatedBy: null }
        : { active, deactivatedAt: now, deactivatedBy: { name, initials: initialsOf(name) } },
      activity: { action: active ? 'dwelling/activate' : 'dwelling/deactivate' },
    };
  });
}

/**
 * extendDwelling(id) ('Stadig ledigt'): adds EXTENSION_DAYS to expiresAt, counted from the later of
 * now and the current expiresAt. Only APPROVED and active listings in the last EXTEND_WINDOW_DAYS
 * (14) days before expiry (docs/architecture.md "Dwellings and moderation"); owner, admin or token holder. Writes dwelling/update
 * {type: 'extend', diff}. Throws 401, 404, 403, 409 INVALID_TRANSITION or EXTENSION_TOO_EARLY.
 */
export async function extendDwelling(deps: Deps, caller: LifecycleCaller, uuid: string): Promise<LifecycleResult> {
  return transitionDwelling(deps, { caller, uuid }, 'extend', ({ record, now }) => ({
    values: { expiresAt: extendedExpiry(record.row.expiresAt, now) },
    activity: { action: 'dwelling/update', data: { type: 'extend', days: EXTENSION_DAYS } },
  }));
}

/**
 * POST /api/dwellings/:uuid/duplicate {location}: a new DRAFT copy owned by the original's owner,
 * at the chosen address (looked up in the address index). Listing type STANDARD, no payment, no
 * images and the consents unticked (docs/architecture.md "Dwellings and moderation"). Writes dwelling/create {duplicatedFrom}.
 * Throws 404, 403, 400 (unknown address: location.id), 409 DWELLING_ADDRESS_TAKEN (the owner already has a live
 * listing of that home, home-check.ts).
 */
export async function duplicateDwelling(
  deps: Deps,
  user: UserActor,
  uuid: string,
  input: DuplicateDwelling,
): Promise<DwellingRecord> {
  const now = deps.now();
  const source = await findForActor(deps.db, user, uuid);
  if (!source) throw new AppError('NOT_FOUND');
  authorize(user, 'duplicate', policyDwelling(source.row), now);
  // looked up outside the transaction: the address provider has its own connection
  const found = await deps.addresses.get(input.location.id);
  if (!found) throw validationError([{ path: ['location', 'id'], message: DWELLING_MESSAGES.addressFromList }]);

  const content = rowToContent(source.row);
  const { id, address, street, house, floor, door, zip, city, geo, href } = found;
  content.location = {
    id,
    address,
    street,
    house,
    floor,
    door,
    zip,
    city,
    geo,
    href,
    customAddress: false,
    manualAddress: false,
  };
  content.images = [];
  content.consents = CONSENT_KEYS.map((key) => ({ key, value: false }));
  const copy = await deps.db.transaction(async (tx) => {
    const { userId, organizationId } = source.row;
    // one listing per home (home-check.ts): 409 when the owner has a live listing there (the source too), else flagged
    const home = await checkHome(tx, content.location, { userId, organizationId }, null);
    const row = await insertDwelling(tx, {
      userId,
      organizationId,
      status: 'DRAFT',
      active: true,
      listingType: 'STANDARD',
      ...contentToColumns(content),
      possibleDuplicateOf: home.other?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await recordActivity(tx, user, {
      action: 'dwelling/create',
      targetType: 'dwelling',
      targetId: row.uuid,
      data: { duplicatedFrom: source.row.uuid, diff: diffFields(dwellingSnapshot(null), dwellingSnapshot(row)) },
      timestamp: now,
    });
    await recordHomeFlag(tx, user, row.uuid, home, false, now);
    return { row, owner: source.owner };
  });
  return withDuplicateRef(deps.db, user, copy);
}

/** The status page's view of one dwelling; token holders get activate/deactivate/extend/upgrade only. */
export function presentStatusView(
  { record, actor, viaToken }: Access,
  now: Date,
  priceBasis: ListingType | null = record.row.listingType,
  reserved: DwellingStatusView['reserved'] = null,
): DwellingStatusView {
  const { row, owner } = record;
  const p = policyDwelling(row);
  const can = (action: 'activate' | 'deactivate' | 'extend' | 'upgrade' | 'update') => decide(actor, action, p, now) === 'allow';
  const status = row.status;
  return {
    id: row.uuid,
    uuid: row.uuid,
    headline: row.headline,
    address: (row.location as { address?: string | null }).address ?? null,
    status,
    displayedStatus: displayedStatus({ status, active: row.active, owner: { type: owner.type, verified: owner.verified } }),
    active: row.active,
    listingType: row.listingType,
    priceBasis,
    reserved,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    viaToken,
    abilities: {
      activate: can('activate'),
      deactivate: can('deactivate'),
      extend: can('extend'),
      upgrade: can('upgrade'),
      update: !viaToken && can('update'),
    },
  };
}

/**
 * GET /api/dwellings/:uuid/status-page (login or token) and GET /api/dwellings/status-page?token=
 * (uuid = null: the token names the dwelling). Throws 401 (no login/token, expired), 404.
 */
export async function getStatusView(deps: Deps, caller: LifecycleCaller, uuid: string | null): Promise<DwellingStatusView> {
  const target = uuid ?? (await dwellingOfToken(deps, caller.token));
  return statusViewOf(deps, await accessDwelling(deps, deps.db, caller, target));
}

/** The status view of a dwelling the caller reached, with the price basis the server charges from. */
export async function statusViewOf(deps: Deps, access: Access): Promise<DwellingStatusView> {
  // what updatePaymentInfo will charge from (payments, through payments.port.ts), so the page shows that price
  const basis = await dwellingPayments().priceBasis(deps.db, access.record.row);
  const reserved = await dwellingPayments().reserved(deps.db, access.record.row.id);
  return presentStatusView(access, deps.now(), basis, reserved);
}
