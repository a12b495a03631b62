/** The dev outbox: every mail the local mail adapter "sends" (readable in the admin UI). */
import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** e.g. 'reset-password', 'verify-email', 'housing' */
  kind: text('kind').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
