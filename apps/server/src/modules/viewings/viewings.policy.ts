/**
 * Who may do what with viewings (docs/architecture.md "Viewings"). Pure: the service loads the facts.
 * Landlord side: whoever manages the listing (its owner, its organization's admin, an admin; the
 * repository's scope answers 404 to anyone else). Seeker side: the tier rules of the contact form
 * (doc 2 §1), decided by public-listing's contactRefusal.
 */
import type { UserActor } from '../../platform/auth/actor';
import { AppError } from '../../platform/errors';
import { isOrganizationAdminOf } from '../dwellings/dwellings.policy';

export const VIEWING_ACTIONS = ['manage'] as const;
export type ViewingAction = (typeof VIEWING_ACTIONS)[number];

/** The listing a viewing belongs to, as the rules read it. */
export type ViewingFacts = { userId: number; organizationId: number | null };

export const viewingPolicy = {
  // open, change and cancel times, invite, cancel a seat, read the bookings
  manage: (a, d) => a.isAdmin || a.userId === d.userId || isOrganizationAdminOf(a, d),
} satisfies Record<ViewingAction, (a: UserActor, d: ViewingFacts) => boolean>;

/** Throws 403 FORBIDDEN unless the policy allows. */
export function authorizeViewings(actor: UserActor, action: ViewingAction, facts: ViewingFacts): void {
  if (!viewingPolicy[action](actor, facts)) throw new AppError('FORBIDDEN');
}
