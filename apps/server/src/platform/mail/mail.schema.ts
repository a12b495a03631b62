/**
 * Every mail the server sends, and its delivery state (docs/architecture.md "Jobs and mail"): a row is written (state
 * 'queued') in the same transaction as the change it reports, the mail job delivers it with
 * retries ('sent', or 'failed' after the last attempt). With the dev transport the table is also
 * the dev outbox admins read at /outbox.
 */
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '@udlejning/shared/i18n/languages';
import { MAIL_STATES, type MailState } from '@udlejning/shared/outbox/outbox';
import type { MailContent } from './layout';
import type { MailAttachment } from './mailer';

export { MAIL_STATES, type MailState };

export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  /** The text part, as sent (the outbox page shows it). */
  text: text('text').notNull(),
  /** Rows from before mails were rendered at sending only: the HTML part is now rendered from `content` when the mail is sent. */
  html: text('html'),
  /** e.g. 'reset-password', 'verify-email', 'dwelling-housing' */
  kind: text('kind').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  /** The recipient's language; the mail is written in it. */
  language: text('language').$type<Language>().notNull().default('da'),
  /** The blocks of the one mail layout (layout.ts), rendered to HTML by the mail job. */
  content: jsonb('content').$type<MailContent>(),
  /** Files sent with the mail (a viewing's .ics), null for none. */
  attachments: jsonb('attachments').$type<MailAttachment[]>(),
  state: text('state').$type<MailState>().notNull().default('queued'),
  /** Delivery attempts so far. */
  attempts: integer('attempts').notNull().default(0),
  /** The transport's error of the last failed attempt. */
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
