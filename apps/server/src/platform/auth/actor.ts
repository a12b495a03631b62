/** Who makes a request: a signed-in user (from the login token) or nobody. */
import type { Role, SessionUser, UserType } from '@udlejning/shared/accounts/user';

export type UserActor = {
  kind: 'user';
  userId: number;
  uuid: string;
  role: Role;
  type: UserType;
  verified: boolean;
  isAdmin: boolean;
  name: string;
  /**
   * Ids of the organizations this user holds an admin role entry for (doc 1 §1): such a user
   * manages those organizations' dwellings (dwellings.policy.ts). Absent = none.
   */
  adminOrganizationIds?: readonly number[];
  /**
   * The session user (GET /api/users/me) read by the same lookup as this actor, so the handler
   * needs no second query; absent for actors not made from a login token (status links).
   */
  sessionUser?: SessionUser;
};
export type AnonymousActor = { kind: 'anonymous'; isAdmin: false };
export type Actor = UserActor | AnonymousActor;

export const ANONYMOUS: AnonymousActor = { kind: 'anonymous', isAdmin: false };
