/**
 * Who may see a seeker and who may list seekers (
 * docs/architecture.md "Seekers"). Pure: the caller loads the facts.
 */
import type { UserActor } from '../../platform/auth/actor';
import { AppError } from '../../platform/errors';

/** The facts each rule reads, by action (loaded by the service). */
type SeekerFacts = {
  view: boolean;
  listForDwelling: { userId: number; active: boolean; status: string };
  listForUser: number;
  readActiveDwellings: number;
};
export type SeekerAction = keyof SeekerFacts;

export const seekerPolicy: { [A in SeekerAction]: (a: UserActor, f: SeekerFacts[A]) => boolean } = {
  /** Admins see every seeker; a landlord one who wrote to or was matched to one of their dwellings. */
  view: (a, knownToLandlord) => a.isAdmin || knownToLandlord,
  /** Admins list seekers for any dwelling; a landlord for their own active, approved dwelling. */
  listForDwelling: (a, d) => a.isAdmin || (d.userId === a.userId && d.active && d.status === 'APPROVED'),
  /** Admins list for any landlord; a landlord for themselves. */
  listForUser: (a, userId) => a.isAdmin || a.userId === userId,
  /** Admins read any landlord's active dwellings; a landlord their own. */
  readActiveDwellings: (a, userId) => a.isAdmin || a.userId === userId,
};

/** Throws 403 FORBIDDEN unless the policy allows. */
export function authorizeSeekers<A extends SeekerAction>(actor: UserActor, action: A, facts: SeekerFacts[A]): void {
  if (!seekerPolicy[action](actor, facts)) throw new AppError('FORBIDDEN');
}
