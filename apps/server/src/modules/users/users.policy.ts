/**
 * Who may administer users (doc 1 §2 Users (admin), §6): pure rules over facts the service has
 * loaded, the shape of every *.policy.ts (docs/architecture.md "Code layout: one name per domain").
 */
import type { UserActor } from '../../platform/auth/actor';
import { AppError } from '../../platform/errors';

/** The user acted on (its id), or null before it is loaded. */
export type UserFacts = { targetId: number | null };

export const USER_ACTIONS = ['administer', 'delete'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export const userPolicy = {
  /** The user list, a user's details and every admin mutation: administrators only. */
  administer: (a: UserActor) => a.isAdmin,
  /** deleteUser: administrators, but not on their own account (they ask for their own deletion as everyone does). */
  delete: (a: UserActor, f: UserFacts) => a.isAdmin && f.targetId !== a.userId,
} satisfies Record<UserAction, (a: UserActor, f: UserFacts) => boolean>;

/** Throws 403 FORBIDDEN unless the policy allows. */
export function authorizeUsers(actor: UserActor, action: UserAction, facts: UserFacts = { targetId: null }): void {
  if (!userPolicy[action](actor, facts)) throw new AppError('FORBIDDEN');
}
