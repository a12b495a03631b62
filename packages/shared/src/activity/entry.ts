/**
 * One activity log entry as the API returns it (doc 2 §3 "Activity log entry"; doc 1 §3
 * "Activity entry"): GET /api/activity and GET /api/dwellings/{id}/audit, both `{ results }`.
 */
import type { ActivityAction, ActivityTargetType } from './actions';

/** Each changed top-level field of the target → [before, after]; dates as ISO strings, a missing value as null. */
export type ActivityDiff = Record<string, [unknown, unknown]>;

/** What an entry carries besides who and when (doc 2 §3 data); domains add their own keys. */
export type ActivityData = {
  diff?: ActivityDiff;
  reason?: string | null;
  /** A publish error, shown as 'Error : {message}' (doc 2 §8). */
  error?: string | null;
  externalId?: string | null;
  ip?: string | null;
  type?: string | null;
  status?: string | null;
  scheduledTime?: string | null;
  [key: string]: unknown;
};

/** One entry; `targetType` names what `target` is, `action` is one of that domain's actions. */
export type ActivityEntry = {
  _id: string;
  targetType: ActivityTargetType;
  action: ActivityAction;
  /** Display name of who did it ("system" for jobs). */
  actor: string;
  actorId: number | null;
  /** The target's id (a dwelling's uuid). */
  target: string;
  /** ISO instant. */
  timestamp: string;
  data: ActivityData;
};
