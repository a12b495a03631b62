/** Activity row → ActivityEntry (doc 2 §3). */
import type { ActivityEntry } from '@udlejning/shared/dwellings/dwelling';
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
    data: row.data as ActivityEntry['data'],
  };
}
