/**
 * One-time start-up tasks that are done (docs/architecture.md "One listing per home", the home-key backfill): one row
 * per task name, written in the task's own transaction, so every later start asks one primary-key lookup instead of
 * doing the task again.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const oneTimeTasks = pgTable('one_time_tasks', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
