/** Client error reports posted to POST /api/errors (doc 1 §7). */
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const clientErrors = pgTable('client_errors', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  stack: text('stack'),
  info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
