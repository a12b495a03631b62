/**
 * Who may see a seeker and who may list seekers (issue 11 "Permissions",
 * docs/architecture.md "Seekers"). Pure: the caller loads the facts.
 */
import type { UserActor } from '../../platform/auth/actor';

export const seekerPolicy = {
  /** Admins see every seeker; a landlord one who wrote to or was matched to one of their dwellings. */
  view: (a: UserActor, knownToLandlord: boolean) => a.isAdmin || knownToLandlord,
  /** Admins list seekers for any dwelling; a landlord for their own active, approved dwelling. */
  listForDwelling: (a: UserActor, d: { userId: number; active: boolean; status: string }) =>
    a.isAdmin || (d.userId === a.userId && d.active && d.status === 'APPROVED'),
  /** Admins list for any landlord; a landlord for themselves. */
  listForUser: (a: UserActor, userId: number) => a.isAdmin || a.userId === userId,
  /** Admins read any landlord's active dwellings; a landlord their own. */
  readActiveDwellings: (a: UserActor, userId: number) => a.isAdmin || a.userId === userId,
};
