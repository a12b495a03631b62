/** Writing and reading the activity log of every domain (doc 2 §3; GET /api/activity). */
import type { ActivityPageQuery } from '@udlejning/shared/activity/list-query.schema';
import type { ActivityActionOf, ActivityTargetType } from '@udlejning/shared/activity/actions';
import type { ActivityData, ActivityEntry } from '@udlejning/shared/activity/entry';
import type { Actor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import type { Executor } from '../../platform/db/executor';
import { findActivities, insertActivity } from './activity.repository';
import { presentActivity } from './activity.presenter';

/**
 * One entry to record: who did what to which target, with data {diff, reason, …}. The action must
 * be one of the target type's own (`targetType: 'dwelling'` takes only 'dwelling/…').
 */
export type ActivityInput = {
  [T in ActivityTargetType]: {
    targetType: T;
    action: ActivityActionOf<T>;
    /** The target's id (a dwelling's uuid). */
    targetId: string;
    data?: ActivityData;
    timestamp: Date;
  };
}[ActivityTargetType];

/** Records an entry; pass the transaction of the change it describes so both commit together. */
export async function recordActivity(ex: Executor, actor: Actor, input: ActivityInput): Promise<void> {
  await insertActivity(ex, {
    action: input.action,
    actorId: actor.kind === 'user' ? actor.userId : null,
    actorName: actor.kind === 'user' ? actor.name : 'system',
    targetType: input.targetType,
    targetId: input.targetId,
    data: input.data ?? {},
    timestamp: input.timestamp,
  });
}

/** Entries newest first, filtered by action, target and actor: { results, totalCount } (GET /api/activity, admins). */
export async function listActivity(
  deps: Deps,
  query: ActivityPageQuery,
): Promise<{ results: ActivityEntry[]; totalCount: number }> {
  const { page, pageSize, action, target, actor: actorFilter } = query;
  const { rows, totalCount } = await findActivities(deps.db, {
    action,
    targetId: target,
    actor: actorFilter,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return { results: rows.map(presentActivity), totalCount };
}

/** Every entry of one target, newest first (callers check permissions). */
export async function listTargetActivity(deps: Deps, targetType: ActivityTargetType, targetId: string): Promise<ActivityEntry[]> {
  const { rows } = await findActivities(deps.db, { targetType, targetId, offset: 0, limit: 1000 });
  return rows.map(presentActivity);
}
