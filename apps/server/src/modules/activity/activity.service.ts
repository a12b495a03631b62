/** Writing and reading the activity log (doc 2 §3; GET /api/activity). */
import { z } from 'zod';
import type { ActivityAction, ActivityEntry } from '@udlejning/shared/dwellings/dwelling';
import { requireAdmin, type Actor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { findActivities, insertActivity, type Executor } from './activity.repository';
import { presentActivity } from './activity.presenter';

/** One entry to record: who did what to which target, with data {diff, reason, …}. */
export type ActivityInput = {
  action: ActivityAction;
  targetType: 'dwelling';
  targetId: string;
  data?: Record<string, unknown>;
  timestamp: Date;
};

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

export const activityPageSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** All entries newest first (admin only): { results, totalCount }. page is 1-based. */
export async function listActivity(
  deps: Deps,
  actor: Actor,
  query: unknown,
): Promise<{ results: ActivityEntry[]; totalCount: number }> {
  requireAdmin(actor);
  const { page, pageSize } = activityPageSchema.parse(query);
  const { rows, totalCount } = await findActivities(deps.db, { offset: (page - 1) * pageSize, limit: pageSize });
  return { results: rows.map(presentActivity), totalCount };
}

/** Every entry of one target, newest first (callers check permissions). */
export async function listTargetActivity(deps: Deps, targetType: string, targetId: string): Promise<ActivityEntry[]> {
  const { rows } = await findActivities(deps.db, { targetType, targetId, offset: 0, limit: 1000 });
  return rows.map(presentActivity);
}
