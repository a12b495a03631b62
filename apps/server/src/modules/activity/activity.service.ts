/** Writing and reading the activity log (doc 2 §3; GET /api/activity). */
import { z } from 'zod';
import { INVALID_VALUE, TEXT_LIMITS, TOO_LONG, isStorableText } from '@udlejning/shared/text';
import { ACTIVITY_ACTIONS, type ActivityAction, type ActivityEntry } from '@udlejning/shared/dwellings/dwelling';
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

const filterText = z
  .string()
  .trim()
  .max(TEXT_LIMITS.short, TOO_LONG)
  .refine(isStorableText, INVALID_VALUE)
  .optional()
  .transform((v) => v || undefined);

/** Query of GET /api/activity: 1-based page, page size (10/25/50/100), and optional filters. */
export const activityPageSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** Exact action, e.g. dwelling/approved ('' = any). */
  action: z
    .union([z.enum(ACTIVITY_ACTIONS), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  /** Target uuid (a dwelling's uuid), exact. */
  target: filterText,
  /** Actor: a user id, or part of the actor's name ('system' for jobs). */
  actor: filterText,
});

/** Entries newest first (admin only), filtered by action, target and actor: { results, totalCount }. Throws 401, 403, 400. */
export async function listActivity(
  deps: Deps,
  actor: Actor,
  query: unknown,
): Promise<{ results: ActivityEntry[]; totalCount: number }> {
  requireAdmin(actor);
  const { page, pageSize, action, target, actor: actorFilter } = activityPageSchema.parse(query);
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
export async function listTargetActivity(deps: Deps, targetType: string, targetId: string): Promise<ActivityEntry[]> {
  const { rows } = await findActivities(deps.db, { targetType, targetId, offset: 0, limit: 1000 });
  return rows.map(presentActivity);
}
