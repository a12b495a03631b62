/** Activity row → ActivityEntry (doc 2 §3), the same for every target type. */
import type { ActivityEntry } from '@udlejning/shared/activity/entry';
import type { ActivityRow } from './activity.repository';

export function presentActivity(row: ActivityRow): ActivityEntry {
  return {
    _id: row.uuid,
    action: row.action,
    actor: row.actorName,
    actorId: row.actorId,
    target: row.targetId,
    targetType: row.targetType,
    timestamp: row.timestamp.toISOString(),
    data: row.data,
  };
}
