/**
 * Who may do what with a thread (spec doc 1 §6). Pure: no database access.
 * A landlord reads and acts on the threads of their own dwellings; an admin on every thread, but an
 * admin does not reply in a thread (they send by giving a dwelling id instead).
 */
import type { Actor, UserActor } from '../../platform/auth/actor';
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
 * Whose thread lists a user may read (GET /api/chat/threads/{id}, POST /api/chat/threads) and for
 * whom they may write (`userId` in a body): per action, the facts the service has loaded.
 * `ownerId` null: every landlord's threads (listAll) or a user id that matches no one.
 */
export type ThreadListFacts = { ownerId: number | null; ownerRef?: string };
export const THREAD_LIST_ACTIONS = ['listAll', 'listOwner', 'speakFor'] as const;
export type ThreadListAction = (typeof THREAD_LIST_ACTIONS)[number];

export const threadListPolicy = {
  /** Every thread (the 'admin' inbox): admins only. */
  listAll: (a) => a.isAdmin,
  /** One landlord's threads: admins anyone's, a landlord their own (an unknown landlord: admins only, then 404). */
  listOwner: (a, f) => a.isAdmin || (f.ownerId !== null && f.ownerId === a.userId),
  /** A body's `userId` (numeric or uuid, as given): a landlord only their own, admins anyone's. */
  speakFor: (a, f) => a.isAdmin || f.ownerRef === String(a.userId) || f.ownerRef === a.uuid,
} satisfies Record<ThreadListAction, (a: UserActor, f: ThreadListFacts) => boolean>;

/** Throws 403 FORBIDDEN unless the thread-list policy allows. */
export function authorizeThreadList(actor: UserActor, action: ThreadListAction, facts: ThreadListFacts): void {
  if (!threadListPolicy[action](actor, facts)) throw new AppError('FORBIDDEN');
}

/**
 * Throws unless `actor` may do `action`: NOT_FOUND when the actor may not even read the thread,
 * FORBIDDEN when they see it but may not act.
 */
export function authorizeThread(actor: Actor, action: ThreadPolicyAction, thread: ThreadPolicyThread): void {
  if (!threadPolicy.read(actor, thread)) throw new AppError('NOT_FOUND');
  if (!threadPolicy[action](actor, thread)) throw new AppError('FORBIDDEN');
}
