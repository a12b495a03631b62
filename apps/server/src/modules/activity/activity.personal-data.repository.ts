/** What the personal-data hook of activity (activity.personal-data.ts) reads and writes. */
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { activities } from './activity.schema';

/** Activity entries made by the user or about `targetIds` (the user and their dwellings), oldest first. */
export async function exportActivity(ex: Executor, userId: number, targetIds: string[]) {
  return ex
    .select({
      action: activities.action,
      actorName: activities.actorName,
      targetType: activities.targetType,
      targetId: activities.targetId,
      data: activities.data,
      timestamp: activities.timestamp,
    })
    .from(activities)
    .where(or(eq(activities.actorId, userId), inArray(activities.targetId, targetIds)))
    .orderBy(asc(activities.timestamp));
}

/** Deletes the entries about `targetIds`; the entries the user made keep no name ('Deleted user'). */
export async function eraseActivity(tx: Executor, userId: number, targetIds: string[]): Promise<void> {
  await tx.delete(activities).where(inArray(activities.targetId, targetIds));
  await tx.update(activities).set({ actorName: 'Deleted user' }).where(eq(activities.actorId, userId));
}
