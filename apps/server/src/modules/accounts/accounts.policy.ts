/** Pure permission rules of the accounts domain (doc 1 §6); no database access. */
import type { UserActor } from '../../platform/auth/actor';
import { AppError } from '../../platform/errors';

/** The account acted on; null for an address that matches no account. */
type Target = { id: number } | null;
export type AccountAction = 'updateUser' | 'editCvr' | 'resendVerification';

export const accountPolicy = {
  /** POST /api/users/{id}: admins only (doc 1 §6). */
  updateUser: (a: UserActor) => a.isAdmin,
  /** cvr is editable only by admins (doc 1 §5). */
  editCvr: (a: UserActor) => a.isAdmin,
  /** A verification mail for one's own address, or any address (known or not) for admins. */
  resendVerification: (a: UserActor, t: Target) => a.isAdmin || (t !== null && a.userId === t.id),
} satisfies Record<AccountAction, (a: UserActor, t: Target) => boolean>;

/** Throws FORBIDDEN (403) unless `actor` may do `action` on `target`. */
export function authorizeAccount(actor: UserActor, action: AccountAction, target: Target): void {
  if (!accountPolicy[action](actor, target)) throw new AppError('FORBIDDEN');
}
