/**
 * Scheduled user deletion (doc 1 §4; docs/architecture.md "User administration"): deleteUser or
 * the user's own request sets expireAt USER_DELETION_DELAY_DAYS ahead and queues a job on the
 * persistent queue (pg-boss) for that moment; reactivation clears expireAt, and a job that finds
 * expireAt cleared or moved later does nothing. An hourly sweep deletes anyone whose date has
 * passed (a lost job or a date set another way). The deletion runs in one transaction: every
 * module's personal-data hook (platform/personal-data.ts, composed by the app root in
 * personal-data.ts) erases its part, then a user/deleted activity entry is written; image files go
 * after the commit. The tombstone has deletedAt set and a new token version, so every login token stops at once.
 */
import { USER_DELETION_DELAY_DAYS } from '@udlejning/shared/users/admin';
import { ANONYMOUS, type UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { JobData, JobHandlers } from '../../platform/jobs/queue';
import { erasePersonalData, type PersonalDataHook } from '../../platform/personal-data';
import { recordActivity } from '../activity/activity.service';
import { updateUser, type UserRow } from '../accounts/accounts.repository';
import { findExpiredUserIds, lockUser } from './users.repository';

const DAY_MS = 86_400_000;
export const USER_JOB_NAMES = { delete: 'users-delete', sweep: 'users-delete-expired' } as const;
/** Minute 40 of every hour (UTC cron), apart from the listing expiry and the upload cleanup. */
export const USER_SWEEP_CRON = '40 * * * *';

/**
 * Sets expireAt = now + USER_DELETION_DELAY_DAYS on `target` (an earlier date is kept) and queues
 * the deletion job for it, in one transaction; records user/deletion-scheduled. Returns the row.
 * 409 CONFLICT for an account already deleted.
 */
export async function scheduleUserDeletion(
  deps: Deps,
  actor: UserActor,
  target: UserRow,
  via: 'admin' | 'self',
): Promise<UserRow> {
  if (target.deletedAt) throw new AppError('NOT_FOUND');
  const now = deps.now();
  const expireAt = target.expireAt ?? new Date(now.getTime() + USER_DELETION_DELAY_DAYS * DAY_MS);
  return deps.db.transaction(async (tx) => {
    const row = await updateUser(tx, target.id, { expireAt });
    if (deps.jobs) await deps.jobs.send(USER_JOB_NAMES.delete, { userId: target.id }, { startAfter: expireAt, ex: tx });
    await recordActivity(tx, actor, {
      targetType: 'user',
      action: 'user/deletion-scheduled',
      targetId: target.uuid,
      data: { scheduledTime: expireAt.toISOString(), type: via },
      timestamp: now,
    });
    return row;
  });
}

/** Clears a scheduled deletion (before the date); records user/reactivated. 404 for a deleted account. */
export async function reactivateUser(deps: Deps, actor: UserActor, target: UserRow): Promise<UserRow> {
  if (target.deletedAt) throw new AppError('NOT_FOUND');
  return deps.db.transaction(async (tx) => {
    const row = await updateUser(tx, target.id, { expireAt: null });
    await recordActivity(tx, actor, {
      targetType: 'user',
      action: 'user/reactivated',
      targetId: target.uuid,
      timestamp: deps.now(),
    });
    return row;
  });
}

/**
 * Deletes user `userId` now if their expireAt has passed (re-checked under a row lock, so a
 * reactivation that commits first wins): every hook of `hooks` erases its part in one transaction,
 * with a user/deleted activity entry {reason, dwellings: how many the user had}; the hooks' work
 * after the commit (image files) follows. Returns true when it deleted.
 */
export async function deleteExpiredUser(deps: Deps, hooks: readonly PersonalDataHook[], userId: number): Promise<boolean> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockUser(tx, userId);
    if (!row || row.deletedAt || !row.expireAt || row.expireAt.getTime() > now.getTime()) return null;
    const erased = await erasePersonalData(hooks, deps, tx, { id: row.id, uuid: row.uuid, email: row.email }, now);
    await recordActivity(tx, ANONYMOUS, {
      targetType: 'user',
      action: 'user/deleted',
      targetId: row.uuid,
      data: { reason: 'scheduled', dwellings: erased.found.dwellings.length },
      timestamp: now,
    });
    return erased;
  });
  if (!result) return false;
  for (const work of result.afterCommit) await work();
  return true;
}

/** Deletes every user whose date has passed (see deleteExpiredUser); returns how many. */
export async function deleteExpiredUsers(deps: Deps, hooks: readonly PersonalDataHook[]): Promise<number> {
  let deleted = 0;
  for (const id of await findExpiredUserIds(deps.db, deps.now(), 100)) if (await deleteExpiredUser(deps, hooks, id)) deleted += 1;
  return deleted;
}

const userIdOf = (data: JobData) => (typeof data.userId === 'number' ? data.userId : 0);

/** The handlers and schedule to start the queue with (jobs.ts); `hooks` erase the user's data (personal-data.ts). */
export function userJobs(deps: Deps, hooks: readonly PersonalDataHook[]): JobHandlers {
  return {
    handlers: {
      [USER_JOB_NAMES.delete]: async (data) => void (await deleteExpiredUser(deps, hooks, userIdOf(data))),
      [USER_JOB_NAMES.sweep]: async () => void (await deleteExpiredUsers(deps, hooks)),
    },
    schedules: { [USER_JOB_NAMES.sweep]: USER_SWEEP_CRON },
  };
}
