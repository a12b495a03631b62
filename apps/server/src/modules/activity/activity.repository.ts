/** All SQL of the activity log. */
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { ActivityAction, ActivityTargetType } from '@udlejning/shared/activity/actions';
import type { Executor } from '../../platform/db/executor';
import { escapeLike } from '../../platform/db/match';
import { activities } from './activity.schema';

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivity = typeof activities.$inferInsert;

/** Inserts one entry and returns it. */
export async function insertActivity(ex: Executor, entry: NewActivity): Promise<ActivityRow> {
  const [row] = await ex.insert(activities).values(entry).returning();
  return row;
}

/** Entries newest first, optionally for one target, action or actor (id, or part of the name); with the total count. */
export async function findActivities(
  ex: Executor,
  opts: {
    targetType?: ActivityTargetType;
    targetId?: string;
    action?: ActivityAction;
    actor?: string;
    offset: number;
    limit: number;
  },
): Promise<{ rows: ActivityRow[]; totalCount: number }> {
  const conds: SQL[] = [];
  if (opts.targetType) conds.push(eq(activities.targetType, opts.targetType));
  if (opts.targetId) conds.push(eq(activities.targetId, opts.targetId));
  if (opts.action) conds.push(eq(activities.action, opts.action));
  if (opts.actor) {
    const a = opts.actor;
    conds.push(
      /^\d{1,9}$/.test(a)
        ? eq(activities.actorId, Number(a))
        : ilike(activities.actorName, `%${escapeLike(a)}%`),
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    ex
      .select()
      .from(activities)
      .where(where)
      .orderBy(desc(activities.timestamp), desc(activities.id))
      .offset(opts.offset)
      .limit(opts.limit),
    ex.select({ total: count() }).from(activities).where(where),
  ]);
  return { rows, totalCount: Number(total) };
}
