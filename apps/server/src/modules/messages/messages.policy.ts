/**
 * Who may do what with a thread (spec doc 1 §6; issue 11 "Permissions"). Pure: no database access.
 * A landlord reads and acts on the threads of their own dwellings; an admin on every thread, but an
 * admin does not reply in a thread (they send by giving a dwelling id instead).
 */
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/errors';

export type ThreadPolicyThread = { ownerId: number; closed: boolean };
export const THREAD_POLICY_ACTIONS = ['read', 'act', 'reply'] as const;
export type ThreadPolicyAction = (typeof THREAD_POLICY_ACTIONS)[number];

const isOwner = (a: Actor, t: ThreadPolicyThread) => a.kind === 'user' && a.userId === t.ownerId;

export const threadPolicy = {
  /** See the thread and its messages. */
  read: (a, t) => a.isAdmin || isOwner(a, t),
  /** read / close / open (doc 1 §4). */
  act: (a, t) => a.isAdmin || isOwner(a, t),
  /** Reply in the thread view: the landlord only (doc 1 §6: an admin cannot reply there). */
  reply: (a, t) => isOwner(a, t),
} satisfies Record<ThreadPolicyAction, (a: Actor, t: ThreadPolicyThread) => boolean>;

/**
 * Throws unless `actor` may do `action`: NOT_FOUND when the actor may not even read the thread,
 * FORBIDDEN when they see it but may not act.
 */
export function authorizeThread(actor: Actor, action: ThreadPolicyAction, thread: ThreadPolicyThread): void {
  if (!threadPolicy.read(actor, thread)) throw new AppError('NOT_FOUND');
  if (!threadPolicy[action](actor, thread)) throw new AppError('FORBIDDEN');
}
