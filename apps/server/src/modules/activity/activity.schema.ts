/** Activity log entries (spec doc 2 §3): action, actor, target, timestamp, data. */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityAction, ActivityTargetType } from '@udlejning/shared/activity/actions';
import type { ActivityData } from '@udlejning/shared/activity/entry';
import { users } from '../../schema/accounts.schema';

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /**
     * `<targetType>/<verb>` from the domain's list (packages/shared/src/activity/actions.ts). No
     * CHECK: the log is append-only history, and each new domain adds actions without a migration.
     */
    action: text('action').$type<ActivityAction>().notNull(),
    actorId: integer('actor_id').references(() => users.id),
    /** Display name of the actor at the time ("system" for jobs). */
    actorName: text('actor_name').notNull(),
    /** 'dwelling', … (the key the action is listed under). */
    targetType: text('target_type').$type<ActivityTargetType>().notNull(),
    /** The target's uuid. */
    targetId: text('target_id').notNull(),
    /** { diff, reason, error, externalId, ip, type, status, scheduledTime } */
    data: jsonb('data').$type<ActivityData>().notNull().default({}),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_target_idx').on(t.targetType, t.targetId, t.timestamp), index('activities_ts_idx').on(t.timestamp)],
);
