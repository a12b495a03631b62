/** Activity log entries (spec doc 2 §3): action, actor, target, timestamp, data. */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** dwelling/create, update, approved, rejected, … notes (doc 2 §3) */
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    /** Display name of the actor at the time ("system" for jobs). */
    actorName: text('actor_name').notNull(),
    /** e.g. 'dwelling' */
    targetType: text('target_type').notNull(),
    /** The target's uuid. */
    targetId: text('target_id').notNull(),
    /** { diff, reason, error, externalId, ip, type, status, scheduledTime } */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_target_idx').on(t.targetType, t.targetId, t.timestamp), index('activities_ts_idx').on(t.timestamp)],
);
