/**
 * Who may do what with a dwelling (doc 2 §4, §6). Pure: no database access, only rows that are
 * already loaded. Each rule answers a Decision, so the caller can tell "not yours to do" (403)
 * from "not now" (409). Abilities for the UI come from the same rules.
 */
import type { DwellingAbilities, DwellingAction } from '@udlejning/shared/dwellings/dwelling';
import { DWELLING_ACTIONS } from '@udlejning/shared/dwellings/dwelling';
import { UPGRADE_WINDOW_DAYS } from '@udlejning/shared/dwellings/enums';
import { extensionState } from '@udlejning/shared/dwellings/extension';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import type { DwellingStatus } from '@udlejning/shared/dwellings/status';
import { canTransition } from '@udlejning/shared/dwellings/transitions';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/errors';

/** The dwelling fields the rules read. */
export type PolicyDwelling = {
  userId: number;
  /** The organization owning it (POST /api/dwellings/organizations/:orgId), or null. */
  organizationId: number | null;
  status: DwellingStatus;
  active: boolean;
  locked: boolean;
  listingType: ListingType;
  deactivatedAt: Date | null;
  expiresAt: Date | null;
};

/**
 * allow; forbidden = the actor's role may not (403); invalid = not in this state (409); locked (409);
 * tooEarly = an extension before its window opens (409 EXTENSION_TOO_EARLY).
 */
export type Decision = 'allow' | 'forbidden' | 'invalid' | 'locked' | 'tooEarly';
type Rule = (actor: Actor, d: PolicyDwelling, now: Date) => Decision;

const DAY_MS = 86_400_000;

const isOwner = (a: Actor, d: PolicyDwelling) => a.kind === 'user' && a.userId === d.userId;
/** An admin of the organization owning the dwelling manages it like its owner (doc 1 §1, §6). */
export const isOrganizationAdminOf = (a: Actor, d: Pick<PolicyDwelling, 'organizationId'>) =>
  a.kind === 'user' && d.organizationId !== null && (a.adminOrganizationIds ?? []).includes(d.organizationId);
const canSee = (a: Actor, d: PolicyDwelling) => a.isAdmin || isOwner(a, d) || isOrganizationAdminOf(a, d);
const when = (ok: boolean, otherwise: Decision = 'invalid'): Decision => (ok ? 'allow' : otherwise);

/** True when an inactive listing's upgrade window (14 days after deactivation) has passed. */
export function isUpgradeWindowOver(d: PolicyDwelling, now: Date): boolean {
  return !d.active && d.deactivatedAt !== null && now.getTime() - d.deactivatedAt.getTime() > UPGRADE_WINDOW_DAYS * DAY_MS;
}

/** The rule of every action (doc 2 §6). */
export const dwellingPolicy = {
  // owner: only if active, unlocked and not APPROVED; admin: any
  update: (a, d) =>
    !canSee(a, d) ? 'forbidden' : a.isAdmin ? 'allow' : when(d.active && !d.locked && d.status !== 'APPROVED', 'locked'),
  // the address is fixed once submitted, for everyone but an admin (doc 2 §2); a save keeps the stored one
  changeAddress: (a, d) => (!canSee(a, d) ? 'forbidden' : a.isAdmin ? 'allow' : when(d.status === 'DRAFT', 'locked')),
  review: (a, d) => when(canSee(a, d), 'forbidden'),
  // the states of every status change come from the shared transition table (doc 2 §4); reject is
  // offered unless already REJECTED. Submitting (finish in the form) is `update` plus the table's `submit`.
  approve: (a, d) => (!a.isAdmin ? 'forbidden' : when(canTransition('approve', d.status))),
  reject: (a, d) => (!a.isAdmin ? 'forbidden' : when(canTransition('reject', d.status))),
  // admin Activate only for APPROVED and inactive (doc 2 §4); the owner toggles freely
  activate: (a, d) => (!canSee(a, d) ? 'forbidden' : when(!d.active && (!a.isAdmin || d.status === 'APPROVED'))),
  deactivate: (a, d) => (!canSee(a, d) ? 'forbidden' : when(d.active)),
  duplicate: (a, d) => when(canSee(a, d), 'forbidden'),
  // approved and active, and only in the last 14 days before expiry (docs/architecture.md "Dwellings and moderation"; shared with the web)
  extend: (a, d, now) => {
    if (!canSee(a, d)) return 'forbidden';
    const state = extensionState(d, now);
    return state === 'open' ? 'allow' : state === 'tooEarly' ? 'tooEarly' : 'invalid';
  },
  // the owner pays for upgrades; admins change the listing type instead
  upgrade: (a, d, now) => (!isOwner(a, d) ? 'forbidden' : when(d.listingType !== 'PREMIUM' && !isUpgradeWindowOver(d, now))),
  changeListingType: (a) => when(a.isAdmin, 'forbidden'),
  viewLog: (a) => when(a.isAdmin, 'forbidden'),
  // moderation of ownership (doc 2 §4)
  requestOwnership: (a, d) => (!a.isAdmin ? 'forbidden' : when(canTransition('requestOwnership', d.status))),
  ownershipReceived: (a, d) => (!a.isAdmin ? 'forbidden' : when(canTransition('ownershipReceived', d.status))),
  // a dwelling the admin already owns cannot move to them again
  moveToAdmin: (a, d) => (!a.isAdmin ? 'forbidden' : when(!isOwner(a, d))),
} satisfies Record<DwellingAction, Rule>;

/** The decision for one action. */
export function decide(actor: Actor, action: DwellingAction, d: PolicyDwelling, now: Date): Decision {
  return dwellingPolicy[action](actor, d, now);
}

/**
 * Throws unless `actor` may do `action` now: FORBIDDEN (403), DWELLING_LOCKED (409),
 * INVALID_TRANSITION (409) or EXTENSION_TOO_EARLY (409). Call it only on a dwelling the actor may
 * see (else answer 404).
 */
export function authorize(actor: Actor, action: DwellingAction, d: PolicyDwelling, now: Date): void {
  const decision = decide(actor, action, d, now);
  if (decision === 'forbidden') throw new AppError('FORBIDDEN');
  if (decision === 'locked') throw new AppError('DWELLING_LOCKED');
  if (decision === 'invalid') throw new AppError('INVALID_TRANSITION');
  if (decision === 'tooEarly') throw new AppError('EXTENSION_TOO_EARLY');
}

/**
 * Throws FORBIDDEN (403) only when the actor's role may not do `action` on `d`; whether its state
 * allows it now is left to a later check (payments: the price checks answer first, 409).
 */
export function authorizeRole(actor: Actor, action: DwellingAction, d: PolicyDwelling, now: Date): void {
  if (decide(actor, action, d, now) === 'forbidden') throw new AppError('FORBIDDEN');
}

/** Every ability of `actor` on `d`, for the UI (doc 2 §6). */
export function abilitiesFor(actor: Actor, d: PolicyDwelling, now: Date): DwellingAbilities {
  return Object.fromEntries(
    DWELLING_ACTIONS.map((action) => [action, decide(actor, action, d, now) === 'allow']),
  ) as DwellingAbilities;
}
